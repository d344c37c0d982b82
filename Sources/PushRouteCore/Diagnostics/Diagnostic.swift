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

/// The one diagnostic model of pushroute: parse errors, repairs, lint findings and
/// simulator warnings are all one of these.
public struct Diagnostic: Equatable, Sendable {
    /// The input's name as the user gave it, or `<stdin>`.
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// A stable rule id, e.g. `parse-error`, `bare-word`, `aps-badge-type`.
    public var rule: String
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, rule: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    public init(file: String, at location: SourceLocation, severity: Severity, rule: String, message: String) {
        self.init(
            file: file, line: location.line, column: location.column,
            severity: severity, rule: rule, message: message)
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }
}
