import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The app delegate and notification-center delegate: the app's own launch code, and the
/// methods Leanplum swizzles in at start (`NSObject+Notifications.swift`). iOS calls the
/// hooks only once they are installed (`IOSSystem`). Completion handlers are called once,
/// after the manager, with Leanplum's defaults.
final class AppDelegate {
    unowned let device: Device

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }
    private var settings: SimulationSettings { device.settings }

    /// `application(_:didFinishLaunchingWithOptions:)`: the app may create the CleverTap
    /// instance early (`--ct-instance ready`) and call Leanplum start (`--start at-launch`).
    func didFinishLaunching(note: String) {
        let step = recorder.call(.iOS, .appDelegate, "application(_:didFinishLaunchingWithOptions:)", note: note)
        if settings.instance == .ready { createInstanceEarly(step: step) }
        if settings.startTiming == .atLaunch {
            device.leanplum.start(from: .appDelegate, note: "the app calls start at launch")
        }
    }

    /// `MigrationManager.shared.launchWrapper()` before start: public from Leanplum 6.0.2 on.
    private func createInstanceEarly(step: Int?) {
        guard device.release.hasEarlyInit else {
            let what = device.release.hasMigration ? "the CleverTap instance waits for start" : "there is no CleverTap instance"
            recorder.annotate(
                step, "no early CleverTap init in Leanplum \(device.release): MigrationManager.launchWrapper() is public from 6.0.2, so \(what)")
            return
        }
        device.leanplum.migration.launchWrapper(from: .appDelegate, early: true)
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

    /// The fetch hook: handles a receive only while the app is in the background, and skips
    /// the push that launched the app. Returns its step.
    @discardableResult
    func didReceiveRemoteNotification(_ push: Push, note: String? = nil) -> Int? {
        let step = recorder.call(
            .iOS, .appDelegate, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", note: note)
        if passesLegacyFilter(push, step: step) {
            if device.proxy.isEqualToHandledNotification(push) {
                skipAsLaunchPush(push, step: step)
            } else if device.applicationState != .background {
                recorder.annotate(step, "the app is not in the background: nothing to do")
            } else {
                device.manager.notificationReceived(push, isForeground: false, from: .appDelegate)
            }
        }
        guard !device.crashed else { return step }
        recorder.call(.appDelegate, .iOS, "completionHandler(.newData)", reply: true)
        return step
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` for the default action.
    func didReceive(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, "userNotificationCenter(_:didReceive:withCompletionHandler:)")
        if passesLegacyFilter(push, step: step) {
            if device.proxy.wasOpenedFromStart(push) {
                skipAsLaunchPush(push, step: step)
            } else {
                device.manager.notificationOpened(push, fromLaunch: false, from: .appDelegate)
            }
        }
        guard !device.crashed else { return }
        recorder.call(.appDelegate, .iOS, "completionHandler()", reply: true)
    }

    func willPresent(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, "userNotificationCenter(_:willPresent:withCompletionHandler:)")
        if passesLegacyFilter(push, step: step) {
            device.manager.notificationReceived(push, isForeground: true, from: .appDelegate)
        }
        guard !device.crashed else { return }
        let options = settings.presentation
        let shown = push.hasAlert && options.showsNotification
        recorder.call(
            .appDelegate, .iOS, "completionHandler(\(options))",
            note: shown ? "iOS shows the notification" : "iOS shows nothing", reply: true)
    }

    /// The hook skips a push whose occurrence id equals the launch push's. Before 6.1.1 two
    /// missing ids are equal, so a later push without one is lost (a hazard).
    private func skipAsLaunchPush(_ push: Push, step: Int?) {
        guard !NotificationsProxy.hasOccurrenceID(push) else {
            recorder.annotate(step, "same 'lp_occurrence_id' as the launch push: skipped")
            let outcome = device.currentOutcome(push)
            if outcome.leftToCleverTapLaunchObserver && outcome.handler == .none && !push.classification.cleverTapKeys.isEmpty {
                recorder.warn(
                    .coldStartUnhandled,
                    "cold-start tap handled by no SDK: Leanplum's launch path left it to CleverTap's launch observer, "
                        + "which leaves Leanplum's instance to Leanplum (\(device.release.cleverTap.launchObserverRange)), "
                        + "and didReceive skips it as the launch push (same 'lp_occurrence_id')")
            }
            return
        }
        guard device.proxy.launchPush?.id != push.id else {
            return recorder.annotate(
                step, "the launch push: no 'lp_occurrence_id', and before 6.1.1 two missing ids (\"-1\") are equal: skipped")
        }
        recorder.annotate(
            step, "no 'lp_occurrence_id', like the push that launched the app: taken for it and skipped (\"-1\" == \"-1\" before 6.1.1)")
        recorder.warn(
            .duplicateOfLaunchPush,
            "push skipped as a duplicate of the push that launched the app: neither has 'lp_occurrence_id', "
                + "and Leanplum \(device.release) compares two missing ids as equal (fixed in 6.1.1)")
    }

    /// Before the design note the hooks dropped non-Leanplum pushes themselves.
    private func passesLegacyFilter(_ push: Push, step: Int?) -> Bool {
        guard device.release.hooksDropNonLeanplumPushes, device.leanplum.messageIdFromUserInfo(push) == nil else { return true }
        recorder.annotate(step, "not a Leanplum push: the hook drops it (before the design note)")
        return false
    }
}
