import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// An SDK pod built from a local checkout (`:path`) or a local `:podspec`, with no Podfile.lock
/// (issue 33): the release is the one its own podspec names, in the SDKs' real shapes
/// (CleverTap/clevertap-ios-sdk and Leanplum/Leanplum-iOS-SDK, their podspecs at the tags named).
@Suite struct LocalSDKPodTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var sdk: String = "clevertap.sdk"
        var files: [String: String]
        var value: JSONValue
        var certainty: Certainty
        var note: [String] = []
        /// The podspec line the field cites, when it cites one.
        var source: String? = nil
        var testDescription: String { name }
    }

    static func podfile(_ lines: String...) -> String {
        "platform :ios, '13.0'\ntarget 'App' do\n" + lines.map { "  " + $0 + "\n" }.joined() + "end\n"
    }

    /// CleverTap-iOS-SDK.podspec to 5.0.1 (here 5.0.0's lines): the version written.
    static let cleverTapWritten = """
        Pod::Spec.new do |s|
        s.name                      = "CleverTap-iOS-SDK"
        s.version                   = "5.0.0"
        s.source                    = { :git => "https://github.com/CleverTap/clevertap-ios-sdk.git", :tag => s.version.to_s }
        s.ios.dependency             'SDWebImage', '~> 5.11'
        end

        """
    /// CleverTap-iOS-SDK.podspec from 5.1.0 (here 7.1.0's lines): the version printed by `cat`.
    static let cleverTapPrinted = cleverTapWritten.replacingOccurrences(of: "\"5.0.0\"", with: "`cat sdk-version.txt`")
    /// Leanplum-iOS-SDK.podspec from 2.3.0 (here 6.6.1's lines): through a local variable,
    /// with its dependency on CleverTap.
    static let leanplumPrinted = """
        Pod::Spec.new do |s|
            s.name = 'Leanplum-iOS-SDK'
            version = `cat sdk-version.txt`
            s.version = version
            s.source = { :git => 'https://github.com/Leanplum/Leanplum-iOS-SDK.git', :tag => s.version.to_s }
            s.dependency 'CleverTap-iOS-SDK', '~> 7.1'
          end

        """
    /// Leanplum-iOS-SDK.podspec to 2.2 (here 2.0.1's lines).
    static let leanplumWritten = "Pod::Spec.new do |s|\n  s.name = 'Leanplum-iOS-SDK'\n  s.version = '2.0.1'\nend\n"
    static let json =
        "{\n  \"name\": \"CleverTap-iOS-SDK\",\n  \"version\": \"6.2.1\",\n  \"dependencies\": {\n    \"SDWebImage\": [\"~> 5.11\"]\n  }\n}\n"
    static let ctPath = "pod 'CleverTap-iOS-SDK', :path => 'Vendor/clevertap-ios-sdk'"
    static let lock =
        "PODS:\n  - CleverTap-iOS-SDK (7.7.0)\n\nDEPENDENCIES:\n  - CleverTap-iOS-SDK (from `Vendor/clevertap-ios-sdk`)\n\nCOCOAPODS: 1.15.2\n"

    static let cases: [Case] = [
        // 1. A local checkout of the SDK (:path).
        .init(
            name: "CleverTap checkout, version written",
            files: [
                "Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapWritten,
            ],
            value: "5.0.0", certainty: .certain,
            note: ["has :path 'Vendor/clevertap-ios-sdk': its podspec names 5.0.0"],
            source: "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec:3"),
        .init(
            name: "CleverTap checkout, version printed by cat",
            files: [
                "Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapPrinted,
                "Vendor/clevertap-ios-sdk/sdk-version.txt": "7.1.0",
            ],
            value: "7.1.0", certainty: .likely,
            note: ["what `cat sdk-version.txt` prints, 7.1.0 (Vendor/clevertap-ios-sdk/sdk-version.txt)"],
            source: "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec:3"),
        .init(
            name: "Leanplum checkout through a local variable", sdk: "leanplum.sdk",
            files: [
                "ios/Podfile": podfile("pod 'Leanplum-iOS-SDK', :path => '../Vendor/Leanplum-iOS-SDK'"),
                "Vendor/Leanplum-iOS-SDK/Leanplum-iOS-SDK.podspec": leanplumPrinted,
                "Vendor/Leanplum-iOS-SDK/sdk-version.txt": "6.6.1\n",
            ],
            value: "6.6.1", certainty: .likely, note: ["6.6.1 (Vendor/Leanplum-iOS-SDK/sdk-version.txt)"],
            source: "Vendor/Leanplum-iOS-SDK/Leanplum-iOS-SDK.podspec:3"),
        .init(
            name: "Leanplum checkout's dependency on CleverTap",
            files: [
                "Podfile": podfile("pod 'Leanplum-iOS-SDK', :path => 'Vendor/Leanplum-iOS-SDK'"),
                "Vendor/Leanplum-iOS-SDK/Leanplum-iOS-SDK.podspec": leanplumPrinted,
                "Vendor/Leanplum-iOS-SDK/sdk-version.txt": "6.6.1",
            ],
            value: .null, certainty: .unknown, note: ["asks '~> 7.1'"]),
        .init(
            name: "Leanplum 2.0.1 checkout, version written", sdk: "leanplum.sdk",
            files: [
                "Podfile": podfile("pod 'Leanplum-iOS-SDK', :path => 'Leanplum'"),
                "Leanplum/Leanplum-iOS-SDK.podspec": leanplumWritten,
            ],
            value: "2.0.1", certainty: .certain, note: ["its podspec names 2.0.1"]),
        .init(
            name: "a checkout's .podspec.json",
            files: ["Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec.json": json],
            value: "6.2.1", certainty: .certain, source: "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec.json:3"),
        .init(
            name: "a subspec's checkout",
            files: [
                "Podfile": podfile("pod 'CleverTap-iOS-SDK/Core', :path => 'Vendor/clevertap-ios-sdk'"),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapWritten,
            ],
            value: "5.0.0", certainty: .certain),
        .init(
            name: "the lock still wins over the checkout",
            files: [
                "Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapWritten,
                "Podfile.lock": lock,
            ],
            value: "7.7.0", certainty: .certain, note: ["resolved by CocoaPods"]),
        // Quiet: a version Ruby computes, a version file missing or not a release, a checkout outside.
        .init(
            name: "File.read computes the version",
            files: [
                "Podfile": podfile(ctPath),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapWritten.replacingOccurrences(
                    of: "\"5.0.0\"", with: "File.read('sdk-version.txt').strip"),
            ],
            value: .null, certainty: .unknown,
            note: ["computed by Ruby (File.read('sdk-version.txt').strip), which app infer does not run"],
            source: "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec:3"),
        .init(
            name: "a constant",
            files: [
                "Podfile": podfile(ctPath),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": "s.version = CleverTap::VERSION\n",
            ],
            value: .null, certainty: .unknown, note: ["computed by Ruby (CleverTap::VERSION)"]),
        .init(
            name: "an interpolation",
            files: [
                "Podfile": podfile(ctPath),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec":
                    "major = 7\ns.version = \"#{major}.1.0\" # 7.1.0\n",
            ],
            value: .null, certainty: .unknown, note: ["computed by Ruby (\"#{major}.1.0\")"]),
        .init(
            name: "cat of a file not there",
            files: [
                "Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapPrinted,
            ],
            value: .null, certainty: .unknown,
            note: ["and Vendor/clevertap-ios-sdk/sdk-version.txt is not in the repository: its release is unknown"]),
        .init(
            name: "cat of a file that holds no release",
            files: [
                "Podfile": podfile(ctPath), "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapPrinted,
                "Vendor/clevertap-ios-sdk/sdk-version.txt": "<<<<<<< HEAD\n7.1.0\n=======\n7.2.0\n>>>>>>> main\n",
            ],
            value: .null, certainty: .unknown, note: ["sdk-version.txt holds no release"]),
        .init(
            name: "cat of a file outside the repository",
            files: [
                "Podfile": podfile(ctPath),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": cleverTapWritten.replacingOccurrences(
                    of: "\"5.0.0\"", with: "`cat ../../../version.txt`"),
            ],
            value: .null, certainty: .unknown, note: ["../version.txt is outside the repository: not followed"]),
        .init(
            name: "a version that is no release",
            files: [
                "Podfile": podfile(ctPath),
                "Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec": "s.version = 'develop'\n",
            ],
            value: .null, certainty: .unknown, note: ["s.version is 'develop', not a release"]),
        .init(
            name: "a checkout outside the repository",
            files: ["Podfile": podfile("pod 'CleverTap-iOS-SDK', :path => '../clevertap-ios-sdk'")],
            value: .null, certainty: .unknown,
            note: [
                "has :path '../clevertap-ios-sdk', outside the repository: its podspec is not read, and its release is unknown"
            ]),
        .init(
            name: "a checkout without its podspec", files: ["Podfile": podfile(ctPath)],
            value: .null, certainty: .unknown,
            note: ["its podspec Vendor/clevertap-ios-sdk/CleverTap-iOS-SDK.podspec is not in the repository"]),
        // 2. A :podspec of the SDK's own.
        .init(
            name: ":podspec, a local file",
            files: [
                "Podfile": podfile("pod 'CleverTap-iOS-SDK', :podspec => 'Vendor/CleverTap.podspec'"),
                "Vendor/CleverTap.podspec": cleverTapWritten,
            ],
            value: "5.0.0", certainty: .certain,
            note: ["has :podspec 'Vendor/CleverTap.podspec': its podspec names 5.0.0"],
            source: "Vendor/CleverTap.podspec:3"),
        .init(
            name: ":podspec, a folder",
            files: [
                "Podfile": podfile("pod 'CleverTap-iOS-SDK', podspec: 'Vendor'"),
                "Vendor/CleverTap-iOS-SDK.podspec": cleverTapWritten,
            ],
            value: "5.0.0", certainty: .certain),
        .init(
            name: ":podspec, a local JSON file",
            files: [
                "Podfile": podfile("pod 'CleverTap-iOS-SDK', :podspec => 'specs/ct.podspec.json'"),
                "specs/ct.podspec.json": json,
            ],
            value: "6.2.1", certainty: .certain),
        .init(
            name: ":podspec, a URL",
            files: [
                "Podfile": podfile(
                    "pod 'CleverTap-iOS-SDK', :podspec => 'https://example.com/specs/CleverTap-iOS-SDK.podspec'")
            ],
            value: .null, certainty: .unknown,
            note: [
                "has :podspec 'https://example.com/specs/CleverTap-iOS-SDK.podspec', a URL: app infer never fetches it, and its release is unknown"
            ],
            source: "Podfile:3"),
        .init(
            name: ":podspec of another pod, a local file that depends on CleverTap",
            files: [
                "Podfile": podfile("pod 'ShopPush', :podspec => 'ShopPush.podspec'"),
                "ShopPush.podspec": "s.dependency 'CleverTap-iOS-SDK', '6.0.0'\n",
            ],
            value: "6.0.0", certainty: .likely, note: ["asks exactly 6.0.0"]),
    ]

    @Test(arguments: cases)
    func release(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let field = try #require(profile.field(testCase.sdk))
        #expect(field.value == testCase.value)
        #expect(field.certainty == testCase.certainty)
        for word in testCase.note { #expect(field.note.contains(word), "\(field.note)") }
        if let source = testCase.source { #expect(field.sources.map(\.description) == [source]) }
    }

    /// An SDK checkout's own files (its sample apps, lock files) are not the app's: left out of
    /// the search, while a local pod of the app's own (not an SDK) and an SDK at the root are read.
    @Test(arguments: [
        ("pod 'CleverTap-iOS-SDK', :path => 'Vendor/clevertap-ios-sdk'", "Vendor/clevertap-ios-sdk", false),
        ("pod 'CleverTap-iOS-SDK/Core', path: './Vendor/clevertap-ios-sdk/'", "Vendor/clevertap-ios-sdk", false),
        ("pod 'ShopPush', :path => 'Vendor/clevertap-ios-sdk'", "Vendor/clevertap-ios-sdk", true),
        ("pod 'CleverTap-iOS-SDK', :path => './'", "", true),
        (
            "pod 'CleverTap-iOS-SDK', :git => 'https://github.com/CleverTap/clevertap-ios-sdk.git', :tag => '7.1.0'",
            "Vendor/clevertap-ios-sdk", true
        ),
    ])
    func checkoutFilesAreNotTheApps(_ line: String, _ folder: String, _ read: Bool) throws {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let (profile, _) = try AppInferenceTableTests.infer([
            "Podfile": Self.podfile(line),
            prefix + "CleverTap-iOS-SDK.podspec": Self.cleverTapWritten,
            prefix + "ObjCStarter/AppDelegate.m":
                "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    [CleverTap autoIntegrate];\n    return YES;\n}\n@end\n",
            prefix + "CleverTapSDK.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved":
                "{\"object\": {\"pins\": [{\"package\": \"CleverTap\", \"repositoryURL\": \"https://github.com/CleverTap/clevertap-ios-sdk\", \"state\": {\"version\": \"4.0.0\"}}]}, \"version\": 1}\n",
        ])
        let autoIntegrate = try #require(profile.field("clevertap.auto_integrate"))
        #expect((autoIntegrate.value == true) == read, "\(autoIntegrate.note)")
        let sdk = try #require(profile.field("clevertap.sdk"))
        #expect((sdk.sources.first?.file.hasSuffix("Package.resolved") == true) == read, "\(sdk.sources)")
    }

    /// A URL podspec of a pod that is no SDK is not fetched: what it brings is unknown, so
    /// Leanplum's absence from a CleverTap-only app is likely, not certain.
    @Test func aURLPodspecLeavesLeanplumsAbsenceLikely() throws {
        let (profile, _) = try AppInferenceTableTests.infer([
            "Podfile": Self.podfile(
                "pod 'CleverTap-iOS-SDK', '7.7.0'", "pod 'Shared', :podspec => 'https://example.com/Shared.podspec'")
        ])
        let leanplum = try #require(profile.field("leanplum.sdk"))
        #expect(leanplum.value == .null)
        #expect(leanplum.certainty == .likely)
        #expect(
            leanplum.note.contains(
                "pod 'Shared' at Podfile:4 has :podspec 'https://example.com/Shared.podspec', a URL: app infer never fetches it"
            ), "\(leanplum.note)")
    }
}
