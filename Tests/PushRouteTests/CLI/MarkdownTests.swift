import Testing

@testable import PushRouteCLI

/// SARIF's `help.markdown` holds the rules' own text: what would be read as Markdown is
/// escaped, code spans are kept.
@Suite struct MarkdownTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("'_lpm' and '_lpu' win", #"'\_lpm' and '\_lpu' win"#),
        ("a *b* [c](d) <e> #f |g| ~h~ \\", ##"a \*b\* \[c\](d) \<e\> \#f \|g\| \~h\~ \\"##),
        ("as `classify` reports _x_", #"as `classify` reports \_x\_"#),
        ("one ` unclosed_", #"one \` unclosed\_"#),
        ("`a_b` and ` c_", #"`a_b` and \` c\_"#),
    ])
    func escaped(_ text: String, _ expected: String) {
        #expect(Markdown.escaped(text) == expected)
    }
}
