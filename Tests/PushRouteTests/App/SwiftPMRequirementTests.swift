import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// Swift Package Manager requirements read like CocoaPods' when no Package.resolved pins the
/// SDK (issue 33): an exact version `likely`, a range (`from:`, `upToNextMinor`, a branch) unknown
/// with the range named; a Package.resolved pin wins.
@Suite struct SwiftPMRequirementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var value: JSONValue
        var certainty: Certainty
        var note: String
        var testDescription: String { name }
    }

    static func package(_ requirement: String) -> String {
        "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(\n  name: \"App\",\n  dependencies: [\n    .package(url: \"https://github.com/CleverTap/clevertap-ios-sdk\", \(requirement)),\n  ]\n)\n"
    }

    /// A project whose package reference to CleverTap has `requirement`'s fields.
    static func project(_ requirement: String) -> String {
        let project = BuildSettingsTests.project(target: ["Release": ["INFOPLIST_FILE": "App/Info.plist"]])
        let object =
            "PKG = {\nisa = XCRemoteSwiftPackageReference;\nrepositoryURL = \"https://github.com/CleverTap/clevertap-ios-sdk\";\nrequirement = {\n\(requirement)\n};\n};\n"
        return project.replacingOccurrences(of: "APP = {", with: object + "APP = {")
    }

    static let cases: [Case] = [
        .init(
            name: "from:", files: ["Package.swift": package("from: \"5.0.1\"")], value: .null, certainty: .unknown,
            note: "from 5.0.1 up to the next major (CocoaPods '~> 5.0')"),
        .init(
            name: ".upToNextMinor(from:)", files: ["Package.swift": package(".upToNextMinor(from: \"7.0.1\")")],
            value: .null, certainty: .unknown,
            note: "up to the next minor"),
        .init(
            name: ".exact", files: ["Package.swift": package(".exact(\"7.0.2\")")], value: "7.0.2", certainty: .likely,
            note: "exact version"),
        .init(
            name: "branch:", files: ["Package.swift": package("branch: \"develop\"")], value: .null,
            certainty: .unknown, note: "branch 'develop'"),
        .init(
            name: "the project's upToNextMajorVersion",
            files: ["App.xcodeproj/project.pbxproj": project("kind = upToNextMajorVersion;\nminimumVersion = 7.0.0;")],
            value: .null, certainty: .unknown, note: "CocoaPods '~> 7.0'"),
        .init(
            name: "the project's exactVersion",
            files: ["App.xcodeproj/project.pbxproj": project("kind = exactVersion;\nversion = 7.1.1;")],
            value: "7.1.1", certainty: .likely, note: "exact version"),
        // Quiet: a Package.resolved pins it.
        .init(
            name: "a pin wins",
            files: [
                "Package.swift": package("from: \"5.0.1\""),
                "Package.resolved":
                    #"{"pins": [{"identity": "clevertap-ios-sdk", "location": "https://github.com/CleverTap/clevertap-ios-sdk", "state": {"version": "5.2.2"}}], "version": 2}"#,
            ], value: "5.2.2", certainty: .certain, note: "resolved by SwiftPM"),
    ]

    @Test(arguments: cases)
    func requirementReadLikeCocoaPods(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let field = try #require(profile.field("clevertap.sdk"))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        #expect(field.note.contains(testCase.note), "\(field.note)")
        #expect(profile.field("sdks")?.value == "clevertap")
    }
}
