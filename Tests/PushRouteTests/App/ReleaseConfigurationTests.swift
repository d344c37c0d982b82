import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// The Info.plist and build settings of the release configurations (issue 33, item 4): `Release`,
/// or Flutter's flavours `Release-prod`, `Release_staging`, before any debug configuration; when
/// the release configurations disagree, `likely`, each named.
@Suite struct ReleaseConfigurationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var target: [String: [String: String]]
        var plists: [String: String]
        var value: JSONValue
        var certainty: Certainty
        var note: [String]
        var testDescription: String { name }
    }

    static let plist = BuildSettingsTests.plist("CleverTapAccountID", "$(CT_ACCOUNT)")
    static func account(_ value: String) -> String { BuildSettingsTests.plist("CleverTapAccountID", value) }
    static func flavour(_ plist: String, _ account: String) -> [String: String] {
        ["INFOPLIST_FILE": plist, "CT_ACCOUNT": account]
    }

    static let cases: [Case] = [
        .init(
            name: "flavours: the release configurations disagree on a variable",
            target: [
                "Debug-prod": flavour("Runner/Info.plist", "TEST-1"),
                "Debug-staging": flavour("Runner/Info.plist", "TEST-2"),
                "Release-prod": flavour("Runner/Info.plist", "LIVE-1"),
                "Release-staging": flavour("Runner/Info.plist", "STAGE-1"),
            ],
            plists: ["Runner/Info.plist": plist], value: "LIVE-1", certainty: .likely,
            note: [
                "'LIVE-1' in Release-prod", "'STAGE-1' in Release-staging", "disagree", "target 'App' (Release-prod)",
            ]),
        .init(
            name: "flavours: one plist per release configuration",
            target: [
                "Debug-prod": ["INFOPLIST_FILE": "Runner/Info-debug.plist"],
                "Release-prod": ["INFOPLIST_FILE": "Runner/Info-prod.plist"],
                "Release_staging": ["INFOPLIST_FILE": "Runner/Info-staging.plist"],
            ],
            plists: [
                "Runner/Info-debug.plist": account("TEST-1"), "Runner/Info-prod.plist": account("LIVE-1"),
                "Runner/Info-staging.plist": account("STAGE-1"),
            ],
            value: "LIVE-1", certainty: .likely,
            note: [
                "target 'App' (Release-prod)",
                "Release_staging names Runner/Info-staging.plist: the release configurations disagree",
                "other configurations name Runner/Info-debug.plist",
            ]),
        // A flavour's release configuration read before its debug one, which differs (likely, as
        // for Release and Debug).
        .init(
            name: "a release flavour before its debug flavour",
            target: [
                "Debug-prod": flavour("Runner/Info.plist", "TEST-1"),
                "Release-prod": flavour("Runner/Info.plist", "LIVE-1"),
            ],
            plists: ["Runner/Info.plist": plist], value: "LIVE-1", certainty: .likely,
            note: ["'LIVE-1' in Release-prod", "'TEST-1' in Debug-prod"]),
        // Quiet: one release configuration; a debug configuration's other plist is only named.
        .init(
            name: "one release flavour and its own plist",
            target: [
                "Debug-prod": ["INFOPLIST_FILE": "Runner/Info-debug.plist"],
                "Release-prod": ["INFOPLIST_FILE": "Runner/Info-prod.plist"],
            ],
            plists: ["Runner/Info-debug.plist": account("TEST-1"), "Runner/Info-prod.plist": account("LIVE-1")],
            value: "LIVE-1", certainty: .certain,
            note: ["target 'App' (Release-prod); other configurations name Runner/Info-debug.plist"]),
        .init(
            name: "Release and a configuration merely named like it",
            target: [
                "Releases": ["INFOPLIST_FILE": "Runner/Info-other.plist"],
                "Release": ["INFOPLIST_FILE": "Runner/Info.plist"],
            ],
            plists: ["Runner/Info.plist": account("LIVE-1"), "Runner/Info-other.plist": account("OTHER-1")],
            value: "LIVE-1", certainty: .certain,
            note: ["target 'App' (Release); other configurations name Runner/Info-other.plist"]),
    ]

    @Test(arguments: cases)
    func releaseConfigurationsChosen(_ testCase: Case) throws {
        var files = testCase.plists
        files["App.xcodeproj/project.pbxproj"] = BuildSettingsTests.project(target: testCase.target)
        let (profile, _) = try AppInferenceTableTests.infer(files)
        let field = try #require(profile.field("clevertap.plist_account"))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        for word in testCase.note { #expect(field.note.contains(word), "\(field.note)") }
    }
}
