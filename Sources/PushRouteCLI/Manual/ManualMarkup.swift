/// The markup of the manual's texts declared in the code (`WarningCode.manual`,
/// `ExitStatus.manual`, `OptionDeclaration.manual`): a name in backquotes is shown bold (code
/// in Markdown), a word between asterisks italic, a backslash makes the character after it
/// plain (`\``), and a line feed ends a sentence that ends a line of the man page. A line
/// indented by four spaces is an example, shown as typed in an indented block.
enum ManualMarkup {
    /// How an example line starts.
    static let exampleIndent = "    "

    /// The text as roff: a text line per line, every hyphen a minus, the fonts by escapes;
    /// the example lines in an indented `.EX` block, the text after it indented as before.
    static func roff(_ text: String) -> String {
        var result = ""
        var inExample = false
        for line in text.split(separator: "\n") {
            let isExample = line.hasPrefix(exampleIndent)
            if isExample != inExample { result += isExample ? ".RS\n.PP\n.EX\n" : ".EE\n.RE\n.IP\n" }
            inExample = isExample
            result += isExample ? textLine(Roff.literal(String(line.dropFirst(exampleIndent.count)))) : roffLine(line)
        }
        return result + (inExample ? ".EE\n.RE\n" : "")
    }

    /// One line of text in its fonts.
    private static func roffLine(_ line: Substring) -> String {
        let rendered = spans(line).map { span in
            let text = Roff.literal(span.text)
            switch span.font {
            case .roman: return text
            case .bold: return "\\fB\(text)\\fR"
            case .italic: return "\\fI\(text)\\fR"
            }
        }.joined()
        return textLine(rendered)
    }

    /// `rendered` as a text line, not taken for a request when it starts with `.` or `'`.
    private static func textLine(_ rendered: String) -> String {
        (rendered.first == "." || rendered.first == "'" ? "\\&" : "") + rendered + "\n"
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

    /// The runs of one font: a backquote opens or closes bold, an asterisk outside it italic,
    /// a character after a backslash is plain.
    static func spans(_ line: Substring) -> [(font: Font, text: String)] {
        var spans: [(font: Font, text: String)] = []
        var font = Font.roman
        var text = ""
        var escaped = false
        for character in line {
            if escaped || character == "\\" {
                if escaped { text.append(character) }
                escaped.toggle()
                continue
            }
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
