import PushRouteCore
import PushRouteReader

/// Every payload needs an `aps` object.
public enum APSMissingRule: LintRule {
    public static let id = RuleID(LintRuleID.apsMissing)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.structure
    public static let explanation = "the payload has no top-level 'aps' key; APNs and simctl need one"
    public static let why =
        "iOS takes the alert, badge, sound and the content-available and mutable-content flags only from 'aps', and simctl refuses a file without it (docs/apns-rules.md §5): without it nothing is shown and the app is not woken"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, subject.apsMember == nil else { return [] }
        var message = "missing 'aps': every push needs an 'aps' object"
        if let near = object.keys.first(where: { Suggestion.distance($0.lowercased(), "aps") <= 1 }) {
            message += "; is '\(near)' meant to be 'aps'?"
        }
        return [finding(subject, at: subject.start, message)]
    }
}

extension APSMissingRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("aps present", #"{"aps":{"alert":"a"}}"#),
        .init("no aps", #"⟨{"alert":"a"}"#, message: "missing 'aps': every push needs an 'aps' object"),
        .init(
            "APS in upper case", "\n⟨{\"APS\":{\"alert\":\"a\"}}",
            message: "missing 'aps': every push needs an 'aps' object; is 'APS' meant to be 'aps'?"),
        .init("not an object: another rule", #"[1]"#),
    ]
}
