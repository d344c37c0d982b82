/// A completion script for one shell, generated from the tool's commands and their option
/// declarations (the same ones `--help` and the parser use): nothing in it is written by hand
/// per command or option, so a new option completes as soon as it is declared.
struct CompletionScript {
    var shell: Shell
    /// The commands, in `--help` order.
    var commands: [CommandEntry] = CommandLineTool.commands
    /// `pushroute`'s own options, before any command.
    var toolOptions: [OptionDeclaration] = CommandLineTool.options

    var text: String {
        switch shell {
        case .bash: BashCompletion(script: self).text
        case .zsh: ZshCompletion(script: self).text
        case .fish: FishCompletion(script: self).text
        }
    }

    /// The first lines of every script: what it is and where it came from.
    func header(comment: String = "#") -> String {
        "\(comment) \(shell.rawValue) completion for pushroute \(CommandLineTool.version), written by "
            + "`pushroute completion \(shell.rawValue)`\n"
            + "\(comment) from the commands and options pushroute declares: do not edit, regenerate it.\n"
    }
}

extension CommandEntry {
    /// What the usage line calls the operands, for a shell's message: `FILE`, `FILE|DIR`.
    var operandName: String {
        String(synopsis.operands.filter { !"[].".contains($0) })
    }
}

/// Quoting for the shells' source text.
enum ShellQuoting {
    /// `text` in single quotes for bash and zsh (`'it'\''s'`).
    static func posix(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish, where `\` and `'` are escaped inside them.
    static func fish(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
