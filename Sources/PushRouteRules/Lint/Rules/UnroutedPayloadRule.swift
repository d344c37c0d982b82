import PushRouteCore
import PushRouteReader

/// Neither SDK handles the payload (off by default: many fixtures are for other SDKs).
public enum UnroutedPayloadRule: LintRule {
    public static let id = RuleID(LintRuleID.unroutedPayload)
    public static let severity = Severity.info
    public static let group = LintRuleGroup.Name.sdks
    public static let enabledByDefault = false
    public static let explanation =
        "neither Leanplum nor CleverTap handles the payload (no message id, no top-level 'W$' or 'wzrk_' key)"
    public static let why =
        "Leanplum's manager forwards every push that is not Leanplum's to CleverTap, which drops what is not its own: neither SDK tracks, opens or deep-links such a push, and only the app's own delegate methods (or a third SDK) see it; expected for another SDK's push, hence only info"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.object != nil, let classification = subject.classification, classification.handler == .none else {
            return []
        }
        var message = "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key"
        if let lookalike = classification.lookalike {
            message += "; it looks like \(lookalike.sdk) (\(lookalike.keys.joined(separator: ", ")))"
        }
        return [finding(subject, at: subject.start, message)]
    }
}

extension UnroutedPayloadRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("Leanplum", #"{"aps":{},"_lpm":1}"#),
        .init("CleverTap", #"{"aps":{},"W$id":"1"}"#),
        .init(
            "nobody", #"⟨{"aps":{"alert":"a"}}"#,
            message: "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key"),
        .init(
            "looks like Firebase", #"⟨{"aps":{},"gcm.message_id":"1"}"#,
            message:
                "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key; it looks like firebase (gcm.message_id)"
        ),
        .init("not an object: another rule", #"[]"#),
    ]
}
