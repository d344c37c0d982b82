import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// CleverTap-only apps read as they are (issue 33, item 4): CocoaPods, SwiftPM, a `:path` pod,
/// React Native (`clevertap-react-native`) and Flutter (`clevertap_plugin`, with flavours).
/// `sdks` is `clevertap`, no Leanplum setting is invented (the profile's `leanplum` holds
/// only `"sdk": null`), and `simulate --app` runs no Leanplum step and raises none of the
/// hazards of an app that has both SDKs.
@Suite struct CleverTapOnlyAppTests {
    static let fixtures = [
        "clevertap-only-pods", "clevertap-only-swiftpm", "local-pod", "react-native-clevertap", "flutter-flavours",
        "podspec-option",
    ]
    /// The warnings only an app with both SDKs can raise.
    static let bothSDKHazards: Set<String> = [
        "ct-double-integration", "duplicate-of-launch-push", "cold-start-twice", "app-clevertap-before-7.0.2",
    ]

    @Test(arguments: fixtures)
    func profileHasNoLeanplumValue(_ name: String) throws {
        let run = try CommandRunner.run(["app", "infer", "--format", "profile", "Tests/Fixtures/repos/" + name])
        #expect(run.status == 0)
        let profile = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(profile["sdks"] as? String == "clevertap")
        let leanplum = try #require(profile["leanplum"] as? [String: Any])
        #expect(Array(leanplum.keys) == ["sdk"], "\(leanplum)")
        #expect(leanplum["sdk"] is NSNull)
        #expect(!run.standardError.contains("app-clevertap-before-7.0.2"), "\(run.standardError)")
    }

    @Test(arguments: fixtures)
    func simulateRunsNoLeanplumStep(_ name: String) throws {
        let run = try CommandRunner.run([
            "simulate", "-q", "--app", "Tests/Fixtures/repos/" + name, "--format", "json",
            "samples/seed-clevertap.json", "samples/seed-leanplum.json",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let records = run.standardOutput.split(separator: "\n")
        #expect(records.count == 12, "two payloads, six cells each")
        for record in records {
            let cell = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            #expect(cell["leanplum_sdk"] is NSNull)
            let actors = (cell["trace"] as? [[String: Any]] ?? []).compactMap { $0["actor"] as? String }
            #expect(!actors.contains { $0.contains("Leanplum") }, "\(actors)")
            let codes = Set((cell["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String })
            #expect(codes.isDisjoint(with: Self.bothSDKHazards), "\(codes)")
        }
    }

    /// A Leanplum setting in a CleverTap-only app: Leanplum's default (read from an absence) is
    /// dropped; a value the app writes at a line is kept; with Leanplum linked, the default stays.
    @Test(
        arguments: [
            ("pod 'CleverTap-iOS-SDK', '7.7.0'", "", nil, Certainty.unknown),
            (
                "pod 'CleverTap-iOS-SDK', '7.7.0'", "<key>LeanplumSwizzlingEnabled</key><false/>",
                JSONValue.bool(false), .likely
            ),
            ("pod 'CleverTap-iOS-SDK', '7.7.0'\n  pod 'Leanplum-iOS-SDK', '6.5.0'", "", JSONValue.bool(true), .likely),
        ] as [(String, String, JSONValue?, Certainty)])
    func leanplumDefaultOnlyWhereLeanplumIsLinked(
        _ pods: String, _ entry: String, _ value: JSONValue?, _ certainty: Certainty
    ) throws {
        let (profile, _) = try AppInferenceTableTests.infer([
            "Podfile": "target 'App' do\n  \(pods)\nend\n", "App/Info.plist": AppInferenceTableTests.plist(entry),
        ])
        let field = try #require(profile.field("leanplum.swizzling"))
        #expect(field.certainty == certainty)
        if let value {
            #expect(field.value == value)
        } else {
            #expect(field.note.contains("not linked"), "\(field.note)")
        }
    }
}
