import PushRouteCore

/// `--help` for a command, generated from its declarations: the usage line (every option,
/// as the manual's SYNOPSIS names them), what the command does, and one entry per option.
enum HelpText {
    /// Help lines are wrapped to this width.
    static let width = 80
    /// Where option descriptions start.
    static let descriptionColumn = 24

    static func render(_ command: CommandEntry) -> String {
        var text = usage(command) + "\n"
        text += command.discussion.isEmpty ? "" : reflowed(command.discussion) + "\n\n"
        text += "options:\n"
        for declaration in command.allOptions {
            text += entry(declaration)
        }
        return text
    }

    /// `usage: pushroute lint [-f|--format text|json] ... [FILE|DIR...]`, the command's
    /// synopsis as the man page's SYNOPSIS has it, wrapped with a hanging indent; each other
    /// form on a line of its own.
    static func usage(_ command: CommandEntry) -> String {
        let lead = "usage: pushroute \(command.name) "
        let forms = command.synopsis.forms.map { SynopsisWords.phrases(SynopsisWords.words($0)) }
        var lines = wrap(forms.first ?? [], first: lead, indent: String(repeating: " ", count: lead.count))
        for form in forms.dropFirst() {
            lines.append(
                String(repeating: " ", count: lead.count - "pushroute \(command.name) ".count)
                    + "pushroute \(command.name) " + form.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option: `  --format text|json   one readable line ... (default: text)`.
    static func entry(_ declaration: OptionDeclaration) -> String {
        var label = "  " + declaration.synopsis
        if let short = declaration.shortName { label = "  -\(short), " + declaration.synopsis }
        var help = declaration.help
        if let value = declaration.defaultDescription { help += " (default: \(value))" }
        let indent = String(repeating: " ", count: descriptionColumn)
        let words = help.split(separator: " ").map(String.init)
        if label.count + 2 <= descriptionColumn {
            let first = label + String(repeating: " ", count: descriptionColumn - label.count)
            return wrap(words, first: first, indent: indent).joined(separator: "\n") + "\n"
        }
        return label + "\n" + wrap(words, first: indent, indent: indent).joined(separator: "\n") + "\n"
    }

    /// A command's discussion wrapped to `width`: each run of lines that start with a word is
    /// one paragraph, refilled; an indented line (an example, a shell's command) is kept as
    /// it stands, as is a blank one.
    static func reflowed(_ discussion: String) -> String {
        var lines: [String] = []
        var words: [String] = []
        func flush() {
            if !words.isEmpty { lines += wrap(words, first: "", indent: "") }
            words = []
        }
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.first == " " {
                flush()
                lines.append(String(line))
            } else {
                words += line.split(separator: " ").map(String.init)
            }
        }
        flush()
        return lines.joined(separator: "\n")
    }

    /// `words` joined by spaces into lines of at most `width` characters.
    static func wrap(_ words: [String], first: String, indent: String) -> [String] {
        TextWrap.lines(words, width: width, first: first, indent: indent)
    }
}
