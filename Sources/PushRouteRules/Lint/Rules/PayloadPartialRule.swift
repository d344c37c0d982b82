import PushRouteCore
import PushRouteReader

/// A payload the text holds only in part (cut off, or with `…` for text left out): a fixture
/// must be whole (docs/pasted-forms.md §4.13).
public enum PayloadPartialRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadPartial)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.inputQuality
    public static let explanation =
        "the payload is cut off, or stands for text left out; a fixture must be the whole push"
    public static let why =
        "a cut-off payload is not the push that was sent: the keys after the cut may be the ones that decide who handles it (a Leanplum message id, a 'W$' or 'wzrk_' key) or whether it wakes the app, so the verdict on it is only partial"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status == .partial else { return [] }
        return subject.payload.diagnostics.filter { isGap($0) }.map { gap in
            finding(subject, at: gap.location, gap.message)
        }
    }

    /// A diagnostic that says where the payload has a gap.
    static func isGap(_ diagnostic: Diagnostic) -> Bool {
        [LenientRule.cutOff, .elision, .devToolsNesting, .pushKeyOutside].contains { diagnostic.rule == RuleID($0) }
    }
}

extension PayloadPartialRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("whole", #"{"aps":{"alert":"a"},"_lpm":1}"#),
        .init(
            "cut off", "{\"aps\":{\"alert\":\"a\"},\n \"_lpm\":1,⟨",
            message: "the input ends before '}' closes the '{' at 1:1; what was read is kept: the payload is partial"),
        .init("left out", "{\"aps\":{},\n  ⟨…\n}"),
    ]
}
