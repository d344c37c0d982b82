import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// The libyaml and libplist wrappers (PushRouteReader/YAML/LibYAML.swift,
/// PushRouteReader/Plist/LibPlist.swift): each gives a pure Swift tree, or a refusal, and
/// never a crash.
@Suite struct CLibraryWrapperTests {
    static func yaml(_ text: String) -> Result<YAMLNode?, LibYAML.ParseError> {
        var text = text
        return text.withUTF8 { LibYAML.parse(UnsafeRawBufferPointer($0)) }
    }

    static func plist(_ bytes: [UInt8]) -> PropertyList? {
        bytes.withUnsafeBytes { LibPlist.parse($0) }
    }

    /// XML text with a NUL byte in it, raw or as a character reference: libplist keeps the NUL
    /// inside the string or key it builds, and its getters then fail an assertion
    /// (`length == strlen(*val)`, plist.c) and abort. Found by the AppFiles fuzz target.
    @Test(arguments: [
        "<string>a\u{0}b</string>", "<key>a\u{0}b</key><string>v</string>", "<string>a&#0;b</string>",
        "<key>a&#0;b</key><string>v</string>", "<string>a&#x0;b</string>", "<string>a&#x00;b</string>",
        "<key>k</key><string>a\u{0}</string>",
    ])
    func plistWithANulIsRefusedNotAborted(_ body: String) {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>A</key>"
            + (body.hasPrefix("<key>") ? "<string>x</string>" + body : body) + "</dict></plist>\n"
        #expect(Self.plist(Array(text.utf8)) == nil)
    }

    @Test func yamlMappingOfSequencesWithLocations() throws {
        let text =
            "PODS:\n  - Leanplum-iOS-SDK (6.5.0):\n    - CleverTap-iOS-SDK (~> 7.0)\n  - CleverTap-iOS-SDK (7.0.1)\n\nCOCOAPODS: 1.15.2\n"
        let root = try #require(try Self.yaml(text).get())
        let pods = try #require(root["PODS"]).elements
        #expect(pods.count == 2)
        #expect(pods[0]["Leanplum-iOS-SDK (6.5.0)"]?.elements.first?.scalar == "CleverTap-iOS-SDK (~> 7.0)")
        #expect(pods[1].scalar == "CleverTap-iOS-SDK (7.0.1)")
        #expect(pods[1].location == SourceLocation(line: 4, column: 5))
        #expect(root["COCOAPODS"]?.scalar == "1.15.2")
    }

    @Test(arguments: [
        ("PODS:\n  - a\n - b\n", 3), ("key: [unclosed\n", 2), ("\"open\n", 2), ("a: b: c\n", 1),
    ])
    func yamlRefusalIsLocated(_ text: String, line: Int) {
        guard case .failure(let error) = Self.yaml(text) else {
            Issue.record("libyaml read \(text.debugDescription)")
            return
        }
        #expect(error.location.line == line)
        #expect(!error.message.isEmpty)
    }

    @Test func yamlEmptyHasNoDocument() throws {
        #expect(try Self.yaml("").get() == nil)
        #expect(try Self.yaml("# only a comment\n").get() == nil)
    }

    @Test func yamlAliasIsKeptByName() throws {
        let root = try #require(try Self.yaml("a: &x 1\nb: *x\n").get())
        #expect(root["b"]?.kind == .alias("x"))
    }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CleverTapAccountID</key>
            <string>W84-WW7-123A</string>
            <key>UIBackgroundModes</key>
            <array><string>remote-notification</string></array>
            <key>Flag</key>
            <true/>
            <key>Count</key>
            <integer>3</integer>
        </dict>
        </plist>
        """

    @Test func plistXMLTree() throws {
        let root = try #require(Self.plist(Array(Self.xml.utf8)))
        #expect(root["CleverTapAccountID"] == .string("W84-WW7-123A"))
        #expect(root["UIBackgroundModes"] == .array([.string("remote-notification")]))
        #expect(root["Flag"] == .bool(true))
        #expect(root["Count"] == .integer(3))
    }

    /// The same dictionary written by Python's plistlib as a binary plist reads the same.
    @Test func plistBinaryTree() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/repos/binary-plist/BinaryApp/Info.plist").standardized
        let root = try #require(Self.plist(Array(try Data(contentsOf: url))))
        #expect(root["CleverTapAccountID"] == .string("TEST-BIN-0001"))
        #expect(root["LeanplumSwizzlingEnabled"] == .bool(false))
    }

    @Test(arguments: [
        "", "not a plist", "<plist><dict><key>a</key>", "bplist00\u{0}\u{1}",
        "<?xml version=\"1.0\"?><plist><dict><key>a</key><string>b</dict></plist>",
    ])
    func plistRefusedIsNil(_ text: String) {
        #expect(Self.plist(Array(text.utf8)) == nil)
    }
}
