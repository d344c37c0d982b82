import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// One row per fact of sdk-behaviour.md §2, §3 and §8 (as corrected from the SDK sources in
/// docs/routing-model.md). The comment above each row names the SDK file and function the
/// fact comes from: LP = Leanplum/Leanplum-iOS-SDK (paths under `LeanplumSDK/LeanplumSDK/`),
/// CT = CleverTap/clevertap-ios-sdk. Each row asserts the calls in their order, the
/// handler, `woken` and the warnings; the expectations are written from the sources, not
/// computed by the simulator.
@Suite struct SDKFactTests {
    /// A step that must appear: a call starting with `call` whose note contains `note`.
    struct Step: Sendable, CustomStringConvertible {
        var call: String
        var note: String?

        var description: String { note.map { "\(call) — …\($0)…" } ?? call }
    }

    struct Fact: Sendable, CustomTestStringConvertible {
        var name: String
        /// A file under samples/, or inline JSON (a cell); a scenario's text (`scenario`).
        var payload: String
        var cell: Cell?
        var release = "6.6.1"
        var start: StartTiming? = nil
        var firstRun = false
        var instance: InstanceReadiness? = nil
        var migration: MigrationState = .leanplumAndCleverTap
        var presentation: PresentationOptions = []
        var flag: Bool? = nil
        var deliveryTracking = true
        var shouldHandle = false
        /// Registers a token before the push.
        var token = false
        /// The account of Leanplum's CleverTap instance (nil: the payload's).
        var account: String? = nil
        /// In this order (others may come between).
        var calls: [Step]
        /// None of these calls (prefixes) appears.
        var absent: [String] = []
        /// The handler of each push (one for a cell).
        var handlers: [Handler]
        var woken: [Bool]
        var warnings: Set<String> = []
        /// Warnings that must be error-level.
        var errors: Set<String> = []

        var testDescription: String { name }

        var settings: SimulationSettings {
            var settings = SimulationSettings()
            settings.leanplumSDK = LeanplumRelease(release)!
            settings.start = start
            settings.firstRun = firstRun
            settings.instance = instance
            settings.migration = migration
            settings.presentation = presentation
            settings.openDeepLinksInForeground = flag
            settings.pushDeliveryTracking = deliveryTracking
            settings.shouldHandleNotification = shouldHandle
            settings.token = token ? DeviceToken(hex: "00ff") : nil
            settings.cleverTapAccount = account
            return settings
        }
    }

    static func s(_ call: String, _ note: String? = nil) -> Step { Step(call: call, note: note) }

    static let leanplumWithID = "leanplum-occurrence.json"
    static let leanplumWithoutID = "leanplum-no-occurrence.json"
    static let cleverTap = "clevertap-rich-media.json"
    static let silent = "silent-background.json"
    static let deepLink = #"UIApplication.shared.open("shop://new")"#
    static let openAction = #"ActionContext.runTrackedAction(name: "Open action")"#
    static let click = #"recordEvent("Notification Clicked")"#
    static let handleTrue = "CleverTap.handlePushNotification(_:openDeepLinksInForeground: true)"
    static let handleFalse = "CleverTap.handlePushNotification(_:openDeepLinksInForeground: false)"
    static let launchHandle = "_handlePushNotification(_:openDeepLinksInForeground: false)"
    static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    static let fetch = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    static let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
    static let mainBlock = "main-queue block of _handlePushNotification"
    static let confirm = "ActionManager.shared.trigger(contexts: [Confirm], priority: .high, trigger: nil)"

    // MARK: §2 The iOS entry points, and when the hooks exist

