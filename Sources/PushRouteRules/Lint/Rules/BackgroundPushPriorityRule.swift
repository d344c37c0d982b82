import PushRouteCore
import PushRouteReader

/// Priority 10 is for alerts; APNs wants priority 5 for a background push.
public enum BackgroundPushPriorityRule: LintRule {
    public static let id = RuleID(LintRuleID.backgroundPushPriority)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.pushTypeAndPriority
    public static let explanation =
        "'--priority 10' with a background push ('--push-type background', or no push type and a silent payload); background pushes are sent with priority 5"
    public static let why =
        "Apple documents priority 10 with a background push as an error (docs/apns-rules.md §3): background pushes are sent with 'apns-priority' 5"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.options.priority == 10, subject.isBackgroundPush else { return [] }
        let flag = subject.aps?.member("content-available")
        let place = flag?.keyLocation ?? subject.apsMember?.keyLocation
        return [
            finding(subject, at: place, "priority 10 with a background push; send background pushes with priority 5")
        ]
    }
}

extension BackgroundPushPriorityRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init(
            "priority 5", #"{"aps":{"content-available":1}}"#, options: LintOptions(pushType: .background, priority: 5)),
        .init(
            "priority 10, push type background", #"{"aps":{⟨"content-available":1}}"#,
            options: LintOptions(pushType: .background, priority: 10),
            message: "priority 10 with a background push; send background pushes with priority 5"),
        .init(
            "priority 10, silent payload, no push type", "{\n  \"aps\": {⟨\"content-available\": 1},\n  \"_lpm\": 1\n}",
            options: LintOptions(priority: 10)),
        .init(
            "priority 10, push type background, no content-available", #"{⟨"aps":{}}"#,
            options: LintOptions(pushType: .background, priority: 10)),
        .init(
            "priority 10 alert push waking the app", #"{"aps":{"alert":"a","content-available":1}}"#,
            options: LintOptions(priority: 10)),
        .init(
            "priority 10, silent payload sent as alert", #"{"aps":{"content-available":1}}"#,
            options: LintOptions(pushType: .alert, priority: 10)),
    ]
}
