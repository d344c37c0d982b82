/// The fish script: one `complete` line per command and per option, each guarded by the
/// command on the line; files only where a file is expected.
struct FishCompletion {
    var script: CompletionScript

    var text: String {
        script.header() + """
            # Install it as pushroute.fish in a directory of $fish_complete_path, or load it with:
            #     pushroute completion fish | source

            # Succeeds when the command on the line (the first word after pushroute that is not
            # an option) is $argv[1]; with no argument, when there is no command yet.
            function __pushroute_command
                set -l words (commandline -opc)
                set -e words[1]
                for word in $words
                    if not string match -q -- '-*' $word
                        test "$word" = "$argv[1]"
                        return
                    end
                end
                test (count $argv) -eq 0
            end

            # Prints each word given, after the items of the comma-separated list being typed.
            function __pushroute_list
                set -l typed (string replace -r -- '^--[^=]*=' '' (commandline -ct))
                set -l done (string replace -r -- '[^,]*$' '' $typed)
                for word in $argv
                    echo $done$word
                end
            end

            complete -c pushroute -e
            complete -c pushroute -f
            # The commands, and pushroute's own options.

            """
            + script.commands.map { command in
                "complete -c pushroute -n \(ShellQuoting.fish("__pushroute_command")) -a \(command.name) -d \(ShellQuoting.fish(command.summary))\n"
            }.joined()
            + script.toolOptions.map { line($0, condition: "__pushroute_command") }.joined()
            + script.commands.map(commandLines).joined()
    }

    /// The lines of one command: each option, then the operands.
    private func commandLines(_ command: CommandEntry) -> String {
        let condition = "__pushroute_command \(command.name)"
        var text = "# pushroute \(command.name)\n"
        text += command.allOptions.map { line($0, condition: condition) }.joined()
        var operandCondition = condition
        if !command.subcommands.isEmpty {
            // `app infer DIR`: the subcommand first, then the operands.
            let seen = "__fish_seen_subcommand_from " + command.subcommands.joined(separator: " ")
            text +=
                "complete -c pushroute -n \(ShellQuoting.fish(condition + "; and not " + seen)) -f -a \(ShellQuoting.fish(command.subcommands.joined(separator: " ")))\n"
            operandCondition += "; and " + seen
        }
        let operands = arguments(command.operandCompletion)
        if !operands.isEmpty { text += "complete -c pushroute -n \(ShellQuoting.fish(operandCondition)) \(operands)\n" }
        return text
    }

    /// `complete -c pushroute -n COND -l format -x -a 'text json' -d 'help'`.
    private func line(_ option: OptionDeclaration, condition: String) -> String {
        var text = "complete -c pushroute -n \(ShellQuoting.fish(condition)) -l \(option.name)"
        if let short = option.shortName { text += " -s \(short)" }
        if !option.isFlag {
            let value = arguments(option.completion)
            text += " -r" + (value.isEmpty ? " -f" : " " + value)
        }
        return text + " -d \(ShellQuoting.fish(option.help))\n"
    }

    /// The arguments that complete a value: `-F` (files), `-f -a 'words'`, or none.
    private func arguments(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: ""
        case .file: "-F"
        case .directory: "-f -a " + ShellQuoting.fish("(__fish_complete_directories (commandline -ct))")
        case .choices(let words): "-f -a " + ShellQuoting.fish(words.joined(separator: " "))
        case .commaSeparated(let words):
            "-f -a " + ShellQuoting.fish("(__pushroute_list " + words.joined(separator: " ") + ")")
        }
    }
}
