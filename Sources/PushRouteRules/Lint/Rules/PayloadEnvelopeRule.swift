import PushRouteCore
import PushRouteReader

/// A push read from inside an envelope (an SNS message, a Firebase request...): a fixture
/// should be the push itself (docs/pasted-forms.md §11.2).
public enum PayloadEnvelopeRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadEnvelope)
    public static let severity = Severity.warning
    public static let explanation = "the push is wrapped in an envelope (Amazon SNS, Firebase HTTP v1, OneSignal, a 'payload' key); a fixture should be the push itself"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.envelope != nil else { return [] }
        return subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.envelope) }.map { note in
            finding(subject, at: note.location, "\(note.message); a fixture should be the push itself")
        }
    }
}
