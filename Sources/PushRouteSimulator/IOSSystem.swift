import PushRouteCore
import PushRouteRules

/// iOS: which of the app's entry points run for a push, by the app's state
/// (docs/routing-model.md §2, iOS 10 and later).
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
            device.update(push) { $0.woken = true }
            device.app.didReceiveRemoteNotification(push)
        case .active:
            device.shown[push.id] = push.hasAlert && device.settings.presentation.showsNotification
            device.update(push) { $0.woken = true }
            device.app.willPresent(push)
            if push.contentAvailable { device.app.didReceiveRemoteNotification(push) }
        }
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
            device.app.didReceive(push)
        case .active:
            device.app.didReceive(push)
        }
        device.applicationState = .active
    }

    /// The user starts the app from the home screen.
    func launchByUser() {
        device.applicationState = .active
        device.app.didFinishLaunching(note: "launched by the user; no push in the launch options")
        runAfterDidFinishLaunching()
    }

    /// APNs answered `registerForRemoteNotifications()`.
    func registerToken(_ token: DeviceToken) {
        device.app.didRegisterForRemoteNotifications(token)
    }

    func enterBackground() { device.applicationState = .background }
    func enterForeground() { device.applicationState = .active }

    private func launch(with push: Push, byTap: Bool) {
        device.applicationState = byTap ? .inactive : .background
        device.update(push) { $0.woken = true }
        let how = byTap ? "launched by the tap" : "launched in the background"
        device.app.didFinishLaunching(note: how + "; the push is in launchOptions[.remoteNotification]")
        runAfterDidFinishLaunching()
        device.proxy.applicationLaunched(with: push)
        if byTap {
            device.app.didReceive(push)
        } else {
            device.app.didReceiveRemoteNotification(push)
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
            "push without 'content-available: 1' does not wake the app: \(situation), so no app code runs until the user taps it")
    }

    /// Whether the push is on screen for the user to tap. A push this simulation never
    /// delivered is taken to have arrived in the current state.
    private func isShown(_ push: Push) -> Bool {
        let foreground = device.applicationState == .active
        let shown = device.shown[push.id] ?? (push.hasAlert && (!foreground || device.settings.presentation.showsNotification))
        if shown { return true }
        if !push.hasAlert {
            recorder.warn(.notTappable, "push without 'aps.alert' shows nothing for the user to tap")
        } else {
            recorder.warn(
                .notTappable,
                "push not shown in the foreground with the presentation option \(device.settings.presentation): nothing for the user to tap")
        }
        return false
    }
}
