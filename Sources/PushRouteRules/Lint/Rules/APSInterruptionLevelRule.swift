import PushRouteCore
import PushRouteReader

/// `aps.interruption-level`: one of the four levels.
public enum APSInterruptionLevelRule: LintRule {
    public static let id = RuleID(LintRuleID.apsInterruptionLevel)
    public static let severity = Severity.error
    public static let explanation = "'aps.interruption-level' is one of passive, active, time-sensitive, critical"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let level = subject.aps?.member("interruption-level") else { return [] }
        return APSEnum.check(level, path: "aps.interruption-level", values: APSSchema.interruptionLevels) {
            finding(subject, at: level.valueLocation, $0)
        }
    }
}
