import PushRouteCore
import PushRouteReader

/// A background push shows nothing: alert, badge and sound do not belong in it.
public enum BackgroundPushAlertRule: LintRule {
    public static let id = RuleID(LintRuleID.backgroundPushAlert)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.pushTypeAndPriority
    public static let explanation =
        "with '--push-type background', 'aps' has an alert, badge or sound; a background push holds only 'content-available' 1"
    public static let why =
        "Apple's background push holds only 'content-available' 1 in 'aps' (docs/apns-rules.md §3): an alert sent as a background push is throttled as one (a few an hour) and not delivered to an app the user force-quit; send it as an alert push, which may also carry 'content-available' 1"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.options.pushType == .background, let aps = subject.aps else { return [] }
        return aps.members.filter { ["alert", "badge", "sound"].contains($0.key) }.map { member in
            finding(
                subject, at: member.keyLocation,
                "'aps.\(member.key)' in a background push; send it as an alert push, or leave '\(member.key)' out")
        }
    }
}

extension BackgroundPushAlertRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init(
            "only content-available", #"{"aps":{"content-available":1},"sync":"inbox"}"#,
            options: SizeExamples.background),
        .init(
            "alert", #"{"aps":{"content-available":1,⟨"alert":"hi"}}"#, options: SizeExamples.background,
            message: "'aps.alert' in a background push; send it as an alert push, or leave 'alert' out"),
        .init(
            "badge and sound", "{\"aps\":{\n  ⟨\"badge\":0,\n  ⟨\"sound\":\"default\",\n  \"content-available\":1}}",
            options: SizeExamples.background),
        .init(
            "alert push may alert", #"{"aps":{"content-available":1,"alert":"hi"}}"#,
            options: LintOptions(pushType: .alert)),
        .init("no push type given", #"{"aps":{"content-available":1,"alert":"hi"}}"#),
    ]
}
