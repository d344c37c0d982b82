import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// One row per setting of docs/routing-model.md §7 (what the app itself configures, the
/// keys of an app profile). The comment above each row names the SDK file and function the
/// effect comes from: LP = Leanplum/Leanplum-iOS-SDK at 6.6.1 (paths under
/// `LeanplumSDK/LeanplumSDK/`), CT = CleverTap/clevertap-ios-sdk at 7.7.0. Each row runs
/// a payload in all six cells without the setting and with it: in the cells it names, the
/// calls (in order), the handler and the exact warnings are asserted; every other cell must
/// stay exactly as without the setting. The expectations are written from the sources.
@Suite struct AppIntegrationTests {
    typealias Step = SDKFactTests.Step

    /// What a cell shows with the setting.
    struct Changed: Sendable {
        var cell: Cell
        var calls: [Step]
        var absent: [String] = []
        var handler: Handler
        var warnings: Set<String> = []
        /// Warnings that must be error-level.
        var errors: Set<String> = []
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// A file under samples/, or inline JSON.
        var payload: String
        /// The settings both runs share.
        var base: @Sendable (inout SimulationSettings) -> Void = { _ in }
        /// The setting the row is about.
        var setting: @Sendable (inout SimulationSettings) -> Void
        var changed: [Changed]
        var testDescription: String { name }
    }

    static func s(_ call: String, _ note: String? = nil) -> Step { Step(call: call, note: note) }
    static func cell(_ state: AppState, _ event: PushEvent) -> Cell { Cell(state, event) }

    static let didReceive = SDKFactTests.didReceive
    static let willPresent = SDKFactTests.willPresent
    static let fetch = SDKFactTests.fetch
    static let handleTrue = SDKFactTests.handleTrue
    static let handleFalse = SDKFactTests.handleFalse
    static let launchHandle = SDKFactTests.launchHandle
    static let click = SDKFactTests.click
    static let mainBlock = SDKFactTests.mainBlock
    static let openAction = SDKFactTests.openAction
    static let deepLink = #"UIApplication.shared.open("https:")"#
    static let ownMethod = "the app's own method"
    static let launched = "applicationLaunched(launchOptions:)"
    static let withMethods = AppDelegateMethods.Method()

    static func method(_ change: (inout AppDelegateMethods.Method) -> Void = { _ in }) -> AppDelegateMethods.Method {
        var method = AppDelegateMethods.Method()
        change(&method)
        return method
    }

    // MARK: Leanplum

