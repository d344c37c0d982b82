/// The markup of the manual's texts declared in the code (`WarningCode.manual`,
/// `ExitStatus.manual`): a name in backquotes is shown bold (code in Markdown), a word between
/// asterisks italic, and a line feed ends a sentence that ends a line of the man page.
enum ManualMarkup {
    /// The text as roff text lines: every hyphen a minus, the fonts by escapes.
    static func roff(_ text: String) -> String {
        text.split(separator: "\n").map { line in
            let rendered = spans(line).map { span in
                let text = Roff.literal(span.text)
                switch span.font {
                case .roman: return text
                case .bold: return "\\fB\(text)\\fR"
                case .italic: return "\\fI\(text)\\fR"
                }
            }.joined()
            return (rendered.first == "." || rendered.first == "'" ? "\\&" : "") + rendered + "\n"
        }.joined()
    }

    /// The text as a cell of a Markdown table, on one line.
    static func markdownCell(_ text: String) -> String {
        spans(Substring(text.replacing("\n", with: " "))).map { span in
            let text = span.text.replacing("|", with: "\\|")
            switch span.font {
            case .roman: return text
            case .bold: return "`\(text)`"
            case .italic: return "*\(text)*"
            }
        }.joined()
    }

    enum Font { case roman, bold, italic }

    /// The runs of one font: a backquote opens or closes bold, an asterisk outside it italic.
    static func spans(_ line: Substring) -> [(font: Font, text: String)] {
        var spans: [(font: Font, text: String)] = []
        var font = Font.roman
        var text = ""
        for character in line {
            let next: Font? =
                switch (character, font) {
                case ("`", .bold): .roman
                case ("`", _): .bold
                case ("*", .italic): .roman
                case ("*", .roman): .italic
                default: nil
                }
            guard let next else {
                text.append(character)
                continue
            }
            if !text.isEmpty { spans.append((font, text)) }
            (font, text) = (next, "")
        }
        if !text.isEmpty { spans.append((font, text)) }
        return spans
    }
}
