import PushRouteCore
import PushRouteReader

/// A background push that does not set content-available wakes nothing.
public enum BackgroundPushContentAvailableRule: LintRule {
    public static let id = RuleID(LintRuleID.backgroundPushContentAvailable)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.pushTypeAndPriority
    public static let explanation =
        "with '--push-type background', 'aps.content-available' is not 1, so the push does nothing"
    public static let why =
        "a background push exists to wake the app with 'content-available' 1: without it the push shows nothing and wakes nothing, so neither SDK ever hears of it"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.options.pushType == .background, let apsMember = subject.apsMember,
            let aps = apsMember.value.objectValue, !Classifier.isOne(aps["content-available"])
        else { return [] }
        return [
            finding(
                subject, at: apsMember.keyLocation,
                "background push without 'aps.content-available' 1: the app is not woken")
        ]
    }
}

extension BackgroundPushContentAvailableRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("content-available 1", #"{"aps":{"content-available":1}}"#, options: SizeExamples.background),
        .init(
            "missing", #"{⟨"aps":{},"sync":1}"#, options: SizeExamples.background,
            message: "background push without 'aps.content-available' 1: the app is not woken"),
        .init("zero", #"{⟨"aps":{"content-available":0}}"#, options: SizeExamples.background),
        .init("not a background push", #"{"aps":{"alert":"a"}}"#, options: LintOptions(pushType: .alert)),
    ]
}
