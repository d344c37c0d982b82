/// The man page's SYNOPSIS, from each command's `Synopsis`: a line per form, `pushroute` and
/// the command's name bold, then the form's words, a roff line each.
enum SynopsisManual {
    /// Every command's forms, in the order `--help` lists the commands, then the tool's own
    /// options.
    static var roff: String {
        let commands = CommandLineTool.commands.flatMap { command in
            command.synopsis.forms.map { [.literal(command.name)] + $0 }
        }
        let tool: [SynopsisItem] = [
            .optional(
                .oneOf(
                    .option(CommandLineTool.helpFlag.declaration), .option(CommandLineTool.versionFlag.declaration),
                    spaced: false))
        ]
        return (commands + [tool]).map(form).joined(separator: ".br\n")
    }

    /// `.B pushroute`, then a line per word.
    static func form(_ items: [SynopsisItem]) -> String {
        ".B pushroute\n" + SynopsisWords.words(items).map(line).joined()
    }

    /// A word as one line: `.B`, `.I` or text for one font, `.RB [ \-\-lines ]` for runs
    /// alternating between two, font escapes for more.
    static func line(_ word: SynopsisWords.Word) -> String {
        let runs = word.runs.map { (font: $0.font, text: Roff.literal($0.text)) }
        let fonts = runs.map(\.font)
        if fonts.count == 1 {
            switch fonts[0] {
            case .bold: return ".B \(runs[0].text)\n"
            case .italic: return ".I \(runs[0].text)\n"
            case .roman: return escaped(runs[0].text) + "\n"
            }
        }
        let alternating = fonts.indices.allSatisfy { $0 < 2 || fonts[$0] == fonts[$0 - 2] }
        guard alternating else {
            return escaped(runs.map { "\\f\(letter($0.font))\($0.text)" }.joined() + "\\fR") + "\n"
        }
        return "." + letter(fonts[0]) + letter(fonts[1]) + " " + runs.map(\.text).joined(separator: " ") + "\n"
    }

    private static func letter(_ font: SynopsisWords.Font) -> String {
        switch font {
        case .roman: "R"
        case .bold: "B"
        case .italic: "I"
        }
    }

    /// A text line that does not start with a period or a quote, which roff takes for a request.
    private static func escaped(_ text: String) -> String {
        text.first == "." || text.first == "'" ? "\\&" + text : text
    }
}
