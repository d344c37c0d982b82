import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// The pre-checks of the plist and YAML readers (`XMLPlistShape`, `BinaryPlistShape`,
/// `LibYAML`'s tree builder) against `TreeLimits`: the limit itself is read, one past it is
/// refused with its place, before libplist builds anything.
@Suite struct TreeLimitsTests {
    static func plist(_ data: Data) -> Result<PropertyList, PlistRefusal> {
        Array(data).withUnsafeBytes { LibPlist.read($0) }
    }

    static func yaml(_ data: Data) -> Result<YAMLNode?, LibYAML.ParseError> {
        Array(data).withUnsafeBytes { LibYAML.parse($0) }
    }

    static let depth = TreeLimits.maxDepth

    @Test(arguments: [
        HostileShapes.xmlNested(depth), HostileShapes.binaryNested(depth - 1), HostileShapes.binaryShared(18),
        HostileShapes.binaryEntry(key: [0x51, UInt8(ascii: "A")], value: [0x62, 0x00, 0xE9, 0x00, 0x41]),
        HostileShapes.xmlReferences(20_000),
    ])
    func plistAtTheLimitIsRead(_ data: Data) {
        #expect(throws: Never.self) { try Self.plist(data).get() }
    }

    static let refusedPlists: [(Data, PlistRefusal)] = [
        (
            HostileShapes.xmlNested(depth + 1),
            PlistRefusal(
                at: SourceLocation(line: 1, column: HostileShapes.xmlPrefix.utf8.count + 7 * depth + 1),
                "an XML property list nested deeper than 512 levels")
        ),
        // A quoted `</array>` inside a tag is no closing tag (libplist skips quotes there).
        (
            Data((HostileShapes.xmlPrefix + String(repeating: #"<array a="</array>">"#, count: depth + 1)).utf8),
            PlistRefusal(
                at: SourceLocation(line: 1, column: HostileShapes.xmlPrefix.utf8.count + 20 * depth + 1),
                "an XML property list nested deeper than 512 levels")
        ),
        // 30 000 references in 150 000 bytes: 4.5 × 10^9 bytes moved, past 2^32.
        (
            HostileShapes.xmlReferences(30_000),
            PlistRefusal(
                at: SourceLocation(line: 1, column: HostileShapes.xmlPrefix.utf8.count + 27),
                "an XML property list holding 30000 character references in a text of 150000 bytes, which libplist decodes in time their product"
            )
        ),
        // Object 512 (the 513th level) starts at byte 8 + 5 × 512.
        (
            HostileShapes.binaryNested(depth + 1),
            PlistRefusal("a binary property list nested deeper than 512 levels (at object 512, byte 2568)")
        ),
        // 2^20 - 1 values under object 11 (level 11 of 31): the first past 1 000 000.
        (
            HostileShapes.binaryShared(30),
            PlistRefusal(
                "a binary property list expanding to more than 1000000 values (an object counted at each reference) (at object 11, byte 41)"
            )
        ),
        // libplist asserts a string's length is its strlen: a UTF-16 U+0000 aborted the reader.
        (
            HostileShapes.binaryEntry(key: [0x51, UInt8(ascii: "A")], value: HostileShapes.utf16WithNul),
            PlistRefusal("a binary property list holding a string with a NUL character (at object 2, byte 13)")
        ),
        (
            HostileShapes.binaryEntry(key: HostileShapes.utf16WithNul, value: [0x09]),
            PlistRefusal("a binary property list holding a string with a NUL character (at object 1, byte 11)")
        ),
        (
            HostileShapes.binaryLoop,
            PlistRefusal("a binary property list holding a reference loop (at object 0, byte 8)")
        ),
        (
            Data("bplist00".utf8) + Data(count: 31),
            PlistRefusal("a binary property list whose trailer or offset table is broken")
        ),
    ]

    @Test(arguments: refusedPlists)
    func plistPastTheLimitIsRefused(_ data: Data, _ expected: PlistRefusal) {
        #expect(Self.plist(data) == .failure(expected))
    }

    /// The root mapping, n sequences and the scalar: n + 2 levels; the 512th sequence (column
    /// 1023) would be the 513th level.
    @Test func yamlPastTheLimitIsRefusedWhereItStarts() throws {
        #expect(throws: Never.self) { try Self.yaml(HostileShapes.podfileLockNested(Self.depth - 2)).get() }
        let refused = Self.yaml(HostileShapes.podfileLockNested(Self.depth))
        let expected = LibYAML.ParseError(
            location: SourceLocation(line: 2, column: 2 * Self.depth - 1),
            message: "a YAML text nested deeper than 512 levels", limit: true)
        #expect(refused == .failure(expected))
    }

    /// Aliases are kept by name: 2^40 values if expanded, 41 mappings' worth read.
    @Test func yamlAliasesAreNotExpanded() throws {
        let root = try #require(try Self.yaml(HostileShapes.podfileLockLaughs(40)).get())
        #expect(root["PODS"]?.elements.last?.kind == .alias("a39"))
    }

    /// libyaml's reader errors (bytes that are not UTF-8) set no mark: their byte offset places them.
    @Test func yamlReaderErrorIsPlaced() {
        let refused = Self.yaml(Data("PODS:\n  - A (1.0)\n  - B ".utf8) + Data([0xFF]) + Data(" (1.0)\n".utf8))
        #expect(
            refused
                == .failure(
                    LibYAML.ParseError(
                        location: SourceLocation(line: 3, column: 7), message: "invalid leading UTF-8 octet")))
    }
}
