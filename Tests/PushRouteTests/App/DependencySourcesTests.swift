import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// Sources ranked as the build uses them (issue 33, item 4): a `Cartfile.resolved` decides the
/// SDK versions only when the project links Carthage, or when no project says which manager
/// it links; left over beside a project that links CocoaPods, it is named and not used.
@Suite struct DependencySourcesTests {
    /// A project whose app target has `phase` as a shell script build phase.
    static func project(linking phase: String) -> String {
        let project = BuildSettingsTests.project(target: ["Release": ["INFOPLIST_FILE": "App/Info.plist"]])
        let object =
            "PHASE = {\nisa = PBXShellScriptBuildPhase;\nname = \"\(phase)\";\nshellScript = \"\(phase)\";\n};\n"
        return project.replacingOccurrences(of: "APP = {", with: object + "APP = {")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var value: JSONValue
        var certainty: Certainty
        var note: String? = nil
        var testDescription: String { name }
    }

    static let cartfile = "github \"CleverTap/clevertap-ios-sdk\" \"6.0.0\"\n"
    static let podfile = "target 'App' do\n  pod 'CleverTap-iOS-SDK', '~> 7.0'\nend\n"
    static let exactPodfile = "target 'App' do\n  pod 'CleverTap-iOS-SDK', '7.1.0'\nend\n"

    static let cases: [Case] = [
        .init(
            name: "leftover Cartfile beside a project linking CocoaPods",
            files: [
                "Cartfile.resolved": cartfile, "Podfile": podfile,
                "App.xcodeproj/project.pbxproj": project(linking: "[CP] Check Pods Manifest.lock"),
            ],
            value: .null, certainty: .unknown, note: "a leftover"),
        .init(
            name: "leftover Cartfile, the Podfile's exact version",
            files: [
                "Cartfile.resolved": cartfile, "Podfile": exactPodfile,
                "App.xcodeproj/project.pbxproj": project(linking: "[CP] Check Pods Manifest.lock"),
            ],
            value: "7.1.0", certainty: .likely, note: "a leftover"),
        // Quiet: the project links Carthage, or no project says.
        .init(
            name: "a project linking Carthage",
            files: [
                "Cartfile.resolved": cartfile, "Podfile": podfile,
                "App.xcodeproj/project.pbxproj": project(linking: "/usr/local/bin/carthage copy-frameworks"),
            ],
            value: "6.0.0", certainty: .certain, note: "resolved by Carthage"),
        .init(
            name: "no project", files: ["Cartfile.resolved": cartfile, "Podfile": podfile], value: "6.0.0",
            certainty: .certain,
            note: "resolved by Carthage"),
    ]

    @Test(arguments: cases)
    func cartfileRankedByTheLinkedManager(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let field = try #require(profile.field("clevertap.sdk"))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        if let note = testCase.note { #expect(field.note.contains(note), "\(field.note)") }
    }
}
