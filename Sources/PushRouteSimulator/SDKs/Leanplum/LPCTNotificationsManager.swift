import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The manager of the design note (Leanplum 6.0.0 and later): Leanplum pushes go to
/// Leanplum, everything else is forwarded to CleverTap once the CleverTap instance exists,
/// and the token goes to both (docs/routing-model.md §1, §4, §5, §8). What changed between
/// releases is read from `device.release`.
final class LPCTNotificationsManager: NotificationsManager {
    private var migration: MigrationManager { leanplum.migration }
    private var release: LeanplumRelease { device.release }

    override func routeOpen(_ push: Push, fromLaunch: Bool, step: Int?) {
        if leanplum.messageIdFromUserInfo(push) != nil { return open(push, step: step) }
        if fromLaunch && release.launchPathReturnsEarly && migration.hasLaunched {
            recorder.annotate(
                step,
                "not a Leanplum push; the CleverTap instance exists, so the launch path returns early (\"CT will handle the notification\" from its own launch observer)"
            )
            device.pushes.update(push) { $0.leftToCleverTapLaunchObserver = true }
            if !device.app.passesTapsToLeanplum && device.cleverTapRelease.launchObserverSkipsLeanplum {
                recorder.warn(
                    .beforeStart,
                    "cold-start tap of a CleverTap push before Leanplum.start: the launch path leaves it to CleverTap, "
                        + "which leaves it to Leanplum (\(device.cleverTapRelease.range(of: .launchObserverSkipsLeanplum))), and didReceive has no hook yet: no SDK handles it"
                )
            }
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

    /// The deep-link flag of the release: the constant `true` (6.0.x); the app's setting,
    /// else `false` (6.1.0); the app's setting, else `true` for an open and `false` for a
    /// receive (6.1.1 on).
    func deepLinkFlag(for event: PushEvent) -> Bool {
        guard let unset = release.unsetDeepLinkFlag(for: event) else { return true }
        return device.settings.openDeepLinksInForeground ?? unset
    }

    /// `handleCleverTapNotification(userInfo:event:)`: the app's block, when it set one
    /// (6.1.0 on), gets the push and the default handler; otherwise the default handler
    /// runs with the release's flag.
    private func handleCleverTapNotification(_ push: Push, event: PushEvent) {
        if let block = device.settings.handleCleverTapNotification {
            guard release.hasHandleCleverTapNotificationBlock else {
                return handleByDefault(
                    push, event: event, flag: deepLinkFlag(for: event),
                    note:
                        "Leanplum \(release) has no setHandleCleverTapNotification (6.1.0 on): the app's block is never called"
                )
            }
            return runBlock(block, push, event: event)
        }
        var note: String?
        if release.deepLinkFlagRule == .alwaysTrue, device.settings.openDeepLinksInForeground != nil {
            note = "Leanplum \(release) has no setCleverTapOpenDeepLinksInForeground: the flag is the constant true"
        }
        handleByDefault(push, event: event, flag: deepLinkFlag(for: event), note: note)
    }

    /// The app's `handleCleverTapNotificationBlock(userInfo, isNotificationOpen, response)`,
    /// called at once, before any wait for the instance.
    private func runBlock(_ block: CleverTapNotificationBlock, _ push: Push, event: PushEvent) {
        let step = recorder.call(
            .notificationsManager, .appDelegate,
            "handleCleverTapNotificationBlock(userInfo, isNotificationOpen: \(event == .open), response)",
            note: "the app's block (Leanplum.setHandleCleverTapNotification)")
        if device.settings.openDeepLinksInForeground != nil {
            recorder.annotate(step, "setCleverTapOpenDeepLinksInForeground is not used: the block passes the flag")
        }
        switch block {
        case .callDefault:
            recorder.annotate(step, "calls response(isNotificationOpen)")
            handleByDefault(push, event: event, flag: event == .open, note: nil, from: .appDelegate)
        case .swallow:
            recorder.annotate(step, "never calls response: CleverTap does not see the push through Leanplum")
            device.hazards.noteSwallowed(push, step: step)
        }
    }

    /// The default handler: `CleverTap.handlePushNotification` once the instance exists.
    private func handleByDefault(
        _ push: Push, event: PushEvent, flag: Bool, note: String?, from caller: TraceActor = .notificationsManager
    ) {
        let label = "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))"
        let isCleverTapPush = !push.classification.cleverTapKeys.isEmpty
        handleWithCleverTapInstance(label: label, warnIfDropped: isCleverTapPush, from: caller) {
            [unowned self] queued in
            device.cleverTap.handlePushNotification(
                push, openDeepLinksInForeground: flag, event: event, from: .notificationsManager,
                note: join(queued, note))
        }
    }

    /// 6.0.2 on, `handleWithCleverTapInstance(action:)`: runs `action` now if the CleverTap
    /// instance exists; otherwise queues it on `Leanplum.onStartIssued`, where it runs only
    /// if the migration state uses CleverTap. 6.0.0 queues every action on
    /// `Leanplum.onStartIssued` with the same check. Dropping a push CleverTap would not have
    /// taken anyway is no hazard: `warnIfDropped` false.
    private func handleWithCleverTapInstance(
        label: String, warnIfDropped: Bool, from caller: TraceActor = .notificationsManager,
        action: @escaping (String?) -> Void
    ) {
        if release.hasHandleWithCleverTapInstance {
            let step = recorder.call(caller, .notificationsManager, "handleWithCleverTapInstance(action:)")
            if migration.hasLaunched {
                recorder.annotate(step, "the CleverTap instance exists: runs now")
                return action(nil)
            }
            recorder.annotate(step, "no CleverTap instance yet: waits for Leanplum start")
        }
        leanplum.onStartIssued(from: .notificationsManager, label: label) { [unowned self] note in
            guard !migration.useCleverTap else { return action(note) }
            let state = migration.state?.rawValue ?? MigrationState.undefined.rawValue
            recorder.call(
                .notificationsManager, .leanplum, "MigrationManager.shared.useCleverTap",
                note: join(note, "false in migration state '\(state)': \(label) is dropped"))
            guard warnIfDropped else { return }
            recorder.warn(
                .queuedDropped,
                "'\(label)' waited for Leanplum start and is dropped: migration state '\(state)' does not use CleverTap"
            )
        }
    }
}
