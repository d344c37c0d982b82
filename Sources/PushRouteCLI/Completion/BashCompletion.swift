/// The bash script: one function, `_pushroute`, registered with `complete -F`. It needs
/// nothing but bash itself, not the bash-completion package: it reads `COMP_WORDS` and
/// `COMP_CWORD` and fills `COMPREPLY` with `compgen`. It avoids `mapfile` and uses `compopt`
/// only where it exists, for macOS's bash 3.2.
struct BashCompletion {
    var script: CompletionScript

    var text: String {
        script.header() + """
            # Load it with: source <(pushroute completion bash)

            # Adds to COMPREPLY each word of $1 that starts with $cur, after $prefix.
            _pushroute_words() {
                local word
                while IFS= read -r word; do
                    COMPREPLY+=("$prefix$word")
                done < <(compgen -W "$1" -- "$cur")
            }

            # Completes the last item of the comma-separated list in $cur from the words of $1.
            _pushroute_list() {
                local prefix="$prefix" cur="$cur"
                case "$cur" in *,*) prefix="$prefix${cur%,*},"; cur="${cur##*,}" ;; esac
                _pushroute_words "$1"
                compopt -o nospace 2>/dev/null || :
            }

            # Adds the files and directories (-f) or the directories (-d) whose names start with $cur.
            _pushroute_files() {
                local name
                compopt -o filenames 2>/dev/null || :
                while IFS= read -r name; do
                    COMPREPLY+=("$prefix$name")
                done < <(compgen "$1" -- "$cur")
            }

            # Completes the subcommands of $1 (app infer) while none of them is on the line yet.
            _pushroute_subcommand() {
                local word
                for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                    case " $1 " in *" $word "*) return 1 ;; esac
                done
                _pushroute_words "$1"
            }

            # Completes the option names of $1 when $cur starts with a dash and no -- came before.
            _pushroute_options() {
                [ -n "$equals" ] && return 0
                [ "$operands" = 0 ] && [ "${cur#-}" != "$cur" ] || return 1
                _pushroute_words "$1"
            }

            _pushroute() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" option="" prefix="" equals="" command="" operands=0 word i
                COMPREPLY=()
                [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
                # The command is the first word that is not an option; -- ends the options after it.
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if [ -z "$command" ]; then
                        case "$word" in -*) ;; *) command="$word" ;; esac
                    elif [ "$word" = "--" ]; then
                        operands=1
                    fi
                done
                # The option whose value is being completed: --name VALUE, or --name=VALUE, which
                # bash splits at the = (or not, when COMP_WORDBREAKS lacks it).
                if [ "$cur" = "=" ]; then
                    option="$prev" cur="" equals=1
                elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
                    option="${COMP_WORDS[COMP_CWORD-2]}" equals=1
                elif [ "${cur#--*=}" != "$cur" ]; then
                    option="${cur%%=*}" prefix="${cur%%=*}=" cur="${cur#*=}" equals=1
                else
                    option="$prev"
                fi
                [ "$operands" = 1 ] && option=""
                if [ -z "$command" ]; then
                    case "$cur" in
                    -*) _pushroute_words \(ShellQuoting.posix(script.toolOptions.flatMap(\.spellings).joined(separator: " "))) ;;
                    *) _pushroute_words \(ShellQuoting.posix(script.commands.map(\.name).joined(separator: " "))) ;;
                    esac
                    return 0
                fi
                case "$command" in

            """ + script.commands.map(commandCase).joined() + """
                    esac
                    return 0
                }

                complete -F _pushroute pushroute

                """
    }

    /// The branch of one command: the values of its options, then its option names and operands.
    private func commandCase(_ command: CommandEntry) -> String {
        let valued = command.allOptions.filter { !$0.isFlag }
        var text = "    \(command.name))\n"
        if !valued.isEmpty {
            text += "        case \"$option\" in\n"
            for option in valued {
                text +=
                    "        \(option.spellings.joined(separator: " | "))) \(action(option.completion)); return 0 ;;\n"
            }
            text += "        esac\n"
        }
        text +=
            "        _pushroute_options \(ShellQuoting.posix(command.allOptions.flatMap(\.spellings).joined(separator: " "))) && return 0\n"
        if !command.subcommands.isEmpty {
            text +=
                "        _pushroute_subcommand \(ShellQuoting.posix(command.subcommands.joined(separator: " "))) && return 0\n"
        }
        text += "        \(action(command.operandCompletion)) ;;\n"
        return text
    }

    /// The command that completes a value (`:` for nothing).
    private func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: ":"
        case .file: "_pushroute_files -f"
        case .directory: "_pushroute_files -d"
        case .choices(let words): "_pushroute_words \(ShellQuoting.posix(words.joined(separator: " ")))"
        case .commaSeparated(let words): "_pushroute_list \(ShellQuoting.posix(words.joined(separator: " ")))"
        }
    }
}
