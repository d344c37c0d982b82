import PushRouteCore
import PushRouteRules

/// Leanplum's launch observer (`NotificationsProxy.applicationLaunched(launchOptions:)`) and
/// its memory of the push that launched the app, which later callbacks compare against.
final class NotificationsProxy {
    unowned let device: Device
    private var notificationHandledFromStart: Push?
    private var notificationOpenedFromStart = false

    init(device: Device) { self.device = device }

    /// Runs on `UIApplication.didFinishLaunchingNotification` when the launch options hold a push.
    func applicationLaunched(with push: Push) {
        device.recorder.call(
            .iOS, .notificationsProxy, "applicationLaunched(launchOptions:)",
            note: "observer of UIApplication.didFinishLaunchingNotification")
        notificationHandledFromStart = push
        if device.applicationState == .background {
            notificationOpenedFromStart = false
            device.manager.notificationReceived(push, isForeground: false, from: .notificationsProxy)
        } else {
            notificationOpenedFromStart = true
            device.manager.notificationOpened(push, fromLaunch: true, from: .notificationsProxy)
        }
    }

    /// Equal only when both carry `lp_occurrence_id` and the values match: a payload without
    /// it never compares equal.
    func isEqualToHandledNotification(_ push: Push) -> Bool {
        guard let launched = notificationHandledFromStart?.userInfo[LeanplumKeys.occurrenceID],
            let other = push.userInfo[LeanplumKeys.occurrenceID]
        else { return false }
        return launched == other
    }

    /// The tap is the one the launch observer already opened.
    func wasOpenedFromStart(_ push: Push) -> Bool {
        isEqualToHandledNotification(push) && notificationOpenedFromStart
    }
}
