import PushRouteCore
import PushRouteReader

/// A payload the reader could not read at all.
public enum ParseErrorRule: LintRule {
    public static let id = RuleID(LenientRule.parseError)
    public static let severity = Severity.error
    public static let explanation = "the payload could not be read as JSON; the position is where the reader gave up"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status == .invalid else { return [] }
        return subject.payload.diagnostics.filter { $0.rule != RuleID(LenientRule.notAnObject) }.map {
            finding(subject, at: $0.location, $0.message)
        }
    }
}
