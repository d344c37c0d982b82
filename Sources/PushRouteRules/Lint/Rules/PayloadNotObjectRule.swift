import PushRouteCore
import PushRouteReader

/// The payload must be a JSON object.
public enum PayloadNotObjectRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadNotObject)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.structure
    public static let explanation = "the payload is not a JSON object; APNs and simctl refuse anything else"
    public static let why =
        "APNs and `xcrun simctl push` take only a JSON object at the top (docs/apns-rules.md §1, §5): anything else is refused and never reaches the app"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let reported = subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.notAnObject) }
        if !reported.isEmpty { return reported.map { finding(subject, at: $0.location, $0.message) } }
        guard let value = subject.value, subject.object == nil else { return [] }
        return [
            finding(subject, at: subject.start, "expected an object for the payload, found \(value.foundDescription)")
        ]
    }
}

extension PayloadNotObjectRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("object", #"{"aps":{}}"#),
        .init("array of objects: another rule", #"[{"aps":{}}]"#),
        .init("mixed array", #"⟨[{"aps":{}}, 1]"#, message: "an APNs payload is a JSON object; this is a mixed array"),
        .init("string", #"⟨"aps""#, message: "an APNs payload is a JSON object; this is a string"),
        .init("number after leading space", "  \n  ⟨42", message: "an APNs payload is a JSON object; this is a number"),
    ]
}
