import PushRouteCore
import PushRouteReader

/// Neither SDK handles the payload (off by default: many fixtures are for other SDKs).
public enum UnroutedPayloadRule: LintRule {
    public static let id = RuleID(LintRuleID.unroutedPayload)
    public static let severity = Severity.info
    public static let enabledByDefault = false
    public static let explanation =
        "neither Leanplum nor CleverTap handles the payload (no message id, no top-level 'W$' or 'wzrk_' key)"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.object != nil, let classification = subject.classification, classification.handler == .none else { return [] }
        var message = "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key"
        if let lookalike = classification.lookalike {
            message += "; it looks like \(lookalike.sdk) (\(lookalike.keys.joined(separator: ", ")))"
        }
        return [finding(subject, at: subject.start, message)]
    }
}
