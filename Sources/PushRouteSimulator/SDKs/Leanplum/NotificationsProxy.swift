import PushRouteCore
import PushRouteRules

/// Leanplum's launch observer (`NotificationsProxy.applicationLaunched(launchOptions:)`),
/// which exists from `+[Leanplum load]` on, its memory of the push that launched the app
/// (kept until the app ends), and `setupNotificationSwizzling()`, which installs the hooks.
final class NotificationsProxy {
    unowned let device: Device
    private(set) var launchPush: Push?
    private var notificationOpenedFromStart = false

    init(device: Device) { self.device = device }

    /// Runs on `UIApplication.didFinishLaunchingNotification` when the launch options hold a
    /// push; with swizzling off, when the app calls
    /// `Leanplum.applicationDidFinishLaunching(withOptions:)` (`caller` Leanplum).
    func applicationLaunched(with push: Push, from caller: TraceActor = .iOS) {
        device.recorder.call(
            caller, .notificationsProxy, "applicationLaunched(launchOptions:)",
            note: caller == .iOS
                ? "Leanplum's observer of UIApplication.didFinishLaunchingNotification"
                : "the launch observer's work, run when the app calls it (swizzling off: there is no observer)")
        launchPush = push
        if device.applicationState == .background {
            notificationOpenedFromStart = false
            device.manager.notificationReceived(push, isForeground: false, from: .notificationsProxy)
        } else {
            notificationOpenedFromStart = true
            device.manager.notificationOpened(push, fromLaunch: true, from: .notificationsProxy)
        }
    }

    /// `setupNotificationSwizzling()`, called by `Leanplum.start`: once per process; nothing
    /// with swizzling off.
    func setupNotificationSwizzling() {
        guard device.settings.swizzling else {
            device.recorder.call(
                .leanplum, .notificationsProxy, "setupNotificationSwizzling()",
                note:
                    "swizzling is off (Info.plist LeanplumSwizzlingEnabled NO): no hooks; \"make sure to manually call Leanplum methods\""
            )
            return
        }
        guard !device.integration.hooksInstalled else { return }
        device.integration.hooksInstalled = true
        let delegate =
            device.integration.appSetNotificationCenterDelegate
            ? "hooks the app's own UNUserNotificationCenter delegate methods"
            : "makes the app delegate the UNUserNotificationCenter delegate"
        device.recorder.call(
            .leanplum, .notificationsProxy, "setupNotificationSwizzling()",
            note: "installs Leanplum's hooks (didReceive, willPresent, the fetch callback, the token) and \(delegate)")
    }

    /// `isEqualToHandledNotification(userInfo:)`: compares the occurrence ids as text
    /// (`getNotificationId`, `"-1"` when missing). Before 6.1.1 two missing ids are equal;
    /// from 6.1.1 a missing id never matches.
    func isEqualToHandledNotification(_ push: Push) -> Bool {
        guard let launchPush else { return false }
        let launched = Self.notificationId(launchPush)
        return launched == Self.notificationId(push) && (device.release.missingOccurrenceIDsMatch || launched != "-1")
    }

    /// The tap is the one the launch observer already opened.
    func wasOpenedFromStart(_ push: Push) -> Bool {
        isEqualToHandledNotification(push) && notificationOpenedFromStart
    }

    /// `getNotificationId(_:)`: `String(describing:)` of `lp_occurrence_id`, or `"-1"`.
    static func notificationId(_ push: Push) -> String {
        guard let value = push.userInfo[LeanplumKeys.occurrenceID] else { return "-1" }
        return value.objectiveCDescription
    }

    /// The push has an occurrence id that is not `"-1"`.
    static func hasOccurrenceID(_ push: Push) -> Bool { notificationId(push) != "-1" }
}

extension JSONValue {
    /// What `String(describing:)` gives for the Foundation object JSON decodes to (exact for
    /// strings, integers and booleans, an approximation for the rest).
    var objectiveCDescription: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "1" : "0"
        case .null: "<null>"
        default: compactText
        }
    }
}
