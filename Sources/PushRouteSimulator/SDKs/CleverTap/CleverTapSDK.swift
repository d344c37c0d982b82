import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The CleverTap SDK: its instances, the account routing of
/// `CleverTap.handlePushNotification(_:openDeepLinksInForeground:)`, its own launch observer,
/// the main-queue block that opens the deep link and records the click, and the push token
/// (docs/routing-model.md §3, §5). What changed between CleverTap releases comes from the
/// release the app runs (`CleverTapRelease`).
final class CleverTapSDK {
    /// An instance; Leanplum's is custom (`instanceWithConfig`), never the shared default,
    /// and its library is `Leanplum` (`CTWrapper.launch()`). The default one comes from
    /// Info.plist (`+sharedInstance`). CleverTap keys instances by account
    /// (`+_instanceWithConfig:andCleverTapID:`): asking for an account that has one returns it.
    struct Instance {
        var account: String?
        var isDefault: Bool
        var library: String?

        var name: String { account.map { "account '\($0)'" } ?? "the app's account" }
    }

    unowned let device: Device
    private(set) var instances: [Instance] = []

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }
    private var release: CleverTapRelease { device.cleverTapRelease }

    func createInstance(account: String?, from actor: TraceActor) {
        if let account, let index = instances.firstIndex(where: { $0.account == account }) {
            recorder.call(
                actor, .cleverTap, "CleverTap.instance(with:)",
                note:
                    "returns the existing \(instances[index].isDefault ? "default" : "custom") instance for account '\(account)' "
                    + "(CleverTap keys instances by account); setLibrary(\"Leanplum\")")
            instances[index].library = "Leanplum"
            return
        }
        let instance = Instance(account: account, isDefault: false, library: "Leanplum")
        recorder.call(
            actor, .cleverTap, "CleverTap.instance(with:)",
            note: "a custom instance (not the default one) for \(instance.name); setLibrary(\"Leanplum\")")
        instances.append(instance)
    }

    /// `+sharedInstance`: the default instance, created from Info.plist on first use (nil
    /// without an Info.plist account). When an instance for that account exists already
    /// (Leanplum's), that one is returned, custom as it is. Returns its index.
    func sharedInstance(step: Int?) -> Int? {
        guard let account = device.settings.plistAccount else { return nil }
        if let index = instances.firstIndex(where: isSharedInstance) {
            if !instances[index].isDefault {
                recorder.annotate(
                    step,
                    "sharedInstance() returns Leanplum's custom instance: CleverTap keys instances by account, and it has the Info.plist account '\(account)'"
                )
            }
            return index
        }
        recorder.call(
            .cleverTap, .cleverTap, "CleverTap.sharedInstance()",
            note: "creates the default instance from Info.plist (CleverTapAccountID '\(account)')")
        instances.append(Instance(account: account, isDefault: true, library: nil))
        return instances.count - 1
    }

    /// Whether `instance` is the one `sharedInstance()` returns: the instance for the
    /// Info.plist account, default or Leanplum's (CleverTap keys instances by account,
    /// docs/routing-model.md §3); none without an Info.plist account.
    func isSharedInstance(_ instance: Instance) -> Bool {
        guard let account = device.settings.plistAccount else { return false }
        return instance.account == account
    }

    // MARK: autoIntegrate

    /// `+autoIntegrate`: swizzles the app delegate (`CTSwizzleManager.swizzleAppDelegate`)
    /// and returns `sharedInstance`. The swizzled methods route pushes by `wzrk_acct_id` to
    /// any instance, Leanplum's included.
    func autoIntegrate(from actor: TraceActor) {
        guard !device.integration.autoIntegrated else { return }
        device.integration.autoIntegrated = true
        if device.integration.hooksInstalled { return autoIntegrateOverHooks(from: actor) }
        let app = device.app
        let token = app.implements(.token) ? "swizzles the app's token method" : "adds a token method"
        let didReceive: String
        if app.implements(.didReceive) {
            didReceive = "swizzles the app's userNotificationCenter(_:didReceive:withCompletionHandler:) (flag true)"
        } else if device.integration.hasNotificationCenterDelegate {
            didReceive = "the UNUserNotificationCenter delegate has no didReceive: not swizzled"
        } else if !device.settings.hasLeanplum {
            didReceive =
                "no UNUserNotificationCenter delegate: it watches for one (CleverTapSDK/Swizzling/CTSwizzleManager.m), and the app sets none: not swizzled"
        } else {
            didReceive =
                "no UNUserNotificationCenter delegate yet: it watches for one, but the app delegate has no didReceive when Leanplum's start sets it (Leanplum adds its own after): not swizzled"
        }
        let willPresent =
            release.autoIntegrateSwizzlesWillPresent
            ? (app.implements(.willPresent)
                ? "swizzles the app's userNotificationCenter(_:willPresent:withCompletionHandler:) (\(release.range(of: .autoIntegrateSwizzlesWillPresent)))"
                : "the app has no willPresent: not swizzled")
            : nil
        let fetch =
            app.implements(.fetch)
            ? "swizzles the app's fetch method (flag false)"
            : device.settings.hasLeanplum
                ? "adds application(_:didReceiveRemoteNotification:), which iOS does not call once Leanplum's start adds the fetch method"
                : "adds application(_:didReceiveRemoteNotification:) (flag false), the legacy method iOS calls for no push this model delivers"
        let step = recorder.call(
            actor, .cleverTap, "CleverTap.autoIntegrate()",
            note: [didReceive, willPresent, fetch, token].compactMap { $0 }.joined(separator: "; "))
        _ = sharedInstance(step: step)
    }

    /// `autoIntegrate` after `Leanplum.start`: the notification-center delegate is set and
    /// has Leanplum's `didReceive` and `willPresent`, the app delegate Leanplum's fetch and
    /// token methods (`setupNotificationSwizzling`), so CleverTap swizzles those
    /// (`+[CTSwizzleManager swizzleAppDelegate]`, `class_getInstanceMethod` finds them).
    private func autoIntegrateOverHooks(from actor: TraceActor) {
        device.integration.autoIntegratedOverHooks = true
        let willPresent =
            release.autoIntegrateSwizzlesWillPresent
            ? ["Leanplum's willPresent (\(release.range(of: .autoIntegrateSwizzlesWillPresent)))"] : []
        let wrapped =
            ["Leanplum's didReceive (flag true)"] + willPresent + [
                "Leanplum's fetch method (flag false)", "the token method",
            ]
        let step = recorder.call(
            actor, .cleverTap, "CleverTap.autoIntegrate()",
            note: "called after Leanplum.start, which installed its hooks: swizzles " + wrapped.joined(separator: ", ")
                + ", so each runs CleverTap's handling before Leanplum's")
        _ = sharedInstance(step: step)
    }

    /// Whether `autoIntegrate`, called after start, wrapped Leanplum's hook of `method`.
    func wrapsHook(_ method: DelegateMethod) -> Bool {
        guard device.integration.autoIntegratedOverHooks else { return false }
        return method != .willPresent || release.autoIntegrateSwizzlesWillPresent
    }

    /// Whether `autoIntegrate` wrapped the app's own `method` (CleverTap runs, then the app's).
    func swizzled(_ method: DelegateMethod) -> Bool {
        guard device.integration.autoIntegrated else { return false }
        if device.integration.autoIntegratedOverHooks && method != .token { return false }
        switch method {
        case .didReceive, .fetch: return device.app.implements(method)
        case .token: return true
        case .willPresent: return release.autoIntegrateSwizzlesWillPresent && device.app.implements(method)
        }
    }

    /// The `willPresent` swizzle (CleverTap 7.7.1 and later, PR #551): it hands the push to
    /// no instance; for a push with `wzrk_sif` true it wraps the completion handler, so that
    /// whatever the app's method passes, iOS gets `.list` (iOS 14 and later). Returns whether
    /// it wrapped it.
    func willPresentSwizzle(_ push: Push) -> Bool {
        let value = push.userInfo[CleverTapKeys.silentInForeground]
        let silent = value == .bool(true) || value?.stringValue == "true"
        recorder.call(
            .appDelegate, .cleverTap, "CleverTap's willPresent swizzle",
            note: silent
                ? "wzrk_sif is true: the method it wraps gets a completion handler that passes [.list] (the notification list only, no banner)"
                : "no wzrk_sif true: the method it wraps gets iOS's completion handler")
        return silent
    }

    /// The token method `autoIntegrate` swizzled in or added: `setPushTokenAsString:` on
    /// every instance, or on `sharedInstance` when there is none.
    func autoIntegrateToken(_ token: DeviceToken) {
        let kept = DeviceToken.hex(token.bytes.prefix(32))
        let step = recorder.call(
            .appDelegate, .cleverTap, "setPushTokenAs(_:)",
            note: "CleverTap's autoIntegrate token method, with \"\(kept)\" (deviceTokenStringFromData: keeps 32 bytes)"
        )
        if instances.isEmpty && sharedInstance(step: step) == nil {
            recorder.annotate(step, "no instance and no Info.plist account: nobody takes it")
        } else {
            recorder.annotate(
                step, "sent to every instance: \(Quoting.list(instances.map(\.name), conjunction: "and"))")
        }
        if token.bytes.count > 32 {
            recorder.warn(
                .tokenTruncated,
                "\(token.bytes.count)-byte device token cut to 32 bytes by CleverTap's autoIntegrate token method: CleverTap registers \"\(kept)\""
            )
        }
    }

    /// `setPushToken(_:)`: formats the `Data` token from its first 32 bytes only.
    func setPushToken(_ token: DeviceToken, from actor: TraceActor, note: String?) {
        let kept = DeviceToken.hex(token.bytes.prefix(32))
        recorder.call(
            actor, .cleverTap, "setPushToken(_:)",
            note: join(note, "\(token.bytes.count)-byte token, registered as \"\(kept)\""))
        if token.bytes.count > 32 {
            recorder.warn(
                .tokenTruncated,
                "\(token.bytes.count)-byte device token cut to 32 bytes by 'setPushToken(_:)': CleverTap registers \"\(kept)\""
            )
        }
    }

    /// `setPushTokenAs(_:)` (`setPushTokenAsString:`): the string is taken as it is.
    func setPushTokenAs(_ hex: String, from actor: TraceActor) {
        recorder.call(actor, .cleverTap, "setPushTokenAs(_:)", note: "the token Leanplum cached, \"\(hex)\"")
    }

    // MARK: The class method

    /// `+handlePushNotification:openDeepLinksInForeground:`: routes by `wzrk_acct_id` to an
    /// instance. `event` is bookkeeping for the simulator (CleverTap cannot tell an open
    /// from a receive).
    func handlePushNotification(
        _ push: Push, openDeepLinksInForeground flag: Bool, event: PushEvent, from actor: TraceActor, note: String?,
        via path: HandlingPath = .leanplum
    ) {
        let step = recorder.call(
            actor, .cleverTap, "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))", note: note)
        guard !push.classification.cleverTapKeys.isEmpty else {
            return recorder.annotate(
                step, "not a CleverTap push: dropped (\"push notification not from CleverTap, not processing\")")
        }
        let account = push.userInfo[CleverTapKeys.accountID]
        guard let account, !instances.isEmpty else {
            if let shared = sharedInstance(step: step) {
                return handleByShared(push, index: shared, flag: flag, event: event, step: step, via: path)
            }
            if account != nil { return recorder.annotate(step, "no CleverTap instance: dropped") }
            recorder.annotate(
                step, "no wzrk_acct_id: the shared default instance would take it, and there is none: dropped")
            recorder.warn(
                .cleverTapNoAccount,
                device.settings.hasLeanplum
                    ? "CleverTap push without 'wzrk_acct_id' is dropped: Leanplum's CleverTap instance is a custom one, not the default"
                    : "CleverTap push without 'wzrk_acct_id' is dropped: the app has no default CleverTap instance (no CleverTapAccountID in its Info.plist)"
            )
            return
        }
        guard let text = account.stringValue else { return crash(on: account) }
        guard let instance = instances.first(where: { $0.account == text }) else {
            let own = Quoting.list(instances.compactMap(\.account), conjunction: nil)
            recorder.annotate(step, "no instance for account '\(text)': silently dropped")
            recorder.warn(
                .cleverTapAccountMismatch,
                "CleverTap push for account '\(text)' is dropped: the app's instance is for \(own.isEmpty ? "another account" : own)"
            )
            return
        }
        handle(push, by: instance, flag: flag, event: event, step: step, via: path)
    }

    /// `sharedInstance` (or the instance the app's own call is on) got the push: its own account
    /// check (`_handlePushNotification:`) takes a push for its account, or one without
    /// `wzrk_acct_id` if it is the default.
    private func handleByShared(
        _ push: Push, index: Int, flag: Bool, event: PushEvent, step: Int?, via path: HandlingPath
    ) {
        let instance = instances[index]
        if let account = push.userInfo[CleverTapKeys.accountID] {
            guard let text = account.stringValue else { return crash(on: account) }
            guard text == instance.account else {
                let who =
                    path == .appCall && device.settings.appCleverTapCallOn == .leanplum
                    ? "Leanplum's instance" : "sharedInstance()"
                recorder.annotate(step, "\(who) is for \(instance.name), not '\(text)': not processed")
                recorder.warn(
                    .cleverTapAccountMismatch,
                    "CleverTap push for account '\(text)' is dropped: the app's instance is for \(instance.name)")
                return
            }
        } else if !instance.isDefault {
            recorder.annotate(step, "no wzrk_acct_id, and this instance is not the default one: not processed")
            recorder.warn(
                .cleverTapNoAccount,
                path == .appCall && device.settings.appCleverTapCallOn == .leanplum
                    ? "CleverTap push without 'wzrk_acct_id' is dropped: the app's own call is on Leanplum's custom instance, and only a default instance takes such a push"
                    : "CleverTap push without 'wzrk_acct_id' is dropped: sharedInstance() returns Leanplum's custom instance, which has the Info.plist account, and only a default instance takes such a push"
            )
            return
        }
        handle(push, by: instance, flag: flag, event: event, step: step, via: path)
    }

    // MARK: The launch observer

    /// `+onDidFinishLaunchingNotification:` (registered in CleverTap's `+load`): every
    /// instance is told of the launch, and before CleverTap 7.0.2 each one handles the push
    /// in the launch options (`_appEnteredForegroundWithLaunchingOptions:`), Leanplum's too.
    func launchObserver(_ push: Push) {
        let step = recorder.call(
            .iOS, .cleverTap, "onDidFinishLaunchingNotification(_:)",
            note: "CleverTap's observer of UIApplication.didFinishLaunchingNotification")
        guard !instances.isEmpty else {
            guard let shared = sharedInstance(step: step) else {
                return recorder.annotate(
                    step,
                    "no CleverTap instance yet, and without Info.plist credentials sharedInstance is nil: nothing happens"
                )
            }
            recorder.annotate(
                step, "no instance yet: sharedInstance(), the Info.plist default instance, is told of the launch")
            return appEnteredForeground(push, instance: instances[shared], step: step)
        }
        for instance in instances where !device.crashed {
            appEnteredForeground(push, instance: instance, step: step)
        }
    }

    /// `-_appEnteredForegroundWithLaunchingOptions:` of one instance.
    private func appEnteredForeground(_ push: Push, instance: Instance, step: Int?) {
        if device.integration.autoIntegrated && device.integration.hasNotificationCenterDelegate {
            device.pushes.update(push) { $0.leftToSwizzledDidReceive = true }
            return recorder.annotate(
                step,
                "the instance for \(instance.name): autoIntegrate with a UNUserNotificationCenter delegate set, so it leaves the launch push to the swizzled didReceive"
            )
        }
        if release.launchObserverSkipsLeanplum && instance.library == "Leanplum" {
            return recorder.annotate(
                step,
                "the instance for \(instance.name) has library 'Leanplum': \"Leanplum will handle the notification\" (\(release.range(of: .launchObserverSkipsLeanplum)))"
            )
        }
        if instance.isDefault {
            recorder.annotate(step, "the default instance for \(instance.name) handles the push in the launch options")
        } else {
            recorder.annotate(
                step,
                "the instance for \(instance.name) handles the push in the launch options (\(release.range(of: .launchObserverSkipsLeanplum)))"
            )
        }
        handleLaunchPush(push, by: instance)
    }

    /// `-_handlePushNotification:` of one instance (flag `NO`), with its own account check.
    private func handleLaunchPush(_ push: Push, by instance: Instance) {
        let step = recorder.call(.cleverTap, .cleverTap, "_handlePushNotification(_:openDeepLinksInForeground: false)")
        guard !push.classification.cleverTapKeys.isEmpty else {
            return recorder.annotate(step, "not a CleverTap push: not processed")
        }
        if let account = push.userInfo[CleverTapKeys.accountID] {
            guard let text = account.stringValue else { return crash(on: account) }
            guard text == instance.account else {
                return recorder.annotate(step, "not for this instance ('\(text)'): not processed")
            }
        } else if !instance.isDefault {
            return recorder.annotate(
                step, "no wzrk_acct_id: only the default instance takes it, and this one is custom: not processed")
        }
        let event: PushEvent = device.applicationState == .background ? .receive : .open
        let path: HandlingPath = instance.isDefault ? .cleverTapLaunchObserverDefault : .cleverTapLaunchObserver
        handle(push, by: instance, flag: false, event: event, step: step, via: path)
    }

    // MARK: One instance's handling

    /// `-_handlePushNotification:openDeepLinksInForeground:` once the instance is chosen:
    /// a preview goes to its test handler; otherwise the push delegate gets it at once, and
    /// the deep link and the click wait for the main queue.
    private func handle(
        _ push: Push, by instance: Instance, flag: Bool, event: PushEvent, step: Int?, via path: HandlingPath
    ) {
        device.pushes.update(push) { $0.cleverTapHandled = true }
        device.pushes.countHandling(push, by: .clevertap, event: event, via: path)
        if previewTaken(push, step: step) { return }
        recorder.annotate(step, "handled by the instance for \(instance.name)")
        let delegatesHere = delegatesReach(instance)
        recorder.call(
            .cleverTap, .appDelegate, "pushNotificationTapped(withCustomExtras:)",
            note: delegatesHere
                ? "the app's CleverTapPushNotificationDelegate, if set, gets the payload without aps"
                : "not called: the app set its CleverTapPushNotificationDelegate on \(delegatesElsewhereName), not on this instance"
        )
        recorder.call(
            .cleverTap, .iOS, "dispatch_async(dispatch_get_main_queue(), _:)",
            note: "the deep link and Notification Clicked run once the calling method has returned")
        let fromLaunchObserver = path == .cleverTapLaunchObserver || path == .cleverTapLaunchObserverDefault
        device.mainQueue.dispatch { [unowned self] in
            mainQueueBlock(push, flag: flag, fromLaunchObserver: fromLaunchObserver, delegatesHere: delegatesHere)
        }
    }

    /// `_checkAndHandleTestPushPayload:`: with a preview key, the in-app, inbox and
    /// display-unit test handlers are tried in order; the first that takes the push stops it.
    private func previewTaken(_ push: Push, step: Int?) -> Bool {
        let s3Keys = release.previewGateHasInAppS3Keys
        let gate = CleverTapKeys.previews.filter {
            s3Keys || ($0 != CleverTapKeys.inAppPreviewS3URL && $0 != CleverTapKeys.inAppPreviewType)
        }
        let present = gate.filter { push.userInfo[$0] != nil }
        guard !present.isEmpty else { return false }
        let keys = present.joined(separator: ", ")
        let handler: String?
        if (s3Keys && push.userInfo[CleverTapKeys.inAppPreviewS3URL] != nil)
            || push.userInfo[CleverTapKeys.inAppPreview] != nil
        {
            handler = "the in-app test handler (didHandleInAppTestFromPushNotificaton:)"
        } else if push.userInfo[CleverTapKeys.inboxPreview] != nil {
            handler = "the inbox test handler (didHandleInboxMessageTestFromPushNotificaton:)"
        } else if push.userInfo[CleverTapKeys.displayUnitPreview] != nil {
            handler = "the display-unit test handler (didHandleDisplayUnitTestFromPushNotificaton:)"
        } else {
            handler = nil
        }
        guard let handler else {
            recorder.annotate(
                step,
                "preview key \(keys) but no test handler takes it (\"unable to handle test payload\"): handled as a push"
            )
            return false
        }
        recorder.annotate(step, "preview push (\(keys)): \(handler) takes it; nothing more runs")
        return true
    }

    /// The block `_handlePushNotification:openDeepLinksInForeground:` dispatches to the main
    /// queue: it reads the app state when it runs. `wzrk_dl` is opened unless the app is
    /// active and the flag is false; "Notification Clicked" is recorded, tapped or not.
    private func mainQueueBlock(_ push: Push, flag: Bool, fromLaunchObserver: Bool = false, delegatesHere: Bool = true)
    {
        let active = device.applicationState == .active
        let step = recorder.call(
            .iOS, .cleverTap, "main-queue block of _handlePushNotification(_:openDeepLinksInForeground: \(flag))",
            note: "applicationState \(Self.stateName(device.applicationState))")
        if let link = push.string(CleverTapKeys.deepLink), let opens = device.settings.urlDelegateOpens, delegatesHere {
            urlDelegateDecides(push, link: link, opens: opens, step: step)
        } else if let link = push.string(CleverTapKeys.deepLink) {
            if device.settings.urlDelegateOpens != nil { warnURLDelegateElsewhere(push, link: link, step: step) }
            if fromLaunchObserver && !flag && device.applicationState == .inactive {
                openDependingOnLaunchTime(push, link: link)
            } else if active && !flag {
                let opened = device.pushes.currentOutcome(push).deepLinkOpened
                recorder.annotate(
                    step,
                    "deep link '\(link)' not opened: the app is active and the flag is false"
                        + (opened ? " (an earlier handling of this push opened it)" : ""))
                if device.pushes.tapped.contains(push.id) && !opened {
                    recorder.warn(
                        .deepLinkNotOpened,
                        "tapped CleverTap push's deep link '\(link)' is not opened: the app is active when CleverTap's main-queue block runs, and the flag openDeepLinksInForeground is false"
                    )
                }
            } else {
                recorder.call(.cleverTap, .iOS, "UIApplication.shared.open(\"\(link)\")", note: "deep link wzrk_dl")
                device.pushes.update(push) { $0.cleverTap.linksOpened += 1 }
            }
        }
        recordClick(push)
    }

    /// The launch observer's block (flag `NO`, `_appEnteredForegroundWithLaunchingOptions:`)
    /// reads the app state when the main queue gets to it: still inactive on a quick launch,
    /// so the link opens; already active on a slow one, so it does not. Leanplum PR #594's
    /// description (the revert of #591: "If the app launch (didFinishLaunchingWithOptions) takes
    /// a bit more time (for example, on wrappers like ReactNative or Unity)") and CleverTap PR #371's
    /// descriptions report the second ("the application already became active and CleverTap
    /// does not handle the deeplink"); no source line fixes the order, so it is a hazard.
    private func openDependingOnLaunchTime(_ push: Push, link: String) {
        recorder.call(
            .cleverTap, .iOS, "UIApplication.shared.open(\"\(link)\")",
            note:
                "deep link wzrk_dl, depends on launch time: opened if the block runs while the app is still inactive; "
                + "not opened if the app became active first (a slow launch: React Native, Unity), as the flag is false (reported in CleverTap PR #371 and Leanplum PR #594, not a source line)"
        )
        device.pushes.update(push) { $0.cleverTap.linksOpenedOnQuickLaunch += 1 }
        guard device.pushes.tapped.contains(push.id) else { return }
        recorder.warn(
            .deepLinkLaunchTiming,
            "cold-start tap's deep link '\(link)' opens only if CleverTap's launch observer's main-queue block runs before the app becomes active: "
                + "with the flag openDeepLinksInForeground false, a slow launch loses it (reported in CleverTap PR #371 and Leanplum PR #594)"
        )
    }

    /// The app's own call to CleverTap's push API in its `didReceive` or the method
    /// `clevertap.app_calls_in` names (`clevertap.app_did_receive_calls`, on `clevertap.app_calls_on`): CleverTap iOS 7.7.0 has
    /// no push de-duplication (`handleNotificationWithData:` goes straight to
    /// `_handlePushNotification:`, `CleverTap.m` lines 3515-3529; the only de-duplication is App
    /// Inbox's `_isDuplicateInboxEvent:`).
    func appCall(_ push: Push, in method: DelegateMethod, event: PushEvent) {
        let site = device.settings.appCleverTapCallIn
        guard let call = device.settings.appCleverTapCall, site.method == method else { return }
        let note =
            "the app's own call in its \(site.name)"
            + (device.settings.appCleverTapCallThrough.map { ", through its own " + $0 } ?? "")
        guard call != .handlePushNotification else {
            return handlePushNotification(
                push, openDeepLinksInForeground: true, event: event, from: .appDelegate, note: note, via: .appCall)
        }
        let on = device.settings.appCleverTapCallOn
        let step = recorder.call(
            .appDelegate, .cleverTap,
            call.written(on: on == .shared ? "CleverTap.sharedInstance()?" : "leanplumInstance?"),
            note: on == .shared ? note : note + ", on the instance Leanplum.addCleverTapInstance(callback:) handed over"
        )
        guard
            let index = appCallInstance(
                on, step: step, nothing: call == .recordClicked ? "nothing recorded" : "nothing handled")
        else { return }
        if call == .recordClicked { return recordClickFromApp(push, site: site) }
        guard !push.classification.cleverTapKeys.isEmpty else {
            return recorder.annotate(
                step, "not a CleverTap push: dropped (\"push notification not from CleverTap, not processing\")")
        }
        handleByShared(push, index: index, flag: false, event: event, step: step, via: .appCall)
    }

    /// The instance the app's own call reaches: `sharedInstance()` (nil without an Info.plist
    /// account), or Leanplum's, which the app holds only once `addCleverTapInstance`'s callback
    /// ran (`CTWrapper.launch()` calls `triggerInstanceCallbacks()`, Leanplum `CTWrapper.swift`
    /// line 98 at 6.6.1).
    private func appCallInstance(_ on: DelegateInstance, step: Int?, nothing: String) -> Int? {
        switch on {
        case .shared:
            guard let index = sharedInstance(step: step) else {
                recorder.annotate(
                    step, "sharedInstance() is nil: no CleverTapAccountID in the app's Info.plist, \(nothing)")
                return nil
            }
            return index
        case .leanplum:
            guard let index = instances.firstIndex(where: { $0.library == "Leanplum" }) else {
                recorder.annotate(
                    step,
                    "Leanplum has not created its CleverTap instance, so addCleverTapInstance's callback has not run: the app's reference is nil, \(nothing)"
                )
                return nil
            }
            return index
        }
    }

    /// `recordNotificationClickedEventWithData:`: builds the event from any payload, with no
    /// check of an earlier click (`CleverTap.m` 7.7.0 lines 3368-3388).
    private func recordClickFromApp(_ push: Push, site: AppCallSite) {
        let already = device.pushes.currentOutcome(push).cleverTapHandled
        recorder.call(
            .cleverTap, .cleverTap, "recordEvent(\"Notification Clicked\")",
            note: "no check of the payload or of an earlier click")
        device.pushes.update(push) { $0.cleverTap.clicksRecorded += 1 }
        if already {
            device.hazards.noteHandledTwice(
                push,
                cause:
                    "push clicked twice: the app's own \(site.name) calls recordNotificationClickedEvent, and CleverTap handled it too"
            )
        }
        guard !device.pushes.tapped.contains(push.id) else { return }
        let situation = device.applicationState == .active ? "foreground push" : "push received in the background"
        recorder.warn(
            .clickWithoutTap,
            "\(situation) recorded as 'Notification Clicked' by the app's own \(site.name): the user did not tap it")
    }

    /// Each instance has its own delegates (CleverTap iOS 7.7.0 `CleverTap.m`, the setters of
    /// `pushNotificationDelegate` and `urlDelegate`): a delegate set on `sharedInstance()` is
    /// asked only for a push that instance handles (Leanplum's, when it has the Info.plist
    /// account), one set on Leanplum's only for a push Leanplum's handles.
    private func delegatesReach(_ instance: Instance) -> Bool {
        switch device.settings.delegatesOn {
        case nil: true
        case .shared: isSharedInstance(instance)
        case .leanplum: instance.library == "Leanplum"
        }
    }

    private var delegatesElsewhereName: String {
        device.settings.delegatesOn == .shared
            ? "CleverTap.sharedInstance()" : "Leanplum's instance (Leanplum.addCleverTapInstance)"
    }

    private func warnURLDelegateElsewhere(_ push: Push, link: String, step: Int?) {
        recorder.annotate(
            step, "the app's urlDelegate is on \(delegatesElsewhereName), not on this instance: not asked")
        recorder.warn(
            .delegateOnOtherInstance,
            "the app's urlDelegate is set on \(delegatesElsewhereName), but another instance handles the push: it is not asked about '\(link)', "
                + "and the flag openDeepLinksInForeground and the app state decide")
    }

    /// An `urlDelegate` implementing `shouldHandleCleverTapURL(_:forChannel:)` alone decides
    /// whether the link opens; the flag and the app state are not consulted.
    private func urlDelegateDecides(_ push: Push, link: String, opens: Bool, step: Int?) {
        let asked = "the app's urlDelegate answers shouldHandleCleverTapURL(_:forChannel: .pushNotification)"
        guard opens else {
            recorder.annotate(step, "deep link '\(link)' not opened: \(asked) NO")
            if device.pushes.tapped.contains(push.id) {
                recorder.warn(
                    .deepLinkNotOpened,
                    "tapped CleverTap push's deep link '\(link)' is not opened: the app's urlDelegate refuses it (shouldHandleCleverTapURL(_:forChannel:) answers NO)"
                )
            }
            return
        }
        recorder.call(
            .cleverTap, .iOS, "UIApplication.shared.open(\"\(link)\")",
            note: "deep link wzrk_dl: \(asked) YES (the flag and the app state are not consulted)")
        device.pushes.update(push) { $0.cleverTap.linksOpened += 1 }
    }

    /// "Notification Clicked" is recorded for every push handled, tapped or not.
    private func recordClick(_ push: Push) {
        recorder.call(.cleverTap, .cleverTap, "recordEvent(\"Notification Clicked\")")
        device.pushes.update(push) { $0.cleverTap.clicksRecorded += 1 }
        guard !device.pushes.tapped.contains(push.id) else { return }
        guard device.response != .dismiss else {
            // CleverTap's autoIntegrate swizzle of didReceive reads no actionIdentifier
            // (CleverTap 7.7.0 `CTSwizzleManager.m`, `CleverTap.m` observeValueForKeyPath).
            return recorder.warn(
                .clickWithoutTap,
                "dismissed push recorded as 'Notification Clicked': CleverTap handles every didReceive response as a tap, UNNotificationDismissActionIdentifier included"
            )
        }
        let situation = device.applicationState == .active ? "foreground receive" : "push received in the background"
        recorder.warn(.clickWithoutTap, "\(situation) recorded as 'Notification Clicked': the user did not tap it")
    }

    /// `isEqualToString:` sent to a `wzrk_acct_id` that is not a string: an unrecognized
    /// selector, an uncaught `NSInvalidArgumentException`, and the app dies.
    private func crash(on account: JSONValue) {
        let (kind, objcClass) = Self.foundationType(account)
        recorder.call(
            .cleverTap, .cleverTap, "[wzrk_acct_id isEqualToString:]",
            note:
                "wzrk_acct_id is \(kind) (\(account.compactText)), an \(objcClass): \"-[\(objcClass) isEqualToString:]: unrecognized selector sent to instance\"; the uncaught NSInvalidArgumentException crashes the app"
        )
        recorder.warn(
            .cleverTapAccountNotString,
            "'wzrk_acct_id' is \(kind), not a string: CleverTap sends it isEqualToString: and the app crashes (NSInvalidArgumentException, unrecognized selector)"
        )
        device.crash()
    }

    /// The JSON type in words and the Foundation class `NSJSONSerialization` gives it.
    private static func foundationType(_ value: JSONValue) -> (String, String) {
        switch value {
        case .integer, .real: ("a number", "NSNumber")
        case .bool: ("a boolean", "NSNumber")
        case .null: ("null", "NSNull")
        case .array: ("an array", "NSArray")
        case .object: ("an object", "NSDictionary")
        case .string: ("a string", "NSString")
        }
    }

    static func stateName(_ state: ApplicationState) -> String {
        switch state {
        case .active: ".active"
        case .inactive: ".inactive"
        case .background: ".background"
        case .notRunning: "not running"
        }
    }
}
