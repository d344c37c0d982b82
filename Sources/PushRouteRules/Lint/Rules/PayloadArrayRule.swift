import PushRouteCore
import PushRouteReader

/// A payload that is one element of an array: APNs takes a single object
/// (docs/pasted-forms.md §11.1).
public enum PayloadArrayRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadArray)
    public static let severity = Severity.error
    public static let explanation = "the payload is an element of an array; APNs takes a single object, so each element must be a fixture of its own"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.arrayElement) }.map { note in
            finding(subject, at: note.location, note.message)
        }
    }
}
