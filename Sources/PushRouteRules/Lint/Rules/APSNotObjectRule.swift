import PushRouteCore
import PushRouteReader

/// `aps` must be an object.
public enum APSNotObjectRule: LintRule {
    public static let id = RuleID(LintRuleID.apsNotObject)
    public static let severity = Severity.error
    public static let explanation = "'aps' is not a JSON object"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let member = subject.apsMember, member.value.objectValue == nil else { return [] }
        return [finding(subject, at: member.valueLocation, "expected an object for 'aps', found \(member.value.foundDescription)")]
    }
}
