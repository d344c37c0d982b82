import PushRouteCore

/// `aps.mutable-content`: the integer 1 when present.
public enum APSMutableContentRule: LintRule {
    public static let id = RuleID(LintRuleID.apsMutableContent)
    public static let severity = Severity.error
    public static let explanation = "'aps.mutable-content' is the integer 1 when present (the notification service extension runs); leave it out otherwise"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        APSFlag.check("mutable-content", subject, finding)
    }
}
