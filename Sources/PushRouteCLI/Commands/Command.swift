/// A pushroute subcommand: its options are declared once, and `--help` is generated from them.
public protocol Command: Sendable {
    /// The word that selects it, e.g. `classify`.
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// What it does, in paragraphs of `--help` (wrapped by hand, at most 80 columns).
    static var discussion: String { get }
    /// Every option it accepts, in the order help and the manual list them.
    static var options: [OptionDeclaration] { get }
    /// How it is written, each form with its options' groups and its operands: `--help`'s
    /// usage line and the man page's SYNOPSIS. By default every option optional, in order,
    /// then `[FILE|DIR...]`.
    static var synopsis: Synopsis { get }
    /// The words that may follow the command's name (`app infer`); `help app infer` prints
    /// the command's help, as `app infer --help` does.
    static var subcommands: [String] { get }
    /// What a shell offers for the operands (`pushroute completion`): files, unless said.
    static var operandCompletion: ValueCompletion { get }
    /// Runs with parsed options; usage errors found late are thrown.
    static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus
}

extension Command {
    public static var synopsis: Synopsis { Synopsis(SynopsisItem.optional(each: options) + [.inputs]) }
    public static var subcommands: [String] { [] }
    public static var operandCompletion: ValueCompletion { .file }

    public static var entry: CommandEntry {
        CommandEntry(
            name: name, summary: summary, discussion: discussion, options: options, synopsis: synopsis,
            subcommands: subcommands, operandCompletion: operandCompletion
        ) { try run($0, context: $1).combined(with: $1.statusFloor) }
    }
}

/// A command as the dispatcher holds it.
public struct CommandEntry: Sendable {
    public var name: String
    public var summary: String
    public var discussion: String
    public var options: [OptionDeclaration]
    public var synopsis: Synopsis
    public var subcommands: [String]
    public var operandCompletion: ValueCompletion
    public var run: @Sendable (ParsedOptions, CommandContext) throws -> ExitStatus

    /// The full `--help` text.
    public var help: String { HelpText.render(self) }
    /// Every option it accepts, `--help` and `--version` included, as help lists them.
    public var allOptions: [OptionDeclaration] { options + OptionParser.common }
}
