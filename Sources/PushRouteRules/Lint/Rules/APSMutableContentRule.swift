import PushRouteCore

/// `aps.mutable-content`: the integer 1 when present.
public enum APSMutableContentRule: LintRule {
    public static let id = RuleID(LintRuleID.apsMutableContent)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps.mutable-content' is the integer 1 when present (the notification service extension runs); leave it out otherwise"
    public static let why =
        "iOS runs the notification service extension only for 'mutable-content' 1: with any other value CTNotificationServiceExtension never runs, so a rich push shows no media and the extension records no Notification Viewed"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        APSFlag.check("mutable-content", subject, finding)
    }
}

extension APSMutableContentRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("absent", #"{"aps":{"alert":"a"}}"#),
        .init("one", #"{"aps":{"alert":"a","mutable-content":1}}"#),
        .init(
            "two", #"{"aps":{"alert":"a","mutable-content":⟨2}}"#,
            message: "expected the integer 1 for 'aps.mutable-content', found integer 2",
            fix: .notFixed(#"only true and "1" mean 1"#)),
        .init("null", #"{"aps":{"mutable-content":⟨null}}"#, fix: .notFixed(#"only true and "1" mean 1"#)),
        .init(
            "true, which --fix makes 1", #"{"aps":{"alert":"a","mutable-content":⟨true}}"#,
            message: "expected the integer 1 for 'aps.mutable-content', found boolean true",
            fix: .fixed(#"{"aps":{"alert":"a","mutable-content":1}}"#)),
    ]
}
