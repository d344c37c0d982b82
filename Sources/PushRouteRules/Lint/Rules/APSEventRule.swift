import PushRouteCore
import PushRouteReader

/// `aps.event` of a Live Activity: start, update or end.
public enum APSEventRule: LintRule {
    public static let id = RuleID(LintRuleID.apsEvent)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation = "'aps.event' (Live Activities) is one of start, update, end"
    public static let why =
        "a Live Activity push starts, updates or ends the activity by its event: any other value is none of the three, so the activity is not changed as the sender meant"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let event = subject.aps?.member("event") else { return [] }
        return APSEnum.check(event, path: "aps.event", values: APSSchema.events) {
            finding(subject, at: event.valueLocation, $0)
        }
    }
}

extension APSEventRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("start", #"{"aps":{"event":"start"}}"#),
        .init("end", #"{"aps":{"event":"end"}}"#),
        .init(
            "typo", #"{"aps":{"event":⟨"strat"}}"#,
            message: "expected one of start, update, end for 'aps.event', found string \"strat\"; did you mean 'start'?"
        ),
        .init("upper case", #"{"aps":{"event":⟨"UPDATE"}}"#),
    ]
}
