import PushRouteCore
import PushRouteReader

/// A payload the text holds only in part (cut off, or with `…` for text left out): a fixture
/// must be whole (docs/pasted-forms.md §4.13).
public enum PayloadPartialRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadPartial)
    public static let severity = Severity.error
    public static let explanation = "the payload is cut off, or stands for text left out; a fixture must be the whole push"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status == .partial else { return [] }
        return subject.payload.diagnostics.filter { isGap($0) }.map { gap in
            finding(subject, at: gap.location, gap.message)
        }
    }

    /// A diagnostic that says where the payload has a gap.
    static func isGap(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule == RuleID(LenientRule.cutOff) || diagnostic.rule == RuleID(LenientRule.elision)
    }
}
