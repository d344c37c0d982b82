@testable import PushRouteCore

/// Tests compare rule ids with the text users see: `#expect(diagnostic.rule == "bare-word")`.
extension RuleID: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(testing: value) }
}

extension Diagnostic {
    /// A located diagnostic, as tests write them.
    init(file: String, line: Int, column: Int, severity: Severity, rule: RuleID?, message: String) {
        self.init(
            file: file, at: SourceLocation(line: line, column: column), severity: severity, rule: rule, message: message
        )
    }

    /// The line and column, as tests print them (`6:19`).
    var line: Int { position.line }
    var column: Int { position.column }
    /// The rule id as text, empty when there is none.
    var ruleText: String { rule?.rawValue ?? "" }
}
