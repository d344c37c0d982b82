import Testing

@testable import PushRouteCore

/// `trimmingSpaces`: leading spaces and tabs, trailing spaces, tabs and carriage returns; the
/// text between kept byte for byte, whatever its scalars.
@Suite struct StringTrimmingTests {
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
}
