import PushRouteCore
import PushRouteReader

/// The payload must be a JSON object.
public enum PayloadNotObjectRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadNotObject)
    public static let severity = Severity.error
    public static let explanation = "the payload is not a JSON object; APNs and simctl refuse anything else"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let reported = subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.notAnObject) }
        if !reported.isEmpty { return reported.map { finding(subject, at: $0.location, $0.message) } }
        guard let value = subject.value, subject.object == nil else { return [] }
        return [finding(subject, at: subject.start, "expected an object for the payload, found \(value.foundDescription)")]
    }
}
