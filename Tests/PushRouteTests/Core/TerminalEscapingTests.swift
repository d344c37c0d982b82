import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// The one function that keeps input from acting on a terminal: which characters it escapes,
/// how it shows them, and that its byte scan and its definition by code point agree.
@Suite struct TerminalEscapingTests {
    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "\\e]0;pwned\\u{07}"),
        ("\u{1B}[2J", "\\e[2J"),
        ("tab\there", "tab\\there"),
        ("two\nlines\r\n", "two\\nlines\\r\\n"),
        ("nul\u{0}", "nul\\u{00}"),
        ("del\u{7F}", "del\\u{7F}"),
        ("csi\u{9B}31m next\u{85}", "csi\\u{9B}31m next\\u{85}"),
        ("\u{202E}evil\u{202A}\u{202C}", "\\u{202E}evil\\u{202A}\\u{202C}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{61C}"),
        ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
        // Safe: their bytes start like unsafe ones (0xC2, 0xD8, 0xE2), or they join emoji.
        ("\u{A0}é ☕ 🎉 👩‍💻", "\u{A0}é ☕ 🎉 👩‍💻"),
        ("\u{061B}\u{200D}\u{2030}\u{2065}\u{206A}\u{2027}", "\u{061B}\u{200D}\u{2030}\u{2065}\u{206A}\u{2027}"),
        ("plain W$x wzrk_id", "plain W$x wzrk_id"),
    ])
    func escapes(_ text: String, _ expected: String) {
        #expect(TerminalEscaping.escaped(text) == expected)
        #expect(TerminalEscaping.isSafe(text) == (text == expected))
    }

    @Test func tabsStayWhenAsked() {
        #expect(TerminalEscaping.escaped("a\tb\u{1B}", keepingTabs: true) == "a\tb\\e")
        #expect(TerminalEscaping.isSafe("a\tb", keepingTabs: true))
        #expect(!TerminalEscaping.isSafe("a\tb"))
    }

    /// The byte scan finds exactly the code points `isUnsafe` names, alone and inside text.
    @Test func byteScanAgreesWithTheCodePoints() {
        let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init) + ["\u{FFFD}", "\u{1F389}", "\u{E0001}"]
        for scalar in scalars {
            let safe = !TerminalEscaping.isUnsafe(scalar)
            #expect(TerminalEscaping.isSafe(String(scalar)) == safe, "U+\(String(scalar.value, radix: 16))")
            #expect(
                TerminalEscaping.isSafe("ab" + String(scalar) + "é") == safe, "U+\(String(scalar.value, radix: 16))")
            // Past the eight-byte steps over ASCII, at every offset within a step.
            for lead in 0..<8 {
                let text = String(repeating: "k", count: 8 + lead) + String(scalar) + String(repeating: "v", count: 9)
                #expect(
                    TerminalEscaping.isSafe(text) == safe,
                    "U+\(String(scalar.value, radix: 16)) after \(8 + lead) bytes")
            }
        }
    }

    /// The eight-byte test passes a word exactly when each of its bytes is printable ASCII.
    @Test func wordTestIsExact() {
        for byte in UInt64(0)...255 {
            for position in UInt64(0)..<8 {
                let filler: UInt64 = 0x7E20_417A_3039_5F7E & ~(0xFF << (8 * position))
                let word = filler | byte << (8 * position)
                #expect(
                    TerminalEscaping.isPrintableASCII(word) == (0x20...0x7E).contains(byte),
                    "byte \(byte) at \(position)")
            }
        }
    }

    /// A string with nothing to escape comes back as it is, not copied.
    @Test func safeTextIsNotCopied() {
        let text = String(repeating: "wzrk_acct_id ", count: 20)
        let escaped = TerminalEscaping.escaped(text)
        let original = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(original != nil && escaped.utf8.withContiguousStorageIfAvailable { $0.baseAddress } == original)
    }

    /// JSON output escapes what jansson leaves raw (DEL, C1, bidirectional characters) as JSON
    /// does, and the text still decodes to the same value.
    @Test(arguments: [
        ("a\u{7F}b", #""a\u007Fb""#),
        ("\u{9B}2J\u{202E}", #""\u009B2J\u202E""#),
        ("\u{1B}[2J", #""\u001B[2J""#),
        ("é\u{2069}☕", #""é\u2069☕""#),
    ])
    func jsonEscapes(_ text: String, _ expected: String) throws {
        let value = JSONValue.object(JSONObject([.init(key: text, value: .string(text))]))
        let encoded = Jansson.encode(value, style: .record)
        #expect(encoded == "{\(expected):\(expected)}")
        #expect(try Jansson.decode(encoded).get() == value)
        #expect(Jansson.encode(value, style: JSONStyle(indent: 2)) == "{\n  \(expected): \(expected)\n}")
    }
}
