import PushRouteCore
import PushRouteReader

/// A payload the reader could not read at all.
public enum ParseErrorRule: LintRule {
    public static let id = RuleID(LenientRule.parseError)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.inputQuality
    public static let explanation = "the payload could not be read as JSON; the position is where the reader gave up"
    public static let why =
        "APNs and `xcrun simctl push` take only a JSON object (docs/apns-rules.md §1, §5): a payload that does not parse is refused and never reaches the app, and a fixture that does not parse tests nothing"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status == .invalid else { return [] }
        return subject.payload.diagnostics.filter { $0.rule != RuleID(LenientRule.notAnObject) }.map {
            finding(subject, at: $0.location, $0.message)
        }
    }
}

extension ParseErrorRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("strict JSON is fine", #"{"aps":{"alert":"hi"}}"#),
        .init(
            "missing comma", #"{"aps":{"alert":"broken" ⟨"_lpm":4}}"#,
            message: "expected ',' or '}' after the value, found '\"_lpm\"'"),
        .init("missing value, second line", "{\n  \"wzrk_acct_id\": ⟨}\n}"),
        .init("one finding per broken payload", "{\"aps\":{}}\n{\"a\": ⟨}\n{\"aps\":{}}\n{\"b\": ⟨]"),
    ]
}
