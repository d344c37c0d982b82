import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `app infer` reading the app's CleverTap use across its files (issue 35; docs/app-infer.md):
/// an instance's origin looked up in the repository's table of properties and globals, and a
/// notification method's calls followed into the app's own functions, two calls deep. One
/// table per rule, each with cases where it fires and where it stays quiet.
@Suite struct CrossFileReadingTests {
    typealias Case = CodeReadingTests.Case

    static let didReceiveSwift = CleverTapUseReadingTests.didReceiveSwift
    static let didReceiveObjC = CleverTapUseReadingTests.didReceiveObjC
    static let fetchObjC = CleverTapUseReadingTests.fetchObjC
    static let launchSwift = CodeReadingTests.launchSwift

    // MARK: An instance's origin in another file (clevertap.app_calls_on, delegates_on)

    static let originCases: [Case] = [
        .init(
            name: "a property of another file assigned instance(with:): likely, naming it",
            files: [
                "A.swift": didReceiveSwift + "CleverTapManager.shared.ct.handleNotification(withData: [:])\n}",
                "CleverTapManager.swift":
                    "final class CleverTapManager {\nstatic let shared = CleverTapManager()\nlet ct: CleverTap = CleverTap.instance(with: config)\n}",
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely,
            note: "'ct' is assigned CleverTap.instance(with:) at CleverTapManager.swift:3"),
        .init(
            name: "an Objective-C ivar set to sharedInstance in another file: likely shared",
            files: [
                "A.m": didReceiveObjC + "[[Services shared].cleverTap handleNotificationWithData:@{}];\n}",
                "Services.m": "- (instancetype)init {\n_cleverTap = [CleverTap sharedInstance];\nreturn self;\n}",
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .likely,
            note: "a name matched across the app's files"),
        .init(
            name: "the instance Leanplum hands over, kept in another file's property",
            files: [
                "A.swift": didReceiveSwift + "Analytics.cleverTap?.recordNotificationClickedEvent(withData: [:])\n}",
                "Analytics.swift":
                    "enum Analytics {\nstatic var cleverTap: CleverTap?\nstatic func setUp() {\nLeanplum.addCleverTapInstance(callback: CleverTapInstanceCallback(callback: { instance in\ncleverTap = instance\n}))\n}\n}",
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely, note: "hands over"),
        .init(
            name: "a delegate set on another file's property",
            files: [
                "A.swift": launchSwift + "CleverTapManager.shared.ct.setUrlDelegate(self)\nreturn true\n}",
                "B.swift": "final class CleverTapManager {\nlet ct = CleverTap.sharedInstance()\n}",
            ],
            field: "clevertap.delegates_on", value: "shared", certainty: .likely, note: "B.swift:2"),
        .init(
            name: "two origins that disagree: unknown, naming both",
            files: [
                "A.swift": didReceiveSwift + "manager.ct.handleNotification(withData: [:])\n}",
                "B.swift": "class One {\nlet ct = CleverTap.sharedInstance()\n}",
                "C.swift": "class Two {\nlet ct = CleverTap.instance(with: config)\n}",
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown,
            note: "CleverTap.sharedInstance() at B.swift:2 and CleverTap.instance(with:) at C.swift:2"),
        .init(
            name: "a Swift computed property of another file",
            files: [
                "A.swift": didReceiveSwift + "Services.shared.cleverTap?.handleNotification(withData: [:])\n}",
                "Services.swift":
                    "final class Services {\nvar cleverTap: CleverTap? {\nCleverTap.sharedInstance()\n}\n}",
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .likely, note: "at Services.swift:2"),
        .init(
            name: "an Objective-C getter of another file",
            files: [
                "A.m": didReceiveObjC + "[[Services shared].cleverTap recordNotificationClickedEventWithData:@{}];\n}",
                "Services.m":
                    "@implementation Services\n- (CleverTap *)cleverTap {\nreturn [CleverTap instanceWithConfig:self.config];\n}\n@end",
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely, note: "at Services.m:2"),
        // Quiet: a function's local, a getter of something else, or no file assigns the name.
        .init(
            name: "a computed property returning something else",
            files: [
                "A.swift": didReceiveSwift + "Services.shared.cleverTap?.handleNotification(withData: [:])\n}",
                "Services.swift": "final class Services {\nvar cleverTap: CleverTap? {\nregistry.cleverTap\n}\n}",
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown, note: "whose origin is not read"),
        .init(
            name: "another file's local of the same name is not an origin",
            files: [
                "A.swift": didReceiveSwift + "manager.ct.handleNotification(withData: [:])\n}",
                "B.swift": "func track() {\nlet ct = CleverTap.sharedInstance()\nct?.recordEvent(\"x\")\n}",
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown, note: "'ct', whose origin is not read"),
        .init(
            name: "no file assigns it",
            files: [
                "A.swift": didReceiveSwift + "manager.ct.handleNotification(withData: [:])\n}",
                "B.swift": "class Other {\nlet ct = Tracker()\n}",
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown, note: "'ct', whose origin is not read"),
        .init(
            name: "its own file's assignment wins: certain",
            files: [
                "A.swift": "let ct = CleverTap.sharedInstance()\n" + didReceiveSwift
                    + "ct?.handleNotification(withData: [:])\n}",
                "B.swift": "class Other {\nlet ct = CleverTap.instance(with: config)\n}",
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .certain),
    ]

    @Test(arguments: originCases)
    func originAcrossFiles(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }

    // MARK: A call made from a helper (clevertap.app_did_receive_calls, app_calls_in)

    static let handleSwift =
        "enum PushHandler {\nstatic func handle(_ r: UNNotificationResponse) {\nCleverTap.sharedInstance()?.handleNotification(withData: r.notification.request.content.userInfo)\n}\n}"

    static let helperCases: [Case] = [
        .init(
            name: "one call deep, in another file: certain, naming the helper",
            files: [
                "A.swift": didReceiveSwift + "PushHandler.handle(r)\ncompletionHandler()\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .certain,
            note: "through handle (called at A.swift:2)"),
        .init(
            name: "two calls deep",
            files: [
                "A.swift": didReceiveSwift + "Router.route(r)\ncompletionHandler()\n}",
                "B.swift":
                    "enum Router {\nstatic func route(_ r: UNNotificationResponse) {\nPushHandler.handle(r)\n}\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_calls_in", value: "did-receive", certainty: .certain,
            note: "then handle (called at B.swift:3)"),
        .init(
            name: "an Objective-C class method from the fetch callback",
            files: [
                "A.m": fetchObjC + "[PushRouter track:userInfo];\nhandler(UIBackgroundFetchResultNoData);\n}",
                "PushRouter.m":
                    "+ (void)track:(NSDictionary *)userInfo {\n[[CleverTap sharedInstance] recordNotificationClickedEventWithData:userInfo];\n}",
            ],
            field: "clevertap.app_calls_in", value: "fetch", certainty: .certain, note: "through track"),
        .init(
            name: "a helper also called elsewhere: likely",
            files: [
                "A.swift": didReceiveSwift
                    + "PushHandler.handle(r)\ncompletionHandler()\n}\nfunc replay(_ r: UNNotificationResponse) {\nPushHandler.handle(r)\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .likely,
            note: "handle is called in 2 places"),
        .init(
            name: "a name with two definitions: likely",
            files: [
                "A.swift": didReceiveSwift + "PushHandler.handle(r)\ncompletionHandler()\n}",
                "PushHandler.swift": handleSwift,
                "Deeplinks.swift": "enum Deeplinks {\nstatic func handle(_ r: UNNotificationResponse) {\nopen(r)\n}\n}",
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .likely,
            note: "handle names 2 functions"),
        .init(
            name: "a cycle ends, and its call is found",
            files: [
                "A.swift": didReceiveSwift
                    + "ping(r)\ncompletionHandler()\n}\nfunc ping(_ r: UNNotificationResponse) {\npong(r)\n}",
                "B.swift":
                    "func pong(_ r: UNNotificationResponse) {\nping(r)\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}",
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .likely,
            note: "then pong"),
        .init(
            name: "a helper's call under #if DEBUG: likely",
            files: [
                "A.swift": didReceiveSwift + "PushHandler.handle(r)\ncompletionHandler()\n}",
                "PushHandler.swift":
                    "enum PushHandler {\nstatic func handle(_ r: UNNotificationResponse) {\n#if DEBUG\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n#endif\n}\n}",
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .likely,
            note: "#if DEBUG"),
        .init(
            name: "four calls deep",
            files: [
                "A.swift": didReceiveSwift
                    + "one(r)\ncompletionHandler()\n}\nfunc one(_ r: UNNotificationResponse) {\ntwo(r)\n}\nfunc two(_ r: UNNotificationResponse) {\nthree(r)\n}\nfunc three(_ r: UNNotificationResponse) {\nPushHandler.handle(r)\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .certain,
            note: "then three (called at A.swift:9), then handle (called at A.swift:12)"),
        // Quiet: too deep, not called from a notification method, a cycle with no call, dead code.
        .init(
            name: "five calls deep: not followed",
            files: [
                "A.swift": didReceiveSwift
                    + "one(r)\ncompletionHandler()\n}\nfunc one(_ r: UNNotificationResponse) {\ntwo(r)\n}\nfunc two(_ r: UNNotificationResponse) {\nthree(r)\n}\nfunc three(_ r: UNNotificationResponse) {\nfour(r)\n}\nfunc four(_ r: UNNotificationResponse) {\nPushHandler.handle(r)\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "a helper no notification method calls",
            files: [
                "A.swift": didReceiveSwift
                    + "completionHandler()\n}\nfunc replay(_ r: UNNotificationResponse) {\nPushHandler.handle(r)\n}",
                "PushHandler.swift": handleSwift,
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "a cycle without a call ends",
            files: [
                "A.swift": didReceiveSwift
                    + "ping()\ncompletionHandler()\n}\nfunc ping() {\npong()\n}\nfunc pong() {\nping()\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "the helper's call after return",
            files: [
                "A.swift": didReceiveSwift + "PushHandler.handle(r)\ncompletionHandler()\n}",
                "PushHandler.swift":
                    "enum PushHandler {\nstatic func handle(_ r: UNNotificationResponse) {\nreturn\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}\n}",
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "the helper's declaration is not a call of it",
            files: ["A.swift": didReceiveSwift + "completionHandler()\n}", "PushHandler.swift": handleSwift],
            field: "clevertap.app_calls_in", value: .null, certainty: .unknown),
    ]

    @Test(arguments: helperCases)
    func callFollowedIntoHelper(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }
}
