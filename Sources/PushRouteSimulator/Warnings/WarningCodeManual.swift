import PushRouteCore

extension WarningCode {
    /// The Leanplum releases (and SDK releases) in which the code can arise, for the man page's
    /// WARNINGS (`make man`), which adds the severity of a note or an error; nil where `manual`
    /// says it. `name` in backquotes is shown bold.
    public var releases: String? {
        switch self {
        case .noMessageID: "every release"
        case .cleverTapNoAccount: "6.0.0 and later"
        case .cleverTapAccountMismatch: "6.0.0 and later"
        case .cleverTapAccountNotString: "6.0.0 and later"
        case .queuedDropped: "6.0.0 and later"
        case .clickWithoutTap: "6.0.0 and later"
        case .deepLinkNotOpened:
            "6.1.0, whose flag is `false` by default; later releases when the app sets the flag `false`"
        case .deepLinkLaunchTiming:
            "every release with a CleverTap before 7.0.2, among them 6.0.0 to 6.1.0 as pinned; any release with an Info.plist default instance"
        case .delegateOnOtherInstance: "every release from 6.0.0"
        case .appHandlesTwice: "every release from 6.0.0"
        case .coldStartTwice: nil
        case .coldStartUnhandled: "6.5.0 and later"
        case .receivedTwice: "6.1.1 and later"
        case .duplicateOfLaunchPush: "before 6.1.1"
        case .noWake: "every release"
        case .silentForegroundUnhandled: "every release"
        case .beforeStart: "every release"
        case .tokenTruncated: "6.0.0 and later"
        case .notTappable: "every release"
        case .neverRun: "every release"
        case .doubleIntegration: "6.0.0 and later"
        case .completionNotCalled: "every release"
        case .blockSwallowed: "6.1.0 and later"
        case .notForwarded: "every release"
        case .richMediaNotShown: "every release: the service extension is the app's, not an SDK's"
        case .mediaBlocked: "every release; CTNotificationService 0.1.7"
        case .impressionNotRecorded: "every release; CleverTap iOS 3.5.0 and later have the call"
        case .impressionElsewhere: "every release; with the `ct` migration state only for another account"
        case .testPushImpression: "every release"
        case .openURLReencoded: "every release, 5.0.0 to 6.6.1"
        case .openActionHeld: "every release, 5.0.0 to 6.6.1"
        }
    }

