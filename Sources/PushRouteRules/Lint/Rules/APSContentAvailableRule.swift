import PushRouteCore

/// `aps.content-available`: the integer 1 when present.
public enum APSContentAvailableRule: LintRule {
    public static let id = RuleID(LintRuleID.apsContentAvailable)
    public static let severity = Severity.error
    public static let explanation = "'aps.content-available' is the integer 1 when present (it wakes the app); leave it out otherwise"

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
        .init("zero", #"{"aps":{"content-available":⟨0}}"#, message: "expected the integer 1 for 'aps.content-available', found integer 0; leave the key out instead"),
        .init("string", #"{"aps":{"content-available":⟨"1"}}"#, message: "expected the integer 1 for 'aps.content-available', found string \"1\""),
        .init("true", "{\"aps\":{\n\t\"content-available\": ⟨true}}"),
        .init("real", #"{"aps":{"content-available":⟨1.0}}"#),
    ]
}
