import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The command-line tool: picks the command, parses its options, maps failures to
/// exit statuses. The executable only calls `CommandLineTool.main`.
public enum CommandLineTool {
    public static let version = "0.1.0"

    /// The commands that do a task, in the order `--help` lists them.
    public static let tasks: [CommandEntry] = taskTypes.map { $0.entry }
    /// Every command: the tasks, then `help`.
    public static let commands = tasks + [HelpCommand.entry]

    /// The tasks' types, in `tasks`' order: a run builds its own command's entry alone (all
    /// the commands' options and synopses cost 4.6 million instructions at every start).
    static let taskTypes: [any Command.Type] = [
        ClassifyCommand.self, NormalizeCommand.self, SimulateCommand.self, SessionCommand.self, LintCommand.self,
        ExplainCommand.self, AppCommand.self, CompletionCommand.self,
    ]
    /// Every command's type, as `commands`.
    static let commandTypes: [any Command.Type] = taskTypes + [HelpCommand.self]

    /// The options of `pushroute` itself, before any command (`pushroute --version`).
    public static let helpFlag = Option.flag("help", short: "h", help: "show help (also after a command)")
    public static let versionFlag = Option.flag("version", short: "V", help: "print the version")
    public static let options = [helpFlag.declaration, versionFlag.declaration]

    /// Every environment variable a run reads, all through `CommandContext.environment`.
    public static let environmentVariables =
        Terminal.variables + TerminalWidth.variables + FileRewriter.testVariables + [ReportDate.variable]
        + WalkRules.variables + [ConfigDiscovery.homeVariable]

    /// Runs with the process's standard streams and environment, read here once.
    public static func main(_ arguments: [String]) -> ExitStatus {
        let context = CommandContext(
            standardOutput: .standardOutput(), standardError: .standardError(),
            environment: ProcessEnvironment.variables(environmentVariables))
        return main(arguments, context: context)
    }

    /// Runs one command line and returns its exit status; output is flushed before it
    /// returns, and a failure to write it decides the status (`finish`).
    public static func main(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let status = dispatch(arguments, context: context)
        context.standardOutput.flush()
        defer { context.standardError.flush() }
        return finish(status, context: context)
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) -> ExitStatus {
        guard let first = arguments.first else {
            let names = commandTypes.map { $0.name }.joined(separator: ", ")
            return usageError(
                UsageError("no command given; expected one of: \(names)"), hint: "pushroute --help", context: context)
        }
        if helpFlag.declaration.spellings.contains(first) {
            context.standardOutput.write(help)
            return .success
        }
        if versionFlag.declaration.spellings.contains(first) {
            context.standardOutput.write(versionLine)
            return .success
        }
        return run(command: first, arguments: Array(arguments.dropFirst()), context: context)
    }

    /// A closed pipe on standard output ends the run quietly, as SIGPIPE ends other filters
    /// (status 141); any other write error is reported, status 74.
    private static func finish(_ status: ExitStatus, context: CommandContext) -> ExitStatus {
        switch context.standardOutput.failure {
        case nil: return status
        case .closedPipe: return .closedPipe
        case .failed(let error):
            context.report([.error("pushroute", "cannot write standard output: \(error.message)")])
            return .outputError
        }
    }

    /// The command called `name`, or a usage error with a did-you-mean.
    static func command(named name: String) throws(UsageError) -> CommandEntry {
        guard let command = commandTypes.first(where: { $0.name == name }) else {
            throw UsageError(
                "unknown command '\(name)'" + Suggestion.didYouMean(name, among: commandTypes.map { $0.name }))
        }
        return command.entry
    }

    private static func run(command name: String, arguments: [String], context: CommandContext) -> ExitStatus {
        let command: CommandEntry
        do {
            command = try CommandLineTool.command(named: name)
        } catch {
            return usageError(error, hint: "pushroute --help", context: context)
        }
        do {
            let options = try OptionParser(command.options).parse(arguments)
            if options.isSet(OptionParser.help) {
                context.standardOutput.write(command.help)
                return .success
            }
            if options.isSet(OptionParser.version) {
                context.standardOutput.write(versionLine)
                return .success
            }
            context.quiet = options.isSet(QuietOption.quiet)
            context.force = options.isSet(ForceOption.force)
            context.colorChoice = options[ColorOption.color] ?? .auto
            // `normalize --apns --output DIR` writes a file per payload into DIR itself.
            if command.name == NormalizeCommand.name, NormalizeCommand.writesIntoDirectory(options) {
                return try command.run(options, context)
            }
            return try OutputFileOption.run(options, declared: command.options, context: context) {
                try command.run(options, $0)
            }
        } catch let error as UsageError {
            // `help`'s errors name a command: the tool's help lists them.
            let hint = name == HelpCommand.name ? "pushroute --help" : "pushroute \(name) --help"
            return usageError(error, hint: hint, context: context)
        } catch {
            context.report([.error("pushroute", "internal error: \(error)")])
            return .internalError
        }
    }

    private static func usageError(_ error: UsageError, hint: String, context: CommandContext) -> ExitStatus {
        context.report([.error("pushroute", error.message, hint: "see '\(hint)'")])
        return .usage
    }

    /// What `--version` prints, before a command or after it.
    static var versionLine: String { "pushroute \(version)\n" }

    static var help: String {
        var text = """
            pushroute \(version): route push payloads between the Leanplum and CleverTap SDKs

            usage: pushroute <command> [options] [FILE...]

            commands:

            """
        let indent = String(repeating: " ", count: 14)
        for command in commands {
            let words = command.summary.split(separator: " ").map(String.init)
            text += HelpText.wrap(words, first: "  " + command.name.padding(12), indent: indent).joined(separator: "\n")
            text += "\n"
        }
        text += "\noptions:\n"
        for option in options {
            text += HelpText.entry(option)
        }
        text += """

            With no FILE, or when FILE is -, a command reads standard input.
            Exit status: 0 success, 1 invalid payloads or findings, 2 unreadable input,
            64 usage error, 70 internal error, 74 output not written. See pushroute(1).

            """
        return text
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