    static let leanplumRows: [Row] = [
        // LP Classes/Internal/Leanplum.m +load (addDidFinishLaunchingObserver only if LPUtils.isSwizzlingEnabled);
        // ClassesSwift/Notifications/Proxy/NotificationsProxy.swift setupNotificationSwizzling() (guard isSwizzlingEnabled)
        Row(
            name: "swizzling off: no launch observer, no hooks, no notification-center delegate",
            payload: "seed-leanplum.json",
            setting: { $0.swizzling = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .receive),
                    calls: [
                        s("setupNotificationSwizzling()", "swizzling is off"),
                        s("Leanplum.applicationDidFinishLaunching(withOptions:)"),
                        s(launched, "run when the app calls it"),
                        s("notificationReceived(userInfo:isForeground: false)"),
                        s("onDidFinishLaunchingNotification(_:)"),
                    ],
                    absent: [fetch], handler: .leanplum),
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(launched), s(openAction),
                        s("UNUserNotificationCenter.current().delegate", "swizzling is off"),
                    ],
                    absent: [didReceive], handler: .leanplum, warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.background, .receive), calls: [], absent: [fetch], handler: .none,
                    warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.background, .open), calls: [], absent: [didReceive], handler: .none,
                    warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.foreground, .receive), calls: [], absent: [willPresent], handler: .none,
                    warnings: ["not-forwarded"]),
                Changed(cell: cell(.foreground, .open), calls: [], handler: .none, warnings: ["not-tappable"]),
            ]),
        // LP Classes/Internal/Leanplum.m +didReceiveNotificationResponse:, +willPresentNotification:,
        // +didReceiveRemoteNotification: (empty completion blocks); Proxy/NotificationsProxy+Disabled.swift
        Row(
            name: "swizzling off, the app's own methods call Leanplum's",
            payload: "seed-leanplum.json",
            base: { $0.swizzling = false },
            setting: {
                $0.appDelegate.willPresent = method { $0.options = [.banner, .list] }
                $0.appDelegate.didReceive = withMethods
                $0.appDelegate.fetch = withMethods
            },
            changed: [
                Changed(
                    cell: cell(.notRunning, .receive),
                    calls: [
                        s("UNUserNotificationCenter.current().delegate = self"), s(launched), s(fetch, ownMethod),
                        s("Leanplum.didReceiveRemoteNotification(_:)", "empty completion block"),
                        s("notificationReceived(userInfo:isForeground: false)"), s("completionHandler(.newData)"),
                    ],
                    handler: .leanplum, warnings: ["received-twice"]),
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(launched), s(openAction), s(didReceive, ownMethod),
                        s("Leanplum.didReceiveNotificationResponse(_:)"),
                        s("notificationOpened(userInfo:action:fromLaunch: false)"), s(openAction),
                        s("completionHandler()"),
                    ],
                    handler: .leanplum, warnings: ["cold-start-twice"]),
                Changed(
                    cell: cell(.background, .receive),
                    calls: [
                        s(fetch, ownMethod), s("Leanplum.didReceiveRemoteNotification(_:)"),
                        s("Leanplum.track(\"Push Delivered\", params:)"),
                    ],
                    handler: .leanplum),
                Changed(
                    cell: cell(.background, .open),
                    calls: [
                        s(didReceive, ownMethod), s("Leanplum.didReceiveNotificationResponse(_:)"), s(openAction),
                        s("completionHandler()"),
                    ],
                    handler: .leanplum),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [
                        s(willPresent, ownMethod), s("Leanplum.willPresentNotification(_:)"),
                        s("notificationReceived(userInfo:isForeground: true)"),
                        s("completionHandler([.banner, .list])", "shows"),
                        s(fetch, ownMethod), s("completionHandler(.newData)"),
                    ],
                    handler: .leanplum),
                Changed(
                    cell: cell(.foreground, .open),
                    calls: [s(didReceive, ownMethod), s("Leanplum.didReceiveNotificationResponse(_:)"), s(openAction)],
                    handler: .leanplum),
            ]),
        // LP Classes/Internal/Leanplum.m +applicationDidFinishLaunchingWithOptions:; NotificationsProxy+Disabled.swift
        // applicationDidFinishLaunching(launchOptions:)
        Row(
            name: "swizzling off, didFinishLaunching does not pass the launch push to Leanplum",
            payload: "seed-leanplum.json",
            base: {
                $0.swizzling = false
                $0.appDelegate.didReceive = withMethods
            },
            setting: { $0.appDelegate.didFinishLaunching.callsLeanplum = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .receive), calls: [], absent: [launched, "Leanplum.track"], handler: .none,
                    warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(didReceive, ownMethod), s("notificationOpened(userInfo:action:fromLaunch: false)"),
                        s(openAction),
                    ],
                    absent: [launched], handler: .leanplum, warnings: ["not-forwarded"]),
            ]),
        // LP NotificationsProxy.swift pushNotificationPresentationOption; NSObject+Notifications.swift
        // leanplum_userNotificationCenter(_:willPresent:withCompletionHandler:) (the defer without the app's method)
        Row(
            name: "presentation: Leanplum's option decides what iOS shows, so a foreground push can be tapped",
            payload: "seed-clevertap.json",
            setting: { $0.presentation = [.banner, .list] },
            changed: [
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s(willPresent), s("completionHandler([.banner, .list])", "shows")],
                    handler: .clevertap, warnings: ["click-without-tap"]),
                Changed(
                    cell: cell(.foreground, .open), calls: [s(didReceive), s(handleTrue), s(click)], handler: .clevertap
                ),
            ]),
        // LP ClassesSwift/Notifications/NotificationsManager.swift trackDelivery(userInfo:) (isPushDeliveryTrackingEnabled);
        // Leanplum.m +setPushDeliveryTrackingEnabled:
        Row(
            name: "delivery tracking off: no Push Delivered",
            payload: "seed-leanplum.json",
            setting: { $0.pushDeliveryTracking = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .receive),
                    calls: [s("notificationReceived(userInfo:isForeground: false)", "tracking is off")],
                    absent: ["Leanplum.track"], handler: .leanplum, warnings: ["received-twice"]),
                Changed(
                    cell: cell(.background, .receive),
                    calls: [s("notificationReceived(userInfo:isForeground: false)", "tracking is off")],
                    absent: ["Leanplum.track"], handler: .leanplum),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s("notificationReceived(userInfo:isForeground: true)", "tracking is off")],
                    absent: ["Leanplum.track"], handler: .leanplum),
            ]),
        // LP NotificationsManager.swift showNotificationInForeground(userInfo:) (shouldHandleNotificationBlock);
        // Leanplum.m +setShouldOpenNotificationHandler:
        Row(
            name: "shouldHandleNotificationBlock replaces the confirm of a foreground Leanplum push",
            payload: "leanplum-occurrence.json",
            setting: { $0.shouldHandleNotification = true },
            changed: [
                Changed(
                    cell: cell(.foreground, .receive), calls: [s("shouldHandleNotificationBlock(userInfo, response)")],
                    absent: [SDKFactTests.confirm], handler: .leanplum)
            ]),
        // LP ClassesSwift/Migration/LPCTNotificationsManager.swift handleCleverTapNotification(userInfo:event:)
        // (the block, called at once, instead of the default handler); Leanplum.m +setHandleCleverTapNotification:
        Row(
            name: "handleCleverTapNotification block that swallows: CleverTap never sees the push through Leanplum",
            payload: "seed-clevertap.json",
            setting: { $0.handleCleverTapNotification = .swallow },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"), s(didReceive),
                        s(
                            "handleCleverTapNotificationBlock(userInfo, isNotificationOpen: true, response)",
                            "never calls response"),
                    ],
                    absent: [handleTrue, click], handler: .none, warnings: ["ct-block-swallowed"]),
                Changed(
                    cell: cell(.background, .open),
                    calls: [
                        s("handleCleverTapNotificationBlock(userInfo, isNotificationOpen: true, response)"),
                        s("completionHandler()"),
                    ],
                    absent: [handleTrue, click], handler: .none, warnings: ["ct-block-swallowed"]),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s("handleCleverTapNotificationBlock(userInfo, isNotificationOpen: false, response)")],
                    absent: [handleFalse, click], handler: .none, warnings: ["ct-block-swallowed"]),
            ]),
        // LP LPCTNotificationsManager.swift handleCleverTapNotification(userInfo:event:) (the block gets
        // handleNotification, and openDeepLinksInForeground is not read)
        Row(
            name: "handleCleverTapNotification block that calls the default handler with isNotificationOpen",
            payload: "seed-clevertap.json",
            base: { $0.openDeepLinksInForeground = true },
            setting: { $0.handleCleverTapNotification = .callDefault },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(
                            "handleCleverTapNotificationBlock(userInfo, isNotificationOpen: true, response)",
                            "calls response"), s(handleTrue),
                    ],
                    handler: .clevertap),
                Changed(
                    cell: cell(.background, .open),
                    calls: [
                        s("handleCleverTapNotificationBlock(userInfo, isNotificationOpen: true, response)", "not used"),
                        s(handleTrue), s(deepLink),
                    ],
                    handler: .clevertap),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [
                        s("handleCleverTapNotificationBlock(userInfo, isNotificationOpen: false, response)"),
                        s(handleFalse),
                        s(mainBlock, "not opened"),
                    ],
                    absent: [deepLink], handler: .clevertap, warnings: ["click-without-tap"]),
            ]),
        // LP 6.0.2 LPCTNotificationsManager.swift (no handleCleverTapNotificationBlock before PR #563, 6.1.0)
        Row(
            name: "handleCleverTapNotification block before 6.1.0: never called",
            payload: "seed-clevertap.json",
            base: { $0.leanplumSDK = LeanplumRelease("6.0.2")! },
            setting: { $0.handleCleverTapNotification = .swallow },
            changed: [
                Changed(
                    cell: cell(.background, .open),
                    calls: [s(handleTrue, "no setHandleCleverTapNotification"), s(click)],
                    absent: ["handleCleverTapNotificationBlock"], handler: .clevertap),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s(handleTrue, "the app's block is never called"), s(click)],
                    absent: ["handleCleverTapNotificationBlock"], handler: .clevertap, warnings: ["click-without-tap"]),
            ]),
        // LP Classes/Internal/Leanplum.m +startWithUserId:… (setupNotificationSwizzling in start)
        Row(
            name: "start later: before it there are no hooks",
            payload: "seed-clevertap.json",
            setting: { $0.start = .later },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(launched), s("Leanplum.onStartIssued(_:)", "queues #1"),
                        s("UNUserNotificationCenter.current().delegate"), s("Leanplum.start()"),
                        s(handleTrue, "#1 runs"),
                    ],
                    handler: .clevertap),
                Changed(
                    cell: cell(.background, .open), calls: [s("Leanplum.start()")], absent: [didReceive],
                    handler: .none, warnings: ["before-start"]),
                Changed(
                    cell: cell(.foreground, .receive), calls: [], absent: [willPresent], handler: .none,
                    warnings: ["before-start"]),
                Changed(cell: cell(.foreground, .open), calls: [], handler: .none, warnings: ["not-tappable"]),
            ]),
        // LP ClassesSwift/Migration/MigrationManager.swift fetchMigrationState(_:) (no cached state: getMigrateState)
        Row(
            name: "first run: start is issued when getMigrateState answers",
            payload: "seed-clevertap.json",
            setting: { $0.firstRun = true },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("MigrationManager.fetchMigrationState(_:)", "first run"),
                        s("Leanplum.onStartIssued(_:)", "queues #1"),
                        s(didReceive), s("Leanplum.onStartIssued(_:)", "queues #2"),
                        s("MigrationManager.handleGetMigrateState(apiResponse:)"),
                        s(handleTrue, "#1 runs"), s(handleTrue, "#2 runs"),
                    ],
                    handler: .clevertap, warnings: ["cold-start-twice"])
            ]),
        // LP ClassesSwift/Migration/MigrationState.swift useCleverTap; LPCTNotificationsManager.swift
        // handleWithCleverTapInstance(action:) (dropped when the state does not use CleverTap)
        Row(
            name: "migration state lp: no CleverTap instance, forwards dropped",
            payload: "seed-clevertap.json",
            setting: { $0.migration = .lp },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("Leanplum.onStartIssued(_:)", "start already issued"),
                        s("MigrationManager.shared.useCleverTap", "dropped"),
                    ],
                    absent: ["CleverTap.instance(with:)", handleTrue], handler: .none, warnings: ["ct-queued-dropped"]),
                Changed(
                    cell: cell(.background, .open), calls: [s("MigrationManager.shared.useCleverTap", "dropped")],
                    absent: [handleTrue],
                    handler: .none, warnings: ["ct-queued-dropped"]),
                Changed(
                    cell: cell(.foreground, .receive), calls: [s("MigrationManager.shared.useCleverTap", "dropped")],
                    absent: [handleFalse],
                    handler: .none, warnings: ["ct-queued-dropped"]),
            ]),
        // Leanplum-iOS-SDK.podspec and the tags: the release (docs/routing-model.md §8)
        Row(
            name: "the Leanplum release: 6.1.0's flag is false for opens",
            payload: "seed-clevertap.json",
            setting: { $0.leanplumSDK = LeanplumRelease("6.1.0")! },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open), calls: [s(launchHandle, "handled"), s(didReceive, "skipped")],
                    absent: [handleTrue],
                    handler: .clevertap, warnings: ["deep-link-launch-timing"]),
                Changed(
                    cell: cell(.background, .open), calls: [s(handleFalse), s(mainBlock, "not opened")],
                    handler: .clevertap,
                    warnings: ["deep-link-not-opened"]),
            ]),
    ]

    // MARK: CleverTap

    static let cleverTapRows: [Row] = [
        // CT CleverTapSDK/CleverTap.m +handlePushNotification:openDeepLinksInForeground: (no wzrk_acct_id: sharedInstance),
        // +_sharedInstanceWithCleverTapID: (Info.plist CleverTapAccountID), -_handlePushNotification: (isDefaultInstance)
        Row(
            name: "an Info.plist account: the default instance takes a push without wzrk_acct_id",
            payload: "clevertap-no-account.json",
            setting: { $0.plistAccount = "DEFAULT-1" },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(didReceive), s(handleTrue), s("CleverTap.sharedInstance()", "creates the default instance"),
                        s(click),
                    ],
                    handler: .clevertap),
                Changed(
                    cell: cell(.background, .open), calls: [s(handleTrue), s("CleverTap.sharedInstance()"), s(click)],
                    handler: .clevertap),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s(handleFalse), s("CleverTap.sharedInstance()"), s(click)], handler: .clevertap,
                    warnings: ["click-without-tap"]),
            ]),
        // CT CleverTap.m +onDidFinishLaunchingNotification: (no instance: sharedInstance), -_appEnteredForegroundWithLaunchingOptions:;
        // +_instanceWithConfig:andCleverTapID: (instances keyed by account: Leanplum's CTWrapper.launch() gets the default one)
        Row(
            name: "an Info.plist account with start later: CleverTap's launch observer handles the launch push too",
            payload: "seed-clevertap.json",
            base: { $0.start = .later },
            setting: { $0.plistAccount = "W84-WW7-123A" },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("onDidFinishLaunchingNotification(_:)", "the Info.plist default instance"),
                        s("CleverTap.sharedInstance()"),
                        s(launchHandle, "handled"), s("Leanplum.onStartIssued(_:)", "queues #1"), s("Leanplum.start()"),
                        s("CleverTap.instance(with:)", "returns the existing default instance"),
                        s(handleTrue, "#1 runs"),
                    ],
                    handler: .clevertap, warnings: ["cold-start-twice", "deep-link-launch-timing"])
            ]),
        // CT CleverTapSDK/Swizzling/CTSwizzleManager.m +swizzleAppDelegate (didReceive of the delegate, flag YES);
        // CleverTap.m +handlePushNotification: (routes to any instance); -_appEnteredForegroundWithLaunchingOptions:
        // (isAutoIntegrated with a delegate: no launch check)
        Row(
            name: "autoIntegrate with the manager: a tap is handled twice",
            payload: "seed-clevertap.json",
            base: { $0.appDelegate.didReceive = withMethods },
            setting: { $0.autoIntegrate = true },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("CleverTap.autoIntegrate()", "swizzles the app's"),
                        s("onDidFinishLaunchingNotification(_:)", "autoIntegrate"),
                        s(didReceive), s(handleTrue, "handled"), s(handleTrue, "autoIntegrate swizzle"),
                        s(didReceive, ownMethod),
                        s("completionHandler()"), s(click), s(click),
                    ],
                    handler: .clevertap, warnings: ["ct-double-integration"]),
                Changed(
                    cell: cell(.background, .open),
                    calls: [s(handleTrue, "handled"), s(handleTrue, "autoIntegrate swizzle"), s(click), s(click)],
                    handler: .clevertap, warnings: ["ct-double-integration"]),
            ]),
        // LP LPCTNotificationsManager.swift handleCleverTapNotification(userInfo:event:) (the flag); CT CleverTap.m
        // -_handlePushNotification:openDeepLinksInForeground: (inForeground && !openInForeground)
        Row(
            name: "the deep-link flag set true: a foreground receive opens the link",
            payload: "seed-clevertap.json",
            setting: { $0.openDeepLinksInForeground = true },
            changed: [
                Changed(
                    cell: cell(.foreground, .receive), calls: [s(handleTrue), s(mainBlock), s(deepLink)],
                    handler: .clevertap,
                    warnings: ["click-without-tap"])
            ]),
        // CT CleverTap.m -_handlePushNotification:openDeepLinksInForeground: (urlDelegate
        // shouldHandleCleverTapURL:forChannel: alone decides); CleverTapURLDelegate.h
        Row(
            name: "a urlDelegate that refuses links: no deep link opens, tapped or not",
            payload: "seed-clevertap.json",
            setting: { $0.urlDelegateOpens = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open), calls: [s(mainBlock, "urlDelegate answers"), s(click)],
                    absent: [deepLink], handler: .clevertap,
                    warnings: ["deep-link-not-opened"]),
                Changed(
                    cell: cell(.background, .open), calls: [s(mainBlock, "NO"), s(click)], absent: [deepLink],
                    handler: .clevertap,
                    warnings: ["deep-link-not-opened"]),
                Changed(
                    cell: cell(.foreground, .receive), calls: [s(mainBlock, "NO"), s(click)], absent: [deepLink],
                    handler: .clevertap,
                    warnings: ["click-without-tap"]),
            ]),
        // CT CleverTap.m -_handlePushNotification:openDeepLinksInForeground: (the urlDelegate's YES opens the link whatever
        // the flag and the app state)
        Row(
            name: "a urlDelegate that opens links overrides the flag",
            payload: "seed-clevertap.json",
            base: { $0.openDeepLinksInForeground = false },
            setting: { $0.urlDelegateOpens = true },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open), calls: [s(handleFalse), s(deepLink, "YES")], handler: .clevertap),
                Changed(
                    cell: cell(.background, .open), calls: [s(handleFalse), s(deepLink, "YES")], handler: .clevertap),
                Changed(
                    cell: cell(.foreground, .receive), calls: [s(handleFalse), s(deepLink, "YES")], handler: .clevertap,
                    warnings: ["click-without-tap"]),
            ]),
        // LP ClassesSwift/Migration/Wrapper/CTWrapper.swift launch() (the account of the migration response);
        // CT CleverTap.m +handlePushNotification: (no match: dropped)
        Row(
            name: "the account of Leanplum's instance: another account's push is dropped",
            payload: "seed-clevertap.json",
            setting: { $0.cleverTapAccount = "OTHER-ACCOUNT" },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open), calls: [s(handleTrue, "no instance for account")], absent: [click],
                    handler: .none, warnings: ["ct-account-mismatch"]),
                Changed(
                    cell: cell(.background, .open), calls: [s(handleTrue, "no instance for account")], absent: [click],
                    handler: .none, warnings: ["ct-account-mismatch"]),
                Changed(
                    cell: cell(.foreground, .receive), calls: [s(handleFalse, "no instance for account")],
                    absent: [click], handler: .none, warnings: ["ct-account-mismatch"]),
            ]),
        // LP ClassesSwift/Migration/MigrationManager.swift launchWrapper() (public from 6.0.2: early init)
        Row(
            name: "early CleverTap init with start later: CleverTap's launch observer leaves the tap to Leanplum",
            payload: "seed-clevertap.json",
            base: { $0.start = .later },
            setting: { $0.instance = .ready },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("MigrationManager.shared.launchWrapper()"), s("CleverTap.instance(with:)"),
                        s("notificationOpened(userInfo:action:fromLaunch: true)", "returns early"),
                        s("Leanplum.start()"),
                    ],
                    absent: [handleTrue, click], handler: .none, warnings: ["before-start"]),
                // The instance exists before the cell (created at launch), so start does not create it.
                Changed(
                    cell: cell(.background, .open), calls: [s("Leanplum.start()")],
                    absent: ["CleverTap.instance(with:)"], handler: .none,
                    warnings: ["before-start"]),
            ]),
    ]

    // MARK: The app delegate

    static let appDelegateRows: [Row] = [
        // LP NSObject+Notifications.swift leanplum_userNotificationCenter(_:willPresent:withCompletionHandler:) (the defer
        // calls the app's original with iOS's completion handler; Leanplum's option is not used)
        Row(
            name: "the app's willPresent: its options decide what iOS shows",
            payload: "seed-clevertap.json",
            setting: { $0.appDelegate.willPresent = method { $0.options = [.banner, .list] } },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [s("UNUserNotificationCenter.current().delegate = self"), s(didReceive), s(handleTrue)],
                    handler: .clevertap),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [
                        s(willPresent), s(handleFalse), s(willPresent, ownMethod),
                        s("completionHandler([.banner, .list])", "shows"),
                    ],
                    handler: .clevertap, warnings: ["click-without-tap"]),
                Changed(
                    cell: cell(.foreground, .open), calls: [s(didReceive), s(handleTrue), s(click)], handler: .clevertap
                ),
            ]),
        // Apple: the willPresent completion handler gives the options; never called, nothing is presented
        Row(
            name: "the app's willPresent never calls its completion handler: an error, and nothing to tap",
            payload: "seed-clevertap.json",
            base: { $0.appDelegate.willPresent = method { $0.options = [.banner, .list] } },
            setting: { $0.appDelegate.willPresent?.callsCompletion = false },
            changed: [
                Changed(
                    cell: cell(.foreground, .receive), calls: [s(willPresent, ownMethod)],
                    absent: ["completionHandler(["],
                    handler: .clevertap, warnings: ["completion-not-called", "click-without-tap"],
                    errors: ["completion-not-called"]),
                Changed(cell: cell(.foreground, .open), calls: [], handler: .none, warnings: ["not-tappable"]),
            ]),
        // LP NSObject+Notifications.swift leanplum_userNotificationCenter(_:didReceive:withCompletionHandler:) (the defer
        // calls the app's original with the completion handler)
        Row(
            name: "the app's didReceive: Leanplum's hook runs first, then the app's method with iOS's handler",
            payload: "seed-clevertap.json",
            setting: { $0.appDelegate.didReceive = withMethods },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s("UNUserNotificationCenter.current().delegate = self"), s(didReceive), s(handleTrue),
                        s(didReceive, ownMethod), s("completionHandler()"),
                    ],
                    handler: .clevertap),
                Changed(
                    cell: cell(.background, .open),
                    calls: [s(didReceive), s(handleTrue), s(didReceive, ownMethod), s("completionHandler()")],
                    handler: .clevertap),
            ]),
        // Apple: userNotificationCenter(_:didReceive:withCompletionHandler:) "you must execute this block"
        Row(
            name: "the app's didReceive never calls its completion handler: an error",
            payload: "seed-clevertap.json",
            base: { $0.appDelegate.didReceive = withMethods },
            setting: { $0.appDelegate.didReceive?.callsCompletion = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open), calls: [s(didReceive, ownMethod)], absent: ["completionHandler()"],
                    handler: .clevertap,
                    warnings: ["completion-not-called"], errors: ["completion-not-called"]),
                Changed(
                    cell: cell(.background, .open), calls: [s(didReceive, ownMethod)], absent: ["completionHandler()"],
                    handler: .clevertap,
                    warnings: ["completion-not-called"], errors: ["completion-not-called"]),
            ]),
        // LP NSObject+Notifications.swift leanplum_application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
        // (the app's original gets the handler), and the didReceive defer's fallback (NotificationsProxy.swift
        // shouldFallbackToLegacyMethods: the app has the fetch method and no didReceive)
        Row(
            name: "the app's fetch method: it completes the fetch, and a tap falls back to it",
            payload: "seed-leanplum.json",
            setting: { $0.appDelegate.fetch = method { $0.result = .noData } },
            changed: [
                Changed(
                    cell: cell(.notRunning, .receive),
                    calls: [
                        s(fetch), s("notificationReceived(userInfo:isForeground: false)"), s(fetch, ownMethod),
                        s("completionHandler(.noData)"),
                    ],
                    absent: ["completionHandler(.newData)"], handler: .leanplum, warnings: ["received-twice"]),
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [
                        s(didReceive), s(openAction), s(fetch, "falls back"),
                        s("completionHandler(.noData)", "calls completionHandler()"),
                    ],
                    handler: .leanplum, warnings: ["cold-start-twice"]),
                Changed(
                    cell: cell(.background, .receive),
                    calls: [
                        s("notificationReceived(userInfo:isForeground: false)"), s(fetch, ownMethod),
                        s("completionHandler(.noData)"),
                    ],
                    handler: .leanplum),
                Changed(
                    cell: cell(.background, .open),
                    calls: [s(didReceive), s(fetch, "falls back"), s("completionHandler(.noData)")],
                    absent: ["completionHandler()"], handler: .leanplum),
                Changed(
                    cell: cell(.foreground, .receive),
                    calls: [s(fetch, "not in the background"), s(fetch, ownMethod), s("completionHandler(.noData)")],
                    handler: .leanplum),
            ]),
    ]

    static let swizzlingOffMethods: @Sendable (inout SimulationSettings) -> Void = {
        $0.swizzling = false
        $0.appDelegate.willPresent = method { $0.options = [.banner, .list] }
        $0.appDelegate.didReceive = withMethods
        $0.appDelegate.fetch = withMethods
        $0.token = DeviceToken(hex: "00ff")
    }

    static let manualCallRows: [Row] = [
        // LP Classes/Internal/Leanplum.m +didRegisterForRemoteNotificationsWithDeviceToken: (swizzling off);
        // LPCTNotificationsManager.swift didRegisterForRemoteNotificationsWithDeviceToken(_:)
        Row(
            name: "swizzling off: the app's token method passes the token to Leanplum",
            payload: "seed-leanplum.json",
            base: swizzlingOffMethods,
            setting: { $0.appDelegate.didRegisterToken = withMethods },
            changed: Cell.all.map { cell in
                Changed(
                    cell: cell,
                    calls: [
                        s("application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", ownMethod),
                        s("Leanplum.didRegisterForRemoteNotificationsWithDeviceToken(_:)"),
                        s("didRegisterForRemoteNotificationsWithDeviceToken(_:)"),
                    ],
                    handler: .leanplum,
                    warnings: cell == Cell(.notRunning, .receive)
                        ? ["received-twice"] : cell == Cell(.notRunning, .open) ? ["cold-start-twice"] : [])
            }),
        // LP Classes/Internal/Leanplum.m +didReceiveNotificationResponse: ("Call this method from
        // userNotificationCenter:didReceive:withCompletionHandler when Swizzling is Disabled", Leanplum.h)
        Row(
            name: "swizzling off: the app's didReceive does not call Leanplum",
            payload: "seed-leanplum.json",
            base: swizzlingOffMethods,
            setting: { $0.appDelegate.didReceive?.callsLeanplum = false },
            changed: [
                Changed(
                    cell: cell(.notRunning, .open),
                    calls: [s(launched), s(openAction), s(didReceive, ownMethod), s("completionHandler()")],
                    absent: ["Leanplum.didReceiveNotificationResponse(_:)"], handler: .leanplum,
                    warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.background, .open), calls: [s(didReceive, ownMethod), s("completionHandler()")],
                    absent: ["notificationOpened"], handler: .none, warnings: ["not-forwarded"]),
                Changed(
                    cell: cell(.foreground, .open), calls: [s(didReceive, ownMethod), s("completionHandler()")],
                    absent: ["notificationOpened"], handler: .none, warnings: ["not-forwarded"]),
            ]),
    ]

    static let all = leanplumRows + cleverTapRows + appDelegateRows + manualCallRows

    @Test(arguments: all)
    func settingChangesOnlyItsCells(_ row: Row) throws {
        let push = try SDKFactTests.push(row.payload)
        var without = SimulationSettings()
        row.base(&without)
        var with = without
        row.setting(&with)
        for cell in Cell.all {
            let before = CellSimulator.run(push, in: cell, settings: without)
            let after = CellSimulator.run(push, in: cell, settings: with)
            guard let expected = row.changed.first(where: { $0.cell == cell }) else {
                #expect(after.trace == before.trace, "\(cell): the trace changed")
                #expect(after.pushes == before.pushes, "\(cell): the outcome changed")
                #expect(
                    after.warnings.map(\.warning) == before.warnings.map(\.warning), "\(cell): the warnings changed")
                continue
            }
            #expect(SDKComparison.differ(before, after), "\(cell): listed as changed, but it is the same")
            check(after, expected)
        }
    }

    private func check(_ result: SimulationResult, _ expected: Changed) {
        let cell = expected.cell
        if let (missing, from) = SDKFactTests.firstMissing(expected.calls, in: result.trace) {
            Issue.record("\(cell): missing, in order: \(missing) (after step \(from))")
        }
        for absent in expected.absent {
            #expect(!result.trace.contains { $0.call.hasPrefix(absent) }, "\(cell): \(absent) should not be called")
        }
        #expect(result.push?.handler == expected.handler, "\(cell): handler")
        let codes = Set(result.warnings.map(\.warning.code.rawValue))
        #expect(codes == expected.warnings, "\(cell): warnings")
        let errors = Set(result.warnings.filter { $0.warning.severity == .error }.map(\.warning.code.rawValue))
        #expect(errors == expected.errors, "\(cell): error-level warnings")
    }
}
