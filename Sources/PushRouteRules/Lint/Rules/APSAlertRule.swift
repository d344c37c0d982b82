import PushRouteCore
import PushRouteReader

/// `aps.alert`: a string, or an object whose known keys have the right types.
public enum APSAlertRule: LintRule {
    public static let id = RuleID(LintRuleID.apsAlert)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps.alert' is a string or an object; its title, body and *-loc-key members are strings, its *-loc-args members arrays of strings"
    public static let why =
        "the alert is what the user sees: a title or body of the wrong type is not the text Apple defines (docs/apns-rules.md §2), so the notification shows it wrongly or not at all, and CleverTap's media extension runs only for a push that shows an alert"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let alert = subject.aps?.member("alert") else { return [] }
        switch alert.value {
        case .string: return []
        case .object(let object): return object.members.compactMap { check($0, subject) }
        default:
            return [
                finding(
                    subject, at: alert.valueLocation,
                    LintText.expected("a string or an object", for: "aps.alert", found: alert.value))
            ]
        }
    }

    /// The finding for one member of the alert object, if its type is wrong.
    private static func check(_ member: JSONObject.Member, _ subject: LintSubject) -> Diagnostic? {
        let path = "aps.alert." + member.key
        if APSSchema.alertArrayKeys.contains(member.key) {
            guard case .array(let elements) = member.value else {
                return finding(
                    subject, at: member.valueLocation,
                    LintText.expected("an array of strings", for: path, found: member.value))
            }
            guard let index = elements.firstIndex(where: { $0.stringValue == nil }) else { return nil }
            return finding(
                subject, at: member.valueLocation,
                "expected only strings in '\(path)', found \(elements[index].foundDescription) at index \(index)")
        }
        guard APSSchema.alertStringKeys.contains(member.key), member.value.stringValue == nil else { return nil }
        if member.key == "action-loc-key", member.value == .null { return nil }
        return finding(subject, at: member.valueLocation, LintText.expected("a string", for: path, found: member.value))
    }
}

extension APSAlertRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("string", #"{"aps":{"alert":"Hello"}}"#),
        .init(
            "object with every known key",
            #"{"aps":{"alert":{"title":"t","subtitle":"s","body":"b","launch-image":"l","title-loc-key":"T","title-loc-args":["a"],"subtitle-loc-key":"S","subtitle-loc-args":[],"loc-key":"L","loc-args":["x","y"],"action-loc-key":null,"action":"a"}}}"#
        ),
        .init(
            "number", #"{"aps":{"alert":⟨3}}"#,
            message: "expected a string or an object for 'aps.alert', found integer 3",
            fix: .notFixed("not unique: a number could become a string or an object")),
        .init(
            "title not a string", #"{"aps":{"alert":{"title":⟨["t"],"body":"b"}}}"#,
            message: "expected a string for 'aps.alert.title', found an array",
            fix: .notFixed("no string keeps the meaning of an array")),
        .init(
            "loc-args not an array", #"{"aps":{"alert":{"loc-key":"K","loc-args":⟨"x"}}}"#,
            message: "expected an array of strings for 'aps.alert.loc-args', found string \"x\"",
            fix: .notFixed("not offered: a string is not made into an array")),
        .init(
            "loc-args with a number", "{\"aps\":{\"alert\":{\n  \"title-loc-args\": ⟨[\"a\", 2]\n}}}",
            message: "expected only strings in 'aps.alert.title-loc-args', found integer 2 at index 1",
            fix: .fixed("{\"aps\":{\"alert\":{\n  \"title-loc-args\": [\"a\", \"2\"]\n}}}")),
        .init(
            "two bad members", #"{"aps":{"alert":{"body":⟨1,"subtitle-loc-args":⟨[null]}}}"#,
            fix: .fixed(#"{"aps":{"alert":{"body":"1","subtitle-loc-args":[null]}}}"#)),
        .init(
            "action-loc-key may be null, not a number", #"{"aps":{"alert":{"action-loc-key":⟨5}}}"#,
            fix: .fixed(#"{"aps":{"alert":{"action-loc-key":"5"}}}"#)),
        .init("unknown keys are another rule", #"{"aps":{"alert":{"titel":5}}}"#),
    ]
}
