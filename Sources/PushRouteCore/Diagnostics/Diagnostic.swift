/// How serious a diagnostic is. Ordered from least to most severe.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, info, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// The one diagnostic model of pushroute: parse errors, repairs, lint findings, simulator
/// warnings, unreadable inputs and usage errors are all one of these, and one printer
/// (`DiagnosticPrinter`) writes them.
public struct Diagnostic: Equatable, Sendable {
    /// The input's name as the user gave it, `<stdin>`, or `pushroute` for the command line.
    public var file: String
    /// Where in the input; nil for what concerns a whole file (it cannot be read) or the
    /// command line.
    public var location: SourceLocation?
    public var severity: Severity
    /// The kind of diagnostic; nil for errors that have none (an unreadable file, a usage error).
    public var rule: RuleID?
    /// Lower case, no trailing period, the offending text quoted.
    public var message: String
    /// A line printed after it: `hint: see 'pushroute lint --help'`.
    public var hint: String?

    public init(
        file: String, at location: SourceLocation?, severity: Severity, rule: RuleID?, message: String,
        hint: String? = nil
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
        self.hint = hint
    }

    public init<Rule: DiagnosticRule>(
        file: String, at location: SourceLocation?, severity: Severity, rule: Rule, message: String
    ) {
        self.init(file: file, at: location, severity: severity, rule: RuleID(rule), message: message)
    }

    /// A diagnostic about a whole file or the command line, without a rule.
    public static func error(_ file: String, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(file: file, at: nil, severity: .error, rule: nil, message: message, hint: hint)
    }

    /// The location, or the file's start for a diagnostic without one (formats that need a line).
    public var position: SourceLocation { location ?? SourceLocation(line: 1, column: 1) }
}
