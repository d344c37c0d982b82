import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore
@testable import PushRouteReader

/// Table tests of `app infer`'s readers: each Info.plist key, each code pattern, each lock-file
/// form, and bad input (a located warning and the field `unknown`).
@Suite struct AppInferenceTableTests {
    /// The profile inferred from a repository of the given files.
    static func infer(_ files: [String: String]) throws -> (profile: InferredProfile, scratch: Scratch) {
        let scratch = try Scratch()
        for (path, text) in files { try scratch.write(path, text) }
        return (try #require(AppInference.infer(root: scratch.url.path)), scratch)
    }

    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    // MARK: Info.plist keys

    struct PlistCase: Sendable, CustomTestStringConvertible {
        var entry: String
        var field: String
        var value: JSONValue?
        var testDescription: String { entry }
    }

    static let plistCases: [PlistCase] = [
        .init(
            entry: "<key>CleverTapAccountID</key><string>W84-WW7-123A</string>", field: "clevertap.plist_account",
            value: "W84-WW7-123A"),
        .init(
            entry: "<key>CleverTapAccountID</key><string>$(CT_ACCOUNT)</string>", field: "clevertap.plist_account",
            value: nil),
        .init(entry: "<key>CleverTapAccountID</key><string></string>", field: "clevertap.plist_account", value: .null),
        .init(entry: "<key>CleverTapAccountID</key><integer>7</integer>", field: "clevertap.plist_account", value: nil),
        .init(
            entry: "<key>CleverTapToken</key><string>abc-123</string>", field: "clevertap.plist_token", value: "abc-123"
        ),
        .init(entry: "<key>CleverTapRegion</key><string>in1</string>", field: "clevertap.plist_region", value: "in1"),
        .init(entry: "", field: "leanplum.swizzling", value: true),
        .init(entry: "<key>LeanplumSwizzlingEnabled</key><false/>", field: "leanplum.swizzling", value: false),
        .init(entry: "<key>LeanplumSwizzlingEnabled</key><true/>", field: "leanplum.swizzling", value: true),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>NO</string>", field: "leanplum.swizzling", value: false),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>0</string>", field: "leanplum.swizzling", value: false),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>false</string>", field: "leanplum.swizzling",
            value: false),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>YES</string>", field: "leanplum.swizzling", value: true),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>true</string>", field: "leanplum.swizzling", value: true),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><integer>0</integer>", field: "leanplum.swizzling", value: false),
        .init(
            entry: "<key>LeanplumSwizzlingEnabled</key><string>$(SWIZZLE)</string>", field: "leanplum.swizzling",
            value: nil),
        .init(
            entry: "<key>UIBackgroundModes</key><array><string>remote-notification</string></array>",
            field: "app.remote_notification_background_mode", value: true),
        .init(
            entry: "<key>UIBackgroundModes</key><array><string>fetch</string></array>",
            field: "app.remote_notification_background_mode",
            value: false),
        .init(entry: "", field: "app.remote_notification_background_mode", value: false),
        .init(
            entry:
                "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>",
            field: "app.scene_based", value: true),
        .init(entry: "", field: "app.scene_based", value: false),
    ]

    /// nil `value`: the field is unknown (a `$(VAR)` or a value of the wrong type), with a warning
    /// at the key's line.
    @Test(arguments: plistCases)
    func infoPlistKey(_ testCase: PlistCase) throws {
        let (profile, _) = try Self.infer(["App/Info.plist": Self.plist(testCase.entry)])
        let field = try #require(profile.field(testCase.field))
        if let value = testCase.value {
            #expect(field.value == value)
            #expect(field.certainty == .likely, "no project names the plist")
        } else {
            #expect(field.certainty == .unknown)
            let warning = try #require(profile.diagnostics.first)
            #expect(warning.file == "App/Info.plist")
            #expect(warning.location?.line == 5)
        }
    }

    @Test(arguments: [
        ("NO", false), ("no", false), ("0", false), ("false", false), ("", false), ("  +0", false), ("nope", false),
        ("YES", true), ("y", true), ("true", true), ("T", true), ("1", true), ("0001", true), (" -7", true),
    ])
    func nsStringBoolValue(_ text: String, _ expected: Bool) {
        #expect(ObjCBool.boolValue(text) == expected)
    }

    // MARK: Code patterns

    struct CodeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var code: String
        var field: String
        var value: JSONValue?
        var certainty: Certainty
        var testDescription: String { name }
    }

    static let codeCases: [CodeCase] = [
        .init(
            name: "autoIntegrate, Swift", file: "A.swift", code: "CleverTap.autoIntegrate()",
            field: "clevertap.auto_integrate", value: true, certainty: .certain),
        .init(
            name: "autoIntegrate, Objective-C", file: "A.m", code: "[CleverTap autoIntegrate];",
            field: "clevertap.auto_integrate", value: true, certainty: .certain),
        .init(
            name: "autoIntegrate in a line comment", file: "A.swift", code: "// CleverTap.autoIntegrate()\nlet x = 1",
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        .init(
            name: "autoIntegrate in a block comment", file: "A.m", code: "/* [CleverTap autoIntegrate]; */ int x;",
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        .init(
            name: "autoIntegrate in a string", file: "A.swift", code: "print(\"CleverTap.autoIntegrate()\")",
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        .init(
            name: "autoIntegrate under #if DEBUG", file: "A.swift",
            code: "#if DEBUG\nCleverTap.autoIntegrate()\n#endif", field: "clevertap.auto_integrate", value: true,
            certainty: .likely),
        .init(
            name: "autoIntegrate under #if 0", file: "A.m", code: "#if 0\n[CleverTap autoIntegrate];\n#endif",
            field: "clevertap.auto_integrate", value: false, certainty: .likely),
        .init(
            name: "autoIntegrate before start", file: "A.swift",
            code:
                "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [Any]?) -> Bool {\nCleverTap.autoIntegrate()\nLeanplum.start()\nreturn true\n}",
            field: "clevertap.auto_integrate_at", value: "before-start", certainty: .certain),
        .init(
            name: "autoIntegrate after start", file: "A.m",
            code:
                "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n[Leanplum start];\n[CleverTap autoIntegrate];\nreturn YES;\n}",
            field: "clevertap.auto_integrate_at", value: "after-start", certainty: .certain),
        .init(
            name: "start in didFinishLaunching", file: "A.swift",
            code:
                "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [Any]?) -> Bool {\nLeanplum.start(userId: nil)\nreturn true\n}",
            field: "leanplum.start", value: "at-launch", certainty: .certain),
        .init(
            name: "start elsewhere", file: "A.swift", code: "func login() {\nLeanplum.start()\n}",
            field: "leanplum.start", value: "later", certainty: .likely),
        .init(
            name: "no start", file: "A.swift", code: "let x = 1", field: "leanplum.start", value: nil,
            certainty: .unknown),
        .init(
            name: "presentation, Swift", file: "A.swift",
            code: "Leanplum.setPushNotificationPresentationOption([.banner, .list])",
            field: "leanplum.presentation", value: ["banner", "list"], certainty: .certain),
        .init(
            name: "presentation, Objective-C alert", file: "A.m",
            code: "[Leanplum setPushNotificationPresentationOption:UNNotificationPresentationOptionAlert];",
            field: "leanplum.presentation", value: ["banner", "list"], certainty: .certain),
        .init(
            name: "presentation, none", file: "A.swift", code: "Leanplum.setPushNotificationPresentationOption([])",
            field: "leanplum.presentation", value: [],
            certainty: .certain),
        .init(
            name: "delivery tracking off", file: "A.swift", code: "Leanplum.setPushDeliveryTrackingEnabled(false)",
            field: "leanplum.delivery_tracking",
            value: false, certainty: .certain),
        .init(
            name: "delivery tracking not literal", file: "A.swift",
            code: "Leanplum.setPushDeliveryTrackingEnabled(flag)", field: "leanplum.delivery_tracking",
            value: nil, certainty: .unknown),
        .init(
            name: "deep links in foreground", file: "A.m",
            code: "[Leanplum setCleverTapOpenDeepLinksInForeground:YES];",
            field: "clevertap.open_deep_links_in_foreground", value: true, certainty: .certain),
        .init(
            name: "should handle block", file: "A.swift",
            code: "Leanplum.setShouldOpenNotificationHandler { info, response in response() }",
            field: "leanplum.should_handle_notification", value: true, certainty: .certain),
        .init(
            name: "CleverTap block calls the default always", file: "A.swift",
            code: "Leanplum.setHandleCleverTapNotification { info, isOpen, response in\nresponse(true)\n}",
            field: "leanplum.handle_clevertap_notification", value: "call-default", certainty: .certain),
        .init(
            name: "CleverTap block calls the default only for opens", file: "A.swift",
            code:
                "Leanplum.setHandleCleverTapNotification { info, isOpen, response in\nif isOpen { response(true) }\n}",
            field: "leanplum.handle_clevertap_notification", value: "call-default", certainty: .likely),
        .init(
            name: "CleverTap block guarded on opens, Objective-C", file: "A.m",
            code:
                "[Leanplum setHandleCleverTapNotification:^(NSDictionary *info, BOOL isOpen, LeanplumCleverTapNotificationBlock response) {\nif (!isOpen) { return; }\nresponse(YES);\n}];",
            field: "leanplum.handle_clevertap_notification", value: "call-default", certainty: .likely),
        .init(
            name: "CleverTap block, negated if without return", file: "A.m",
            code:
                "[Leanplum setHandleCleverTapNotification:^(NSDictionary *info, BOOL isOpen, LeanplumCleverTapNotificationBlock response) {\nif (!isOpen) { NSLog(@\"x\"); }\nresponse(YES);\n}];",
            field: "leanplum.handle_clevertap_notification", value: "call-default", certainty: .certain),
        .init(
            name: "CleverTap block swallows", file: "A.swift",
            code: "Leanplum.setHandleCleverTapNotification { info, isOpen, response in\nprint(info)\n}",
            field: "leanplum.handle_clevertap_notification", value: "swallow", certainty: .certain),
        .init(
            name: "url delegate answers true", file: "A.swift",
            code:
                "CleverTap.sharedInstance()?.setUrlDelegate(self)\nfunc shouldHandleCleverTap(_ url: URL?, forChannel channel: CleverTapChannel) -> Bool {\nreturn true\n}",
            field: "clevertap.url_delegate_opens", value: true, certainty: .certain),
        .init(
            name: "willPresent with options", file: "A.swift",
            code:
                "func userNotificationCenter(_ c: UNUserNotificationCenter, willPresent n: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {\nLeanplum.willPresent(n)\ncompletionHandler([.banner, .badge])\n}",
            field: "app_delegate.will_present",
            value: ["options": ["banner", "badge"], "calls_completion": true, "calls_leanplum": true],
            certainty: .certain),
        .init(
            name: "didReceive without its completion", file: "A.m",
            code:
                "- (void)userNotificationCenter:(UNUserNotificationCenter *)c didReceiveNotificationResponse:(UNNotificationResponse *)r withCompletionHandler:(void (^)(void))handler {\nNSLog(@\"completionHandler()\");\n}",
            field: "app_delegate.did_receive", value: ["calls_completion": false, "calls_leanplum": false],
            certainty: .certain),
        .init(
            name: "fetch with its result", file: "A.swift",
            code:
                "func application(_ a: UIApplication, didReceiveRemoteNotification u: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {\ncompletionHandler(.failed)\n}",
            field: "app_delegate.fetch",
            value: ["result": "failed", "calls_completion": true, "calls_leanplum": false], certainty: .certain),
        .init(
            name: "launch calling start only", file: "A.swift",
            code:
                "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [Any]?) -> Bool {\nLeanplum.start()\nreturn true\n}",
            field: "app_delegate.did_finish_launching", value: ["calls_leanplum": false], certainty: .certain),
        .init(
            name: "launch forwarding to Leanplum", file: "A.m",
            code:
                "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n[Leanplum applicationDidFinishLaunchingWithOptions:o];\nreturn YES;\n}",
            field: "app_delegate.did_finish_launching", value: ["calls_leanplum": true], certainty: .certain),
        .init(
            name: "didReceive forwarding the fetch, not the response", file: "A.swift",
            code:
                "func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive r: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {\nLeanplum.didReceiveRemoteNotification(r.notification.request.content.userInfo)\ncompletionHandler()\n}",
            field: "app_delegate.did_receive", value: ["calls_completion": true, "calls_leanplum": false],
            certainty: .certain),
        .init(
            name: "no willPresent", file: "A.swift", code: "let x = 1", field: "app_delegate.will_present",
            value: .null, certainty: .likely),
    ]

    @Test(arguments: codeCases)
    func codePattern(_ testCase: CodeCase) throws {
        let (profile, _) = try Self.infer(["App/" + testCase.file: testCase.code + "\n"])
        let field = try #require(profile.field(testCase.field))
        #expect(field.certainty == testCase.certainty)
        if let value = testCase.value { #expect(field.value == value) }
    }

    @Test func codeUnderDebugIsReportedAsSuch() throws {
        let (profile, _) = try Self.infer([
            "App/A.swift": "#if DEBUG\nCleverTap.autoIntegrate()\n#else\nLeanplum.start()\n#endif\n"
        ])
        #expect(profile.field("clevertap.auto_integrate")?.note.contains("#if DEBUG") == true)
        #expect(profile.field("leanplum.start")?.note.contains("#if !DEBUG") == true)
    }

    // MARK: Lock files

    struct LockCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var leanplum: String?
        var cleverTap: String?
        /// The warnings about the app the lock shows (none about reading it).
        var warnings: [AppInferenceRule] = []
        var testDescription: String { name }
    }

    static func resolvedV2(_ version: Int, leanplum: String) -> String {
        """
        {"pins": [{"identity": "leanplum-ios-sdk", "kind": "remoteSourceControl",
          "location": "https://github.com/Leanplum/Leanplum-iOS-SDK.git", "state": {"revision": "abc", "version": "\(leanplum)"}}],
         "version": \(version)}
        """
    }

    static let lockCases: [LockCase] = [
        .init(
            name: "Podfile.lock",
            files: [
                "Podfile.lock":
                    "PODS:\n  - CleverTap-iOS-SDK (4.2.2)\n  - Leanplum-iOS-SDK (6.0.3):\n    - CleverTap-iOS-SDK (~> 4.2.0)\n"
            ], leanplum: "6.0.3", cleverTap: "4.2.2",
            warnings: [.oldCleverTap]),
        .init(
            name: "Package.resolved v2 at the root", files: ["Package.resolved": resolvedV2(2, leanplum: "6.3.0")],
            leanplum: "6.3.0"),
        .init(
            name: "Package.resolved v3 in a workspace",
            files: ["App.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolvedV2(3, leanplum: "6.4.2")],
            leanplum: "6.4.2"),
        .init(
            name: "Package.resolved v1 in a project",
            files: [
                "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved":
                    #"{"object": {"pins": [{"package": "CleverTapSDK", "repositoryURL": "https://github.com/CleverTap/clevertap-ios-sdk.git", "state": {"version": "7.0.2"}}]}, "version": 1}"#
            ], cleverTap: "7.0.2"),
        .init(
            name: "Cartfile.resolved", files: ["Cartfile.resolved": "github \"Leanplum/Leanplum-iOS-SDK\" \"6.2.0\"\n"],
            leanplum: "6.2.0"),
        .init(
            name: "Podfile exact, no lock", files: ["Podfile": "pod 'Leanplum-iOS-SDK', '6.1.0'\n"], leanplum: "6.1.0"),
        .init(name: "Podfile range, no lock", files: ["Podfile": "pod 'Leanplum-iOS-SDK', '~> 6.1'\n"], leanplum: nil),
        .init(
            name: "the lock wins over a stale Podfile",
            files: [
                "Podfile": "pod 'Leanplum-iOS-SDK', '6.6.1'\n", "Podfile.lock": "PODS:\n  - Leanplum-iOS-SDK (6.5.0)\n",
            ], leanplum: "6.5.0"),
        .init(
            name: "React Native ios/", files: ["ios/Podfile.lock": "PODS:\n  - Leanplum-iOS-SDK (6.4.1)\n"],
            leanplum: "6.4.1"),
        .init(
            name: "Flutter ios/",
            files: ["pubspec.yaml": "name: app\n", "ios/Podfile.lock": "PODS:\n  - Leanplum-iOS-SDK (6.6.0)\n"],
            leanplum: "6.6.0"),
    ]

    @Test(arguments: lockCases)
    func lockFile(_ testCase: LockCase) throws {
        let (profile, _) = try Self.infer(testCase.files)
        #expect(profile.field("leanplum.sdk")?.value == (testCase.leanplum.map(JSONValue.string) ?? .null))
        #expect(profile.field("clevertap.sdk")?.value == (testCase.cleverTap.map(JSONValue.string) ?? .null))
        #expect(profile.diagnostics.map(\.rule) == testCase.warnings.map { RuleID($0) })
    }

    // MARK: Bad input

    struct BadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var field: String
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        .init(
            name: "a lock file in an unknown version", files: ["Package.resolved": resolvedV2(9, leanplum: "6.6.1")],
            field: "leanplum.sdk",
            file: "Package.resolved", line: 3, column: 13, rule: "app-lock-version"),
        .init(
            name: "a Podfile.lock that is not YAML",
            files: ["Podfile.lock": "PODS:\n  - Leanplum-iOS-SDK (6.6.1)\n - x\n"], field: "leanplum.sdk",
            file: "Podfile.lock", line: 3, column: 2, rule: "app-file-syntax"),
        .init(
            name: "a Package.resolved that is not JSON", files: ["Package.resolved": "{\"pins\": [\n"],
            field: "leanplum.sdk",
            file: "Package.resolved", line: 2, column: 1, rule: "app-file-syntax"),
        .init(
            name: "a corrupt plist", files: ["App/Info.plist": plist("<key>CleverTapAccountID</key><string>X</strin>")],
            field: "clevertap.plist_account",
            file: "App/Info.plist", line: 5, column: 39, rule: "app-file-syntax"),
        .init(
            name: "a cut-off pbxproj",
            files: [
                "App.xcodeproj/project.pbxproj":
                    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA = {isa = PBXNativeTarget;"
            ],
            field: "extension.service", file: "App.xcodeproj/project.pbxproj", line: 5, column: 30,
            rule: "app-file-syntax"),
    ]

    @Test(arguments: badCases)
    func badInputIsLocatedAndUnknown(_ testCase: BadCase) throws {
        let (profile, _) = try Self.infer(testCase.files)
        #expect(profile.field(testCase.field)?.certainty == .unknown)
        let warning = try #require(profile.diagnostics.first)
        #expect(warning.file == testCase.file)
        #expect(warning.location == SourceLocation(line: testCase.line, column: testCase.column))
        #expect(warning.rule?.rawValue == testCase.rule)
        #expect(warning.severity == .warning)
    }

    /// Random bytes and cut prefixes of the fixtures never crash the readers.
    @Test func cutFixturesNeverCrash() throws {
        let root = CommandRunner.root.appendingPathComponent("Tests/Fixtures/repos")
        for path in [
            "cocoapods-swift/ShopApp.xcodeproj/project.pbxproj", "binary-plist/BinaryApp/Info.plist",
            "cocoapods-swift/ShopApp/Info.plist",
        ] {
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
                let prefix = Array(bytes[..<cut])
                _ = InfoPlist.read(prefix, file: path)
                _ = prefix.withUnsafeBytes { XcodeProject.read($0, file: path) }
            }
        }
    }
}
