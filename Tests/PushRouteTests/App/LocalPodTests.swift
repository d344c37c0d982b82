import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// `:path` pods followed to their podspec and `:git` pods' tags (issue 33, item 4): each case a
/// repository of the given files and what `app infer` reads for CleverTap.
@Suite struct LocalPodTests {
    @Test(
        arguments: [
            ("pod 'MyPush', :path => '../MyPush'", "MyPush", [], ["path": "../MyPush"]),
            ("pod 'MyPush', path: \"LocalPods/MyPush\"", "MyPush", [], ["path": "LocalPods/MyPush"]),
            (
                "pod 'CleverTap-iOS-SDK', :git => 'https://x/y.git', :tag => 'v7.7.0'", "CleverTap-iOS-SDK", [],
                ["git": "https://x/y.git", "tag": "v7.7.0"]
            ),
            ("pod 'CleverTap-iOS-SDK', '>= 7.0', '< 8'", "CleverTap-iOS-SDK", [">= 7.0", "< 8"], [:]),
            ("pod('Leanplum-iOS-SDK')", "Leanplum-iOS-SDK", [], [:]),
        ] as [(String, String, [String], [String: String])])
    func podLine(_ line: String, _ name: String, _ requirements: [String], _ options: [String: String]) throws {
        let pod = try #require(PodDeclaration(code: line))
        #expect(pod.name == name)
        #expect(pod.requirements == requirements)
        #expect(pod.options == options)
    }

    @Test func notAPodLine() {
        #expect(PodDeclaration(code: "  target 'App' do") == nil)
        #expect(PodDeclaration(code: "podfile 'x'") == nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var value: JSONValue
        var certainty: Certainty
        var note: [String] = []
        /// The `sdks` word, when the case decides it.
        var sdks: JSONValue? = nil
        var testDescription: String { name }
    }

    static func podfile(_ line: String) -> String { "platform :ios, '13.0'\ntarget 'App' do\n  \(line)\nend\n" }
    static let rubySpec =
        "Pod::Spec.new do |s|\n  s.name = 'MyPush'\n  s.version = '1.0.0'\n  s.dependency 'CleverTap-iOS-SDK', '~> 7.0'\nend\n"
    static let exactSpec =
        "Pod::Spec.new do |spec|\n  spec.name = 'MyPush'\n  spec.dependency \"CleverTap-iOS-SDK\", \"7.1.0\" # pinned\nend\n"
    static let jsonSpec =
        "{\n  \"name\": \"MyPush\",\n  \"version\": \"1.0.0\",\n  \"dependencies\": {\n    \"CleverTap-iOS-SDK\": [\n      \"7.2.0\"\n    ]\n  }\n}\n"
    static let lock = """
        PODS:
          - CleverTap-iOS-SDK (7.7.0):
            - SDWebImage (~> 5.11)
          - MyPush (1.0.0):
            - CleverTap-iOS-SDK (~> 7.0)
          - SDWebImage (5.19.0)

        DEPENDENCIES:
          - MyPush (from `LocalPods/MyPush`)

        EXTERNAL SOURCES:
          MyPush:
            :path: LocalPods/MyPush

        COCOAPODS: 1.15.2

        """