    /// What raises the code and what follows, for the man page's WARNINGS (`make man`): `name` in
    /// backquotes is shown bold, and a line feed ends a sentence that ends a line of the page.
    public var manual: String {
        switch self {
        case .noMessageID:
            "Leanplum keys such as `_lpx` or `lp_occurrence_id` without `_lpm`, `_lpu`, `_lpn` or `_lpv`: not a Leanplum push, so it is forwarded to CleverTap (dropped by the hooks before 6.0.0)"
        case .cleverTapNoAccount:
            "a CleverTap push without `wzrk_acct_id`: CleverTap hands it to the shared default instance, and Leanplum's instance is a custom one, so it is dropped; with an Info.plist account, also when that account is Leanplum's instance's, so that `sharedInstance` returns the custom instance"
        case .cleverTapAccountMismatch:
            "a CleverTap push whose `wzrk_acct_id` is not the account of the app's instance: silently dropped"
        case .cleverTapAccountNotString:
            "a `wzrk_acct_id` that is not a string (a number, a boolean, null, an array or an object): CleverTap sends it `isEqualToString:` and the app crashes with an uncaught `NSInvalidArgumentException` (unrecognized selector); nothing after it runs, no completion handler is called"
        case .queuedDropped:
            "a CleverTap push (or the token) waited for Leanplum start and is dropped because the migration state (`undefined` or `lp`) does not use CleverTap"
        case .clickWithoutTap:
            "CleverTap records `Notification Clicked` for a push that was received, not tapped (a foreground receive), or that the user dismissed (`autoIntegrate`'s `didReceive` swizzle reads no action identifier)"
        case .deepLinkNotOpened:
            "a tapped CleverTap push whose `wzrk_dl` is not opened: the app is active when CleverTap's main-queue block runs and the deep-link flag is false, or (every release) the app's `urlDelegate` refuses it"
        case .deepLinkLaunchTiming:
            """
            CleverTap's own launch observer handles a cold-start tap with the deep-link flag `false`: `wzrk_dl` opens only if its main-queue block runs while the app is still inactive; on a slow launch (React Native, Unity) the app is already active and the link is not opened.
            This rests on the reports of CleverTap PR #371 and Leanplum PR #594, not on a source line: the trace says "depends on launch time"
            """
        case .delegateOnOtherInstance:
            "the app's CleverTap `urlDelegate` (and push delegate) is set on one instance (`clevertap.delegates_on`: `shared` for `CleverTap.sharedInstance()`, `leanplum` through `Leanplum.addCleverTapInstance`) and another handles the push: it is not asked, and the deep-link flag and the app state decide the link"
        case .appHandlesTwice:
            "the app's own `didReceive` (or the method `clevertap.app_calls_in` names) calls CleverTap's push API itself (`clevertap.app_did_receive_calls`, on the instance `clevertap.app_calls_on` names), on top of Leanplum's forward: CleverTap de-duplicates no push, so it handles (or clicks) it twice; the warning says what the handlings of this run did: how many `Notification Clicked` events they record and, for a push with `wzrk_dl`, how many times they open its deep link (a second `handleNotification(withData:)` opens none when its main-queue block finds the app active)"
        case .coldStartTwice:
            """
            a cold-start tap handled twice by one SDK.
            CleverTap push, instance created before the launch observers run: 6.0.0 (CleverTap's own launch observer and Leanplum's launch path) and 6.1.1 to 6.4.2 (CleverTap's launch observer and the later `didReceive`); CleverTap push, instance not created yet but Leanplum's hooks installed (a first run): 6.1.1 and later (the launch path and `didReceive`).
            Leanplum push without `lp_occurrence_id`, hooks installed at launch: 6.1.1 and later.
            With an Info.plist account and no instance at launch (6.0.0 and later): CleverTap's launch observer handles it with the default instance, and Leanplum forwards it too
            """
        case .coldStartUnhandled:
            """
            a cold-start tap of a CleverTap push that carries `lp_occurrence_id`, with the CleverTap instance created before the launch observers run: Leanplum's launch path leaves it to CleverTap's launch observer, which leaves Leanplum's instance to Leanplum, and `didReceive` skips it as the launch push; no SDK handles it.
            Also (6.0.2 to 6.1.0) a cold-start tap of a CleverTap push in an app that calls `CleverTap.autoIntegrate()` before `Leanplum.start` and has no `didReceive` of its own: Leanplum's launch path leaves it to CleverTap's launch observer, which with autoIntegrate and a notification-center delegate leaves it to a `didReceive` swizzle that does not exist, and the hook skips it (two missing `lp_occurrence_id`s are equal before 6.1.1)
            """
        case .receivedTwice:
            "a push without `lp_occurrence_id` that launched the app in the background is received again by the fetch callback"
        case .duplicateOfLaunchPush:
            "a later push without `lp_occurrence_id` is taken for the push that launched the app (two missing ids compare equal) and skipped: after a cold start by a CleverTap push, every later CleverTap tap of the session is lost"
        case .noWake:
            "a receive in the `not-running` or `background` cell without `content-available: 1`: no app code runs (a CleverTap push never wakes the app)"
        case .silentForegroundUnhandled:
            "a push with nothing to show (no alert, sound or badge) arrives in the foreground: iOS calls no `willPresent`, and the fetch callback does nothing while the app is active, so no SDK sees it"
        case .beforeStart:
            """
            a push or tap reaches a running app before `Leanplum.start` installed Leanplum's hooks and the notification-center delegate (or reaches only the app's own method, which does not call Leanplum): no SDK sees it.
            Also (6.5.0 and later) a cold-start tap of a CleverTap push when the instance was created early and start has not been called: the launch path leaves it to CleverTap, which leaves it to Leanplum, and `didReceive` has no hook yet
            """
        case .tokenTruncated: "a device token longer than 32 bytes: `setPushToken(_:)` keeps its first 32 bytes"
        case .notTappable:
            "nothing is shown to tap: no `aps.alert`, or a foreground push with a presentation option without `banner` or `list`, or before Leanplum start"
        case .neverRun:
            "a block waiting for Leanplum start never ran: start was never called or issued, or the app ended first; a `Push Delivered` waiting so is lost"
        case .doubleIntegration:
            "CleverTap handles one push twice: the app called `CleverTap.autoIntegrate()` and its swizzle of `didReceive` (or of the fetch method) handled the push, and Leanplum's manager forwarded it too"
        case .completionNotCalled:
            "the app's own `willPresent`, `didReceive` or fetch method never calls its completion handler: iOS kills an app that does not call it (a `willPresent` that never calls it also presents nothing)"
        case .blockSwallowed:
            "a CleverTap push that the app's `handleCleverTapNotification` block swallows (it never calls the default handler), and that no SDK handles otherwise"
        case .notForwarded:
            "Leanplum's swizzling is off and the app does not pass a push, the launch push or the token to Leanplum: the method is missing, or does not call Leanplum's"
        case .richMediaNotShown:
            "a push with an alert, `mutable-content: 1` and CleverTap's media keys is shown without its media: the app states it has no service extension (`--extension` none`),` or the download answers with an HTTP error (whose body iOS refuses as the attachment), fails or outlasts the extension's time"
        case .mediaBlocked:
            "the extension cannot fetch or attach the media: `ct_mediaUrl` is `http://` under App Transport Security (the extension's own Info.plist does not allow arbitrary loads), is no `http` or `https` URL with a host, or `ct_mediaType` is none of `image`, `video` and `audio` and the server's MIME type gives no file extension iOS reads (before CTNotificationService 0.1.5 the type itself was the extension, so `gif` worked), or the file is over Apple's size limit for its type, when `--media-bytes` gives its size"
        case .impressionNotRecorded:
            "no `\"Notification Viewed\"` for a CleverTap push: the extension is `CTNotificationServiceExtension` alone, which links no CleverTap SDK, or it calls `recordNotificationViewedEvent` on `CleverTap.sharedInstance()`, nil without credentials in the extension's own Info.plist (or, from the app's `willPresent`, in the app's)"
        case .impressionElsewhere:
            "a CleverTap push's impression: the extension's `\"Notification Viewed\"` lands on the account of the extension's Info.plist, which differs from the push's `wzrk_acct_id`, or under the extension's own CleverTap ID: Leanplum 6.x's wrapper uses a custom CleverTap ID in the `undefined`, `lp` and `lp+ct` states, and Leanplum 5.0.0 has no CleverTap in the app, so the impression is on another profile"
        case .testPushImpression:
            "the push is a dashboard test push (`W$id` or `wzrk_id` `0_0`): the SDK sends its `\"Notification Viewed\"`, but CleverTap's server does not count test pushes as impressions"
        case .openURLReencoded:
            "Leanplum's `Open URL` action opens its URL percent-encoded again (`LPOpenUrlMessageTemplate.m`, `urlEncodedStringFromString:`): every character but letters, digits and `:-._~/?&=#+` becomes `%XX`, so `%20` opens as `%2520` and `[` `]` as `%5B` `%5D`; the trace shows the URL as opened"
        case .openActionHeld:
            "the app paused (`leanplum.action_manager` `paused`) or disabled (`disabled`) Leanplum's ActionManager, whose queue every action a push opens, and the Confirm message of a push received in the foreground, go through: paused, it waits until the app resumes it; disabled, it is dropped"
        }
    }
}
