import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The app delegate and notification-center delegate: the app's own launch code, and the
/// methods Leanplum swizzles (`NSObject+Notifications.swift`). Completion handlers are called
/// once, after the manager, with Leanplum's defaults.
final class AppDelegate {
    unowned let device: Device

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }

    /// `application(_:didFinishLaunchingWithOptions:)`: an app that starts Leanplum at launch
    /// (`--ct-instance ready`) issues start here.
    func didFinishLaunching(note: String) {
        recorder.call(.iOS, .appDelegate, "application(_:didFinishLaunchingWithOptions:)", note: note)
        if device.settings.instance == .ready {
            device.leanplum.start(from: .appDelegate, note: "the app starts Leanplum at launch (instance ready)")
        }
    }

    /// The app calls `Leanplum.start()` later than launch.
    func startLeanplum(note: String?) {
        device.leanplum.start(from: .appDelegate, note: note)
    }

    func didRegisterForRemoteNotifications(_ token: DeviceToken) {
        recorder.call(
            .iOS, .appDelegate, "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
            note: "\(token.bytes.count)-byte token")
        device.manager.didRegisterForRemoteNotificationsWithDeviceToken(token, from: .appDelegate)
    }

    /// The fetch callback: handles a receive only while the app is in the background, and
    /// skips the push that launched the app.
    func didReceiveRemoteNotification(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        if device.proxy.isEqualToHandledNotification(push) {
            recorder.annotate(step, "same 'lp_occurrence_id' as the launch push: skipped")
        } else if device.applicationState != .background {
            recorder.annotate(step, "the app is not in the background: nothing to do")
        } else if passesLegacyFilter(push, step: step) {
            device.manager.notificationReceived(push, isForeground: false, from: .appDelegate)
        }
        recorder.call(.appDelegate, .iOS, "completionHandler(.newData)", reply: true)
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` for the default action.
    func didReceive(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, "userNotificationCenter(_:didReceive:withCompletionHandler:)")
        if device.proxy.wasOpenedFromStart(push) {
            recorder.annotate(step, "same 'lp_occurrence_id' as the launch push: skipped")
        } else if passesLegacyFilter(push, step: step) {
            device.manager.notificationOpened(push, fromLaunch: false, from: .appDelegate)
        }
        recorder.call(.appDelegate, .iOS, "completionHandler()", reply: true)
    }

    func willPresent(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, "userNotificationCenter(_:willPresent:withCompletionHandler:)")
        if passesLegacyFilter(push, step: step) {
            device.manager.notificationReceived(push, isForeground: true, from: .appDelegate)
        }
        let options = device.settings.presentation
        let shown = push.hasAlert && options.showsNotification
        recorder.call(
            .appDelegate, .iOS, "completionHandler(\(options))",
            note: shown ? "iOS shows the notification" : "iOS shows nothing", reply: true)
    }

    /// Before the design note the hooks dropped non-Leanplum pushes themselves.
    private func passesLegacyFilter(_ push: Push, step: Int?) -> Bool {
        guard device.settings.legacy, device.leanplum.messageIdFromUserInfo(push) == nil else { return true }
        recorder.annotate(step, "not a Leanplum push: the hook drops it (before the design note)")
        return false
    }
}
