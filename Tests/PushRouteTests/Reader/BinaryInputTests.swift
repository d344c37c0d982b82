import Foundation
import Testing

@testable import PushRouteReader

/// A binary input (a NUL byte in the first 8 KiB that no UTF-16 or UTF-32 reading explains,
/// as git and grep decide) is one line on standard error, `FILE: binary file, not read`,
/// and exit status 2, for every command; in a walk, the other files are still read.
@Suite struct BinaryInputTests {
    static func utf16(_ text: String, littleEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    static func utf32(_ text: String, littleEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar -> [UInt8] in
            let value = scalar.value
            let bytes = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            return littleEndian ? bytes : bytes.reversed()
        }
    }

    static let payload = #"{"aps":{"alert":"Grüße 日本"},"_lpm":1}"#

    static let cases: [(String, [UInt8], Bool)] = [
        ("UTF-8 text", Array(payload.utf8), false),
        ("empty", [], false),
        ("a NUL in JSON", Array(#"{"aps":{"alert":"a"#.utf8) + [0] + Array(#""}}"#.utf8), true),
        ("an ELF header", [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0], true),
        ("UTF-16 LE with a mark", utf16(payload, littleEndian: true, mark: true), false),
        ("UTF-16 BE with a mark", utf16(payload, littleEndian: false, mark: true), false),
        ("UTF-16 LE without a mark", utf16(payload, littleEndian: true, mark: false), false),
        ("UTF-16 BE without a mark", utf16(payload, littleEndian: false, mark: false), false),
        ("UTF-32 LE", utf32(payload, littleEndian: true), false),
        ("UTF-32 BE", utf32(payload, littleEndian: false), false),
        ("UTF-16 holding U+0000", utf16("ab\u{0}c", littleEndian: true, mark: false), true),
        // Without a mark, UTF-16 with few ASCII characters is taken for binary (the reader
        // reads UTF-16 only with a mark).
        (
            "UTF-16 of Japanese with one ASCII character",
            utf16("日本語のテキスト、日本語のテキスト。\n", littleEndian: true, mark: false), true
        ),
        ("an odd count of bytes", Array("{}\n".utf8) + [0, 0, 0, 1], true),
        ("a NUL after the first 8 KiB", Array(repeating: UInt8(ascii: " "), count: 8192) + [0], false),
        ("random bytes", (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }, true),
    ]

    @Test(arguments: cases)
    func decides(_ name: String, _ bytes: [UInt8], _ binary: Bool) {
        #expect(BinaryInput.isBinary(bytes) == binary, "\(name)")
    }

    /// UTF-32 with its mark is read as the same text in UTF-8 with UTF-8's mark (its
    /// little-endian mark starts as UTF-16's does, and was read as UTF-16: "no payload found").
    @Test(arguments: [true, false])
    func utf32WithAMarkIsRead(_ littleEndian: Bool) throws {
        let scratch = try Scratch()
        let mark: [UInt8] = littleEndian ? [0xFF, 0xFE, 0, 0] : [0, 0, 0xFE, 0xFF]
        try scratch.write("p.json", Data(mark + Self.utf32(Self.payload, littleEndian: littleEndian)))
        try scratch.write("u.json", Data([0xEF, 0xBB, 0xBF] + Array(Self.payload.utf8)))
        let read = try scratch.run(["classify", "--format", "json", "p.json"])
        let utf8 = try scratch.run(["classify", "--format", "json", "u.json"])
        #expect(read.status == 0)
        #expect(read.standardOutput == utf8.standardOutput.replacingOccurrences(of: "u.json", with: "p.json"))
        #expect(read.standardError == utf8.standardError.replacingOccurrences(of: "u.json", with: "p.json"))
        #expect(read.standardError.contains("p.json:1:1: warning: byte order mark skipped"))
    }

    /// A unit that is no scalar, and a last unit cut short, are U+FFFD.
    @Test func utf32BadUnitsAreReplaced() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0, 0, 0x41, 0, 0, 0, 0, 0xD8, 0, 0, 0x42, 0]
        #expect(TextEncoding.utf8(bytes) == [0xEF, 0xBB, 0xBF] + Array("A\u{FFFD}\u{FFFD}".utf8))
    }

    /// Every command, on a binary file named, and on a folder holding one beside a payload.
    @Test(arguments: [
        ["classify"], ["classify", "--lines"], ["normalize"], ["normalize", "--check"],
        ["simulate", "--state", "background", "--event", "open"], ["lint"],
    ])
    func everyCommand(_ command: [String]) throws {
        let scratch = try Scratch()
        try scratch.write(
            "tree/a.json", Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0] + Array("\u{1B}[31m".utf8)))
        try scratch.write("tree/b.json", #"{"aps": {"alert": "hi"}, "_lpm": 1}"# + "\n")
        let named = try scratch.run(command + ["tree/a.json"])
        #expect(named.status == 2)
        // lint's summary counts the files read: none.
        #expect(named.standardOutput == (command == ["lint"] ? "no findings in 0 files\n" : ""))
        #expect(named.standardError == "tree/a.json: binary file, not read\n")
        let walked = try scratch.run(command + ["tree"])
        #expect(walked.status == 2)
        // The payload beside it is read as it is alone.
        let alone = try scratch.run(command + ["tree/b.json"])
        #expect(walked.standardOutput == alone.standardOutput)
        #expect(walked.standardError == "tree/a.json: binary file, not read\n" + alone.standardError)
    }

    /// Standard input too.
    @Test func standardInput() throws {
        let result = try CommandRunner.run(["classify"], input: Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "<stdin>: binary file, not read\n")
    }
}
