/// Each command's options in the man page, from their declarations (`OptionDeclaration`): an
/// entry per option, in the order `--help` lists them, with the option's `manual` text, or its
/// `help` where the manual says no more.
enum OptionsManual {
    /// The commands whose option entries the man page generates: every command with options
    /// (`help` has none).
    static let commands = [
        ClassifyCommand.entry, NormalizeCommand.entry, SimulateCommand.entry, SessionCommand.entry, LintCommand.entry,
        ExplainCommand.entry, AppCommand.entry, CompletionCommand.entry,
    ]

    /// The name of a command's block: `options-classify`.
    static func blockName(_ command: CommandEntry) -> String { "options-" + command.name }

    /// `.TP`, the option as it is written, then its entry.
    static func roff(_ command: CommandEntry) -> String {
        command.options.map { declaration in
            ".TP\n" + ManualMarkup.roff(tag(declaration)) + ManualMarkup.roff(declaration.manualEntry)
        }.joined()
    }

    /// The option as the entry's tag shows it, in `ManualMarkup`: the spellings bold, the value
    /// bold where it lists the fixed words it may be (`text|json`), otherwise italic (`FILE`,
    /// `TYPE`).
    static func tag(_ declaration: OptionDeclaration) -> String {
        let spellings = ([declaration.shortFlag].compactMap { $0 } + [declaration.flag]).map { "`\($0)`" }
        guard let value = declaration.valueName else { return spellings.joined(separator: ", ") }
        let mark: Character
        switch declaration.completion {
        case .choices(let words) where words.joined(separator: "|") == value: mark = "`"
        default: mark = "*"
        }
        return spellings.joined(separator: ", ") + " " + marked(value, with: mark)
    }

    /// Each word of `value` between two `mark`s, the separators (`|`, `,`) outside them.
    private static func marked(_ value: String, with mark: Character) -> String {
        var text = ""
        var inWord = false
        for character in value {
            let isSeparator = character == "|" || character == ","
            if isSeparator == inWord { text.append(mark) }
            inWord = !isSeparator
            text.append(character)
        }
        return text + (inWord ? String(mark) : "")
    }
}
