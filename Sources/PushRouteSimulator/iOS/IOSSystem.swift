import PushRouteCore
import PushRouteRules

/// iOS: which of the app's entry points run for a push, by the app's state
/// (docs/routing-model.md §2, iOS 10 and later), and only those the app delegate (or its
/// notification-center delegate) has. After each entry point has returned, the blocks
/// dispatched to the main queue run.
final class IOSSystem {
    unowned let device: Device

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }
    private var app: AppDelegate { device.app }

    /// A push arrives.
    func deliver(_ push: Push) {
        device.serviceExtension.run(push)
        switch device.applicationState {
        case .notRunning:
            device.pushes.shown[push.id] = push.hasAlert
            guard push.contentAvailable else { return notWoken(push, "the app is not running") }
            guard device.settings.remoteNotificationBackgroundMode else {
                return notWokenWithoutMode(push, "the app is not running")
            }
            launch(with: push, byTap: false)
        case .background, .inactive:
            device.pushes.shown[push.id] = push.hasAlert
            guard push.contentAvailable else { return notWoken(push, "the app is in the background") }
            guard device.settings.remoteNotificationBackgroundMode else {
                return notWokenWithoutMode(push, "the app is in the background")
            }
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
            device.pushes.shown[push.id] = false
            let step =
                push.contentAvailable ? fetchCallback(push, note: "iOS calls no willPresent: nothing to show") : nil
            recorder.warn(
                .silentForegroundUnhandled,
                "push with nothing to show (no alert, sound or badge) in the foreground: iOS calls no willPresent, "
                    + "and the fetch callback does nothing while the app is active, so no SDK sees it",
                at: step.map { .step($0) } ?? .nowhere)
            return
        }
        guard device.integration.hasNotificationCenterDelegate, app.responds(to: .willPresent) else {
            device.pushes.shown[push.id] = false
            if !device.settings.hasLeanplum {
                // A CleverTap-only app without willPresent: iOS shows nothing, no SDK is involved.
            } else if device.settings.swizzling {
                let reason =
                    device.integration.hasNotificationCenterDelegate
                    ? "the app's notification-center delegate has no willPresent until start adds Leanplum's"
                    : "there is no notification-center delegate yet"
                recorder.warn(
                    .beforeStart,
                    "push in the foreground before Leanplum.start: \(reason), so iOS shows nothing and no SDK sees it",
                    at: .nowhere)
            } else {
                recorder.warn(
                    .notForwarded,
                    "push in the foreground with swizzling off: the app has no willPresent (\(app.implements(.didReceive) ? "only didReceive" : "no notification-center delegate")), so iOS shows nothing and no SDK sees it",
                    at: .nowhere)
            }
            if push.contentAvailable { fetchCallback(push) }
            return
        }
        device.pushes.update(push) { $0.woken = true }
        if !device.integration.hooksInstalled && device.settings.leanplumSwizzles {
            warnOwnMethodBeforeStart(.willPresent, "push in the foreground")
        }
        app.willPresent(push)
        device.mainQueue.run()
        if push.contentAvailable { fetchCallback(push) }
    }

    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, when the app
    /// delegate has it (the app's own, or Leanplum's, added in start). Returns its step.
    /// After a launch by the push its absence is no hazard: the launch observer had the push.
    @discardableResult
    private func fetchCallback(_ push: Push, note: String? = nil, launched: Bool = false) -> Int? {
        guard app.responds(to: .fetch) else {
            if device.applicationState == .background && !launched && device.settings.hasLeanplum {
                if device.settings.swizzling {
                    recorder.warn(
                        .beforeStart,
                        "push received before Leanplum.start: the app has no fetch callback until start adds Leanplum's, "
                            + "so no app code runs for it",
                        at: .nowhere)
                } else {
                    recorder.warn(
                        .notForwarded,
                        "push received with swizzling off: the app has no fetch method of its own, so no app code runs for it",
                        at: .nowhere)
                }
            }
            return nil
        }
        device.pushes.update(push) { $0.woken = true }
        if !device.integration.hooksInstalled && device.settings.leanplumSwizzles
            && device.applicationState == .background
            && !launched
        {
            warnOwnMethodBeforeStart(.fetch, "push received")
        }
        let step = app.didReceiveRemoteNotification(push, note: note)
        device.mainQueue.run()
        return step
    }

    /// The user taps the push (the default action).
    func tap(_ push: Push) {
        device.serviceExtension.runBeforeTap(push)
        guard isShown(push) else { return }
        device.pushes.markTapped(push)
        device.pushes.update(push) { $0.woken = true }
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

    /// The user taps an action button of a shown push, or dismisses it, while the app runs:
    /// `didReceive` with that `actionIdentifier` (docs/routing-model.md, "Action buttons and
    /// dismiss"). An action button is taken to have the `.foreground` option (the app becomes
    /// active, as for a tap); a dismiss leaves the app in its state.
    func respond(_ push: Push, _ response: NotificationResponse) {
        device.serviceExtension.runBeforeTap(push)
        guard isShown(push) else { return }
        device.response = response
        defer { device.response = .defaultAction }
        let dismissed = response == .dismiss
        if !dismissed {
            device.pushes.markTapped(push)
            if device.applicationState == .background { device.applicationState = .inactive }
        }
        device.pushes.update(push) { $0.woken = true }
        didReceive(push, launched: false, activates: !dismissed)
    }

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, when there is a
    /// delegate with that method; then the app is active (unless a dismiss left it in the
    /// background) and the main queue runs.
    private func didReceive(_ push: Push, launched: Bool, activates: Bool = true) {
        if device.integration.hasNotificationCenterDelegate && app.responds(to: .didReceive) {
            if !device.integration.hooksInstalled && device.settings.leanplumSwizzles && !launched {
                warnOwnMethodBeforeStart(.didReceive, "tap")
            }
            app.didReceive(push)
        } else if !device.settings.hasLeanplum {
            recorder.call(
                .iOS, .iOS, "UNUserNotificationCenter.current().delegate",
                note: device.integration.hasNotificationCenterDelegate
                    ? "the app's notification-center delegate has no didReceive: the tap reaches no app code"
                    : "nil: the app sets no notification-center delegate, so the tap's didReceive reaches no app code")
        } else if !device.settings.swizzling {
            let missing =
                device.integration.hasNotificationCenterDelegate
                ? "has no didReceive" : "sets no notification-center delegate"
            if launched {
                recorder.call(
                    .iOS, .iOS, "UNUserNotificationCenter.current().delegate",
                    note: "swizzling is off and the app \(missing): the tap's didReceive reaches nobody")
            }
            recorder.warn(
                .notForwarded,
                "tap with swizzling off: the app \(missing), so its didReceive never passes the tap to Leanplum",
                at: launched ? .lastStep : .nowhere)
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
        if !device.crashed && activates { device.applicationState = .active }
        device.mainQueue.run()
    }

    /// A push or tap reaches the app's own method before start (swizzling on): Leanplum's
    /// hook is not there yet, and the app does not call Leanplum itself.
    private func warnOwnMethodBeforeStart(_ method: DelegateMethod, _ what: String) {
        // CleverTap's willPresent swizzle hands the push to no SDK (CleverTapSDK.willPresentSwizzle).
        guard app.implements(method), method == .willPresent || !device.cleverTap.swizzled(method) else { return }
        recorder.warn(
            .beforeStart,
            "\(what) before Leanplum.start: only the app's own \(method.name) runs (Leanplum's hook is installed in start), so no SDK sees it",
            at: .nowhere)
    }

    /// The user starts the app from the home screen.
    func launchByUser() {
        device.applicationState = .active
        app.didFinishLaunching(note: "launched by the user; no push in the launch options")
        runAfterDidFinishLaunching()
        device.mainQueue.run()
    }

    /// APNs answered `registerForRemoteNotifications()`: the app delegate hears of it through
    /// its own method, Leanplum's hook or the method `autoIntegrate` adds.
    func registerToken(_ token: DeviceToken) {
        guard app.responds(to: .token) else {
            if device.settings.leanplumUnswizzled {
                recorder.warn(
                    .notForwarded,
                    "device token with swizzling off: the app has no token method, so Leanplum never gets the token",
                    at: .nowhere)
            }
            return
        }
        app.didRegisterForRemoteNotifications(token)
        device.mainQueue.run()
    }

    func enterBackground() { device.applicationState = .background }
    func enterForeground() { device.applicationState = .active }

    /// A launch with the push in the launch options: `didFinishLaunching`, then the observers
    /// of `UIApplication.didFinishLaunchingNotification` (CleverTap's `+load` registered
    /// first; Leanplum's only with swizzling on), then the tap's `didReceive` or the fetch
    /// callback. A scene-based app has no launch options at all (Apple,
    /// `application(_:didFinishLaunchingWithOptions:)`: "If the app supports scenes, this is
    /// nil"), for a tap and for a background launch alike: no launch observer sees the push,
    /// and a background launch's push reaches the app only through the fetch callback.
    private func launch(with push: Push, byTap: Bool) {
        device.applicationState = byTap ? .inactive : .background
        device.pushes.update(push) { $0.woken = true }
        let how = byTap ? "launched by the tap" : "launched in the background"
        let sceneBased = device.settings.sceneBased == true
        if sceneBased {
            app.didFinishLaunching(
                note: how
                    + (byTap
                        ? "; the app is scene-based, so the push is in the scene's connectionOptions.notificationResponse, not in launchOptions (Apple's documentation of UIScene.ConnectionOptions)"
                        : "; the app supports scenes, so launchOptions is nil (Apple's documentation of application(_:didFinishLaunchingWithOptions:)): the push reaches the app only through the fetch callback")
            )
            runAfterDidFinishLaunching()
        } else {
            app.didFinishLaunching(note: how + "; the push is in launchOptions[.remoteNotification]", launchPush: push)
            runAfterDidFinishLaunching()
            let linksCleverTap = device.release.hasMigration || !device.settings.hasLeanplum
            if linksCleverTap && !device.crashed { device.cleverTap.launchObserver(push) }
            if !device.crashed && device.settings.leanplumSwizzles { device.proxy.applicationLaunched(with: push) }
        }
        device.mainQueue.run()
        guard !device.crashed else { return }
        if byTap {
            didReceive(push, launched: true)
            warnIfEveryPathLeftIt(push)
        } else {
            // With scenes no launch observer had the push: a missing fetch callback loses it.
            fetchCallback(push, launched: !sceneBased)
        }
    }

    /// Leanplum 6.0.2 to 6.1.0 with `autoIntegrate` and a notification-center delegate: each
    /// path leaves the cold-start tap of a CleverTap push to another. Leanplum's launch path
    /// to CleverTap's observer (`LPCTNotificationsManager.swift` line 34 at 6.1.0), the observer
    /// to the swizzled `didReceive` (`CleverTap.m` `_appEnteredForegroundWithLaunchingOptions:`,
    /// lines 1284-1291 at 5.0.1), and Leanplum's `didReceive` hook skips it as the launch push
    /// (`"-1" == "-1"`, `NotificationsProxy+Utilities.swift` line 16 at 6.1.0). Unless CleverTap
    /// swizzled the app's own `didReceive`, nobody handles it.
    private func warnIfEveryPathLeftIt(_ push: Push) {
        let outcome = device.pushes.currentOutcome(push)
        guard !device.crashed, outcome.handler == .none, outcome.leftToCleverTapLaunchObserver,
            outcome.leftToSwizzledDidReceive,
            let skipped = outcome.skippedAsLaunchPushAt, !push.classification.cleverTapKeys.isEmpty,
            !device.cleverTap.swizzled(.didReceive)
        else { return }
        recorder.warn(
            .coldStartUnhandled,
            "cold-start tap handled by no SDK: Leanplum's launch path left it to CleverTap's launch observer, which leaves it to "
                + "autoIntegrate's didReceive swizzle (autoIntegrate with a notification-center delegate), which the app delegate does not have, "
                + "and Leanplum \(device.release)'s didReceive skips it as the launch push (no 'lp_occurrence_id': \"-1\" == \"-1\" before 6.1.1)",
            at: .step(skipped))
    }

    private func runAfterDidFinishLaunching() {
        let work = device.afterDidFinishLaunching
        device.afterDidFinishLaunching = nil
        work?()
    }

    /// iOS wakes an app for `content-available` only when its Info.plist `UIBackgroundModes`
    /// has `remote-notification` (Apple's behaviour, not SDK code).
    private func notWokenWithoutMode(_ push: Push, _ situation: String) {
        recorder.warn(
            .noWake,
            "push with 'content-available: 1' does not wake the app: its Info.plist UIBackgroundModes has no 'remote-notification' (\(situation)), so no app code runs until the user taps it",
            at: .nowhere)
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
        let presentation = device.pushes.answers[push.id] ?? app.foregroundPresentation()
        let presented = presentation?.showsNotification ?? false
        let shown = device.pushes.shown[push.id] ?? (push.hasAlert && (!foreground || presented))
        if shown { return true }
        if !push.hasAlert {
            recorder.warn(.notTappable, "push without 'aps.alert' shows nothing for the user to tap", at: .nowhere)
        } else if let answer = device.pushes.answers[push.id] {
            recorder.warn(
                .notTappable,
                "push not shown in the foreground: the app answered willPresent with \(answer), as the log says: nothing for the user to tap",
                at: .nowhere)
        } else if !device.integration.hasNotificationCenterDelegate {
            let why =
                !device.settings.hasLeanplum
                ? "in a CleverTap-only app that sets no delegate"
                : device.settings.swizzling
                    ? "before Leanplum.start" : "with swizzling off and no delegate set by the app"
            recorder.warn(
                .notTappable,
                "push not shown in the foreground \(why) (no notification-center delegate): nothing for the user to tap",
                at: .nowhere)
        } else if let own = app.method(.willPresent) {
            let why =
                own.callsCompletion
                ? "with the presentation options \(own.options) of the app's willPresent"
                : "as the app's willPresent never calls its completion handler"
            recorder.warn(
                .notTappable, "push not shown in the foreground \(why): nothing for the user to tap", at: .nowhere)
        } else if presentation == nil {
            recorder.warn(
                .notTappable,
                "push not shown in the foreground: the notification-center delegate has no willPresent: nothing for the user to tap",
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