    static let cases: [Case] = [
        .init(
            name: "a local pod's range",
            files: [
                "Podfile": podfile("pod 'MyPush', :path => 'LocalPods/MyPush'"),
                "LocalPods/MyPush/MyPush.podspec": rubySpec,
            ],
            value: .null, certainty: .unknown, note: ["local pod 'MyPush' (Podfile:3) asks '~> 7.0'"], sdks: "clevertap"
        ),
        .init(
            name: "a local pod's exact version, the Podfile in ios/",
            files: ["ios/Podfile": podfile("pod 'MyPush', :path => '../MyPush'"), "MyPush/MyPush.podspec": exactSpec],
            value: "7.1.0", certainty: .likely, note: ["asks exactly 7.1.0"], sdks: "clevertap"),
        .init(
            name: "a local pod's .podspec.json",
            files: ["Podfile": podfile("pod 'MyPush', :path => 'MyPush'"), "MyPush/MyPush.podspec.json": jsonSpec],
            value: "7.2.0", certainty: .likely, note: ["asks exactly 7.2.0"]),
        .init(
            name: "the lock's release wins over the podspec",
            files: [
                "Podfile": podfile("pod 'MyPush', :path => 'LocalPods/MyPush'"),
                "LocalPods/MyPush/MyPush.podspec": exactSpec, "Podfile.lock": lock,
            ],
            value: "7.7.0", certainty: .certain, note: ["resolved by CocoaPods"], sdks: "clevertap"),
        .init(
            name: "the SDK itself as a :path pod in the lock",
            files: [
                "Podfile.lock": lock.replacingOccurrences(
                    of: "  MyPush:\n    :path: LocalPods/MyPush",
                    with: "  CleverTap-iOS-SDK:\n    :path: \"../clevertap-ios-sdk\"")
            ],
            value: "7.7.0", certainty: .certain, note: ["from the local path '../clevertap-ios-sdk'"]),
        .init(
            name: "a :git pod's tag",
            files: [
                "Podfile": podfile(
                    "pod 'CleverTap-iOS-SDK', :git => 'https://github.com/CleverTap/clevertap-ios-sdk.git', :tag => 'v7.7.0'"
                )
            ],
            value: "7.7.0", certainty: .likely, note: ["tag 'v7.7.0'"], sdks: "clevertap"),
        .init(
            name: "a :git pod on a branch",
            files: [
                "Podfile": podfile(
                    "pod 'CleverTap-iOS-SDK', :git => 'https://github.com/CleverTap/clevertap-ios-sdk.git', :branch => 'develop'"
                )
            ],
            value: .null, certainty: .unknown, note: ["branch 'develop', no release"]),
        // Quiet: a path outside the repository, or a podspec that is not there, is not read.
        .init(
            name: "a :path outside the repository", files: ["Podfile": podfile("pod 'MyPush', :path => '../MyPush'")],
            value: .null, certainty: .unknown, note: ["outside the repository: its podspec is not read"]),
        .init(
            name: "a local pod without its podspec",
            files: ["Podfile": podfile("pod 'MyPush', :path => 'LocalPods/MyPush'")],
            value: .null, certainty: .unknown,
            note: ["its podspec LocalPods/MyPush/MyPush.podspec is not in the repository"]),
        .init(
            name: "a podspec naming no SDK",
            files: [
                "Podfile": podfile("pod 'MyPush', :path => 'MyPush'"),
                "MyPush/MyPush.podspec": "s.dependency 'SDWebImage', '~> 5.0'\n",
            ],
            value: .null, certainty: .unknown, note: ["no lock file or manifest names CleverTap-iOS-SDK"]),
    ]

    @Test(arguments: cases)
    func cleverTapRelease(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let field = try #require(profile.field("clevertap.sdk"))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        for word in testCase.note { #expect(field.note.contains(word), "\(field.note)") }
        if let sdks = testCase.sdks { #expect(profile.field("sdks")?.value == sdks) }
    }

    /// A CleverTap-only app with a local pod outside the repository: Leanplum's absence is not
    /// certain, since the pod not read may bring it.
    @Test func anUnreadLocalPodLeavesLeanplumsAbsenceLikely() throws {
        let (profile, _) = try AppInferenceTableTests.infer([
            "Podfile": Self.podfile("pod 'CleverTap-iOS-SDK', '7.7.0'\n  pod 'Shared', :path => '../Shared'")
        ])
        #expect(profile.field("sdks")?.value == "clevertap")
        #expect(profile.field("sdks")?.certainty == .likely)
        let leanplum = try #require(profile.field("leanplum.sdk"))
        #expect(leanplum.value == .null)
        #expect(leanplum.certainty == .likely)
        #expect(
            leanplum.note.contains("pod 'Shared' at Podfile:4 has :path '../Shared', outside the repository"),
            "\(leanplum.note)")
    }
}