    static let entryPoints: [Fact] = [
        // LP NotificationsProxy.swift applicationLaunched(launchOptions:); NSObject+Notifications.swift
        // leanplum_userNotificationCenter(_:didReceive:withCompletionHandler:) (notifWasOpenedFromStart)
        Fact(
            name: "cold-start tap: the launch observer opens it, didReceive skips the same lp_occurrence_id",
            payload: leanplumWithID, cell: Cell(.notRunning, .open),
            calls: [
                s("application(_:didFinishLaunchingWithOptions:)"), s("Leanplum.start()"),
                s("applicationLaunched(launchOptions:)"),
                s("notificationOpened(userInfo:action:fromLaunch: true)"), s(openAction), s(didReceive, "skipped"),
                s("completionHandler()"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP Proxy/NotificationsProxy+Utilities.swift isEqualToHandledNotification(userInfo:) at 6.1.1
        // (`idA == idB && idA != "-1"`)
        Fact(
            name: "6.1.1 on: a Leanplum push without lp_occurrence_id is opened twice on a cold start",
            payload: leanplumWithoutID, cell: Cell(.notRunning, .open),
            calls: [
                s("notificationOpened(userInfo:action:fromLaunch: true)"), s(openAction), s(didReceive),
                s("notificationOpened(userInfo:action:fromLaunch: false)"), s(openAction),
            ],
            handlers: [.leanplum], woken: [true], warnings: ["cold-start-twice"]),
        // LP Proxy/NotificationsProxy+Utilities.swift isEqualToHandledNotification(userInfo:) at 6.1.0 (`idA == idB`)
        Fact(
            name: "before 6.1.1: two missing lp_occurrence_ids are equal, so didReceive skips it",
            payload: leanplumWithoutID, cell: Cell(.notRunning, .open), release: "6.1.0",
            calls: [s("notificationOpened(userInfo:action:fromLaunch: true)"), s(openAction), s(didReceive, "\"-1\"")],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager+Utilities.swift getNotificationId(_:) (`String(describing:)`)
        Fact(
            name: "occurrence ids compare as text: 42 and \"42\" are the same push",
            payload: "launch-tap-42", cell: nil,
            calls: [
                s("notificationOpened(userInfo:action:fromLaunch: true)"), s(didReceive, "same 'lp_occurrence_id'"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsProxy.swift applicationLaunched(launchOptions:) (state .background);
        // NSObject+Notifications.swift leanplum_application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
        Fact(
            name:
                "not running, content-available: launched in the background, received once; the fetch callback skips it",
            payload: silent, cell: Cell(.notRunning, .receive),
            calls: [
                s("application(_:didFinishLaunchingWithOptions:)", "launched in the background"),
                s("applicationLaunched(launchOptions:)"),
                s("notificationReceived(userInfo:isForeground: false)"), s(fetch, "skipped"),
                s("completionHandler(.newData)"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NSObject+Notifications.swift leanplum_userNotificationCenter(_:didReceive:withCompletionHandler:) (the skip
        // whoever owns the push) + LPCTNotificationsManager.swift notificationOpened (early return) + CT 7.0.2 CleverTap.m
        // _appEnteredForegroundWithLaunchingOptions: (library "Leanplum": skip)
        Fact(
            name:
                "a CleverTap push with lp_occurrence_id tapped on a cold start: nobody handles it (CleverTap 7.0.2 on)",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","lp_occurrence_id":"o-1"}"#,
            cell: Cell(.notRunning, .open),
            calls: [
                s("onDidFinishLaunchingNotification(_:)", "Leanplum will handle"),
                s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                s(didReceive, "same 'lp_occurrence_id'"),
            ],
            absent: [handleTrue, launchHandle],
            handlers: [.none], woken: [true], warnings: ["no-message-id", "cold-start-unhandled"]),
        // LP NSObject+Notifications.swift leanplum_application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (state == .background)
        Fact(
            name: "background, content-available: the fetch callback receives it",
            payload: silent, cell: Cell(.background, .receive),
            calls: [
                s(fetch), s("notificationReceived(userInfo:isForeground: false)"), s("completionHandler(.newData)"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NSObject+Notifications.swift leanplum_userNotificationCenter(_:didReceive:withCompletionHandler:)
        Fact(
            name: "background tap: didReceive opens it",
            payload: leanplumWithID, cell: Cell(.background, .open),
            calls: [
                s(didReceive), s("notificationOpened(userInfo:action:fromLaunch: false)"), s(openAction),
                s("completionHandler()"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NSObject+Notifications.swift leanplum_userNotificationCenter(_:willPresent:withCompletionHandler:) and the
        // fetch callback's `state == .background` check
        Fact(
            name: "foreground with content-available: willPresent receives it, the fetch callback does nothing",
            payload: "seed-leanplum.json", cell: Cell(.foreground, .receive),
            calls: [
                s(willPresent), s("notificationReceived(userInfo:isForeground: true)"), s("completionHandler([])"),
                s(fetch, "not in the background"), s("completionHandler(.newData)"),
            ],
            handlers: [.leanplum], woken: [true]),
        // Apple: no content-available, no app code while the app is not in the foreground
        Fact(
            name: "a CleverTap push never wakes the app",
            payload: cleverTap, cell: Cell(.background, .receive),
            calls: [], absent: ["CleverTap", "notificationReceived"],
            handlers: [.none], woken: [false], warnings: ["no-wake"]),
        // LP Classes/Internal/Leanplum.m +startWithUserId:userAttributes:responseHandler: (setupNotificationSwizzling);
        // Proxy/NotificationsProxy.swift setupNotificationSwizzling()
        Fact(
            name: "before start there are no hooks: a background tap reaches no SDK",
            payload: leanplumWithID, cell: Cell(.background, .open), start: .later,
            calls: [s("Leanplum.start()"), s("setupNotificationSwizzling()")],
            absent: ["notificationOpened", didReceive],
            handlers: [.none], woken: [true], warnings: ["before-start"]),
        // Apple: without willPresent nothing is presented in the foreground; Leanplum sets the
        // notification-center delegate in setupNotificationSwizzling()
        Fact(
            name: "before start a foreground push is neither shown nor seen",
            payload: leanplumWithID, cell: Cell(.foreground, .receive), start: .later,
            calls: [], absent: [willPresent, "notificationReceived", "Leanplum.start()"],
            handlers: [.none], woken: [false], warnings: ["before-start"]),
        // LP Classes/Internal/Leanplum.m +load (addDidFinishLaunchingObserver); NotificationsProxy.swift applicationLaunched
        Fact(
            name: "before start only the launch observer exists: a cold-start tap is queued, didReceive reaches nobody",
            payload: cleverTap, cell: Cell(.notRunning, .open), start: .later,
            calls: [
                s("applicationLaunched(launchOptions:)"), s("Leanplum.onStartIssued(_:)", "queues #1"),
                s("UNUserNotificationCenter.current().delegate", "reaches nobody"), s("Leanplum.start()"),
                s("CleverTap.instance(with:)"), s(handleTrue, "#1 runs"), s(mainBlock), s(deepLink), s(click),
            ],
            absent: [didReceive],
            handlers: [.clevertap], woken: [true]),
        // LP ClassesSwift/Migration/MigrationManager.swift fetchMigrationState(_:), fetchMigrationStateAsync(completion:);
        // Leanplum.m triggerStartIssued in the completion
        Fact(
            name: "a first run issues start only when getMigrateState answers: both cold-start forwards wait and run",
            payload: cleverTap, cell: Cell(.notRunning, .open), firstRun: true,
            calls: [
                s("Leanplum.start()"), s("MigrationManager.fetchMigrationState(_:)", "first run"),
                s("Leanplum.onStartIssued(_:)", "queues #1"), s(didReceive),
                s("Leanplum.onStartIssued(_:)", "queues #2"),
                s("completionHandler()"), s("MigrationManager.handleGetMigrateState(apiResponse:)"),
                s("CleverTap.instance(with:)"),
                s(handleTrue, "#1 runs"), s(handleTrue, "#2 runs"),
            ],
            handlers: [.clevertap], woken: [true], warnings: ["cold-start-twice"]),
        // LP MigrationManager.swift fetchMigrationState(_:) (`migrationState != .undefined`: at once)
        Fact(
            name: "a cached state issues start inside start: the instance exists before the launch observers run",
            payload: cleverTap, cell: Cell(.notRunning, .open),
            calls: [
                s("Leanplum.start()"), s("MigrationManager.fetchMigrationState(_:)", "cached state"),
                s("CleverTap.instance(with:)"),
                s("onDidFinishLaunchingNotification(_:)"),
                s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                s(didReceive), s(handleTrue), s("completionHandler()"), s(mainBlock), s(deepLink), s(click),
            ],
            absent: ["Leanplum.onStartIssued"],
            handlers: [.clevertap], woken: [true]),
        // Apple: no willPresent without something to present; LP NSObject+Notifications.swift fetch callback
        Fact(
            name: "a silent push in the foreground reaches no SDK",
            payload: silent, cell: Cell(.foreground, .receive),
            calls: [s(fetch, "no willPresent"), s("completionHandler(.newData)")],
            absent: [willPresent, "notificationReceived"],
            handlers: [.none], woken: [true], warnings: ["silent-foreground-unhandled"]),
        // LP NotificationsProxy.swift pushNotificationPresentationOption (default []) and the defer blocks of
        // NSObject+Notifications.swift
        Fact(
            name: "completion handlers: willPresent with Leanplum's option",
            payload: leanplumWithID, cell: Cell(.foreground, .receive), presentation: [.banner],
            calls: [s(willPresent), s("completionHandler([.banner])", "shows")],
            handlers: [.leanplum], woken: [true]),
        // LP LPCTNotificationsManager.swift notificationOpened (launch path) + isEqualToHandledNotification:
        // start later means no hook at didReceive, so once
        Fact(
            name: "6.1.1 on: with start after the launch, a Leanplum push without lp_occurrence_id is opened once",
            payload: leanplumWithoutID, cell: Cell(.notRunning, .open), start: .later,
            calls: [s("notificationOpened(userInfo:action:fromLaunch: true)"), s("Leanplum.start()"), s(openAction)],
            absent: [didReceive],
            handlers: [.leanplum], woken: [true]),
    ]

    // MARK: §3 Leanplum

    static let leanplum: [Fact] = [
        // LP NotificationsManager.swift notificationOpened(userInfo:action:fromLaunch:) (guard messageIdFromUserInfo)
        Fact(
            name: "the base manager ignores a payload without a message id",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "5.0.0",
            calls: [s("notificationOpened(userInfo:action:)", "no message id: ignored"), s(didReceive, "drops it")],
            absent: ["CleverTap"],
            handlers: [.none], woken: [true]),
        // LP NotificationsManager.swift notificationOpened (embedded: Leanplum.onStartIssued { runTrackedAction })
        Fact(
            name: "an open with _lpx runs the tracked action once start is issued",
            payload: leanplumWithID, cell: Cell(.notRunning, .open), firstRun: true,
            calls: [
                s("Leanplum.onStartIssued(_:)", "queues #1: ActionContext.runTrackedAction"),
                s("MigrationManager.handleGetMigrateState(apiResponse:)"),
                s(openAction, "#1 runs: start issued"), s(#"UIApplication.shared.open("shop://orders/8812")"#),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift notificationOpened (requireMessageContentWithMessageId);
        // NotificationsManager+Utilities.swift requireMessageContentWithMessageId(_:completionHandler:)
        // (Leanplum.onceVariablesChangedAndNoDownloadsPending)
        Fact(
            name: "an open without _lpx or _lpc waits for the message (the start response), then for start",
            payload: #"{"aps":{"alert":"Hi"},"_lpm":77,"lp_occurrence_id":"o-77"}"#, cell: Cell(.notRunning, .open),
            firstRun: true,
            calls: [
                s("requireMessageContentWithMessageId(_:withCompletionBlock:)"),
                s("Leanplum.onceVariablesChangedAndNoDownloadsPending(_:)", "queues #1"),
                s("MigrationManager.handleGetMigrateState(apiResponse:)"),
                s("Leanplum.createActionContext(forMessageId: 77)", "#1 runs"),
                s("Leanplum.onStartIssued(_:)", "start already issued"), s(openAction), s("ActionContext.runAction()"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift trackDelivery(userInfo:); Classes/Internal/Leanplum.m
        // +track:withValue:andInfo:andArgs:andParameters: (onStartIssued { trackInternal })
        Fact(
            name: "Push Delivered goes through Leanplum.track, which waits for start issued",
            payload: silent, cell: Cell(.notRunning, .receive), firstRun: true,
            calls: [
                s("notificationReceived(userInfo:isForeground: false)"),
                s("Leanplum.track(\"Push Delivered\", params:)"),
                s("Leanplum.onStartIssued(_:)", "queues #1: trackInternal(\"Push Delivered\")"),
                s("MigrationManager.handleGetMigrateState(apiResponse:)"),
                s("trackInternal(\"Push Delivered\")", "#1 runs"),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP Leanplum.m +onStartIssued: (startIssuedBlocks, kept in memory until triggerStartIssued)
        Fact(
            name: "Push Delivered is lost when start never comes",
            payload: silent, cell: Cell(.notRunning, .receive), start: .never,
            calls: [s("Leanplum.track(\"Push Delivered\", params:)"), s("Leanplum.onStartIssued(_:)", "queues #1")],
            absent: ["trackInternal", "Leanplum.start()"],
            handlers: [.leanplum], woken: [true], warnings: ["never-run"]),
        // LP NotificationsManager.swift trackDelivery (guard isPushDeliveryTrackingEnabled); Leanplum.m
        // +setPushDeliveryTrackingEnabled:
        Fact(
            name: "with delivery tracking off there is no Push Delivered",
            payload: silent, cell: Cell(.background, .receive), deliveryTracking: false,
            calls: [s("notificationReceived(userInfo:isForeground: false)", "tracking is off")],
            absent: ["Leanplum.track"],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift trackDelivery (guard userInfo[LP_KEY_LOCAL_NOTIF] == nil)
        Fact(
            name: "a local notification's delivery is not tracked",
            payload: #"{"aps":{"content-available":1},"_lpm":1,"_lpl":true}"#, cell: Cell(.background, .receive),
            calls: [s("notificationReceived(userInfo:isForeground: false)", "local notification")],
            absent: ["Leanplum.track"],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift showNotificationInForeground(userInfo:) (ActionManager.shared.trigger)
        Fact(
            name: "the foreground confirm is the Confirm action, triggered through the action manager",
            payload: leanplumWithID, cell: Cell(.foreground, .receive),
            calls: [
                s("notificationReceived(userInfo:isForeground: true)"),
                s("Leanplum.track(\"Push Delivered\", params:)"), s(confirm, "\"Track it in the app\""),
            ],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift notificationReceived (`!isMuted` before showNotificationInForeground);
        // NotificationsManager+Utilities.swift isMuted(_:)
        Fact(
            name: "a muted push shows no confirm and does not reach the app's block",
            payload: "leanplum-muted.json", cell: Cell(.foreground, .receive), shouldHandle: true,
            calls: [s("notificationReceived(userInfo:isForeground: true)", "muted (_lpu)")],
            absent: [confirm, "shouldHandleNotificationBlock"],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager+Utilities.swift getNotificationText(_:) (`aps["alert"] as? String`: "" is text)
        Fact(
            name: "an empty alert string is still text: the confirm is shown",
            payload: #"{"aps":{"alert":""},"_lpm":1,"_lpx":{"__name__":""}}"#, cell: Cell(.foreground, .receive),
            calls: [s(confirm, "\"\"")],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager+Utilities.swift getNotificationText(_:) (`alert["body"] as? String`)
        Fact(
            name: "an alert without body has no text: no confirm",
            payload: #"{"aps":{"alert":{"title":"T"}},"_lpm":1,"_lpx":{"__name__":""}}"#,
            cell: Cell(.foreground, .receive),
            calls: [s("notificationReceived(userInfo:isForeground: true)", "no alert text")],
            absent: [confirm],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift showNotificationInForeground(userInfo:) (shouldHandleNotificationBlock first);
        // Leanplum.m +setShouldOpenNotificationHandler:
        Fact(
            name: "the app's shouldHandleNotificationBlock replaces the confirm, even without alert text",
            payload: #"{"aps":{"sound":"default"},"_lpm":1,"_lpx":{"__name__":""}}"#, cell: Cell(.foreground, .receive),
            shouldHandle: true,
            calls: [s("shouldHandleNotificationBlock(userInfo, response)")],
            absent: [confirm],
            handlers: [.leanplum], woken: [true]),
        // LP NotificationsManager.swift notificationReceived (background: `!areActionsEmbedded` → requireMessageContentWithMessageId)
        Fact(
            name: "a background receive without _lpx or _lpc prefetches the message",
            payload: #"{"aps":{"content-available":1},"_lpm":9}"#, cell: Cell(.background, .receive),
            calls: [s("requireMessageContentWithMessageId(_:)", "prefetches message 9")],
            handlers: [.leanplum], woken: [true]),
    ]

    // MARK: §3 CleverTap

    static let cleverTapFacts: [Fact] = [
        // CT CleverTap.m -_handlePushNotification:openDeepLinksInForeground: (_isCTPushNotification:)
        Fact(
            name: "a payload that is not CleverTap's is dropped",
            payload: "firebase.json", cell: Cell(.background, .open),
            calls: [s(handleTrue, "not a CleverTap push")],
            absent: [click],
            handlers: [.none], woken: [true]),
        // CT CleverTap.m +handlePushNotification:openDeepLinksInForeground: (no match: silently dropped)
        Fact(
            name: "a wzrk_acct_id of another account is silently dropped",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"OTHER","wzrk_id":"1"}"#, cell: Cell(.background, .open),
            account: "W84-WW7-123A",
            calls: [s(handleTrue, "silently dropped")],
            absent: [click],
            handlers: [.none], woken: [true], warnings: ["ct-account-mismatch"]),
        // CT CleverTap.m +handlePushNotification:… (no wzrk_acct_id → sharedInstance, nil without Info.plist)
        Fact(
            name: "without wzrk_acct_id the default instance would take it; Leanplum's is custom",
            payload: "clevertap-no-account.json", cell: Cell(.background, .open),
            calls: [s(handleTrue, "shared default instance")],
            absent: [click],
            handlers: [.none], woken: [true], warnings: ["ct-no-account"]),
        // CT CleverTap.m +handlePushNotification:… (`[accountId isEqualToString:…]` on an NSNumber)
        Fact(
            name: "a numeric wzrk_acct_id crashes the app",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":123,"wzrk_dl":"shop://x"}"#, cell: Cell(.background, .open),
            calls: [s(handleTrue), s("[wzrk_acct_id isEqualToString:]", "crashes the app")],
            absent: ["completionHandler", click, "UIApplication.shared.open", "pushNotificationTapped"],
            handlers: [.none], woken: [true], warnings: ["ct-account-not-string"], errors: ["ct-account-not-string"]),
        // CT CleverTap.m -_checkAndHandleTestPushPayload:; InApps/CTInAppDisplayManager.m didHandleInAppTestFromPushNotificaton:
        Fact(
            name: "preview wzrk_inapp: the in-app test handler takes it, whatever its value",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp":"not json"}"#,
            cell: Cell(.background, .open),
            calls: [s(handleTrue, "in-app test handler")],
            absent: ["pushNotificationTapped", click],
            handlers: [.clevertap], woken: [true]),
        // CT CleverTap.m didHandleInboxMessageTestFromPushNotificaton:
        Fact(
            name: "preview wzrk_inbox: the inbox test handler takes it",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inbox":"{}"}"#, cell: Cell(.background, .open),
            calls: [s(handleTrue, "inbox test handler")],
            absent: [click],
            handlers: [.clevertap], woken: [true]),
        // CT CleverTap.m didHandleDisplayUnitTestFromPushNotificaton:
        Fact(
            name: "preview wzrk_adunit: the display-unit test handler takes it",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_adunit":"{}"}"#, cell: Cell(.background, .open),
            calls: [s(handleTrue, "display-unit test handler")],
            absent: [click],
            handlers: [.clevertap], woken: [true]),
        // CT CTInAppDisplayManager.m didHandleInAppTestFromPushNotificaton: (S3 URL, CleverTap 7.4.0 on)
        Fact(
            name: "preview wzrk_inapp_s3_url (CleverTap 7.4.0 on): the in-app test handler takes it",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp_s3_url":"https://x"}"#,
            cell: Cell(.background, .open),
            calls: [s(handleTrue, "in-app test handler")],
            absent: [click],
            handlers: [.clevertap], woken: [true]),
        // CT CleverTap.m -_checkAndHandleTestPushPayload: ("unable to handle test payload": NO)
        Fact(
            name: "wzrk_inapp_type alone: no test handler takes it, so it is handled as a push",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp_type":"x"}"#,
            cell: Cell(.background, .open),
            calls: [
                s(handleTrue, "no test handler takes it"), s("pushNotificationTapped(withCustomExtras:)"), s(click),
            ],
            handlers: [.clevertap], woken: [true]),
        // CT 5.0.1 CleverTap.m -_checkAndHandleTestPushPayload: (only wzrk_inapp, wzrk_inbox, wzrk_adunit)
        Fact(
            name: "before CleverTap 7.4.0 wzrk_inapp_s3_url is no preview key",
            payload: #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp_s3_url":"https://x"}"#,
            cell: Cell(.background, .open),
            release: "6.1.1",
            calls: [s(handleTrue, "handled by the instance"), s(click)],
            handlers: [.clevertap], woken: [true]),
        // CT CleverTap.m -_handlePushNotification:openDeepLinksInForeground: (_notifyPushNotificationTapped: before
        // dispatch_async(dispatch_get_main_queue(), …))
        Fact(
            name: "the delegate runs at once; the deep link and the click after the hook's completion handler",
            payload: cleverTap, cell: Cell(.background, .open),
            calls: [
                s(didReceive), s(handleTrue), s("pushNotificationTapped(withCustomExtras:)"),
                s("dispatch_async(dispatch_get_main_queue(), _:)"),
                s("completionHandler()"), s(mainBlock, ".active"), s(deepLink), s(click),
            ],
            handlers: [.clevertap], woken: [true]),
        // CT CleverTap.m main-queue block (`inForeground && !openInForeground`: no deep link)
        Fact(
            name: "the block reads the app state when it runs: a foreground receive opens no deep link",
            payload: cleverTap, cell: Cell(.foreground, .receive),
            calls: [s(willPresent), s(handleFalse), s("completionHandler([])"), s(mainBlock, "not opened"), s(click)],
            absent: [deepLink],
            handlers: [.clevertap], woken: [true], warnings: ["click-without-tap"]),
        // CT CleverTap.m main-queue block: after a background tap the app is active when it runs
        Fact(
            name: "a tapped push with the flag false: the app is active when the block runs, so no deep link",
            payload: cleverTap, cell: Cell(.background, .open), flag: false,
            calls: [s(handleFalse), s("completionHandler()"), s(mainBlock, "not opened"), s(click)],
            absent: [deepLink],
            handlers: [.clevertap], woken: [true], warnings: ["deep-link-not-opened"]),
    ]

    // MARK: §8 Releases

    static let releases: [Fact] = [
        // LP 5.0.0 ClassesSwift/Notifications/NSObject+Notifications.swift ("Do not handle non-Leanplum notifications")
        Fact(
            name: "before 6.0.0 the hooks drop CleverTap pushes",
            payload: cleverTap, cell: Cell(.background, .open), release: "5.0.0",
            calls: [s(didReceive, "the hook drops it"), s("completionHandler()")],
            absent: ["CleverTap", "notificationOpened"],
            handlers: [.none], woken: [true]),
        // LP 6.0.0 ClassesSwift/Migration/LPCTNotificationsManager.swift handlerCleverTapNotification (onStartIssued,
        // Constants.OpenDeepLinksInForeground = true); CT 4.1.5 CleverTap.m +onDidFinishLaunchingNotification: →
        // _appEnteredForegroundWithLaunchingOptions: (no library check)
        Fact(
            name: "6.0.0, instance ready: CleverTap's launch observer and Leanplum's launch path both handle the tap",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.0.0",
            calls: [
                s("onDidFinishLaunchingNotification(_:)", "CleverTap before 7.0.2"), s(launchHandle, "handled"),
                s("notificationOpened(userInfo:action:)", "forwarded"),
                s("Leanplum.onStartIssued(_:)", "start already issued"),
                s(handleTrue, "handled"), s(mainBlock, ".inactive"), s(mainBlock, ".inactive"),
                s(didReceive, "skipped"),
            ],
            absent: ["handleWithCleverTapInstance"],
            handlers: [.clevertap], woken: [true], warnings: ["cold-start-twice", "deep-link-launch-timing"]),
        // LP 6.0.0 LPCTNotificationsManager.swift (Constants.OpenDeepLinksInForeground = true for receives too)
        Fact(
            name: "6.0.0: the flag is true for a receive too, so a foreground receive opens the deep link",
            payload: cleverTap, cell: Cell(.foreground, .receive), release: "6.0.0", flag: false,
            calls: [s(handleTrue, "no setCleverTapOpenDeepLinksInForeground"), s(mainBlock), s(deepLink)],
            handlers: [.clevertap], woken: [true], warnings: ["click-without-tap"]),
        // LP 6.0.2 LPCTNotificationsManager.swift notificationOpened (`fromLaunch && hasLaunched`: return);
        // CT 4.1.5 CleverTap.m _appEnteredForegroundWithLaunchingOptions: (flag NO: the deep link depends on launch
        // time, deep-link-launch-timing, the report of CleverTap PR #371)
        Fact(
            name: "6.0.2, instance ready: the launch path returns early, CleverTap's observer handles it once",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.0.2",
            calls: [
                s(launchHandle, "handled"), s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                s(mainBlock, ".inactive"), s(deepLink), s(didReceive, "skipped"),
            ],
            handlers: [.clevertap], woken: [true], warnings: ["deep-link-launch-timing"]),
        // LP 6.0.2 LPCTNotificationsManager.swift handleWithCleverTapInstance(action:) (`hasLaunched`: now)
        Fact(
            name: "6.0.2: with the instance there, handleWithCleverTapInstance runs the forward now",
            payload: cleverTap, cell: Cell(.background, .open), release: "6.0.2",
            calls: [s("handleWithCleverTapInstance(action:)", "runs now"), s(handleTrue)],
            absent: ["Leanplum.onStartIssued"],
            handlers: [.clevertap], woken: [true]),
        // LP 6.0.2 MigrationManager.swift launchWrapper() (public: early init before start)
        Fact(
            name: "6.0.2, the instance created early and start later: CleverTap's observer handles the tap",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.0.2", start: .later, instance: .ready,
            calls: [
                s("MigrationManager.shared.launchWrapper()"), s("CleverTap.instance(with:)"),
                s(launchHandle, "handled"),
                s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                s("UNUserNotificationCenter.current().delegate"), s("Leanplum.start()"),
            ],
            handlers: [.clevertap], woken: [true], warnings: ["deep-link-launch-timing"]),
        // LP 6.0.0 MigrationManager.swift (no public launchWrapper)
        Fact(
            name: "6.0.0 has no early init",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.0.0", start: .later, instance: .ready,
            calls: [
                s("application(_:didFinishLaunchingWithOptions:)", "no early CleverTap init"),
                s("Leanplum.onStartIssued(_:)", "queues #1"),
            ],
            absent: ["MigrationManager.shared.launchWrapper()"],
            handlers: [.clevertap], woken: [true]),
        // LP 6.1.0 LPCTNotificationsManager.swift (`openDeepLinksInForeground = false`)
        Fact(
            name: "6.1.0: the flag is false for opens too, so a tapped push's deep link is not opened",
            payload: cleverTap, cell: Cell(.background, .open), release: "6.1.0",
            calls: [s(handleFalse), s(mainBlock, "not opened")],
            absent: [deepLink],
            handlers: [.clevertap], woken: [true], warnings: ["deep-link-not-opened"]),
        // LP 6.1.1 LPCTNotificationsManager.swift handleCleverTapNotification (`openDeepLinksInForeground?.boolValue ?? (event == .opened)`)
        Fact(
            name: "6.1.1: unset, the flag is true for an open",
            payload: cleverTap, cell: Cell(.background, .open), release: "6.1.1",
            calls: [s(handleTrue), s(mainBlock), s(deepLink)],
            handlers: [.clevertap], woken: [true]),
        // LP 6.1.1 isEqualToHandledNotification (`idA != "-1"`); CT 5.0.1 CleverTap.m _appEnteredForegroundWithLaunchingOptions:
        // (no library check; the #591 report)
        Fact(
            name: "6.1.1 with CleverTap 5.x, instance ready: CleverTap's observer and didReceive both handle the tap",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.1.1",
            calls: [
                s(launchHandle, "handled"), s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                s(didReceive), s(handleTrue, "handled"),
            ],
            handlers: [.clevertap], woken: [true], warnings: ["cold-start-twice", "deep-link-launch-timing"]),
        // CT 7.0.2 CleverTap.m _appEnteredForegroundWithLaunchingOptions: (`deviceInfo.library == "Leanplum"`: skip, #371)
        Fact(
            name: "6.5.0 on (CleverTap 7.0.2 on): CleverTap's observer leaves the tap to Leanplum, handled once",
            payload: cleverTap, cell: Cell(.notRunning, .open), release: "6.5.0",
            calls: [
                s("onDidFinishLaunchingNotification(_:)", "Leanplum will handle"), s(didReceive),
                s(handleTrue, "handled"),
            ],
            absent: [launchHandle],
            handlers: [.clevertap], woken: [true]),
        // LP 6.6.1 LPCTNotificationsManager.swift (early return) + CT 7.7.0 (library skip) + no hook before start
        Fact(
            name: "newest, instance created early, start never: nobody handles the cold-start tap",
            payload: cleverTap, cell: Cell(.notRunning, .open), start: .never, instance: .ready,
            calls: [
                s("CleverTap.instance(with:)"),
                s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
            ],
            absent: [handleTrue, launchHandle, click],
            handlers: [.none], woken: [true], warnings: ["before-start"]),
        // LP 6.0.0 LPCTNotificationsManager.swift didRegisterForRemoteNotificationsWithDeviceToken (onStartIssued)
        Fact(
            name: "6.0.0: the token for CleverTap always waits on onStartIssued",
            payload: leanplumWithID, cell: Cell(.background, .open), release: "6.0.0", token: true,
            calls: [
                s("didRegisterForRemoteNotificationsWithDeviceToken(_:)"),
                s("Leanplum.onStartIssued(_:)", "setPushToken(_:) runs now"), s("setPushToken(_:)"),
            ],
            absent: ["handleWithCleverTapInstance"],
            handlers: [.leanplum], woken: [true]),
        // LP 6.0.0 NotificationsProxy.swift (notificationHandledFromStart kept for the process) +
        // isEqualToHandledNotification (`idA == idB`): PR #569's "consequent CleverTap notification opens will not work"
        Fact(
            name: "before 6.1.1 a later CleverTap tap in the same session is taken for the launch push and lost",
            payload: "second-tap", cell: nil, release: "6.1.0",
            calls: [s(didReceive, "taken for it and skipped")],
            handlers: [.clevertap, .none], woken: [true, true],
            warnings: ["duplicate-of-launch-push", "deep-link-launch-timing"]),
        // LP 6.1.1 isEqualToHandledNotification (`idA != "-1"`)
        Fact(
            name: "6.1.1 on, the later CleverTap tap is handled",
            payload: "second-tap", cell: nil, release: "6.1.1",
            calls: [
                s(didReceive), s("notificationOpened(userInfo:action:fromLaunch: false)"), s(handleTrue, "handled"),
            ],
            handlers: [.clevertap, .clevertap], woken: [true, true],
            warnings: ["cold-start-twice", "deep-link-launch-timing"]),
    ]

    /// Scenarios the rows above name instead of a payload.
    static let scenarios: [String: String] = [
        "launch-tap-42": """
        tap {"aps":{"alert":"Hi"},"_lpm":1,"lp_occurrence_id":42}
        """,
        "second-tap": """
        tap clevertap-rich-media.json
        background
        tap {"aps":{"alert":"Later"},"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"2"}
        """,
    ]

    static let all = entryPoints + leanplum + cleverTapFacts + releases

    @Test(arguments: all)
    func factHolds(_ fact: Fact) throws {
        let result = try Self.run(fact)
        let steps = result.trace
        if let (missing, from) = Self.firstMissing(fact.calls, in: steps) {
            Issue.record("missing, in order: \(missing) (after step \(from))")
        }
        for call in fact.absent {
            #expect(!steps.contains { $0.call.hasPrefix(call) }, "unexpected \(call)")
        }
        #expect(result.pushes.map(\.handler) == fact.handlers)
        #expect(result.pushes.map(\.woken) == fact.woken)
        #expect(Set(result.warnings.map(\.warning.code.rawValue)) == fact.warnings)
        let errors = result.warnings.filter { $0.warning.severity == .error }.map(\.warning.code.rawValue)
        #expect(Set(errors) == fact.errors)
    }

    static func run(_ fact: Fact) throws -> SimulationResult {
        if let cell = fact.cell {
            return CellSimulator.run(try push(fact.payload), in: cell, settings: fact.settings)
        }
        let text = try #require(Self.scenarios[fact.payload])
        let samples = CommandRunner.root.appendingPathComponent("samples").path
        let parsed = ScenarioParser(file: fact.payload, directory: samples, settings: fact.settings).parse(text)
        let scenario = try #require(parsed.scenario, "\(parsed.diagnostics)")
        return try ScenarioSimulator.run(scenario, file: fact.payload).get()
    }

    /// The first of `calls` not found in `steps` in that order (others may come between),
    /// with the index it was looked for from; nil when all are there.
    static func firstMissing(_ calls: [Step], in steps: [TraceStep]) -> (Step, Int)? {
        var from = 0
        for expected in calls {
            let found = steps[from...].firstIndex { step in
                step.call.hasPrefix(expected.call) && (expected.note.map { step.note?.contains($0) == true } ?? true)
            }
            guard let found else { return (expected, from) }
            from = found + 1
        }
        return nil
    }

    static func push(_ payload: String) throws -> Push {
        let text =
            payload.hasPrefix("{")
            ? payload
            : try String(contentsOf: CommandRunner.root.appendingPathComponent("samples/" + payload), encoding: .utf8)
        return Push(id: 1, userInfo: try Jansson.decode(text).get(), source: payload)
    }
}
