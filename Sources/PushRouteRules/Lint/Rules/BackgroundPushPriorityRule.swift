import PushRouteCore
import PushRouteReader

/// Priority 10 is for alerts; APNs wants priority 5 for a background push.
public enum BackgroundPushPriorityRule: LintRule {
    public static let id = RuleID(LintRuleID.backgroundPushPriority)
    public static let severity = Severity.error
    public static let explanation =
        "'--priority 10' with a background push ('--push-type background', or no push type and a silent payload); background pushes are sent with priority 5"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.options.priority == 10, subject.isBackgroundPush else { return [] }
        let flag = subject.aps?.member("content-available")
        let place = flag?.keyLocation ?? subject.apsMember?.keyLocation
        return [finding(subject, at: place, "priority 10 with a background push; send background pushes with priority 5")]
    }
}
