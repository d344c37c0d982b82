import PushRouteCore
import PushRouteReader

/// A payload with both SDKs' keys goes to Leanplum only.
public enum BothSDKsRule: LintRule {
    public static let id = RuleID(RoutingRule.bothSDKs)
    public static let severity = Severity.warning
    public static let explanation = "the payload has both a Leanplum message id and CleverTap keys; it goes to Leanplum only and CleverTap never sees it"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let classification = subject.classification, let first = classification.shadowedKeys.first else { return [] }
        let message = "CleverTap's \(Quoting.list(classification.shadowedKeys)) ignored: Leanplum's "
            + "\(Quoting.list(classification.matchedKeys)) routes this push to Leanplum only"
        return [finding(subject, at: subject.object?.member(first)?.keyLocation, message)]
    }
}
