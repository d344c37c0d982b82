import PushRouteCore
import PushRouteReader

/// `aps.interruption-level`: one of the four levels.
public enum APSInterruptionLevelRule: LintRule {
    public static let id = RuleID(LintRuleID.apsInterruptionLevel)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation = "'aps.interruption-level' is one of passive, active, time-sensitive, critical"
    public static let why =
        "iOS applies only the four levels Apple defines: another value is no level, so a time-sensitive or critical push does not break through Focus as the sender meant"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let level = subject.aps?.member("interruption-level") else { return [] }
        return APSEnum.check(level, path: "aps.interruption-level", values: APSSchema.interruptionLevels) {
            finding(subject, at: level.valueLocation, $0)
        }
    }
}

extension APSInterruptionLevelRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("passive", #"{"aps":{"interruption-level":"passive"}}"#),
        .init("time-sensitive", #"{"aps":{"interruption-level":"time-sensitive"}}"#),
        .init("critical", #"{"aps":{"interruption-level":"critical"}}"#),
        .init(
            "typo", #"{"aps":{"interruption-level":⟨"time_sensitive"}}"#,
            message:
                "expected one of passive, active, time-sensitive, critical for 'aps.interruption-level', found string \"time_sensitive\"; did you mean 'time-sensitive'?"
        ),
        .init(
            "unknown", #"{"aps":{"interruption-level":⟨"urgent"}}"#,
            message:
                "expected one of passive, active, time-sensitive, critical for 'aps.interruption-level', found string \"urgent\""
        ),
        .init("number", #"{"aps":{"interruption-level":⟨1}}"#),
    ]
}
