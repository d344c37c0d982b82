import PushRouteCore
import PushRouteReader

/// `aps` must be an object.
public enum APSNotObjectRule: LintRule {
    public static let id = RuleID(LintRuleID.apsNotObject)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.structure
    public static let explanation = "'aps' is not a JSON object"
    public static let why =
        "iOS reads the alert, badge, sound and flags only from an 'aps' object: a string or an array there gives a push that shows nothing and wakes nothing"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let member = subject.apsMember, member.value.objectValue == nil else { return [] }
        return [
            finding(
                subject, at: member.valueLocation,
                "expected an object for 'aps', found \(member.value.foundDescription)")
        ]
    }
}

extension APSNotObjectRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("object", #"{"aps":{}}"#),
        .init("string", #"{"aps":⟨"alert"}"#, message: "expected an object for 'aps', found string \"alert\""),
        .init("array on its own line", "{\n  \"aps\":\n    ⟨[]\n}"),
        .init("null", #"{"aps": ⟨null}"#),
    ]
}
