import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `$(VAR)` and `${VAR}` in the app's Info.plist resolved from the app target's build settings
/// in `project.pbxproj`, per configuration (issue 33, item 4): the configuration named, `likely`
/// with both named when the configurations disagree, unknown with a warning when none sets it.
@Suite struct BuildSettingsTests {
    /// A project.pbxproj with one app target: its configurations' settings, and the project's.
    static func project(target: [String: [String: String]], project: [String: [String: String]] = [:]) -> String {
        var objects: [String] = []
        func configurations(_ prefix: String, _ settings: [String: [String: String]]) -> [String] {
            settings.keys.sorted().map { name in
                let values = settings[name]!.map { "\($0.key) = \"\($0.value)\";" }.sorted().joined(separator: "\n")
                objects.append(
                    "\(prefix)\(name) = {\nisa = XCBuildConfiguration;\nbuildSettings = {\n\(values)\n};\nname = \(name);\n};"
                )
                return prefix + name
            }
        }
        let targetIDs = configurations("T", target)
        let projectIDs = configurations("P", project)
        objects.append(
            "TL = {\nisa = XCConfigurationList;\nbuildConfigurations = (\(targetIDs.joined(separator: ", ")));\n};")
        objects.append(
            "PL = {\nisa = XCConfigurationList;\nbuildConfigurations = (\(projectIDs.joined(separator: ", ")));\n};")
        objects.append(
            "APP = {\nisa = PBXNativeTarget;\nbuildConfigurationList = TL;\nname = App;\nproductType = \"com.apple.product-type.application\";\n};"
        )
        objects.append("ROOT = {\nisa = PBXProject;\nbuildConfigurationList = PL;\ntargets = (APP);\n};")
        return "// !$*UTF8*$!\n{\narchiveVersion = 1;\nobjectVersion = 56;\nobjects = {\n"
            + objects.joined(separator: "\n") + "\n};\nrootObject = ROOT;\n}\n"
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var plist: String
        var target: [String: [String: String]]
        var project: [String: [String: String]] = [:]
        var field = "clevertap.plist_account"
        var value: JSONValue
        var certainty: Certainty
        /// Words the note must hold (the configurations named).
        var note: [String] = []
        /// Whether the `app-unresolved-variable` warning is printed.
        var warns = false
        var testDescription: String { name }
    }

    static func plist(_ key: String, _ value: String) -> String {
        AppInferenceTableTests.plist("<key>\(key)</key><string>\(value)</string>")
    }

    static let cases: [Case] = [
        .init(
            name: "$(VAR) set alike in both configurations", plist: plist("CleverTapAccountID", "$(CT_ACCOUNT)"),
            target: [
                "Debug": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "W84-1"],
                "Release": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "W84-1"],
            ],
            value: "W84-1", certainty: .certain, note: ["in Release"]),
        .init(
            name: "${VAR} from the project's settings", plist: plist("CleverTapRegion", "${CT_REGION}"),
            target: ["Release": ["INFOPLIST_FILE": "App/Info.plist"]], project: ["Release": ["CT_REGION": "in1"]],
            field: "clevertap.plist_region", value: "in1", certainty: .certain, note: ["in Release"]),
        .init(
            name: "the configurations disagree", plist: plist("CleverTapAccountID", "$(CT_ACCOUNT)"),
            target: [
                "Debug": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "TEST-1"],
                "Release": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "LIVE-1"],
            ],
            value: "LIVE-1", certainty: .likely, note: ["'LIVE-1' in Release", "'TEST-1' in Debug", "disagree"]),
        .init(
            name: "set in Release only", plist: plist("CleverTapAccountID", "$(CT_ACCOUNT)"),
            target: [
                "Debug": ["INFOPLIST_FILE": "App/Info.plist"],
                "Release": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "LIVE-1"],
            ],
            value: "LIVE-1", certainty: .likely, note: ["unset in Debug"]),
        .init(
            name: "a variable inside a value", plist: plist("CleverTapAccountID", "W84-$(CT_SUFFIX)"),
            target: ["Release": ["INFOPLIST_FILE": "App/Info.plist", "CT_SUFFIX": "$(inherited) 7"]],
            value: "W84- 7", certainty: .certain),
        .init(
            name: "a variable naming another", plist: plist("LeanplumSwizzlingEnabled", "$(SWIZZLE)"),
            target: [
                "Release": [
                    "INFOPLIST_FILE": "App/Info.plist", "SWIZZLE": "$(SWIZZLE_RELEASE)", "SWIZZLE_RELEASE": "NO",
                ]
            ],
            field: "leanplum.swizzling", value: false, certainty: .certain),
        // Quiet: nothing sets it, or it names itself.
        .init(
            name: "no configuration sets it", plist: plist("CleverTapAccountID", "$(CT_ACCOUNT)"),
            target: ["Debug": ["INFOPLIST_FILE": "App/Info.plist"], "Release": ["INFOPLIST_FILE": "App/Info.plist"]],
            value: .null, certainty: .unknown, warns: true),
        .init(
            name: "a setting naming itself", plist: plist("CleverTapAccountID", "$(CT_ACCOUNT)"),
            target: ["Release": ["INFOPLIST_FILE": "App/Info.plist", "CT_ACCOUNT": "$(CT_ACCOUNT)"]],
            value: .null, certainty: .unknown, warns: true),
    ]

    @Test(arguments: cases)
    func infoPlistVariable(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer([
            "App/Info.plist": testCase.plist,
            "App.xcodeproj/project.pbxproj": Self.project(target: testCase.target, project: testCase.project),
        ])
        let field = try #require(profile.field(testCase.field))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        for word in testCase.note { #expect(field.note.contains(word), "\(field.note)") }
        let warned = profile.diagnostics.contains { $0.rule == RuleID(AppInferenceRule.unresolved) }
        #expect(warned == testCase.warns, "\(profile.diagnostics)")
        if testCase.certainty != .unknown {
            #expect(
                field.sources.contains { $0.file == "App.xcodeproj/project.pbxproj" },
                "the build setting's line is a source")
        }
    }
}
