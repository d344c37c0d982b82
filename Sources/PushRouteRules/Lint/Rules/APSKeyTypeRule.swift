import PushRouteCore
import PushRouteReader

/// The `aps` keys whose only rule is their JSON type.
public enum APSKeyTypeRule: LintRule {
    public static let id = RuleID(LintRuleID.apsKeyType)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'thread-id', 'category', 'target-content-id', 'filter-criteria' and 'attributes-type' are strings; 'stale-date', 'timestamp' and 'dismissal-date' numbers (UNIX time); 'content-state' and 'attributes' objects"
    public static let why =
        "Apple defines these keys' types (docs/apns-rules.md §2): a 'thread-id' that is not a string does not group, a 'category' that is not the string of a registered category shows no actions and picks no content extension (CTNotificationContent is chosen by 'aps.category'), and a Live Activity's dates are UNIX times"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let aps = subject.aps else { return [] }
        return aps.members.compactMap { member in
            guard let expected = expectedType(member.key), !expected.matches(member.value) else { return nil }
            return finding(
                subject, at: member.valueLocation,
                LintText.expected(expected.name, for: "aps." + member.key, found: member.value))
        }
    }

    private static func expectedType(_ key: String) -> (name: String, matches: (JSONValue) -> Bool)? {
        if APSSchema.stringKeys.contains(key) { return ("a string", { $0.stringValue != nil }) }
        if APSSchema.numberKeys.contains(key) { return ("a number (UNIX time)", \.isNumber) }
        if APSSchema.objectKeys.contains(key) { return ("an object", { $0.objectValue != nil }) }
        return nil
    }
}

extension APSKeyTypeRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init(
            "all right",
            #"{"aps":{"thread-id":"t","category":"c","target-content-id":"x","filter-criteria":"f","attributes-type":"A","stale-date":1,"timestamp":1.5,"dismissal-date":2,"content-state":{},"attributes":{}}}"#
        ),
        .init(
            "thread-id number", #"{"aps":{"thread-id":⟨42}}"#,
            message: "expected a string for 'aps.thread-id', found integer 42",
            fix: .fixed(#"{"aps":{"thread-id":"42"}}"#)),
        .init("category null", #"{"aps":{"category":⟨null}}"#, fix: .notFixed("no string keeps the meaning of null")),
        .init(
            "timestamp string", #"{"aps":{"timestamp":⟨"2026-11-29"}}"#,
            message: "expected a number (UNIX time) for 'aps.timestamp', found string \"2026-11-29\"",
            fix: .notFixed("not offered: a date in words is not converted to UNIX time")),
        .init(
            "content-state array", #"{"aps":{"content-state":⟨[],"stale-date":⟨true}}"#,
            fix: .notFixed("an array is not an object, nor a boolean a time")),
        .init(
            "attributes string", #"{"aps":{"attributes":⟨"x"}}"#,
            message: "expected an object for 'aps.attributes', found string \"x\"",
            fix: .notFixed("not offered: a string is not made into an object")),
    ]
}
