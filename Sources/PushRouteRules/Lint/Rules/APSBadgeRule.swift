import PushRouteCore
import PushRouteReader

/// `aps.badge`: an integer of 0 or more (0 clears the badge).
public enum APSBadgeRule: LintRule {
    public static let id = RuleID(LintRuleID.apsBadge)
    public static let severity = Severity.error
    public static let explanation = "'aps.badge' is an integer of 0 or more (0 clears the badge)"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let badge = subject.aps?.member("badge") else { return [] }
        if let count = badge.value.integerValue, count >= 0 { return [] }
        return [finding(subject, at: badge.valueLocation, LintText.expected("an integer of 0 or more", for: "aps.badge", found: badge.value))]
    }
}
