import PushRouteCore
import PushRouteReader

/// `aps.event` of a Live Activity: start, update or end.
public enum APSEventRule: LintRule {
    public static let id = RuleID(LintRuleID.apsEvent)
    public static let severity = Severity.error
    public static let explanation = "'aps.event' (Live Activities) is one of start, update, end"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let event = subject.aps?.member("event") else { return [] }
        return APSEnum.check(event, path: "aps.event", values: APSSchema.events) {
            finding(subject, at: event.valueLocation, $0)
        }
    }
}
