/// The value words of the app profile's settings (docs/routing-model.md §7), declared once,
/// below both the simulator, which reads them, and `app infer`, which writes them; what each
/// does to a push is the simulator's. The words of the app's own CleverTap calls and of
/// Leanplum's ActionManager are in `AppIntegrationWords.swift`.

/// Which of the two SDKs the app links itself (profile key `sdks`; docs/routing-model.md §7):
/// a migration has both, the end of a migration CleverTap only, its start Leanplum only.
public enum AppSDKs: String, CaseIterable, Sendable {
    /// Leanplum and CleverTap: Leanplum 6.x forwards CleverTap's pushes
    /// (`LPCTNotificationsManager`), and the app may call CleverTap itself as well.
    case leanplumAndCleverTap = "leanplum+clevertap"
    /// CleverTap only: no Leanplum code runs; the app integrates CleverTap itself
    /// (`autoIntegrate`, or its own delegate methods calling CleverTap).
    case cleverTap = "clevertap"
    /// Leanplum only: Leanplum 6.x still links CleverTap through its podspec's pin, so the
    /// push path is the migration's; before 6.0.0 it is outside the model.
    case leanplum
}

/// The migration state Leanplum fetches at start (`MigrationState`, API field `sdk`).
public enum MigrationState: String, CaseIterable, Sendable {
    /// The fetch failed or no state is set: CleverTap is not used.
    case undefined
    /// Leanplum only.
    case lp
    /// Both SDKs (duplicate).
    case leanplumAndCleverTap = "lp+ct"
    /// CleverTap only: Leanplum's code still runs, its requests are not sent.
    case ct
}

/// When the app creates the CleverTap instance.
public enum InstanceReadiness: String, CaseIterable, Sendable {
    /// The app creates it at launch, before anything else, with
    /// `MigrationManager.shared.launchWrapper()` (Leanplum 6.0.2 and later, with a cached
    /// migration state), so it exists when the push arrives even before Leanplum start.
    case ready
    /// Leanplum creates it when start is issued; without `--start`, the app calls start
    /// after the push (`StartTiming.later`).
    case atStart = "at-start"
}

/// When the app calls `CleverTap.autoIntegrate()`, relative to `Leanplum.start`.
public enum AutoIntegrateTiming: String, CaseIterable, Sendable {
    /// First in `didFinishLaunching`, before start: it swizzles the app's own methods.
    case beforeStart = "before-start"
    /// Right after the app's `Leanplum.start` call: its swizzles wrap Leanplum's hooks, so
    /// every tap reaches CleverTap through them and through Leanplum's forward.
    case afterStart = "after-start"
}

/// When the app calls `Leanplum.start`.
public enum StartTiming: String, CaseIterable, Sendable {
    /// In `application(_:didFinishLaunchingWithOptions:)`.
    case atLaunch = "at-launch"
    /// After the push (in a scenario: at each `start` step).
    case later
    /// Never: what waits for start is lost.
    case never
}

/// The entitlements' `aps-environment`: which APNs environment the app's tokens are for.
public enum APSEnvironment: String, CaseIterable, Sendable {
    case development, production
}

/// What the app's `Leanplum.setHandleCleverTapNotification` block does with a forwarded push.
public enum CleverTapNotificationBlock: String, CaseIterable, Sendable {
    /// Calls the default handler, `response(isNotificationOpen)`.
    case callDefault = "call-default"
    /// Never calls `response`: CleverTap does not see the push through Leanplum.
    case swallow
}

/// `UIBackgroundFetchResult`, as the app's fetch method passes it to its completion handler.
public enum FetchResult: String, CaseIterable, Sendable {
    case newData, noData, failed
}

/// The app's notification service extension (docs/routing-model.md, "The notification
/// service extension"): which code its principal class runs.
public enum ServiceExtensionKind: String, CaseIterable, Sendable {
    /// The app ships no service extension.
    case none
    /// `CTNotificationServiceExtension` (CTNotificationService) as the principal class: it
    /// downloads `ct_mediaUrl` and links no CleverTap SDK.
    case ctMedia = "ct-media"
    /// CleverTap's starter pattern: a subclass that calls
    /// `CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)`, then
    /// `super.didReceive` (SwiftStarter/NotificationService/NotificationService.swift).
    case ctMediaViewed = "ct-media+viewed"
}

/// The names of `UNNotificationPresentationOptions` a profile lists (`leanplum.presentation`,
/// `app_delegate.will_present.options`), in the order they are written.
public enum PresentationOptionName: String, CaseIterable, Sendable {
    case banner, sound, badge, list
}
