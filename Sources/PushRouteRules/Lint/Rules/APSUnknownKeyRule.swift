import PushRouteCore
import PushRouteReader

/// Keys inside `aps` that APNs does not define: APNs ignores them.
public enum APSUnknownKeyRule: LintRule {
    public static let id = RuleID(LintRuleID.apsUnknownKey)
    public static let severity = Severity.warning
    public static let explanation = "'aps' has a key APNs does not define; APNs ignores it (custom keys go beside 'aps', not inside)"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let aps = subject.aps else { return [] }
        return aps.members.filter { !APSSchema.keys.contains($0.key) }.map { member in
            finding(subject, at: member.keyLocation, message(member.key))
        }
    }

    static func message(_ key: String) -> String {
        let text = "unknown key '\(key)' in 'aps' is ignored by APNs"
        if Classifier.isLeanplumKey(key) || Classifier.isCleverTapKey(key) || LeanplumKeys.secondary.contains(key) {
            return text + "; the SDKs read only top-level keys: move it beside 'aps'"
        }
        let suggestion = Suggestion.didYouMean(key, among: APSSchema.keys)
        if !suggestion.isEmpty { return text + suggestion }
        return text + "; custom keys go beside 'aps'"
    }
}
