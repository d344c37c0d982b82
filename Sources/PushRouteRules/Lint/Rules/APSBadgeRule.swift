import PushRouteCore
import PushRouteReader

/// `aps.badge`: an integer of 0 or more (0 clears the badge).
public enum APSBadgeRule: LintRule {
    public static let id = RuleID(LintRuleID.apsBadge)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation = "'aps.badge' is an integer of 0 or more (0 clears the badge)"
    public static let why =
        "iOS sets the app icon's badge from an integer of 0 or more only: a string, a fraction or a negative number leaves the badge as it was, and 0 is the one way to clear it"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let badge = subject.aps?.member("badge") else { return [] }
        if let count = badge.value.integerValue, count >= 0 { return [] }
        return [
            finding(
                subject, at: badge.valueLocation,
                LintText.expected("an integer of 0 or more", for: "aps.badge", found: badge.value))
        ]
    }
}

extension APSBadgeRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("zero clears", #"{"aps":{"badge":0}}"#),
        .init("positive", #"{"aps":{"badge":12}}"#),
        .init(
            "negative", #"{"aps":{"badge":⟨-1}}"#,
            message: "expected an integer of 0 or more for 'aps.badge', found integer -1",
            fix: .notFixed("no count of 0 or more keeps the meaning of -1")),
        .init(
            "string", #"{"aps":{"badge":⟨"3"}}"#,
            message: "expected an integer of 0 or more for 'aps.badge', found string \"3\"",
            fix: .fixed(#"{"aps":{"badge":3}}"#)),
        .init(
            "real", #"{"aps":{"badge":⟨1.5}}"#,
            message: "expected an integer of 0 or more for 'aps.badge', found real 1.5",
            fix: .notFixed("no integer keeps the meaning of 1.5")),
        .init(
            "real that looks whole", "{\n \"aps\": {\n  \"badge\": ⟨1.0\n }\n}",
            fix: .notFixed("not offered: a real is not rounded, even a whole one")),
    ]
}
