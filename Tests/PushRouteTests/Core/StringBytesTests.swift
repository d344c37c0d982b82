import Testing

@testable import PushRouteCore

/// `trimmingSpaces`: leading spaces and tabs, trailing spaces, tabs and carriage returns; the
/// text between kept byte for byte, whatever its scalars. `firstUTF8Range(of:)`: the range
/// `firstRange(of:)` finds, on the bytes.
@Suite struct StringBytesTests {
    @Test(arguments: [
        ("", ""), ("   ", ""), ("\t \t", ""), ("a", "a"), ("  pod 'A'  ", "pod 'A'"), ("\tx\t", "x"),
        ("x \r", "x"), ("\rx", "\rx"), ("a  b", "a  b"), (" é ", "é"), (" 👍🏽 ", "👍🏽"), ("e\u{301} ", "e\u{301}"),
        (" \u{301}x", "\u{301}x"), ("x\n ", "x\n"),
    ])
    func trims(_ text: String, _ expected: String) {
        #expect(text.trimmingSpaces == expected)
        let padded = "#" + text + "#"
        let inner = padded.dropFirst().dropLast()
        #expect(inner.trimmingSpaces == expected, "as a Substring")
    }

    @Test(arguments: [
        ("depth 600 past 512; raise the limit with --max-depth", 18),
        ("; raise the limit with --", 0), ("é; raise the limit with --x", 2), ("no advice", nil), ("", nil),
        ("; raise the limit with -", nil),
    ])
    func findsOnTheBytes(_ text: String, _ offset: Int?) {
        let range = text.firstUTF8Range(of: "; raise the limit with --")
        #expect(range == text.firstRange(of: "; raise the limit with --"))
        #expect(range.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
        let inner = ("#" + text).dropFirst()
        #expect(
            inner.firstUTF8Range(of: "; raise the limit with --") == inner.firstRange(of: "; raise the limit with --"))
    }

    /// `isASCII(before:)`: eight bytes at a time, then byte by byte; a byte of 0x80 or more
    /// anywhere before the end, in either part, makes it false.
    @Test(arguments: [
        ("", 0, true), ("abc", 3, true), ("abcdefgh", 8, true), ("abcdefghijklmnopq", 17, true),
        ("é", 2, false), ("abcdefgé", 9, false), ("abcdefghé", 10, false), ("abcdefghijklmnoé", 17, false),
        ("abcé", 3, true), ("abcdefghijé", 10, true),
    ])
    func findsANonASCIIByte(_ text: String, _ end: Int, _ expected: Bool) {
        #expect(Array(text.utf8).withUnsafeBytes { $0.isASCII(before: end) } == expected)
    }
}
