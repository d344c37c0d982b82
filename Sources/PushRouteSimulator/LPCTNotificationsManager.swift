import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The manager of the design note: Leanplum pushes go to Leanplum, everything else is
/// forwarded to CleverTap once the CleverTap instance exists, and the token goes to both
/// (docs/routing-model.md §1, §4, §5).
final class LPCTNotificationsManager: NotificationsManager {
    private var migration: MigrationManager { leanplum.migration }

    override func routeOpen(_ push: Push, fromLaunch: Bool, step: Int?) {
        if leanplum.messageIdFromUserInfo(push) != nil { return open(push, step: step) }
        if fromLaunch && migration.hasLaunched {
            recorder.annotate(step, "not a Leanplum push; the CleverTap instance exists, so the launch path returns early")
            return
        }
        recorder.annotate(step, "not a Leanplum push: forwarded to CleverTap")
        handleCleverTapNotification(push, event: .open)
    }

    override func routeReceive(_ push: Push, isForeground: Bool, step: Int?) {
        if leanplum.messageIdFromUserInfo(push) != nil { return receive(push, isForeground: isForeground, step: step) }
        recorder.annotate(step, "not a Leanplum push: forwarded to CleverTap")
        handleCleverTapNotification(push, event: .receive)
    }

    override func didRegisterForRemoteNotificationsWithDeviceToken(_ token: DeviceToken, from caller: TraceActor) {
        super.didRegisterForRemoteNotificationsWithDeviceToken(token, from: caller)
        handleWithCleverTapInstance(label: "setPushToken(_:)", warnIfDropped: true) { [unowned self] note in
            device.cleverTap.setPushToken(token, from: .notificationsManager, note: note)
        }
    }

    /// The deep-link flag: the app's setting, else `true` for an open and `false` for a receive.
    private func handleCleverTapNotification(_ push: Push, event: PushEvent) {
        let flag = device.settings.openDeepLinksInForeground ?? (event == .open)
        let label = "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))"
        let isCleverTapPush = !push.classification.cleverTapKeys.isEmpty
        handleWithCleverTapInstance(label: label, warnIfDropped: isCleverTapPush) { [unowned self] note in
            device.cleverTap.handlePushNotification(
                push, openDeepLinksInForeground: flag, event: event, from: .notificationsManager, note: note)
        }
    }

    /// Runs `action` now if the CleverTap instance exists; otherwise queues it on
    /// `Leanplum.onStartIssued`, where it runs only if the migration state uses CleverTap.
    /// Dropping a push CleverTap would not have taken anyway is no hazard: `warnIfDropped` false.
    private func handleWithCleverTapInstance(label: String, warnIfDropped: Bool, action: @escaping (String?) -> Void) {
        let step = recorder.call(.notificationsManager, .notificationsManager, "handleWithCleverTapInstance(action:)")
        if migration.hasLaunched {
            recorder.annotate(step, "the CleverTap instance exists: runs now")
            return action(nil)
        }
        recorder.annotate(step, "no CleverTap instance yet: waits for Leanplum start")
        leanplum.onStartIssued(from: .notificationsManager, label: label) { [unowned self] note in
            guard !migration.useCleverTap else { return action(note) }
            let state = migration.state?.rawValue ?? MigrationState.undefined.rawValue
            recorder.call(
                .notificationsManager, .leanplum, "MigrationManager.shared.useCleverTap",
                note: join(note, "false in migration state '\(state)': \(label) is dropped"))
            guard warnIfDropped else { return }
            recorder.warn(
                .queuedDropped,
                "'\(label)' waited for Leanplum start and is dropped: migration state '\(state)' does not use CleverTap")
        }
    }
}
