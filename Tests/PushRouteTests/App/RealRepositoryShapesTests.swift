import Foundation
import Testing

@testable import PushRouteApp
@testable import PushRouteCore

/// Shapes met in real public repositories (docs/development.md, "Real repositories") that
/// `app infer` read wrong: each case is our own minimal files in that shape, with the field's
/// true value and certainty, and a quiet case beside it.
@Suite struct RealRepositoryShapesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var key: String
        var value: JSONValue
        var certainty: Certainty
        var note: String? = nil
        var testDescription: String { name }
    }

    /// A QA app's Podfile (Leanplum's Rondo-iOS): two helpers, one building from local
    /// checkouts and called from a comment only, one taking a release from a variable that the
    /// environment may override.
    static let helpersPodfile = """
        def use_sources
          pod 'Leanplum-iOS-SDK', :path => '../Leanplum-iOS-SDK'
          pod 'CleverTap-iOS-SDK', :path => '../clevertap-ios-sdk'
        end

        def use_release
          version = ENV['LP_VERSION']
          if version == nil
            version = "6.6.1"
          end
          pod 'Leanplum-iOS-SDK', version
        end

        target 'App' do
          use_frameworks!
          # use_sources
          use_release
        end
        """

    static let constantPodfile = """
        LP_VERSION = ENV['LP_VERSION'] ? ENV['LP_VERSION'] : '2.0.6'
        target 'App' do
          pod 'Leanplum-iOS-SDK', '= ' + LP_VERSION
        end
        """

    static let podfileCases: [Case] = [
        .init(
            name: "a variable's default, the def never called left out", files: ["Podfile": helpersPodfile],
            key: "leanplum.sdk", value: "6.6.1", certainty: .likely, note: "unless ENV['LP_VERSION'] is set"),
        .init(
            name: "Leanplum 6.x from a Podfile brings CleverTap", files: ["Podfile": helpersPodfile], key: "sdks",
            value: "leanplum+clevertap", certainty: .likely,
            note: "whose podspec depends on CleverTap-iOS-SDK"),
        .init(
            name: "the other def called",
            files: [
                "Podfile": helpersPodfile.replacingOccurrences(of: "# use_sources", with: "use_sources")
                    .replacingOccurrences(of: "  use_release\n", with: "  # use_release\n")
            ],
            key: "leanplum.sdk", value: .null, certainty: .unknown, note: "has :path '../Leanplum-iOS-SDK'"),
        .init(
            name: "'= ' + a constant", files: ["Podfile": constantPodfile], key: "leanplum.sdk", value: "2.0.6",
            certainty: .likely, note: "the variable 'LP_VERSION', '2.0.6' at Podfile:1"),
        .init(
            name: "Leanplum 2.x alone", files: ["Podfile": constantPodfile], key: "sdks", value: "leanplum",
            certainty: .likely),
        .init(
            name: "a helper called only from a dead helper",
            files: [
                "Podfile":
                    "def old\n  pod 'Leanplum-iOS-SDK', '6.5.0'\nend\ndef legacy\n  old\nend\ntarget 'App' do\n  # legacy\n  pod 'Leanplum-iOS-SDK', '6.6.1'\n  post_install do |installer|\n  end\nend\n"
            ],
            key: "leanplum.sdk", value: "6.6.1", certainty: .likely),
        .init(
            name: "a variable assigned two releases",
            files: ["Podfile": "v = '6.5.0'\nv = '6.6.1' if x\ntarget 'App' do\n  pod 'Leanplum-iOS-SDK', v\nend\n"],
            key: "leanplum.sdk", value: .null, certainty: .unknown),
        .init(
            name: "a variable computed", files: ["Podfile": "v = File.read('v.txt')\npod 'Leanplum-iOS-SDK', v\n"],
            key: "leanplum.sdk", value: .null, certainty: .unknown),
    ]

    @Test(arguments: podfileCases)
    func podfileRuby(_ testCase: Case) throws {
        try check(testCase)
    }

    /// The files of a fixture repository, by path inside it.
    static func fixture(_ name: String) -> [String: String] {
        let root = "Tests/Fixtures/repos/" + name + "/"
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            if let text = try? String(contentsOfFile: root + path, encoding: .utf8) { files[path] = text }
        }
        return files
    }

    /// The service-extension fixture with its extension written in Objective-C, declaring its
    /// superclass in its header (clevertap-react-native's Example).
    static var objectiveCExtension: [String: String] {
        var files = fixture("service-extension")
        files["NotificationService/NotificationService.swift"] = nil
        files["NotificationService/NotificationService.m"] =
            "#import \"NotificationService.h\"\n@implementation NotificationService\n- (void)didReceiveNotificationRequest:(UNNotificationRequest *)request withContentHandler:(void (^)(UNNotificationContent *))contentHandler {\n[[CleverTap sharedInstance] recordNotificationViewedEventWithData:request.content.userInfo];\n[super didReceiveNotificationRequest:request withContentHandler:contentHandler];\n}\n@end\n"
        files["NotificationService/NotificationService.h"] =
            "#import <CTNotificationService/CTNotificationService.h>\n@interface NotificationService : CTNotificationServiceExtension\n@end\n"
        return files
    }

    static let lock3x = "PODS:\n  - CleverTap-iOS-SDK (3.9.2):\n    - SDWebImage (~> 5.1)\n\nCOCOAPODS: 1.10.0\n"
    static let autoIntegrateApp =
        "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\nCleverTap.autoIntegrate()\nreturn true\n}\n"

    static let otherCases: [Case] = [
        .init(
            name: "an Objective-C extension's superclass in its header", files: objectiveCExtension,
            key: "extension.service", value: "ct-media+viewed", certainty: .certain),
        .init(
            name: "the Swift extension", files: fixture("service-extension"), key: "extension.service",
            value: "ct-media+viewed", certainty: .certain),
        .init(
            name: "CleverTap 3.9.2 as the lock names it", files: ["Podfile.lock": lock3x], key: "clevertap.sdk",
            value: "3.9.2", certainty: .certain),
        .init(
            name: "autoIntegrate in a CleverTap-only app: no start to order it against",
            files: ["Podfile.lock": lock3x, "App/AppDelegate.swift": autoIntegrateApp],
            key: "clevertap.auto_integrate_at", value: .null, certainty: .unknown, note: "no Leanplum start call"),
        .init(
            name: "autoIntegrate and a start in two files",
            files: ["App/AppDelegate.swift": autoIntegrateApp, "App/Setup.swift": "func s() {\nLeanplum.start()\n}\n"],
            key: "clevertap.auto_integrate_at", value: .null, certainty: .unknown, note: "not in one file"),
    ]

    @Test(arguments: otherCases)
    func extensionReleaseAndOrder(_ testCase: Case) throws {
        try check(testCase)
    }

    func check(_ testCase: Case) throws {
        let (profile, _) = try AppInferenceTableTests.infer(testCase.files)
        let field = try #require(profile.field(testCase.key))
        #expect(field.value == testCase.value, "\(field.note)")
        #expect(field.certainty == testCase.certainty, "\(field.note)")
        if let note = testCase.note { #expect(field.note.contains(note), "\(field.note)") }
    }
}
