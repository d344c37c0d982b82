import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A notification method of the app delegate (or of its `UNUserNotificationCenter` delegate).
enum DelegateMethod: CaseIterable {
    case willPresent, didReceive, fetch, token

    var name: String {
        switch self {
        case .willPresent: "userNotificationCenter(_:willPresent:withCompletionHandler:)"
        case .didReceive: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
        case .fetch: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        case .token: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"
        }
    }

    /// Leanplum's method for it, which the app calls with swizzling off (`Leanplum.h`).
    var leanplumCall: String {
        switch self {
        case .willPresent: "Leanplum.willPresentNotification(_:)"
        case .didReceive: "Leanplum.didReceiveNotificationResponse(_:)"
        case .fetch: "Leanplum.didReceiveRemoteNotification(_:)"
        case .token: "Leanplum.didRegisterForRemoteNotificationsWithDeviceToken(_:)"
        }
    }
}

/// The app delegate and notification-center delegate. Each method is layers, outermost
/// first: Leanplum's hook (swizzled in at start, swizzling on), CleverTap's swizzle
/// (`autoIntegrate` at launch), then the app's own method (`SimulationSettings.appDelegate`).
/// A hook calls the layer below with iOS's completion handler when the app had the method
/// (`NSObject+Notifications.swift`, the `defer` blocks); otherwise it calls the handler
/// itself, with Leanplum's defaults (docs/routing-model.md §2, §7).
final class AppDelegate {
    unowned let device: Device
    /// The push whose completion CleverTap's `willPresent` swizzle wrapped (`wzrk_sif`): iOS gets `.list`.
    private var listOnlyPush: Int?

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }
    private var settings: SimulationSettings { device.settings }

    /// The app's own `method`, if it implements it.
    func method(_ method: DelegateMethod) -> AppDelegateMethods.Method? {
        switch method {
        case .willPresent: settings.appDelegate.willPresent
        case .didReceive: settings.appDelegate.didReceive
        case .fetch: settings.appDelegate.fetch
        case .token: settings.appDelegate.didRegisterToken
        }
    }

    func implements(_ method: DelegateMethod) -> Bool { self.method(method) != nil }

    /// The app delegate has `method`: the app's own, Leanplum's hook, or (the token method)
    /// the one `autoIntegrate` adds.
    func responds(to method: DelegateMethod) -> Bool {
        implements(method) || device.integration.hooksInstalled
            || (method == .token && device.integration.autoIntegrated)
    }

    /// A tap's `didReceive` reaches Leanplum: through its hook, or (swizzling off) the app's
    /// own method calling `Leanplum.didReceiveNotificationResponse(_:)`.
    var passesTapsToLeanplum: Bool {
        guard device.integration.hasNotificationCenterDelegate else { return false }
        if device.integration.hooksInstalled { return true }
        return !settings.swizzling && settings.callsLeanplum(method(.didReceive)) && implements(.didReceive)
    }

    /// What iOS presents a foreground push with: the options the delegate's `willPresent`
    /// passes to its completion handler; nil when none is called (no delegate, no
    /// `willPresent`, or one that never calls it).
    func foregroundPresentation() -> PresentationOptions? {
        guard device.integration.hasNotificationCenterDelegate, responds(to: .willPresent) else { return nil }
        guard let own = method(.willPresent) else { return settings.presentation }
        return own.callsCompletion ? own.options : nil
    }

    // MARK: Launch

    /// `application(_:didFinishLaunchingWithOptions:)`: the app makes itself the
    /// notification-center delegate when it implements a notification-center method, calls
    /// `CleverTap.autoIntegrate()`, may create the CleverTap instance early
    /// (`--ct-instance ready`), calls Leanplum start (`--start at-launch`), and with
    /// swizzling off passes the launch push to Leanplum. A CleverTap-only app (`sdks`
    /// `clevertap`) only calls `autoIntegrate` here, if at all (CleverTap/clevertap-ios-sdk
    /// 7.7.0, CleverTapSDK/Swizzling/CTSwizzleManager.m, `+swizzleAppDelegate`); CleverTap's own
    /// launch observer (CleverTapSDK/CleverTap.m, `+onDidFinishLaunchingNotification:`) then
    /// offers the launch push to the Info.plist default instance.
    func didFinishLaunching(note: String, launchPush: Push? = nil) {
        let step = recorder.call(.iOS, .appDelegate, "application(_:didFinishLaunchingWithOptions:)", note: note)
        if implements(.willPresent) || implements(.didReceive) {
            device.integration.appSetNotificationCenterDelegate = true
            recorder.call(
                .appDelegate, .iOS, "UNUserNotificationCenter.current().delegate = self",
                note: "the app implements the notification-center methods, so it is the delegate from launch")
        }
        guard settings.hasLeanplum else { return autoIntegrate() }
        if settings.autoIntegrateTiming == .beforeStart { autoIntegrate() }
        if settings.instance == .ready { createInstanceEarly(step: step) }
        if settings.startTiming == .atLaunch {
            device.leanplum.start(from: .appDelegate, note: "the app calls start at launch")
            if settings.autoIntegrateTiming == .afterStart { autoIntegrate() }
        }
        if let launchPush { passLaunchPush(launchPush) }
    }

    /// `Leanplum.applicationDidFinishLaunching(withOptions:)`: with swizzling off, the launch
    /// observer's work, run when the app calls it (`NotificationsProxy+Disabled.swift`).
    private func passLaunchPush(_ push: Push) {
        let calls = settings.callsLeanplum(settings.appDelegate.didFinishLaunching)
        guard calls else {
            guard !settings.swizzling else { return }
            return recorder.warn(
                .notForwarded,
                "swizzling is off and didFinishLaunching does not call Leanplum.applicationDidFinishLaunching(withOptions:): Leanplum never sees the push that launched the app"
            )
        }
        let step = recorder.call(
            .appDelegate, .leanplum, "Leanplum.applicationDidFinishLaunching(withOptions:)",
            note: "the launch options hold the push")
        guard !settings.swizzling else {
            return recorder.annotate(step, "ignored: swizzling is on (\"will be ignored due to swizzling\")")
        }
        device.proxy.applicationLaunched(with: push, from: .leanplum)
    }

    /// `MigrationManager.shared.launchWrapper()` before start: public from Leanplum 6.0.2 on.
    private func createInstanceEarly(step: Int?) {
        guard device.release.hasEarlyInit else {
            let what =
                device.release.hasMigration
                ? "the CleverTap instance waits for start" : "there is no CleverTap instance"
            recorder.annotate(
                step,
                "no early CleverTap init in Leanplum \(device.release): MigrationManager.launchWrapper() is public from 6.0.2, so \(what)"
            )
            return
        }
        device.leanplum.migration.launchWrapper(from: .appDelegate, early: true)
    }

    /// The app calls `Leanplum.start()` later than launch.
    func startLeanplum(note: String?) {
        guard settings.hasLeanplum else {
            return recorder.annotate(
                recorder.steps.indices.last, "the app has no Leanplum SDK: there is no Leanplum.start to call")
        }
        device.leanplum.start(from: .appDelegate, note: note)
        if settings.autoIntegrateTiming == .afterStart { autoIntegrate() }
    }

    /// `CleverTap.autoIntegrate()`, when the app calls it (Leanplum 6.0.0 on links CleverTap;
    /// a CleverTap-only app links it itself).
    private func autoIntegrate() {
        if settings.autoIntegrate && (device.release.hasMigration || !settings.hasLeanplum) {
            device.cleverTap.autoIntegrate(from: .appDelegate)
        }
    }

    /// CleverTap's swizzle around Leanplum's hook of `method` (`autoIntegrate` after start):
    /// it runs first, then calls the hook. Returns whether a `willPresent` swizzle put the
    /// push in the list only.
    private func cleverTapAroundHook(_ method: DelegateMethod, _ push: Push, event: PushEvent) {
        guard device.cleverTap.wrapsHook(method) else { return }
        if method == .willPresent {
            if device.cleverTap.willPresentSwizzle(push) { listOnlyPush = push.id }
            return
        }
        device.cleverTap.handlePushNotification(
            push, openDeepLinksInForeground: method == .didReceive, event: event, from: .appDelegate,
            note: "CleverTap's autoIntegrate swizzle of \(method.name), around Leanplum's hook",
            via: .cleverTapAutoIntegrate)
    }

    // MARK: The token

    func didRegisterForRemoteNotifications(_ token: DeviceToken) {
        let step = recorder.call(
            .iOS, .appDelegate, DelegateMethod.token.name, note: "\(token.bytes.count)-byte token")
        if device.integration.hooksInstalled {
            device.manager.didRegisterForRemoteNotificationsWithDeviceToken(token, from: .appDelegate)
        }
        if device.cleverTap.swizzled(.token) { device.cleverTap.autoIntegrateToken(token) }
        guard let own = method(.token) else { return }
        let layered = device.integration.hooksInstalled || device.cleverTap.swizzled(.token)
        let ownStep = enterOwn(
            .token, entry: step, layered: layered,
            by: device.integration.hooksInstalled ? "Leanplum's hook" : "CleverTap's swizzle"
        )
        if callLeanplum(.token, own, step: ownStep, what: "the token") {
            device.manager.didRegisterForRemoteNotificationsWithDeviceToken(token, from: .leanplum)
        }
    }

    // MARK: The fetch callback

    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`. Returns its step.
    @discardableResult
    func didReceiveRemoteNotification(_ push: Push, note: String? = nil) -> Int? {
        let step = recorder.call(.iOS, .appDelegate, DelegateMethod.fetch.name, note: note)
        if device.integration.hooksInstalled {
            cleverTapAroundHook(.fetch, push, event: .receive)
            guard !device.crashed else { return step }
            leanplumFetch(push, step: step)
            guard !device.crashed else { return step }
            if implements(.fetch) {
                original(.fetch, push, event: .receive, entry: step, byHook: true)
            } else {
                recorder.call(.appDelegate, .iOS, "completionHandler(.newData)", reply: true)
            }
        } else {
            original(.fetch, push, event: .receive, entry: step, byHook: false)
        }
        return step
    }

    /// The body of Leanplum's fetch hook: handles a receive only while the app is in the
    /// background, and skips the push that launched the app. `caller` is the hook
    /// (AppDelegate) or, with swizzling off, Leanplum's method the app called.
    private func leanplumFetch(_ push: Push, step: Int?, caller: TraceActor = .appDelegate) {
        guard passesLegacyFilter(push, step: step) else { return }
        if device.proxy.isEqualToHandledNotification(push) {
            skipAsLaunchPush(push, step: step)
        } else if device.applicationState != .background {
            recorder.annotate(step, "the app is not in the background: nothing to do")
        } else {
            device.manager.notificationReceived(push, isForeground: false, from: caller)
        }
    }

    // MARK: The tap

    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, for a tap or for the
    /// scenario's action button or dismiss (`Device.response`).
    func didReceive(_ push: Push) {
        let response = device.response
        let step = recorder.call(
            .iOS, .appDelegate, DelegateMethod.didReceive.name,
            note: response == .defaultAction ? nil : "response.actionIdentifier \(response.identifier)")
        guard device.integration.hooksInstalled else {
            return original(.didReceive, push, event: .open, entry: step, byHook: false)
        }
        cleverTapAroundHook(.didReceive, push, event: .open)
        guard !device.crashed else { return }
        leanplumDidReceive(push, step: step)
        guard !device.crashed else { return }
        if implements(.didReceive) {
            original(.didReceive, push, event: .open, entry: step, byHook: true)
        } else if implements(.fetch) {
            // shouldFallbackToLegacyMethods (NotificationsProxy.swift): the app implements
            // the fetch method and no didReceive.
            original(.fetch, push, event: .open, entry: step, byHook: true, wiredTo: "completionHandler()")
        } else {
            recorder.call(.appDelegate, .iOS, "completionHandler()", reply: true)
        }
    }

    /// The body of Leanplum's didReceive hook: opens nothing for a dismiss, skips the push the
    /// launch observer opened, and opens the push with the response's action
    /// (`NSObject+Notifications.swift`, `leanplum_userNotificationCenter(_:didReceive:…)`, the
    /// same from 5.0.0 to 6.6.1).
    private func leanplumDidReceive(_ push: Push, step: Int?, caller: TraceActor = .appDelegate) {
        guard passesLegacyFilter(push, step: step) else { return }
        if device.response == .dismiss {
            recorder.annotate(
                step,
                "Leanplum's hook opens nothing for UNNotificationDismissActionIdentifier: no SDK call from Leanplum")
        } else if device.proxy.wasOpenedFromStart(push) {
            skipAsLaunchPush(push, step: step)
        } else {
            device.manager.notificationOpened(push, fromLaunch: false, from: caller)
        }
    }

    // MARK: Presenting in the foreground

    func willPresent(_ push: Push) {
        let step = recorder.call(.iOS, .appDelegate, DelegateMethod.willPresent.name)
        device.pushes.shown[push.id] = false
        guard device.integration.hooksInstalled else {
            return original(.willPresent, push, event: .receive, entry: step, byHook: false)
        }
        cleverTapAroundHook(.willPresent, push, event: .receive)
        if passesLegacyFilter(push, step: step) {
            device.manager.notificationReceived(push, isForeground: true, from: .appDelegate)
        }
        guard !device.crashed else { return }
        if implements(.willPresent) {
            original(.willPresent, push, event: .receive, entry: step, byHook: true)
            if !settings.presentation.isEmpty {
                recorder.annotate(
                    step,
                    "Leanplum's presentation option \(settings.presentation) is not used: the app's willPresent decides"
                )
            }
            return
        }
        presentCompletion(push, options: settings.presentation, from: .appDelegate)
    }

    /// `completionHandler(options)`: iOS shows the push, so that it can be tapped, when the
    /// options have a banner or a list entry and the push an alert.
    private func presentCompletion(_ push: Push, options chosen: PresentationOptions, from caller: TraceActor) {
        // CleverTap's willPresent swizzle (wzrk_sif) wrapped the handler: it passes .list.
        let listOnly = listOnlyPush == push.id
        var (options, actor) = listOnly ? (PresentationOptions.list, TraceActor.cleverTap) : (chosen, caller)
        listOnlyPush = nil
        // What the log says the app answered wins (a session's replay).
        if let answer = device.pushes.answers[push.id] { options = answer }
        let shown = push.hasAlert && options.showsNotification
        device.pushes.shown[push.id] = shown
        recorder.call(
            actor, .iOS, "completionHandler(\(options))",
            note: shown ? "iOS shows the notification" : "iOS shows nothing", reply: true)
    }

    // MARK: The layers under Leanplum's hook

    /// `method` as it was before Leanplum's hook: CleverTap's swizzle (which handles the push
    /// by `wzrk_acct_id`, Leanplum's instance included), then the app's own method, if any.
    /// `entry` is iOS's call; `wiredTo` names the handler a fallback's completion calls.
    private func original(
        _ method: DelegateMethod, _ push: Push, event: PushEvent, entry: Int?, byHook: Bool, wiredTo: String? = nil
    ) {
        let swizzled = device.cleverTap.swizzled(method)
        if swizzled && method == .willPresent {
            if device.cleverTap.willPresentSwizzle(push) { listOnlyPush = push.id }
        } else if swizzled {
            device.cleverTap.handlePushNotification(
                push, openDeepLinksInForeground: method == .didReceive, event: event, from: .appDelegate,
                note: "CleverTap's autoIntegrate swizzle of \(method.name)", via: .cleverTapAutoIntegrate)
            guard !device.crashed else { return }
        }
        guard let own = self.method(method) else { return }
        let step: Int?
        if wiredTo != nil {
            step = recorder.call(
                .appDelegate, .appDelegate, method.name,
                note:
                    "the app's own method: Leanplum's didReceive falls back to it, as the app has no didReceive (shouldFallbackToLegacyMethods)"
            )
        } else {
            step = enterOwn(
                method, entry: entry, layered: byHook || swizzled,
                by: byHook ? "Leanplum's hook" : "CleverTap's swizzle")
        }
        switch method {
        case .willPresent:
            if own.recordsViewed { device.cleverTap.recordViewedFromApp(push) }
            if callLeanplum(.willPresent, own, step: step, what: "this foreground push"),
                passesLegacyFilter(push, step: step)
            {
                device.manager.notificationReceived(push, isForeground: true, from: .leanplum)
            }
        case .didReceive:
            if callLeanplum(.didReceive, own, step: step, what: "the tap") {
                leanplumDidReceive(push, step: step, caller: .leanplum)
            }
        case .fetch:
            if callLeanplum(.fetch, own, step: step, what: "this push") {
                leanplumFetch(push, step: step, caller: .leanplum)
            }
        case .token:
            return
        }
        guard !device.crashed else { return }
        device.cleverTap.appCall(push, in: method, event: event)
        guard !device.crashed else { return }
        complete(method, push, own, wiredTo: wiredTo)
    }

    /// Records the app's own method: a call of its own when a layer above calls it, else
    /// a note on iOS's call. Returns the step that stands for it.
    private func enterOwn(_ method: DelegateMethod, entry: Int?, layered: Bool, by caller: String) -> Int? {
        guard layered else {
            recorder.annotate(entry, "the app's own method")
            return entry
        }
        return recorder.call(
            .appDelegate, .appDelegate, method.name,
            note: "the app's own method, called by \(caller) with iOS's completion handler")
    }

    /// The app's call to Leanplum's method for `method`, if the profile has it make one.
    /// Returns whether Leanplum handles it (swizzling off); warns when swizzling is off and
    /// the app does not pass it on.
    private func callLeanplum(_ method: DelegateMethod, _ own: AppDelegateMethods.Method, step: Int?, what: String)
        -> Bool
    {
        guard settings.callsLeanplum(own) else {
            if settings.leanplumUnswizzled {
                recorder.warn(
                    .notForwarded,
                    "swizzling is off and the app's \(method.name) does not call \(method.leanplumCall): Leanplum never sees \(what)",
                    at: .step(step))
            }
            return false
        }
        let call = recorder.call(.appDelegate, .leanplum, method.leanplumCall)
        guard !settings.swizzling else {
            recorder.annotate(call, "ignored: swizzling is on (\"will be ignored due to swizzling\")")
            return false
        }
        if method != .token {
            recorder.annotate(
                call, "Leanplum runs its hook's code with an empty completion block: the app calls its own")
        }
        return true
    }

    /// The app's own method calls its completion handler, or never does (iOS kills an app
    /// that never calls it: an error).
    private func complete(_ method: DelegateMethod, _ push: Push, _ own: AppDelegateMethods.Method, wiredTo: String?) {
        guard own.callsCompletion else {
            if method == .willPresent { device.pushes.shown[push.id] = false }
            let consequence: String
            switch method {
            case .willPresent: consequence = "iOS waits for the presentation options and shows nothing"
            case .didReceive: consequence = "iOS requires it once the response is handled"
            default: consequence = "iOS kills an app that does not call it within 30 seconds"
            }
            recorder.warn(
                .completionNotCalled,
                "the app's \(method.name) never calls its completion handler: \(consequence)")
            return
        }
        switch method {
        case .willPresent: presentCompletion(push, options: own.options, from: .appDelegate)
        case .didReceive: recorder.call(.appDelegate, .iOS, "completionHandler()", reply: true)
        case .fetch:
            recorder.call(
                .appDelegate, .iOS, "completionHandler(.\(own.result.rawValue))",
                note: wiredTo.map { "Leanplum's block: calls \($0)" },
                reply: true)
        case .token: break
        }
    }

    // MARK: Duplicates and the legacy filter

    /// The hook skips a push whose occurrence id equals the launch push's. Before 6.1.1 two
    /// missing ids are equal, so a later push without one is lost (a hazard).
    private func skipAsLaunchPush(_ push: Push, step: Int?) {
        guard !NotificationsProxy.hasOccurrenceID(push) else {
            recorder.annotate(step, "same 'lp_occurrence_id' as the launch push: skipped")
            let outcome = device.pushes.currentOutcome(push)
            if outcome.leftToCleverTapLaunchObserver && outcome.handler == .none
                && !push.classification.cleverTapKeys.isEmpty
            {
                recorder.warn(
                    .coldStartUnhandled,
                    "cold-start tap handled by no SDK: Leanplum's launch path left it to CleverTap's launch observer, "
                        + "which leaves Leanplum's instance to Leanplum (\(device.cleverTapRelease.range(of: .launchObserverSkipsLeanplum))), "
                        + "and didReceive skips it as the launch push (same 'lp_occurrence_id')")
            }
            return
        }
        guard device.proxy.launchPush?.id != push.id else {
            device.pushes.update(push) { $0.skippedAsLaunchPushAt = step }
            return recorder.annotate(
                step,
                "the launch push: no 'lp_occurrence_id', and before 6.1.1 two missing ids (\"-1\") are equal: skipped")
        }
        recorder.annotate(
            step,
            "no 'lp_occurrence_id', like the push that launched the app: taken for it and skipped (\"-1\" == \"-1\" before 6.1.1)"
        )
        recorder.warn(
            .duplicateOfLaunchPush,
            "push skipped as a duplicate of the push that launched the app: neither has 'lp_occurrence_id', "
                + "and Leanplum \(device.release) compares two missing ids as equal (fixed in 6.1.1)")
    }

    /// Before the design note the hooks dropped non-Leanplum pushes themselves.
    private func passesLegacyFilter(_ push: Push, step: Int?) -> Bool {
        guard device.release.hooksDropNonLeanplumPushes, device.leanplum.messageIdFromUserInfo(push) == nil else {
            return true
        }
        recorder.annotate(step, "not a Leanplum push: the hook drops it (before the design note)")
        return false
    }
}
