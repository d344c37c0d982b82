/// The zsh script: a `#compdef` function for `$fpath` (as `_pushroute`) that can also be
/// sourced; each command's options become `_arguments` specs.
struct ZshCompletion {
    var script: CompletionScript

    var text: String {
        "#compdef pushroute\n" + script.header() + """
            # Install it as _pushroute in a directory of $fpath, or load it with:
            #     source <(pushroute completion zsh)    (after compinit)

            _pushroute() {
                local curcontext="$curcontext" state line
                typeset -A opt_args
                _arguments -C \\
            \(script.toolOptions.flatMap(specs).map { "        \($0) \\\n" }.joined())\
                    '1:command:->command' \\
                    '*::argument:->argument'
                case $state in
                command)
                    local -a commands
                    commands=(
            \(script.commands.map { "            " + ShellQuoting.posix(escapedName($0.name) + ":" + $0.summary) + "\n" }.joined())\
                    )
                    _describe -t commands 'pushroute command' commands
                    ;;
                argument)
                    curcontext="${curcontext%:*:*}:pushroute-$words[1]:"
                    case $words[1] in

            """ + script.commands.map(commandCase).joined() + """
                        esac
                        ;;
                    esac
                }

                if [ "$funcstack[1]" = "_pushroute" ]; then
                    _pushroute "$@"
                else
                    compdef _pushroute pushroute
                fi

                """
    }

    /// `_arguments` for one command: `-s -S` (`--` ends the options), each option, the operands.
    private func commandCase(_ command: CommandEntry) -> String {
        var text = "        \(command.name))\n            _arguments -S \\\n"
        for spec in command.allOptions.flatMap(specs) {
            text += "                \(spec) \\\n"
        }
        if !command.subcommands.isEmpty {
            text +=
                "                \(ShellQuoting.posix("1:subcommand:(" + command.subcommands.joined(separator: " ") + ")")) \\\n"
        }
        let operand = escapedMessage(command.operandName.isEmpty ? "operand" : command.operandName)
        text += "                \(ShellQuoting.posix("*:\(operand):" + action(command.operandCompletion)))\n"
        text += "            ;;\n"
        return text
    }

    /// The specs of one option, one per spelling: `'--format=[help]:text|json:(text json)'`.
    private func specs(_ option: OptionDeclaration) -> [String] {
        let help = "[" + escapedHelp(option.help) + "]"
        return option.spellings.map { spelling in
            guard let valueName = option.valueName else { return ShellQuoting.posix(spelling + help) }
            let equals = spelling.hasPrefix("--") ? "=" : "+"
            return ShellQuoting.posix(
                spelling + equals + help + ":" + escapedMessage(valueName) + ":" + action(option.completion))
        }
    }

    /// What `_arguments` runs to complete a value.
    private func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: " "
        case .file: "_files"
        case .directory: "_files -/"
        case .choices(let words): "(" + words.map(escapedWord).joined(separator: " ") + ")"
        case .commaSeparated(let words): "_values -s , value " + words.map(escapedWord).joined(separator: " ")
        }
    }

    /// A description inside `[...]`: brackets and backslashes escaped.
    private func escapedHelp(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }

    /// A message between colons.
    private func escapedMessage(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing(":", with: "\\:")
    }

    /// A command name in `_describe`'s `name:description`.
    private func escapedName(_ text: String) -> String { escapedMessage(text) }

    /// A word in a `( ... )` list or `_values`: characters the shell or `_values` would read
    /// specially are escaped.
    private func escapedWord(_ word: String) -> String {
        var result = ""
        for character in word {
            if " ()[]:\\'\"$`;&|<>*?{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
