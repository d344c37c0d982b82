import PushRouteCore
import PushRouteRules

/// iOS: which of the app's entry points run for a push, by the app's state
/// (docs/routing-model.md §2, iOS 10 and later). After each entry point has returned, the
/// blocks dispatched to the main queue run.
final class IOSSystem {
    unowned let device: Device

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }

    /// A push arrives.
    func deliver(_ push: Push) {
        switch device.applicationState {
        case .notRunning:
            device.shown[push.id] = push.hasAlert
            guard push.contentAvailable else { return notWoken(push, "the app is not running") }
            launch(with: push, byTap: false)
        case .background, .inactive:
            device.shown[push.id] = push.hasAlert
            guard push.contentAvailable else { return notWoken(push, "the app is in the background") }
            fetchCallback(push)
        case .active:
            deliverInForeground(push)
        }
    }

    /// In the foreground iOS asks the notification-center delegate whether to present a push
    /// (`willPresent`), but only for a push with something to present; a push with
    /// `content-available: 1` also gets the fetch callback.
    private func deliverInForeground(_ push: Push) {
        guard push.presentsSomething else {
            device.shown[push.id] = false
            let step = push.contentAvailable ? fetchCallback(push, note: "iOS calls no willPresent: nothing to show") : nil
            recorder.warn(
                .silentForegroundUnhandled,
                "push with nothing to show (no alert, sound or badge) in the foreground: iOS calls no willPresent, "
                    + "and the fetch callback does nothing while the app is active, so no SDK sees it",
                at: step.map { .step($0) } ?? .nowhere)
            return
        }
        guard device.hasNotificationCenterDelegate else {
            device.shown[push.id] = false
            recorder.warn(
                .beforeStart,
                "push in the foreground before Leanplum.start: there is no notification-center delegate yet, "
                    + "so iOS shows nothing and no SDK sees it",
                at: .nowhere)
            if push.contentAvailable { fetchCallback(push) }
            return
        }
        device.shown[push.id] = push.hasAlert && device.settings.presentation.showsNotification
        device.update(push) { $0.woken = true }
        device.app.willPresent(push)
        device.runMainQueue()
        if push.contentAvailable { fetchCallback(push) }
    }

    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, which the app
    /// has only once Leanplum's start added it. Returns its step. After a launch by the push
    /// its absence is no hazard: the launch observer had the push.
    @discardableResult
    private func fetchCallback(_ push: Push, note: String? = nil, launched: Bool = false) -> Int? {
        guard device.hooksInstalled else {
            if device.applicationState == .background && !launched {
                recorder.warn(
                    .beforeStart,
                    "push received before Leanplum.start: the app has no fetch callback until start adds Leanplum's, "
                        + "so no app code runs for it",
                    at: .nowhere)
            }
            return nil
        }
        device.update(push) { $0.woken = true }
        let step = device.app.didReceiveRemoteNotification(push, note: note)
        device.runMainQueue()
        return step
    }

    /// The user taps the push (the default action).
    func tap(_ push: Push) {
        guard isShown(push) else { return }
        device.markTapped(push)
        device.update(push) { $0.woken = true }
        switch device.applicationState {
        case .notRunning:
            launch(with: push, byTap: true)
        case .background, .inactive:
            device.applicationState = .inactive
            didReceive(push, launched: false)
        case .active:
            didReceive(push, launched: false)
        }
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, when there is a
    /// delegate to call; then the app is active and the main queue runs.
    private func didReceive(_ push: Push, launched: Bool) {
        if device.hasNotificationCenterDelegate {
            device.app.didReceive(push)
        } else if launched {
            recorder.call(
                .iOS, .iOS, "UNUserNotificationCenter.current().delegate",
                note: "nil when launch finished (Leanplum sets it in start): the tap's didReceive reaches nobody")
        } else {
            recorder.warn(
                .beforeStart,
                "tap before Leanplum.start: there is no notification-center delegate yet, so no SDK sees it",
                at: .nowhere)
        }
        if !device.crashed { device.applicationState = .active }
        device.runMainQueue()
    }

    /// The user starts the app from the home screen.
    func launchByUser() {
        device.applicationState = .active
        device.app.didFinishLaunching(note: "launched by the user; no push in the launch options")
        runAfterDidFinishLaunching()
        device.runMainQueue()
    }

    /// APNs answered `registerForRemoteNotifications()`: the app delegate hears of it only
    /// through Leanplum's hook (the app has no method of its own).
    func registerToken(_ token: DeviceToken) {
        guard device.hooksInstalled else { return }
        device.app.didRegisterForRemoteNotifications(token)
        device.runMainQueue()
    }

    func enterBackground() { device.applicationState = .background }
    func enterForeground() { device.applicationState = .active }

    /// A launch with the push in the launch options: `didFinishLaunching`, then the observers
    /// of `UIApplication.didFinishLaunchingNotification` (CleverTap's `+load` registered
    /// first), then the tap's `didReceive` or the fetch callback.
    private func launch(with push: Push, byTap: Bool) {
        device.applicationState = byTap ? .inactive : .background
        device.update(push) { $0.woken = true }
        let how = byTap ? "launched by the tap" : "launched in the background"
        device.app.didFinishLaunching(note: how + "; the push is in launchOptions[.remoteNotification]")
        runAfterDidFinishLaunching()
        if device.release.hasMigration { device.cleverTap.launchObserver(push) }
        if !device.crashed { device.proxy.applicationLaunched(with: push) }
        device.runMainQueue()
        guard !device.crashed else { return }
        if byTap {
            didReceive(push, launched: true)
        } else {
            fetchCallback(push, launched: true)
        }
    }

    private func runAfterDidFinishLaunching() {
        let work = device.afterDidFinishLaunching
        device.afterDidFinishLaunching = nil
        work?()
    }

    private func notWoken(_ push: Push, _ situation: String) {
        recorder.warn(
            .noWake,
            "push without 'content-available: 1' does not wake the app: \(situation), so no app code runs until the user taps it",
            at: .nowhere)
    }

    /// Whether the push is on screen for the user to tap. A push this simulation never
    /// delivered is taken to have arrived in the current state.
    private func isShown(_ push: Push) -> Bool {
        let foreground = device.applicationState == .active
        let presented = device.settings.presentation.showsNotification && device.hasNotificationCenterDelegate
        let shown = device.shown[push.id] ?? (push.hasAlert && (!foreground || presented))
        if shown { return true }
        if !push.hasAlert {
            recorder.warn(.notTappable, "push without 'aps.alert' shows nothing for the user to tap", at: .nowhere)
        } else if !device.hasNotificationCenterDelegate {
            recorder.warn(
                .notTappable, "push not shown in the foreground before Leanplum.start (no notification-center delegate): nothing for the user to tap",
                at: .nowhere)
        } else {
            recorder.warn(
                .notTappable,
                "push not shown in the foreground with the presentation option \(device.settings.presentation): nothing for the user to tap",
                at: .nowhere)
        }
        return false
    }
}
