import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `app infer`'s warnings about the app (issue 33, item 5): a table with, for each warning, a
/// repository where it fires (at its file and line) and one where it stays quiet.
@Suite struct AppWarningsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        /// The warning, where it is expected; nil: this rule stays quiet.
        var rule: AppInferenceRule
        var at: String?
        var testDescription: String { name }
    }

    static func lock(_ pods: [String: String]) -> String {
        "PODS:\n" + pods.keys.sorted().map { "  - \($0) (\(pods[$0]!))\n" }.joined()
    }

    static func resolved(_ url: String, state: String) -> String {
        """
        {"pins": [{"identity": "sdk", "kind": "remoteSourceControl",
          "location": "\(url)", "state": \(state)}],
         "version": 2}
        """
    }

    static let cleverTapURL = "https://github.com/CleverTap/clevertap-ios-sdk"
    static let launch =
        "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"

    static let cases: [Case] = [
        .init(
            name: "two releases: CocoaPods and SwiftPM",
            files: [
                "Podfile.lock": lock(["CleverTap-iOS-SDK": "7.1.0"]),
                "Package.resolved": resolved(cleverTapURL, state: #"{"version": "7.0.2"}"#),
            ],
            rule: .twoReleases, at: "Package.resolved:2"),
        .init(
            name: "one release in both",
            files: [
                "Podfile.lock": lock(["CleverTap-iOS-SDK": "7.1.0"]),
                "Package.resolved": resolved(cleverTapURL, state: #"{"version": "7.1.0"}"#),
            ],
            rule: .twoReleases, at: nil),
        .init(
            name: "unpinned SwiftPM: a branch",
            files: [
                "Package.resolved": resolved(
                    cleverTapURL, state: #"{"branch": "master", "revision": "0123456789abcdef"}"#)
            ],
            rule: .unpinned, at: "Package.resolved:2"),
        .init(
            name: "pinned SwiftPM",
            files: [
                "Package.resolved": resolved(
                    cleverTapURL, state: #"{"revision": "0123456789abcdef", "version": "7.0.2"}"#)
            ],
            rule: .unpinned, at: nil),
        .init(
            name: "CleverTap 7.0.1 with Leanplum",
            files: ["Podfile.lock": lock(["CleverTap-iOS-SDK": "7.0.1", "Leanplum-iOS-SDK": "6.5.0"])],
            rule: .oldCleverTap, at: "Podfile.lock:2"),
        .init(
            name: "CleverTap 7.0.2 with Leanplum",
            files: ["Podfile.lock": lock(["CleverTap-iOS-SDK": "7.0.2", "Leanplum-iOS-SDK": "6.5.0"])],
            rule: .oldCleverTap, at: nil),
        .init(
            name: "CleverTap 4.0.1 alone", files: ["Podfile.lock": lock(["CleverTap-iOS-SDK": "4.0.1"])],
            rule: .oldCleverTap, at: nil),
        .init(
            name: "autoIntegrate after start",
            files: ["App/A.swift": launch + "Leanplum.start()\nCleverTap.autoIntegrate()\nreturn true\n}\n"],
            rule: .autoIntegrateAfterStart, at: "App/A.swift:3"),
        .init(
            name: "autoIntegrate before start",
            files: ["App/A.swift": launch + "CleverTap.autoIntegrate()\nLeanplum.start()\nreturn true\n}\n"],
            rule: .autoIntegrateAfterStart, at: nil),
        .init(
            name: "package.json asks what the lock does not hold",
            files: ["package.json": packageJSON("^4.2.0"), "package-lock.json": packageLock("3.6.0")],
            rule: .manifestLockMismatch, at: "package.json:3"),
        .init(
            name: "package.json's range holds the lock's release",
            files: ["package.json": packageJSON("^4.2.0"), "package-lock.json": packageLock("4.3.1")],
            rule: .manifestLockMismatch, at: nil),
        .init(
            name: "pubspec.yaml asks what pubspec.lock does not hold",
            files: [
                "pubspec.yaml": "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  clevertap_plugin: ^2.0.0\n",
                "pubspec.lock": pubspecLock("1.9.0"),
            ],
            rule: .manifestLockMismatch, at: "pubspec.yaml:5"),
        .init(
            name: "pubspec.yaml's range holds the lock's release",
            files: [
                "pubspec.yaml": "name: app\ndependencies:\n  clevertap_plugin: ^2.0.0\n",
                "pubspec.lock": pubspecLock("2.1.0"),
            ],
            rule: .manifestLockMismatch, at: nil),
    ]

    static func pubspecLock(_ version: String) -> String {
        "packages:\n  clevertap_plugin:\n    dependency: \"direct main\"\n    source: hosted\n    version: \"\(version)\"\nsdks:\n  dart: \">=3.0.0 <4.0.0\"\n"
    }

    static func packageJSON(_ range: String) -> String {
        "{\n  \"name\": \"app\",\n  \"dependencies\": {\"clevertap-react-native\": \"\(range)\"}\n}\n"
    }

    static func packageLock(_ version: String) -> String {
        "{\"lockfileVersion\": 3, \"packages\": {\"node_modules/clevertap-react-native\": {\"version\": \"\(version)\"}}}\n"
    }

    @Test(
        arguments: [
            ("^4.2.0", "4.3.1", true), ("^4.2.0", "3.6.0", false), ("^4.2.0", "5.0.0", false),
            ("~4.2.0", "4.2.9", true),
            ("~4.2.0", "4.3.0", false), ("4.2.0", "4.2.0", true), ("^0.3.1", "0.4.0", false), (">=4", "3.0.0", nil),
        ] as [(String, String, Bool?)])
    func npmRange(_ range: String, _ version: String, _ allowed: Bool?) {
        #expect(ManifestAndLock.allows(range, version) == allowed)
    }

    @Test(arguments: cases)
    func warning(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let found = profile.diagnostics.filter { $0.rule == RuleID(testCase.rule) }
        guard let at = testCase.at else {
            #expect(found.isEmpty, "\(found)")
            return
        }
        let warning = try #require(found.first, "\(profile.diagnostics)")
        #expect(found.count == 1)
        #expect("\(warning.file):\(warning.location?.line ?? 0)" == at)
        #expect(warning.severity == .warning)
    }

    /// The service-extension fixture's extension comes from CTNotificationService, which its
    /// Package.resolved pins: quiet; the same repository with that pin removed: the warning,
    /// at the extension's class.
    @Test func extensionWithoutServicePod() throws {
        let fixture = CommandRunner.root.appendingPathComponent("Tests/Fixtures/repos/service-extension")
        let quiet = try #require(AppInference.infer(root: fixture.path))
        #expect(!quiet.diagnostics.contains { $0.rule == RuleID(AppInferenceRule.extensionWithoutServicePod) })
        let scratch = try Scratch()
        let copy = scratch.url.appendingPathComponent("repo")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try scratch.write("repo/Package.resolved", Self.resolved(Self.cleverTapURL, state: #"{"version": "7.0.2"}"#))
        let profile = try #require(AppInference.infer(root: copy.path))
        let warning = try #require(
            profile.diagnostics.first { $0.rule == RuleID(AppInferenceRule.extensionWithoutServicePod) })
        #expect(warning.file == "NotificationService/NotificationService.swift")
        #expect(warning.location?.line == 5)
    }

    /// Each warning id is explained (`pushroute explain ID`).
    @Test(arguments: AppInferenceRule.allCases)
    func explained(_ rule: AppInferenceRule) throws {
        let run = try CommandRunner.run(["explain", rule.rawValue])
        #expect(run.status == 0)
        #expect(
            run.standardOutput
                == "\(rule.rawValue): app infer warning (also simulate --app DIR)\n\nWhat it means: \(rule.meaning).\n")
    }
}
