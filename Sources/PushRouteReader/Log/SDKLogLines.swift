import PushRouteCore

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
        // CleverTap Android corev8.2.0, clevertap-core/src/main/java/com/clevertap/android/sdk/
        // (`Handling notification: ` above is also PushProviders.java line 176, before the Bundle).
        "received notification from CleverTap: ",  // pushnotification/PushNotificationHandler.java 64, 77
        "CTPushNotificationReceiver: handled notification: ",  // pushnotification/CTPushNotificationReceiver.java 75
        "Recording Notification Viewed event for notification: ",  // AnalyticsManager.java 584
        "not processing Notification Clicked event for: ",  // AnalyticsManager.java 490
        "not processing Notification Viewed event for: ",  // AnalyticsManager.java 568
        // Leanplum Android 7.8.0, AndroidSDKFcm/src/main/java/com/leanplum/LeanplumFirebaseServiceHandler.java:
        // the FCM message's data, a `java.util.Map` printed `{key=value, …}`.
        "Received push notification message: ",  // line 90
        "Push notification message forwarded to CleverTap SDK: ",  // line 73
        // The push libraries of Android, React Native and Flutter apps, and the samples their
        // users copy: a push of either SDK or of neither (its keys decide the owner).
        // Firebase's quickstart-android, messaging/.../MyFirebaseMessagingService.kt:
        // `Log.d(TAG, "Message data payload: ${remoteMessage.data}")`.
        "Message data payload: ",
        // react-native-push-notification (zo0r/react-native-push-notification), android/src/main/java/com/dieam/
        // reactnativepushnotification/modules/RNReceivedMessageHandler.java (`Log.v(LOG_TAG,
        // "onMessageReceived: " + bundle)`, then `"sendNotification: " + bundle`) and
        // RNPushNotificationHelper.java (a push with no `message`, before the Bundle).
        "onMessageReceived: ",
        "sendNotification: ",
        "there is no 'message' field in: ",
        // firebase_messaging's README before 7.0.0 (`print("onMessage: $message")` and the same
        // for onLaunch and onResume), and FlutterFire's "Receive messages" page since
        // (`print('Message data: ${message.data}')`): a Dart map.
        "onMessage: ",
        "onLaunch: ",
        "onResume: ",
        "Message data: ",
        // cordova-plugin-fcm, src/ios/FCMPlugin.m `notifyOfMessage:` (`NSLog(@"stringByEvaluating
        // JavaScriptFromString %@", notifyJS)`, the JS call that hands the push's JSON to the
        // app) and src/android/FCMPlugin.java `sendPushPayload` (`"Sent PUSH to view: " + callBack`).
        "FCMPlugin.onNotificationReceived(",
        // PushPlugin (phonegap-build/PushPlugin, and its forks, Telerik's among them) on Android,
        // src/android/com/plugin/gcm/PushPlugin.java (`Log.v(TAG, "extrasToJSON: " + json)`, then
        // `"sendJavascript: "` and the call that hands the same JSON to the app).
        "extrasToJSON: ",
        "sendJavascript: javascript:",
    ]

    /// The same, for a text too common to be searched for anywhere: only where it starts the
    /// entry's message (after NSLog's `[pid:tid] ` when the process name was cut off).
    /// PushPlugin on iOS, src/ios/PushPlugin.m `notificationReceived`: `NSLog(@"Msg: %@",
    /// jsonStr)`, the push's keys flattened into one JSON object.
    static let messageStartMarkers: [StaticString] = ["Msg: "]

    /// The keys by which the Android SDKs tell their own push in a Bundle: CleverTap's
    /// `wzrk_pn` (corev8.2.0, `CleverTapAPI.java` 855: `fromCleverTap =
    /// extras.containsKey(Constants.NOTIFICATION_TAG)`) and Leanplum's message ids (7.8.0,
    /// `LeanplumPushService.java` 236–245, `getMessageId`: `_lpm`, `_lpu`, `_lpn`, `_lpv`), each
    /// with the `=` of a Bundle's or a Map's print after it: a `Bundle[{…}]` or `{key=value}`
    /// holding one at its top level is a push in a logcat log (docs/device-logs.md §3, rule 2).
    /// FCM's own message id, `google.message_id`, which FCM puts in the extras of every message
    /// it delivers (firebase-android-sdk, `firebase-messaging/src/main/java/com/google/firebase/
    /// messaging/Constants.java`, `MessagePayloadKeys.MSGID`): the received push of either SDK
    /// or of neither, as an app's print of the intent's extras shows it.
    static let androidPushKeys: [StaticString] = ["wzrk_pn=", "_lpm=", "_lpu=", "_lpn=", "_lpv=", "google.message_id="]

    /// The start of a JSON key FCM adds to a message it delivers (`google.message_id`,
    /// `google.sent_time`, `google.delivered_priority`: `PushShape.deliveredMessagePrefixes`):
    /// an app's or an SDK's JSON of a delivered message's extras (OneSignal's `jsonPayload={…}`
    /// in logcat). Unlike the SDKs' keys, which event bodies carry too, only a message FCM
    /// delivered holds one, so its JSON is a push as well.
    static let deliveredMessageJSONKey: StaticString = "\"google."

    /// The same keys with the `: ` of a Dart map's print after them: a Flutter app's `print` of
    /// an FCM message's `data` (`data: {wzrk_pn: true, …}`) holds the push as the Bundle does.
    static let dartPushKeys: [StaticString] = [
        "wzrk_pn: ", "_lpm: ", "_lpu: ", "_lpn: ", "_lpv: ", "google.message_id: ",
    ]

    /// The same keys as names (`LogcatTests` checks the three lists agree).
    static let androidPushKeyNames = ["wzrk_pn"] + LeanplumKeys.messageIDNames + [PushShape.deliveredMessageKey]

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

    /// The line FCM's plugins for Flutter and React Native log on Android when a message
    /// arrives, before the app's handler gets it: `D/FLTFireMsgReceiver: broadcast received for
    /// message` (FlutterFire's `FlutterFirebaseMessagingReceiver.java`), `D/RNFirebaseMsgReceiver:
    /// …` (React Native Firebase's `ReactNativeFirebaseMessagingReceiver.java`). The message is
    /// not printed with it; the app's own print of it may follow (`MessageReceipt`).
    static let messageReceipt: StaticString = "broadcast received for message"

    /// The tags under which a Flutter or React Native app's prints stand in logcat.
    static let appPrintTags = ["flutter", "ReactNativeJS"]

    /// Words of which the label of an app's print of a received message holds one
    /// (`onMessage`, `Message`, `message data`, `notification`, `payload`).
    static let messagePrintWords: [StaticString] = ["essage", "data", "otification", "ayload"]

    /// A word that names a message too where it ends a name (`Push: {…}`, `onPush`, `push
    /// received`), not where a name goes on after it (`pushToken`, `pushEnabled`).
    static let pushPrintWord: StaticString = "push"
}
