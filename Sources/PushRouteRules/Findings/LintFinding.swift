import PushRouteCore

/// A lint finding as the command line reports it: the diagnostic, the JSON path it concerns
/// (a baseline's key), and the fix `lint --fix` would make, when there is one.
public struct LintFinding: Sendable {
    public var diagnostic: Diagnostic
    public var path: JSONPath
    public var fix: LintFix?

    public init(_ diagnostic: Diagnostic, path: JSONPath = .root, fix: LintFix? = nil) {
        self.diagnostic = diagnostic
        self.path = path
        self.fix = fix
    }

    public var rule: RuleID? { diagnostic.rule }
    public var severity: Severity { diagnostic.severity }
}
