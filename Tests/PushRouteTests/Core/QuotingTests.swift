import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// The one quoting helper: its JSON string literals are exactly jansson's, and its lists
/// and cuts read as messages write them.
@Suite struct QuotingTests {
    @Test(arguments: [
        "", "plain", "with \"quotes\" and \\backslash", "tab\there", "line\nbreak\r\n", "nul\u{0}\u{1}\u{1F}",
        "del\u{7F}", "é ☕ 🎉", "/slash/", String(repeating: "x", count: 39), String(repeating: "é", count: 41),
    ])
    func jsonStringIsJansson(_ text: String) {
        let cut = text.count > Quoting.limit ? String(text.prefix(Quoting.limit - 3)) + "…" : text
        #expect(Quoting.jsonString(text) == Jansson.encode(.string(cut), style: .record))
    }

    @Test(
        arguments: [
            ([], "and", ""),
            (["a"], "and", "'a'"),
            (["a", "b"], "or", "'a' or 'b'"),
            (["a", "b", "c"], "and", "'a', 'b' and 'c'"),
            (["a", "b", "c"], nil, "'a', 'b', 'c'"),
        ] as [([String], String?, String)])
    func list(_ words: [String], _ conjunction: String?, _ expected: String) {
        #expect(Quoting.list(words, conjunction: conjunction) == expected)
    }

    @Test(arguments: [
        ("short", "'short'"),
        ("two\nlines", "'two...'"),
        (String(repeating: "a", count: 41), "'" + String(repeating: "a", count: 40) + "...'"),
    ])
    func quoted(_ text: String, _ expected: String) {
        #expect(Quoting.quoted(text) == expected)
    }

    @Test func controlCharactersKeepAMessageOnOneLine() {
        #expect(Quoting.escapingControlCharacters("a\nb\u{1}c\u{7F}") == "a\\nb\\u0001c\u{7F}")
    }
}
