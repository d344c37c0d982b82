import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `app infer` reading how the app itself uses CleverTap's push API and Leanplum's
/// ActionManager (issue 35, items 1 and 2; issue 33, item 1): its own calls in its
/// notification methods, which instance they and its CleverTap delegates are on, the
/// ActionManager's state. One table per rule, each with cases where it fires and where it
/// stays quiet.
@Suite struct CleverTapUseReadingTests {
    typealias Case = CodeReadingTests.Case

    static let didReceiveSwift =
        "func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive r: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {\n"
    static let didReceiveObjC =
        "- (void)userNotificationCenter:(UNUserNotificationCenter *)c didReceiveNotificationResponse:(UNNotificationResponse *)r withCompletionHandler:(void (^)(void))handler {\n"
    static let fetchObjC =
        "- (void)application:(UIApplication *)a didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))handler {\n"
    static let willPresentSwift = CodeReadingTests.willPresentSwift
    static let launchSwift = CodeReadingTests.launchSwift
    static let launchObjC = CodeReadingTests.launchObjC

    static func plistAccount(_ account: String) -> String {
        AppInferenceTableTests.plist(
            "<key>CleverTapAccountID</key><string>\(account)</string><key>CleverTapToken</key><string>t</string>")
    }

    // MARK: The app's own call (clevertap.app_did_receive_calls, app_calls_in)

