import PushRouteCore

/// `pushroute completion bash|zsh|fish`: prints the shell's completion script, generated from
/// the commands and their option declarations, so that it completes what `--help` lists.
public enum CompletionCommand: Command {
    public static let name = "completion"
    public static let summary = "print the completion script of a shell (bash, zsh or fish)"
    public static let operandCompletion = ValueCompletion.choices(Shell.allCases.map(\.rawValue))
    public static let options: [OptionDeclaration] = [OutputFileOption.output.declaration]
    public static let synopsis = Synopsis.options(options, then: Shell.allCases.map(\.rawValue).joined(separator: "|"))

    public static let discussion = """
        Prints a script that completes pushroute's commands, options, the values of
        options that take one of a few words (--format, --state, lint rules), and files
        where a file is expected. Load it in the running shell:
          bash:  source <(pushroute completion bash)
          zsh:   source <(pushroute completion zsh)    (after compinit)
          fish:  pushroute completion fish | source
        or install it where the shell looks (make install does): see pushroute(1).
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let shell = try shell(options.operands)
        context.standardOutput.write(CompletionScript(shell: shell).text)
        return .success
    }

    /// The one shell named, or a usage error.
    static func shell(_ operands: [String]) throws(UsageError) -> Shell {
        let names = Shell.allCases.map(\.rawValue)
        guard let name = operands.first else {
            throw UsageError("no shell given; expected one of: " + names.joined(separator: ", "))
        }
        guard operands.count == 1 else {
            throw UsageError("expected one shell, found \(operands.count): " + Quoting.list(operands))
        }
        guard let shell = Shell(rawValue: name) else {
            let suggestion = Suggestion.didYouMean(name, among: names)
            throw UsageError(
                "unknown shell '\(name)'"
                    + (suggestion.isEmpty ? "; expected one of: " + names.joined(separator: ", ") : suggestion))
        }
        return shell
    }
}

/// The shells `pushroute completion` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
