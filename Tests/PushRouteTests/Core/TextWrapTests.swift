import Testing

@testable import PushRouteCore

/// Wrapping to display columns: no line wider than asked, no word lost or reordered.
@Suite struct TextWrapTests {
    @Test(arguments: [
        ("the CleverTap instance exists: runs now", 16, ["the CleverTap", "instance exists:", "runs now"]),
        (
            "deep link 'shop://a-very-long-link/that/goes/on' opened", 12,
            ["deep link", "'shop://a-ve", "ry-long-link", "/that/goes/o", "n' opened"]
        ),
        ("", 10, [""]),
        ("日本語のテキスト", 6, ["日本語", "のテキ", "スト"]),
    ])
    func wraps(_ text: String, _ width: Int, _ expected: [String]) {
        let lines = TextWrap.lines(text, width: width)
        #expect(lines == expected)
        #expect(lines.allSatisfy { TextWrap.columns($0) <= width })
    }

    @Test(arguments: [("abc", 3), ("é", 1), ("e\u{301}", 1), ("日本", 4), ("🎉", 2), ("\u{200F}", 0), ("a\u{202E}b", 2)])
    func columns(_ text: String, _ expected: Int) {
        #expect(TextWrap.columns(text) == expected)
    }

    @Test func firstLineAndIndentCount() {
        let lines = TextWrap.lines(["one", "two", "three"], width: 10, first: "> ", indent: "    ")
        #expect(lines == ["> one two", "    three"])
    }
}
