import PushRouteCore
import PushRouteReader

/// A payload the reader read only after repairing it: a fixture must be strict JSON.
public enum RepairedInputRule: LintRule {
    public static let id = RuleID(LintRuleID.repairedInput)
    public static let severity = Severity.error
    public static let explanation = "the payload is not strict JSON and was read only after repairs; one finding per repair"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status == .repaired else { return [] }
        return subject.payload.diagnostics.map { repair in
            finding(subject, at: repair.location, message(repair))
        }
    }

    static func message(_ repair: Diagnostic) -> String {
        let origin = repair.rule.map { " (\($0))" } ?? ""
        return "not strict JSON: \(repair.message)\(origin)"
    }
}
