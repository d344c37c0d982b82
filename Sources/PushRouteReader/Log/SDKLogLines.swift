/// What the SDKs print when a push arrives, and where a push is printed inside another
/// dictionary: what makes a dictionary in a device log a push (docs/device-logs.md §3).
enum SDKLogLines {
    /// The text each SDK prints just before a push it handles, skips or hands on: the dictionary
    /// after it is a push, with `aps` or without. Each cites its log statement.
    static let pushMarkers: [StaticString] = [
        // CleverTap iOS 7.7.0, CleverTapSDK/CleverTap.m (through NSLog up to 7.4.x, os_log from 7.5.0).
        "handling push notification: ",  // line 1363
        "Handling notification: ",  // line 2948
        "push notification not from CleverTap, not processing: ",  // line 1345
        "push notification not targeted as this instance, not processing ",  // line 1359
        "instance is analyticsOnly, not processing push notification ",  // line 1350
        "will not process any deep link for notification: ",  // line 1385
        "found push notification at launch: ",  // line 1148
        "Leanplum will handle the notification: ",  // line 1150
        // Leanplum iOS 6.6.1, NotificationsProxy.swift.
        "Application Launched with notification: ",  // line 70
        "Called leanplum_applicationDidFinishLaunching: ",  // line 61, the push in the launch options
    ]

    /// Keys under which a dictionary holds a push: the push inside is the one reported
    /// (`PushHolders`). Launch options (Leanplum's `NotificationsProxy.swift` 61), the `userInfo`
    /// of a notification or of `UNNotificationResponse`/`UNNotificationRequest` descriptions
    /// (`notification.request.content.userInfo`), OneSignal's `rawPayload`, an archive's
    /// or webhook's `payload`, an FCM plugin's `data`.
    static let holders = [
        "UIApplicationLaunchOptionsRemoteNotificationKey", "remoteNotification", "userInfo", "rawPayload", "payload",
        "data",
    ]

    /// Parts of the holders' keys an entry is screened for before it is parsed, one search
    /// each: `emoteNotification` (`remoteNotification`, the launch options' key), `userInfo`,
    /// `ayload` (`payload`, `rawPayload`). `data` is screened apart.
    static let holderParts: [StaticString] = ["emoteNotification", "userInfo", "ayload"]

    /// Parts of the SDKs' push keys (`wzrk_…`, `_lp…`, `W$…`).
    static let sdkKeyParts: [StaticString] = ["wzrk_", "_lp", "W$"]
}
