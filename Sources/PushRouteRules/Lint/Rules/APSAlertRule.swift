import PushRouteCore
import PushRouteReader

/// `aps.alert`: a string, or an object whose known keys have the right types.
public enum APSAlertRule: LintRule {
    public static let id = RuleID(LintRuleID.apsAlert)
    public static let severity = Severity.error
    public static let explanation =
        "'aps.alert' is a string or an object; its title, body and *-loc-key members are strings, its *-loc-args members arrays of strings"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let alert = subject.aps?.member("alert") else { return [] }
        switch alert.value {
        case .string: return []
        case .object(let object): return object.members.compactMap { check($0, subject) }
        default:
            return [finding(subject, at: alert.valueLocation, LintText.expected("a string or an object", for: "aps.alert", found: alert.value))]
        }
    }

    /// The finding for one member of the alert object, if its type is wrong.
    private static func check(_ member: JSONObject.Member, _ subject: LintSubject) -> Diagnostic? {
        let path = "aps.alert." + member.key
        if APSSchema.alertArrayKeys.contains(member.key) {
            guard case .array(let elements) = member.value else {
                return finding(subject, at: member.valueLocation, LintText.expected("an array of strings", for: path, found: member.value))
            }
            guard let index = elements.firstIndex(where: { $0.stringValue == nil }) else { return nil }
            return finding(subject, at: member.valueLocation, "expected only strings in '\(path)', found \(elements[index].foundDescription) at index \(index)")
        }
        guard APSSchema.alertStringKeys.contains(member.key), member.value.stringValue == nil else { return nil }
        if member.key == "action-loc-key", member.value == .null { return nil }
        return finding(subject, at: member.valueLocation, LintText.expected("a string", for: path, found: member.value))
    }
}
