import PushRouteCore

/// `aps.content-available`: the integer 1 when present.
public enum APSContentAvailableRule: LintRule {
    public static let id = RuleID(LintRuleID.apsContentAvailable)
    public static let severity = Severity.error
    public static let explanation = "'aps.content-available' is the integer 1 when present (it wakes the app); leave it out otherwise"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        APSFlag.check("content-available", subject, finding)
    }
}
