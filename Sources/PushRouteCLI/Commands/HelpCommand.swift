import PushRouteCore

/// `pushroute help [COMMAND]`: the help of a command, exactly as `COMMAND --help` prints
/// it; alone, the tool's help, as `pushroute --help` prints it.
public enum HelpCommand: Command {
    public static let name = "help"
    public static let summary = "print the help of a command (the same as COMMAND --help)"
    public static let synopsis = Synopsis([.operand("[COMMAND]")])
    /// The other commands: `help` itself is in none of them, so that the list is known
    /// before `CommandLineTool.commands` is.
    public static var operandCompletion: ValueCompletion { .choices(CommandLineTool.tasks.map(\.name)) }
    public static let options: [OptionDeclaration] = []

    public static let discussion = """
        Prints the help of COMMAND, as 'pushroute COMMAND --help' does ('help app infer'
        as 'app infer --help'); without COMMAND, the tool's help, as 'pushroute --help'
        does, which lists the commands.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let operands = options.operands
        guard let name = operands.first else {
            context.standardOutput.write(CommandLineTool.help)
            return .success
        }
        let command = try CommandLineTool.command(named: name)
        // `help app infer`: a subcommand shares its command's help.
        let rest = operands.dropFirst()
        guard rest.isEmpty || (rest.count == 1 && command.subcommands.contains(rest[rest.startIndex])) else {
            throw UsageError("expected one command, found \(operands.count): " + Quoting.list(operands))
        }
        context.standardOutput.write(command.help)
        return .success
    }
}