    static let callCases: [Case] = [
        .init(
            name: "handleNotification(withData:) in didReceive",
            files: [
                "A.swift": didReceiveSwift
                    + "CleverTap.sharedInstance()?.handleNotification(withData: r.notification.request.content.userInfo)\ncompletionHandler()\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .certain,
            note: "handleNotification(withData:)"),
        .init(
            name: "the class method, Objective-C",
            files: [
                "A.m": didReceiveObjC
                    + "[CleverTap handlePushNotification:r.notification.request.content.userInfo openDeepLinksInForeground:YES];\nhandler();\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-push-notification", certainty: .certain),
        .init(
            name: "the two-argument handleNotificationWithData:openDeepLinksInForeground:",
            files: [
                "A.m": didReceiveObjC
                    + "[[CleverTap sharedInstance] handleNotificationWithData:r.notification.request.content.userInfo openDeepLinksInForeground:YES];\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .certain),
        .init(
            name: "recordNotificationClickedEventWithData: in the fetch callback",
            files: [
                "A.m": fetchObjC
                    + "[[CleverTap sharedInstance] recordNotificationClickedEventWithData:userInfo];\nhandler(UIBackgroundFetchResultNoData);\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "record-clicked", certainty: .certain),
        .init(
            name: "the method it is in",
            files: [
                "A.m": fetchObjC + "[[CleverTap sharedInstance] recordNotificationClickedEventWithData:userInfo];\n}"
            ],
            field: "clevertap.app_calls_in", value: "fetch", certainty: .certain),
        .init(
            name: "in willPresent",
            files: [
                "A.swift": willPresentSwift
                    + "CleverTap.sharedInstance()?.handleNotification(withData: n.request.content.userInfo)\ncompletionHandler([.banner])\n}"
            ],
            field: "clevertap.app_calls_in", value: "will-present", certainty: .certain),
        .init(
            name: "under #if DEBUG: likely",
            files: [
                "A.swift": didReceiveSwift
                    + "#if DEBUG\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n#endif\ncompletionHandler()\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-notification-with-data", certainty: .likely,
            note: "#if DEBUG"),
        .init(
            name: "two calls: didReceive's, the other named",
            files: [
                "A.m": fetchObjC + "[[CleverTap sharedInstance] recordNotificationClickedEventWithData:userInfo];\n}\n"
                    + didReceiveObjC
                    + "[CleverTap handlePushNotification:r.notification.request.content.userInfo openDeepLinksInForeground:YES];\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: "handle-push-notification", certainty: .likely,
            note: "also record-clicked"),
        // Quiet: elsewhere, commented out, after return, or Leanplum's own method.
        .init(
            name: "in a method that is not a notification method",
            files: [
                "A.swift":
                    "func track(_ data: [AnyHashable: Any]) {\nCleverTap.sharedInstance()?.handleNotification(withData: data)\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "commented out",
            files: [
                "A.swift": didReceiveSwift
                    + "// CleverTap.sharedInstance()?.handleNotification(withData: [:])\ncompletionHandler()\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "after return",
            files: [
                "A.swift": didReceiveSwift
                    + "completionHandler()\nreturn\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "handlePushNotification on another class",
            files: [
                "A.swift": didReceiveSwift
                    + "Router.handlePushNotification(r.notification.request.content.userInfo)\ncompletionHandler()\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "no call: where it is made is unknown",
            files: ["A.swift": didReceiveSwift + "completionHandler()\n}"],
            field: "clevertap.app_calls_in", value: .null, certainty: .unknown, note: "nothing reads it"),
        // The functions a call goes through (clevertap.app_calls_through).
        .init(
            name: "a call in a helper: the helper and where it is called",
            files: [
                "A.swift": didReceiveSwift
                    + "track(r)\ncompletionHandler()\n}\nfunc track(_ r: UNNotificationResponse) {\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_calls_through", value: "track (called at A.swift:2)", certainty: .certain),
        .init(
            name: "a helper called with a trailing closure alone",
            files: [
                "A.swift": didReceiveSwift
                    + "track {\ncompletionHandler()\n}\n}\nfunc track(_ done: () -> Void) {\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\ndone()\n}"
            ],
            field: "clevertap.app_calls_through", value: "track (called at A.swift:2)", certainty: .certain),
        .init(
            name: "a C function of an Objective-C file",
            files: [
                "A.m":
                    "static void HandlePush(NSDictionary *userInfo)\n{\n[[CleverTap sharedInstance] handleNotificationWithData:userInfo];\n}\n"
                    + didReceiveObjC + "HandlePush(r.notification.request.content.userInfo);\nhandler();\n}"
            ],
            field: "clevertap.app_calls_through", value: "HandlePush (called at A.m:6)", certainty: .certain),
        // Quiet: a type, a condition or an accessor before `{` is no call.
        .init(
            name: "a computed property of a helper's type is no call",
            files: [
                "A.swift": didReceiveSwift
                    + "completionHandler()\n}\nvar track: Track {\nTrack()\n}\nfunc Track() {\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "a condition named as a function is no call",
            files: [
                "A.swift": didReceiveSwift
                    + "if ready {\ncompletionHandler()\n}\n}\nfunc ready() {\nCleverTap.sharedInstance()?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_did_receive_calls", value: .null, certainty: .likely),
        .init(
            name: "a call in the method: null",
            files: [
                "A.swift": didReceiveSwift
                    + "CleverTap.sharedInstance()?.handleNotification(withData: [:])\ncompletionHandler()\n}"
            ],
            field: "clevertap.app_calls_through", value: .null, certainty: .certain, note: "in the method itself"),
        .init(
            name: "no call: unknown",
            files: ["A.swift": didReceiveSwift + "completionHandler()\n}"],
            field: "clevertap.app_calls_through", value: .null, certainty: .unknown, note: "nothing reads it"),
    ]

    @Test(arguments: callCases)
    func ownCleverTapCall(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }

    // MARK: The instance the call is made on (clevertap.app_calls_on)

    static let instanceCases: [Case] = [
        .init(
            name: "sharedInstance()?",
            files: ["A.swift": didReceiveSwift + "CleverTap.sharedInstance()?.handleNotification(withData: [:])\n}"],
            field: "clevertap.app_calls_on", value: "shared", certainty: .certain),
        .init(
            name: "[CleverTap sharedInstance]",
            files: ["A.m": didReceiveObjC + "[[CleverTap sharedInstance] handleNotificationWithData:@{}];\n}"],
            field: "clevertap.app_calls_on", value: "shared", certainty: .certain),
        .init(
            name: "a variable assigned sharedInstance()",
            files: [
                "A.swift": didReceiveSwift
                    + "guard let ct = CleverTap.sharedInstance() else { return }\nct.recordNotificationClickedEvent(withData: [:])\n}"
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .certain),
        .init(
            name: "the instance addCleverTapInstance hands over, kept in a property",
            files: [
                "A.swift": "var cleverTap: CleverTap?\n" + launchSwift
                    + "Leanplum.addCleverTapInstance(callback: CleverTapInstanceCallback(callback: { instance in\nself.cleverTap = instance\n}))\nreturn true\n}\n"
                    + didReceiveSwift + "self.cleverTap?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .certain),
        .init(
            name: "an instance of the app's own config: likely Leanplum's",
            files: [
                "A.swift": "let ct = CleverTap.instance(with: config)\n" + didReceiveSwift
                    + "ct.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely, note: "instance(with:)"),
        // Instances are keyed by account (CleverTap 7.7.0 CleverTap.m _instanceWithConfig:andCleverTapID:,
        // which sharedInstance asks with the Info.plist's account): a config naming that account is
        // the shared instance.
        .init(
            name: "instance(with:) of a config with the Info.plist's account: the shared instance",
            files: [
                "App/Info.plist": plistAccount("W84-WW7-123A"),
                "App/A.swift":
                    "let ct = CleverTap.instance(with: CleverTapInstanceConfig(accountId: \"W84-WW7-123A\", accountToken: \"t\"))\n"
                    + didReceiveSwift + "ct.handleNotification(withData: [:])\n}",
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .likely, note: "Info.plist's account"),
        .init(
            name: "instanceWithConfig: of a config variable with the Info.plist's account, Objective-C",
            files: [
                "App/Info.plist": plistAccount("W84-WW7-123A"),
                "App/A.m":
                    "- (void)setUp {\nCleverTapInstanceConfig *config = [[CleverTapInstanceConfig alloc] initWithAccountId:@\"W84-WW7-123A\" accountToken:@\"t\"];\nself.ct = [CleverTap instanceWithConfig:config];\n}\n"
                    + didReceiveObjC
                    + "[self.ct handleNotificationWithData:r.notification.request.content.userInfo];\n}",
            ],
            field: "clevertap.app_calls_on", value: "shared", certainty: .likely, note: "Info.plist's account"),
        .init(
            name: "instance(with:) of a config with another account: likely Leanplum's, both accounts named",
            files: [
                "App/Info.plist": plistAccount("W84-WW7-123A"),
                "App/A.swift":
                    "let config = CleverTapInstanceConfig(accountId: \"R65-RR9-9R5Z\", accountToken: \"t\")\nlet ct = CleverTap.instance(with: config)\n"
                    + didReceiveSwift + "ct.handleNotification(withData: [:])\n}",
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely,
            note: "its config's account is 'R65-RR9-9R5Z', the Info.plist's 'W84-WW7-123A'"),
        .init(
            name: "an account literal of another call after the argument is not the config's",
            files: [
                "App/Info.plist": plistAccount("W84-WW7-123A"),
                "App/A.swift":
                    "let ct = CleverTap.instance(with: config)\nlet other = Thing(accountId: \"W84-WW7-123A\")\n"
                    + didReceiveSwift + "ct.handleNotification(withData: [:])\n}",
            ],
            field: "clevertap.app_calls_on", value: "leanplum", certainty: .likely, note: "instance(with:)"),
        // A capture list the `in` stands inside (code cut or garbled): no block parameter read,
        // so the property's origin is not read. Found by the AppFiles fuzz target: the range from
        // the list's end to the `in` was reversed, a trap.
        .init(
            name: "a capture list not closed before the block's 'in'",
            files: [
                "A.swift": "var cleverTap: CleverTap?\n" + launchSwift
                    + "Leanplum.addCleverTapInstance(callback: CleverTapInstanceCallback(callback: { [weak self in\nself.cleverTap = instance\n] }))\nreturn true\n}\n"
                    + didReceiveSwift + "self.cleverTap?.handleNotification(withData: [:])\n}"
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown,
            note: "'cleverTap', whose origin is not read"),
        // Quiet: the code does not say.
        .init(
            name: "a variable whose origin is not read",
            files: ["A.swift": didReceiveSwift + "analytics.cleverTap.handleNotification(withData: [:])\n}"],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown,
            note: "'cleverTap', whose origin is not read"),
        .init(
            name: "the class method is on no instance",
            files: [
                "A.swift": didReceiveSwift
                    + "CleverTap.handlePushNotification(r.notification.request.content.userInfo, openDeepLinksInForeground: true)\n}"
            ],
            field: "clevertap.app_calls_on", value: .null, certainty: .unknown, note: "class method"),
    ]

    @Test(arguments: instanceCases)
    func instanceOfTheCall(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }

    // MARK: Delegates per instance (clevertap.delegates_on)

    static let delegateCases: [Case] = [
        .init(
            name: "on the shared instance, as CleverTap's docs show",
            files: [
                "A.swift": launchSwift + "CleverTap.sharedInstance()?.setPushNotificationDelegate(self)\nreturn true\n}"
            ],
            field: "clevertap.delegates_on", value: "shared", certainty: .certain),
        .init(
            name: "on Leanplum's instance, Objective-C block",
            files: [
                "A.m": launchObjC
                    + "[Leanplum addCleverTapInstanceCallback:[[CleverTapInstanceCallback alloc] initWithCallback:^(CleverTap *instance) {\n[instance setUrlDelegate:self];\n}]];\nreturn YES;\n}"
            ],
            field: "clevertap.delegates_on", value: "leanplum", certainty: .certain),
        .init(
            name: "the property form, Objective-C",
            files: ["A.m": launchObjC + "[CleverTap sharedInstance].pushNotificationDelegate = self;\nreturn YES;\n}"],
            field: "clevertap.delegates_on", value: "shared", certainty: .certain),
        .init(
            name: "on both instances: unknown",
            files: [
                "A.swift": launchSwift + "CleverTap.sharedInstance()?.setUrlDelegate(self)\n"
                    + "Leanplum.addCleverTapInstance(callback: CleverTapInstanceCallback(callback: { ct in\nct.setPushNotificationDelegate(self)\n}))\nreturn true\n}"
            ],
            field: "clevertap.delegates_on", value: .null, certainty: .unknown, note: "both"),
        .init(
            name: "on a variable whose origin is not read: unknown",
            files: ["A.swift": launchSwift + "services.cleverTap.setPushNotificationDelegate(self)\nreturn true\n}"],
            field: "clevertap.delegates_on", value: .null, certainty: .unknown, note: "whose origin is not read"),
        // Quiet: no delegate set.
        .init(
            name: "no delegate", files: ["A.swift": launchSwift + "Leanplum.start()\nreturn true\n}"],
            field: "clevertap.delegates_on", value: .null, certainty: .likely),
        .init(
            name: "commented out",
            files: [
                "A.swift": launchSwift
                    + "// CleverTap.sharedInstance()?.setPushNotificationDelegate(self)\nreturn true\n}"
            ],
            field: "clevertap.delegates_on", value: .null, certainty: .likely),
    ]

    @Test(arguments: delegateCases)
    func delegatesPerInstance(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }

    /// `clevertap.delegates_on`'s sources: each setter, then each place an instance comes
    /// from, in the order read, each place (file:line) once however many setters use it.
    static let delegateSourceCases: [(name: String, files: [String: String], sources: [String])] = [
        (
            "two setters on one property assigned in another file: its origin once",
            [
                "A.swift": launchSwift
                    + "CleverTapManager.shared.ct.setPushNotificationDelegate(self)\nCleverTapManager.shared.ct.setUrlDelegate(self)\nreturn true\n}",
                "B.swift": "final class CleverTapManager {\nlet ct = CleverTap.sharedInstance()\n}",
            ],
            ["A.swift:2", "B.swift:2", "A.swift:3"]
        ),
        (
            "two setters on two properties assigned in one place each",
            [
                "A.swift": launchSwift
                    + "Services.push.setPushNotificationDelegate(self)\nServices.links.setUrlDelegate(self)\nreturn true\n}",
                "B.swift":
                    "enum Services {\nstatic let push = CleverTap.sharedInstance()\nstatic let links = CleverTap.sharedInstance()\n}",
            ],
            ["A.swift:2", "B.swift:2", "A.swift:3", "B.swift:3"]
        ),
        (
            "two setters on the class's shared instance: no origin",
            [
                "A.swift": launchSwift
                    + "CleverTap.sharedInstance()?.setPushNotificationDelegate(self)\nCleverTap.sharedInstance()?.setUrlDelegate(self)\nreturn true\n}"
            ],
            ["A.swift:2", "A.swift:3"]
        ),
    ]

    @Test(arguments: delegateSourceCases.indices)
    func delegatesOnSourcesOncePerPlace(_ index: Int) throws {
        let testCase = Self.delegateSourceCases[index]
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files.mapValues { $0 + "\n" })
        let field = try #require(profile.field("clevertap.delegates_on"))
        #expect(field.sources.map(\.description) == testCase.sources, "\(testCase.name)")
    }

    // MARK: Leanplum's ActionManager (leanplum.action_manager)

    static let actionManagerCases: [Case] = [
        .init(
            name: "isPaused = true",
            files: ["A.swift": launchSwift + "ActionManager.shared.isPaused = true\nreturn true\n}"],
            field: "leanplum.action_manager", value: "paused", certainty: .certain),
        .init(
            name: "isEnabled = false through Leanplum.actionManager",
            files: ["A.swift": launchSwift + "Leanplum.actionManager.isEnabled = false\nreturn true\n}"],
            field: "leanplum.action_manager", value: "disabled", certainty: .certain),
        .init(
            name: "setIsPaused: on [LPActionManager shared]",
            files: ["A.m": launchObjC + "[[LPActionManager shared] setIsPaused:YES];\nreturn YES;\n}"],
            field: "leanplum.action_manager", value: "paused", certainty: .certain),
        .init(
            name: "[Leanplum actionManager].isEnabled = NO",
            files: ["A.m": launchObjC + "[Leanplum actionManager].isEnabled = NO;\nreturn YES;\n}"],
            field: "leanplum.action_manager", value: "disabled", certainty: .certain),
        .init(
            name: "paused, resumed elsewhere: likely",
            files: [
                "A.swift": launchSwift
                    + "ActionManager.shared.isPaused = true\nreturn true\n}\nfunc ready() {\nActionManager.shared.isPaused = false\n}"
            ],
            field: "leanplum.action_manager", value: "paused", certainty: .likely, note: "set back to false"),
        .init(
            name: "a value that is not a literal",
            files: ["A.swift": launchSwift + "ActionManager.shared.isPaused = onboarding\nreturn true\n}"],
            field: "leanplum.action_manager", value: .null, certainty: .unknown),
        // Quiet: another object's isPaused, a comparison, nothing.
        .init(
            name: "another object's isPaused",
            files: ["A.swift": launchSwift + "player.isPaused = true\nreturn true\n}"],
            field: "leanplum.action_manager", value: "enabled", certainty: .likely),
        .init(
            name: "a comparison",
            files: ["A.swift": launchSwift + "if ActionManager.shared.isPaused == true { print(1) }\nreturn true\n}"],
            field: "leanplum.action_manager", value: "enabled", certainty: .likely),
        .init(
            name: "isPaused = false only",
            files: ["A.swift": launchSwift + "ActionManager.shared.isPaused = false\nreturn true\n}"],
            field: "leanplum.action_manager", value: "enabled", certainty: .certain),
    ]

    @Test(arguments: actionManagerCases)
    func actionManagerState(_ testCase: Case) throws { try CodeReadingTests.check(testCase) }
}
