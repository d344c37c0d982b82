import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `app infer`'s code reading (issue 33, item 3): only code that runs, delegate methods by their
/// full signature, `nil` handlers as none, presentation options from the completion call only,
/// a start through a helper of didFinishLaunching, the app's own `recordNotificationViewedEvent`.
/// One table per rule, each with cases where it fires and cases where it stays quiet.
@Suite struct CodeReadingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var field: String
        var value: JSONValue
        var certainty: Certainty
        /// A word the field's note must hold (the helper's name, the reason).
        var note: String? = nil
        var testDescription: String { name }
    }

    static func check(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files.mapValues { $0 + "\n" })
        let field = try #require(profile.field(testCase.field))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        if let note = testCase.note { #expect(field.note.contains(note), "\(field.note)") }
    }

    static let launchSwift =
        "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
    static let launchObjC = "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
    static let willPresentSwift =
        "func userNotificationCenter(_ c: UNUserNotificationCenter, willPresent n: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {\n"
    static let willPresentObjC =
        "- (void)userNotificationCenter:(UNUserNotificationCenter *)c willPresentNotification:(UNNotification *)n withCompletionHandler:(void (^)(UNNotificationPresentationOptions))handler {\n"
    static let tokenSwift =
        "func application(_ a: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {\n"

    // MARK: Only code that runs

    static let reachabilityCases: [Case] = [
        .init(
            name: "start after return in the launch: not read",
            files: ["A.swift": launchSwift + "return true\nLeanplum.start()\n}"],
            field: "leanplum.start", value: .null, certainty: .unknown),
        .init(
            name: "willPresent declared after return: not the method",
            files: ["A.swift": "func setUp() {\nreturn\n" + willPresentSwift + "completionHandler([.banner])\n}\n}"],
            field: "app_delegate.will_present", value: .null, certainty: .likely),
        .init(
            name: "autoIntegrate after return;, Objective-C",
            files: ["A.m": launchObjC + "return YES;\n[CleverTap autoIntegrate];\n}"],
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        .init(
            name: "completion after return: not called",
            files: ["A.swift": willPresentSwift + "Leanplum.willPresent(n)\nreturn\ncompletionHandler([.banner])\n}"],
            field: "app_delegate.will_present",
            value: ["options": [], "calls_completion": false, "calls_leanplum": true], certainty: .certain),
        .init(
            name: "autoIntegrate under #if false", files: ["A.swift": "#if false\nCleverTap.autoIntegrate()\n#endif"],
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        // Quiet: the code runs.
        .init(
            name: "return inside an if block",
            files: [
                "A.swift": launchSwift
                    + "if a.isProtectedDataAvailable { return false }\nLeanplum.start()\nreturn true\n}"
            ],
            field: "leanplum.start", value: "at-launch", certainty: .certain),
        .init(
            name: "braceless if (...) return;",
            files: ["A.m": launchObjC + "if (o == nil) return NO;\n[Leanplum start];\nreturn YES;\n}"],
            field: "leanplum.start", value: "at-launch", certainty: .certain),
        .init(
            name: "return in another #if branch",
            files: ["A.swift": launchSwift + "#if TESTING\nreturn true\n#endif\nLeanplum.start()\nreturn true\n}"],
            field: "leanplum.start", value: "at-launch", certainty: .certain),
        .init(
            name: "return in a closure before the call",
            files: [
                "A.swift": launchSwift
                    + "let f = { () -> Int in\nreturn 1\n}\nCleverTap.autoIntegrate()\nreturn true\n}"
            ],
            field: "clevertap.auto_integrate", value: true, certainty: .certain),
        .init(
            name: "return ending a switch case",
            files: [
                "A.swift": "func f(x: Int) {\nswitch x {\ncase 1: return\ndefault: CleverTap.autoIntegrate()\n}\n}"
            ],
            field: "clevertap.auto_integrate", value: true, certainty: .certain),
        .init(
            name: "return's expression on two lines",
            files: ["A.swift": "func f() -> Int {\nreturn 1 +\n2\n}\nfunc g() {\nCleverTap.autoIntegrate()\n}"],
            field: "clevertap.auto_integrate", value: true, certainty: .certain),
        .init(
            name: "autoIntegrate under #if true", files: ["A.swift": "#if true\nCleverTap.autoIntegrate()\n#endif"],
            field: "clevertap.auto_integrate", value: true, certainty: .likely),
    ]

    @Test(arguments: reachabilityCases)
    func onlyCodeThatRuns(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: Full signatures

    static let signatureCases: [Case] = [
        .init(
            name: "private method with the token callback's name", files: ["A.swift": "private " + tokenSwift + "}"],
            field: "app_delegate.did_register_token", value: .null, certainty: .likely),
        .init(
            name: "token callback taking a String",
            files: [
                "A.swift":
                    "func application(_ a: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken t: String) {\n}"
            ],
            field: "app_delegate.did_register_token", value: .null, certainty: .likely),
        .init(
            name: "helper named like the callback",
            files: ["A.swift": "func didRegisterForRemoteNotificationsWithDeviceToken(_ t: Data) {\n}"],
            field: "app_delegate.did_register_token", value: .null, certainty: .likely),
        .init(
            name: "class method, Objective-C",
            files: [
                "A.m":
                    "+ (void)application:(UIApplication *)a didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)t {\n}"
            ],
            field: "app_delegate.did_register_token", value: .null, certainty: .likely),
        .init(
            name: "willPresent without its notification parameter",
            files: ["A.swift": "func userNotificationCenter(_ c: UNUserNotificationCenter, willPresent: Bool) {\n}"],
            field: "app_delegate.will_present", value: .null, certainty: .likely),
        .init(
            name: "didReceive taking a notification, not a response",
            files: [
                "A.swift":
                    "func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive n: UNNotification, withCompletionHandler completionHandler: @escaping () -> Void) {\ncompletionHandler()\n}"
            ],
            field: "app_delegate.did_receive", value: .null, certainty: .likely),
        // Quiet: the real signatures.
        .init(
            name: "token callback, Swift",
            files: [
                "A.swift": "@objc " + tokenSwift
                    + "Leanplum.didRegisterForRemoteNotifications(withDeviceToken: deviceToken)\n}"
            ],
            field: "app_delegate.did_register_token", value: ["calls_leanplum": true], certainty: .certain),
        .init(
            name: "token callback, Objective-C",
            files: [
                "A.m":
                    "- (void)application:(UIApplication *)a didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)t {\n}"
            ],
            field: "app_delegate.did_register_token", value: ["calls_leanplum": false], certainty: .certain),
        .init(
            name: "didReceive, Objective-C",
            files: [
                "A.m":
                    "- (void)userNotificationCenter:(UNUserNotificationCenter *)c didReceiveNotificationResponse:(UNNotificationResponse *)r withCompletionHandler:(void (^)(void))completionHandler {\ncompletionHandler();\n}"
            ],
            field: "app_delegate.did_receive", value: ["calls_completion": true, "calls_leanplum": false],
            certainty: .certain),
    ]

    @Test(arguments: signatureCases)
    func methodsByTheirFullSignature(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: nil handlers

    static let nilHandlerCases: [Case] = [
        .init(
            name: "setHandleCleverTapNotification(nil)",
            files: ["A.swift": "Leanplum.setHandleCleverTapNotification(nil)"],
            field: "leanplum.handle_clevertap_notification", value: .null, certainty: .certain, note: "no block"),
        .init(
            name: "setHandleCleverTapNotification:nil",
            files: ["A.m": "[Leanplum setHandleCleverTapNotification:nil];"],
            field: "leanplum.handle_clevertap_notification", value: .null, certainty: .certain, note: "no block"),
        .init(
            name: "handler: nil", files: ["A.swift": "Leanplum.setShouldOpenNotificationHandler(handler: nil)"],
            field: "leanplum.should_handle_notification", value: false, certainty: .certain, note: "no handler"),
        .init(
            name: "a block set, then nil",
            files: [
                "A.swift":
                    "Leanplum.setHandleCleverTapNotification { i, o, r in print(i) }\nLeanplum.setHandleCleverTapNotification(nil)"
            ],
            field: "leanplum.handle_clevertap_notification", value: .null, certainty: .certain),
        // Quiet: a block.
        .init(
            name: "a block that never calls the default",
            files: [
                "A.swift": "Leanplum.setHandleCleverTapNotification { info, isOpen, response in\nprint(info ?? nil)\n}"
            ],
            field: "leanplum.handle_clevertap_notification", value: "swallow", certainty: .certain),
        .init(
            name: "a should-open block",
            files: [
                "A.m":
                    "[Leanplum setShouldOpenNotificationHandler:^(NSDictionary *i, LeanplumShouldHandleNotificationBlock r) { r(); }];"
            ],
            field: "leanplum.should_handle_notification", value: true, certainty: .certain),
    ]

    /// A block set in one branch and nil in another (Leanplum's Rondo-iOS, from a switch in its
    /// UI): the last call in the file is not the last to run. One after the other in a block,
    /// the last does run last ("a block set, then nil" in `nilHandlerCases`).
    static let disagreeingSetterCases: [Case] = [
        .init(
            name: "a block and nil from two branches",
            files: [
                "A.swift":
                    "func toggle(_ on: Bool) {\nif on {\nLeanplum.setHandleCleverTapNotification { u, o, b in b(o) }\n} else {\nLeanplum.setHandleCleverTapNotification(nil)\n}\n}"
            ],
            field: "leanplum.handle_clevertap_notification", value: .null, certainty: .likely,
            note: "calls in different blocks pass nil and a block"),
        // Quiet: the calls agree.
        .init(
            name: "nil twice",
            files: [
                "A.swift":
                    "func a() {\nLeanplum.setHandleCleverTapNotification(nil)\n}\nfunc b() {\nLeanplum.setHandleCleverTapNotification(nil)\n}"
            ],
            field: "leanplum.handle_clevertap_notification", value: .null, certainty: .certain),
    ]

    @Test(arguments: disagreeingSetterCases)
    func disagreeingSettersAreLikely(_ testCase: Case) throws { try Self.check(testCase) }

    @Test(arguments: nilHandlerCases)
    func nilHandlersAreNone(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: Presentation options from the completion call

    static let presentationCases: [Case] = [
        .init(
            name: "authorization options in willPresent are not presentation options",
            files: [
                "A.swift": willPresentSwift
                    + "UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in }\ncompletionHandler([.list])\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["list"], "calls_completion": true, "calls_leanplum": false], certainty: .certain),
        .init(
            name: "an option word outside the call",
            files: [
                "A.swift": willPresentSwift
                    + "let wanted: UNNotificationPresentationOptions = [.banner, .sound]\ncompletionHandler([])\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": [], "calls_completion": true, "calls_leanplum": false], certainty: .certain),
        .init(
            name: "the handler named handler, Objective-C",
            files: [
                "A.m": willPresentObjC
                    + "handler(UNNotificationPresentationOptionAlert | UNNotificationPresentationOptionSound);\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner", "sound", "list"], "calls_completion": true, "calls_leanplum": false],
            certainty: .certain),
        // Real repositories (docs/development.md, "Real repositories").
        .init(
            name: "authorization options for presentation options, Objective-C: the same bits",
            files: [
                "A.m": willPresentObjC
                    + "handler(UNAuthorizationOptionSound | UNAuthorizationOptionAlert | UNAuthorizationOptionBadge);\n}"
            ],
            field: "app_delegate.will_present",
            value: [
                "options": ["banner", "sound", "badge", "list"], "calls_completion": true, "calls_leanplum": false,
            ],
            certainty: .certain),
        .init(
            name: "a variable the file declares: its options, likely",
            files: [
                "A.swift": "var shown: UNNotificationPresentationOptions = [.banner]\n" + willPresentSwift
                    + "completionHandler(shown)\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false], certainty: .likely,
            note: "the variable 'shown'"),
        .init(
            name: "a variable the file does not declare: unknown",
            files: ["A.swift": willPresentSwift + "completionHandler(self.settings)\n}"],
            field: "app_delegate.will_present", value: .null, certainty: .unknown, note: "the variable 'settings'"),
        // Quiet: the call's own options.
        .init(
            name: "none, Objective-C",
            files: ["A.m": willPresentObjC + "handler(UNNotificationPresentationOptionNone);\n}"],
            field: "app_delegate.will_present",
            value: ["options": [], "calls_completion": true, "calls_leanplum": false], certainty: .certain),
        .init(
            name: "options in the completion call",
            files: ["A.swift": willPresentSwift + "completionHandler([.banner, .sound])\n}"],
            field: "app_delegate.will_present",
            value: ["options": ["banner", "sound"], "calls_completion": true, "calls_leanplum": false],
            certainty: .certain),
    ]

    @Test(arguments: presentationCases)
    func presentationOptionsFromTheCompletionCall(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: Start through a helper

    static let helperCases: [Case] = [
        .init(
            name: "helper in the same file, Swift",
            files: [
                "A.swift": launchSwift + "setUpLeanplum()\nreturn true\n}\nfunc setUpLeanplum() {\nLeanplum.start()\n}"
            ],
            field: "leanplum.start", value: "at-launch", certainty: .likely, note: "setUpLeanplum()"),
        .init(
            name: "helper through self, Objective-C",
            files: [
                "A.m": launchObjC
                    + "[self startLeanplum];\nreturn YES;\n}\n- (void)startLeanplum {\n[Leanplum start];\n}"
            ],
            field: "leanplum.start", value: "at-launch", certainty: .likely, note: "startLeanplum()"),
        .init(
            name: "helper in another file of the module",
            files: [
                "AppDelegate.swift": launchSwift + "Analytics.shared.configure()\nreturn true\n}",
                "Analytics.swift": "final class Analytics {\nfunc configure() {\nLeanplum.start(withUserId: nil)\n}\n}",
            ],
            field: "leanplum.start", value: "at-launch", certainty: .likely, note: "configure()"),
        // Quiet: not called from the launch, or two calls deep.
        .init(
            name: "helper the launch does not call",
            files: ["A.swift": launchSwift + "return true\n}\nfunc setUpLeanplum() {\nLeanplum.start()\n}"],
            field: "leanplum.start", value: "later", certainty: .likely),
        .init(
            name: "two calls deep",
            files: [
                "A.swift": launchSwift
                    + "setUp()\nreturn true\n}\nfunc setUp() {\nsetUpLeanplum()\n}\nfunc setUpLeanplum() {\nLeanplum.start()\n}"
            ],
            field: "leanplum.start", value: "later", certainty: .likely),
        .init(
            name: "start in the launch itself", files: ["A.swift": launchSwift + "Leanplum.start()\nreturn true\n}"],
            field: "leanplum.start", value: "at-launch", certainty: .certain),
    ]

    @Test(arguments: helperCases)
    func startThroughAHelperOfTheLaunch(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: Starts from JavaScript, TypeScript and Dart

    static let scriptCases: [Case] = [
        .init(
            name: "TypeScript",
            files: [
                "ios/App/A.m": "int x;", "src/leanplum.ts": "export function go(): void {\n  Leanplum.start();\n}",
            ],
            field: "leanplum.start", value: "later", certainty: .likely, note: "JavaScript"),
        .init(
            name: "Dart",
            files: [
                "ios/Runner/A.swift": "let x = 1",
                "lib/main.dart": "void main() {\n  Leanplum.start();\n  runApp(App());\n}",
            ],
            field: "leanplum.start", value: "later", certainty: .likely, note: "Dart"),
        // Quiet: commented out, or in an installed package.
        .init(
            name: "commented out",
            files: ["ios/App/A.m": "int x;", "index.js": "// Leanplum.start();\nconst s = 'Leanplum.start()';"],
            field: "leanplum.start", value: .null, certainty: .unknown),
        .init(
            name: "in node_modules",
            files: ["ios/App/A.m": "int x;", "node_modules/@leanplum/react-native-sdk/index.js": "Leanplum.start();"],
            field: "leanplum.start", value: .null, certainty: .unknown),
        .init(
            name: "a native start wins",
            files: [
                "ios/App/A.swift": launchSwift + "Leanplum.start()\nreturn true\n}", "index.js": "Leanplum.start();",
            ],
            field: "leanplum.start", value: "at-launch", certainty: .certain),
    ]

    @Test(arguments: scriptCases)
    func startsFromScripts(_ testCase: Case) throws { try Self.check(testCase) }

    // MARK: The app's own recordNotificationViewedEvent

    static let viewedCases: [Case] = [
        .init(
            name: "willPresent records the impression",
            files: [
                "A.swift": willPresentSwift
                    + "CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: n.request.content.userInfo)\ncompletionHandler([.banner])\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false, "records_viewed": true],
            certainty: .certain),
        .init(
            name: "willPresent records it, Objective-C",
            files: [
                "A.m": willPresentObjC
                    + "[[CleverTap sharedInstance] recordNotificationViewedEventWithData:n.request.content.userInfo];\nhandler(UNNotificationPresentationOptionBanner);\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false, "records_viewed": true],
            certainty: .certain),
        // Quiet: elsewhere, or commented out.
        .init(
            name: "recorded in another method",
            files: [
                "A.swift": willPresentSwift
                    + "completionHandler([.banner])\n}\nfunc track(_ n: UNNotification) {\nCleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: [:])\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false], certainty: .certain),
        .init(
            name: "commented out in willPresent",
            files: [
                "A.swift": willPresentSwift
                    + "// CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: [:])\ncompletionHandler([.banner])\n}"
            ],
            field: "app_delegate.will_present",
            value: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false], certainty: .certain),
    ]

    @Test(arguments: viewedCases)
    func ownViewedEventInWillPresent(_ testCase: Case) throws { try Self.check(testCase) }
}
