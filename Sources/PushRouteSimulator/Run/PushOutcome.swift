import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What one push did on the device for one origin (a cell, or a scenario step), as the
/// parts report it.
struct PushOutcome {
    /// iOS ran app code for it (launch, delegate method).
    var woken = false
    /// Leanplum's manager took it as a Leanplum push.
    var leanplumHandled = false
    /// A CleverTap instance handled it.
    var cleverTapHandled = false
    /// Leanplum's launch path left it to CleverTap's launch observer (6.0.2 on).
    var leftToCleverTapLaunchObserver = false
    /// CleverTap's launch observer left it to the swizzled `didReceive` (`autoIntegrate` and a
    /// notification-center delegate, `-_appEnteredForegroundWithLaunchingOptions:`).
    var leftToSwizzledDidReceive = false
    /// What CleverTap's handlings did: the clicks recorded, the deep-link opens.
    var cleverTap = CleverTapEffects()
    /// The step where Leanplum's `didReceive` hook skipped it as the launch push.
    var skippedAsLaunchPushAt: Int?

    var handler: Handler { leanplumHandled ? .leanplum : cleverTapHandled ? .clevertap : .none }
    /// A CleverTap main-queue block opened its `wzrk_dl` (a second handling's block that
    /// does not open it loses no link).
    var deepLinkOpened: Bool { cleverTap.linksOpened > 0 }
}
