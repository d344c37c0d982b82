import PushRouteCore
import PushRouteReader

/// The `aps` keys whose only rule is their JSON type.
public enum APSKeyTypeRule: LintRule {
    public static let id = RuleID(LintRuleID.apsKeyType)
    public static let severity = Severity.error
    public static let explanation =
        "'thread-id', 'category', 'target-content-id', 'filter-criteria' and 'attributes-type' are strings; 'stale-date', 'timestamp' and 'dismissal-date' numbers (UNIX time); 'content-state' and 'attributes' objects"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let aps = subject.aps else { return [] }
        return aps.members.compactMap { member in
            guard let expected = expectedType(member.key), !expected.matches(member.value) else { return nil }
            return finding(subject, at: member.valueLocation, LintText.expected(expected.name, for: "aps." + member.key, found: member.value))
        }
    }

    private static func expectedType(_ key: String) -> (name: String, matches: (JSONValue) -> Bool)? {
        if APSSchema.stringKeys.contains(key) { return ("a string", { $0.stringValue != nil }) }
        if APSSchema.numberKeys.contains(key) { return ("a number (UNIX time)", \.isNumber) }
        if APSSchema.objectKeys.contains(key) { return ("an object", { $0.objectValue != nil }) }
        return nil
    }
}
