import PushRouteCore

/// `aps.content-available`: the integer 1 when present.
public enum APSContentAvailableRule: LintRule {
    public static let id = RuleID(LintRuleID.apsContentAvailable)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps.content-available' is the integer 1 when present (it wakes the app); leave it out otherwise"
    public static let why =
        "Apple defines 'content-available' as the number 1 (docs/apns-rules.md §2): \"1\", true or 1.0 are outside that definition, and pushroute (as `classify` reports) takes such a push as one that does not wake the app, so the fetch callback, Leanplum's and CleverTap's path for a background push, would not run"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        APSFlag.check("content-available", subject, finding)
    }
}

extension APSContentAvailableRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("absent", #"{"aps":{"alert":"a"}}"#),
        .init("one", #"{"aps":{"content-available":1}}"#),
        .init(
            "zero", #"{"aps":{"content-available":⟨0}}"#,
            message: "expected the integer 1 for 'aps.content-available', found integer 0; leave the key out instead",
            fix: .notFixed("not offered: the key is left out by hand, as the message says")),
        .init(
            "string", #"{"aps":{"content-available":⟨"1"}}"#,
            message: "expected the integer 1 for 'aps.content-available', found string \"1\"",
            fix: .fixed(#"{"aps":{"content-available":1}}"#)),
        .init(
            "true", "{\"aps\":{\n\t\"content-available\": ⟨true}}",
            fix: .fixed("{\"aps\":{\n\t\"content-available\": 1}}")),
        .init(
            "real", #"{"aps":{"content-available":⟨1.0}}"#,
            fix: .notFixed("not offered: a real is not rounded, even a whole one")),
    ]
}
