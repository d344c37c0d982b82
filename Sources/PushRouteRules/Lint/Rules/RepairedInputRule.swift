import PushRouteCore
import PushRouteReader

/// A payload the reader read only after repairing it: a fixture must be strict JSON.
public enum RepairedInputRule: LintRule {
    public static let id = RuleID(LintRuleID.repairedInput)
    public static let severity = Severity.error
    public static let explanation = "the payload is not strict JSON and was read only after repairs; one finding per repair"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status.wasRepaired else { return [] }
        return subject.payload.diagnostics.filter { !hasRuleOfItsOwn($0) }.map { repair in
            finding(subject, at: repair.location, message(repair))
        }
    }

    /// Envelopes, array elements and gaps have lint rules of their own.
    static func hasRuleOfItsOwn(_ diagnostic: Diagnostic) -> Bool {
        let own: [LenientRule] = [.envelope, .arrayElement, .cutOff, .elision]
        return own.contains { diagnostic.rule == RuleID($0) }
    }

    static func message(_ repair: Diagnostic) -> String {
        let origin = repair.rule.map { " (\($0))" } ?? ""
        return "not strict JSON: \(repair.message)\(origin)"
    }
}
