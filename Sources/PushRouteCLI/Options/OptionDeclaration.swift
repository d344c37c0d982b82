/// What a shell offers to complete for an option's value (`pushroute completion`).
public enum ValueCompletion: Equatable, Sendable {
    /// Nothing to offer (an account id, a bundle id).
    case none
    case file
    case directory
    /// One of these words.
    case choices([String])
    /// Words separated by commas, each one of these (`--enable RULE,...`).
    case commaSeparated([String])
}

/// One option a command accepts, declared once: everything the parser, `--help`, the
/// manual's test and the shell completions need to know about it.
public struct OptionDeclaration: Sendable {
    /// Without the dashes, e.g. `max-depth`.
    public let name: String
    /// A one-letter alias without its dash, e.g. `h`.
    public let shortName: Character?
    /// The value's name in help (`N`, `FILE`, `text|json`; `FILE|DIR` for a file or a
    /// folder); nil for a flag.
    public internal(set) var valueName: String?
    /// One or more sentences for `--help`, lower case, no trailing period.
    public let help: String
    /// The default as `--help` shows it; nil when there is none worth saying.
    public let defaultDescription: String?
    /// The man page's entry, in `ManualMarkup`, where it says more than `help`; nil: `help`
    /// and its default (`manualEntry`). A command may give a shared option an entry of its
    /// own (`manual(_:)`).
    public internal(set) var manual: String?
    /// What completes the value. Kept as a kind and a plain array rather than the enum
    /// itself: a multi-payload enum stores its array pointer with tag bits set, which
    /// LeakSanitizer cannot follow, so a declaration held by a global would look leaked.
    public var completion: ValueCompletion {
        switch completionKind {
        case .none: .none
        case .file: .file
        case .directory: .directory
        case .choices: .choices(completionWords)
        case .commaSeparated: .commaSeparated(completionWords)
        }
    }
    private let completionKind: CompletionKind
    private let completionWords: [String]

    private enum CompletionKind { case none, file, directory, choices, commaSeparated }
    /// Turns the text given on the command line into the option's value, or says what was
    /// expected (`expected a whole number from 1 to 10000`). Flags are never converted.
    let convert: @Sendable (String) -> Result<any Sendable, ExpectedValue>

    public var isFlag: Bool { valueName == nil }
    /// `--name`
    public var flag: String { "--" + name }
    /// `-x`, when it has a short name.
    public var shortFlag: String? { shortName.map { "-\($0)" } }
    /// How the option is written on a command line: `--help` and `-h`.
    public var spellings: [String] { [flag] + (shortFlag.map { [$0] } ?? []) }
    /// `--name VALUE` as a synopsis shows it.
    public var synopsis: String { valueName.map { "\(flag) \($0)" } ?? flag }
    /// `-x|--name VALUE` as a usage line and the manual's SYNOPSIS show it.
    public var usage: String { (shortFlag.map { $0 + "|" } ?? "") + synopsis }

    init(
        name: String, shortName: Character? = nil, valueName: String?, help: String, defaultDescription: String?,
        completion: ValueCompletion, convert: @escaping @Sendable (String) -> Result<any Sendable, ExpectedValue>
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.defaultDescription = defaultDescription
        switch completion {
        case .none: (completionKind, completionWords) = (.none, [])
        case .file: (completionKind, completionWords) = (.file, [])
        case .directory: (completionKind, completionWords) = (.directory, [])
        case .choices(let words): (completionKind, completionWords) = (.choices, words)
        case .commaSeparated(let words): (completionKind, completionWords) = (.commaSeparated, words)
        }
        self.convert = convert
    }
}

extension OptionDeclaration {
    /// The same option with `text` (in `ManualMarkup`) as its entry in the man page.
    public func manual(_ text: String) -> OptionDeclaration {
        var declared = self
        declared.manual = text
        return declared
    }

    /// The same option with its value named `name` (`FILE|DIR` where a command writes a
    /// folder too).
    func valueNamed(_ name: String) -> OptionDeclaration {
        var declared = self
        declared.valueName = name
        return declared
    }

    /// The man page's entry: `manual`, or else `help` as it is (lower case: it may start with
    /// a value, `ready: ...`), with the default as `--help` shows it, and a period.
    var manualEntry: String {
        manual ?? help + (defaultDescription.map { " (default: \($0))" } ?? "") + "."
    }
}

/// What a value should have looked like, for the usage error: `expected one of: a, b`.
public struct ExpectedValue: Error, Equatable, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
