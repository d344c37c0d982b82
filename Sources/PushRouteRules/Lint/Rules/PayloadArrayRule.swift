import PushRouteCore
import PushRouteReader

/// A payload that is one element of an array: APNs takes a single object
/// (docs/pasted-forms.md §11.1).
public enum PayloadArrayRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadArray)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.structure
    public static let explanation =
        "the payload is an element of an array; APNs takes a single object, so each element must be a fixture of its own"
    public static let why =
        "APNs takes one payload object per request: an array is no push, so each element has to be sent, and kept as a fixture, on its own"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.arrayElement) }.map { note in
            finding(subject, at: note.location, note.message)
        }
    }
}

extension PayloadArrayRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("one object", #"{"aps":{}}"#),
        .init(
            "an array of two", "[⟨{\"aps\":{}},\n ⟨{\"_lpm\":1}]",
            message: "element 1 of an array of 2: APNs takes a single object"),
        .init("an lldb dump of an array", "\u{25BF} 1 element\n  - 0 : ⟨{\n    aps = {\n    };\n  }"),
    ]
}
