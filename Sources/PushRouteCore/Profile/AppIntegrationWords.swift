/// The value words of the profile settings that say how the app itself uses CleverTap's push
/// API and Leanplum's ActionManager (`clevertap.delegates_on`, `clevertap.app_did_receive_calls`,
/// `clevertap.app_calls_in`, `clevertap.app_calls_on`, `leanplum.action_manager`;
/// docs/routing-model.md §7). Declared here, below both, because the simulator reads them and
/// `app infer` writes them; what each does to a push is the simulator's.

/// The CleverTap instance the app sets its `pushNotificationDelegate` and `urlDelegate` on:
/// each instance has its own (CleverTap iOS 7.7.0 `CleverTap.m`, the delegate setters).
public enum DelegateInstance: String, CaseIterable, Sendable {
    /// `CleverTap.sharedInstance()`, as CleverTap's own documentation shows: the instance for
    /// the Info.plist account, Leanplum's custom one when it has that account (CleverTap keys
    /// instances by account, docs/routing-model.md §3).
    case shared
    /// Leanplum's instance, reached through `Leanplum.addCleverTapInstance(callback:)`
    /// (Leanplum `CTWrapper.swift`, `CleverTap.instance(with:)`).
    case leanplum
}

/// A call to CleverTap's push API the app makes itself in its own `didReceive`, on top of
/// Leanplum's forward. CleverTap iOS has no push de-duplication (7.7.0 `CleverTap.m`: only
/// App Inbox's `_isDuplicateInboxEvent:`), so each is a second handling.
public enum AppCleverTapCall: String, CaseIterable, Sendable {
    /// `CleverTap.handlePushNotification(_:openDeepLinksInForeground: true)`, the class
    /// method: routes by `wzrk_acct_id` to any instance, Leanplum's included.
    case handlePushNotification = "handle-push-notification"
    /// `handleNotification(withData:)` on one instance (`clevertap.app_calls_on`): flag `NO`,
    /// then that instance's own account check (`CleverTap.m` 7.7.0 lines 3515-3529, 1355-1361).
    case handleNotificationWithData = "handle-notification-with-data"
    /// `recordNotificationClickedEvent(withData:)` on one instance (`clevertap.app_calls_on`):
    /// a click, no deep link, no check of the payload (`CleverTap.m` 7.7.0 lines 3368-3388).
    case recordClicked = "record-clicked"
}

/// The app delegate method in which the app makes its own CleverTap call
/// (`clevertap.app_calls_in`): Leanplum's hook calls it after its own manager (the hook calls
/// the original, `NSObject+Notifications.swift`), or iOS does when no hook exists.
public enum AppCallSite: String, CaseIterable, Sendable {
    case didReceive = "did-receive"
    case willPresent = "will-present"
    case fetch
}

/// The state the app leaves Leanplum's `ActionManager` in (`ActionManager.shared.isPaused`,
/// `isEnabled`, Leanplum 5.0.0 to 6.6.1 `ClassesSwift/Actions/ActionManager.swift`): every
/// action a push opens goes through its queue.
public enum ActionManagerState: String, CaseIterable, Sendable {
    /// The SDK's default: the action runs.
    case enabled
    /// `isPaused = true`: `performActions` returns at once; the action waits in the queue
    /// until the app sets `isPaused` to false.
    case paused
    /// `isEnabled = false`: `insertActions` adds nothing; the action is lost.
    case disabled
}
