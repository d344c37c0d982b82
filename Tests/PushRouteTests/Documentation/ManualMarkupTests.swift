import Testing

@testable import PushRouteCLI

/// The manual's markup (`ManualMarkup`) as roff: fonts, a character made plain by a
/// backslash, characters written by their roff names, and an indented example block.
@Suite struct ManualMarkupTests {
    @Test(arguments: [
        ("`--state` *N*", "\\fB\\-\\-state\\fR \\fIN\\fR\n"),
        // A backslash makes the next character plain: a backquote inside bold.
        (#"(`\`\`\`mermaid` ...)"#, "(\\fB\\(ga\\(ga\\(gamermaid\\fR ...)\n"),
        (#"a \* b"#, "a * b\n"),
        ("actor \u{2192} call \u{2014} note, 6.0.0\u{2013}6.0.5", "actor \\(-> call \\(em note, 6.0.0\\(en6.0.5\n"),
        (".starts with a period", "\\&.starts with a period\n"),
        // An example between sentences: indented, as typed, the text after it indented too.
        (
            "e.g.\n    a-b \u{2192} c\n(after)", "e.g.\n.RS\n.PP\n.EX\na\\-b \\(-> c\n.EE\n.RE\n.IP\n(after)\n"
        ),
        ("last:\n    x", "last:\n.RS\n.PP\n.EX\nx\n.EE\n.RE\n"),
    ])
    func roff(_ markup: String, _ roff: String) {
        #expect(ManualMarkup.roff(markup) == roff)
    }
}
