import PushRouteCore
import PushRouteReader

/// `aps.relevance-score`: a number from 0 to 1, any number for a Live Activity.
public enum APSRelevanceScoreRule: LintRule {
    public static let id = RuleID(LintRuleID.apsRelevanceScore)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps.relevance-score' is a number from 0 to 1; any number for a Live Activity ('--push-type liveactivity', or an 'aps' with 'event' or 'content-state')"
    public static let why =
        "iOS ranks notifications in a summary by a score from 0 to 1 (a Live Activity's updates by any number): a value out of range or not a number is not a score Apple defines, so the push is not ranked as meant"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let score = subject.aps?.member("relevance-score") else { return [] }
        let path = "aps.relevance-score"
        guard let number = score.value.numberValue else {
            return [
                finding(subject, at: score.valueLocation, LintText.expected("a number", for: path, found: score.value))
            ]
        }
        if subject.isLiveActivity || (0...1).contains(number) { return [] }
        return [
            finding(
                subject, at: score.valueLocation,
                LintText.expected("a number from 0 to 1", for: path, found: score.value))
        ]
    }
}

extension APSRelevanceScoreRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("zero", #"{"aps":{"relevance-score":0}}"#),
        .init("half", #"{"aps":{"relevance-score":0.5}}"#),
        .init("one", #"{"aps":{"relevance-score":1}}"#),
        .init(
            "too high", #"{"aps":{"relevance-score":⟨1.5}}"#,
            message: "expected a number from 0 to 1 for 'aps.relevance-score', found real 1.5",
            fix: .notFixed("no number from 0 to 1 keeps the meaning of 1.5")),
        .init(
            "negative", #"{"aps":{"relevance-score":⟨-0.1}}"#,
            fix: .notFixed("no number from 0 to 1 keeps the meaning of -0.1")),
        .init(
            "string", #"{"aps":{"relevance-score":⟨"0.5"}}"#,
            message: "expected a number for 'aps.relevance-score', found string \"0.5\"",
            fix: .fixed(#"{"aps":{"relevance-score":0.5}}"#)),
        .init(
            "Live Activity by push type", #"{"aps":{"relevance-score":75,"timestamp":1}}"#,
            options: LintOptions(pushType: .liveactivity)),
        .init("Live Activity by event", #"{"aps":{"event":"update","relevance-score":75,"content-state":{}}}"#),
        .init(
            "Live Activity still needs a number", #"{"aps":{"event":"end","relevance-score":⟨"high"}}"#,
            fix: .notFixed("the string is not a number")),
    ]
}
