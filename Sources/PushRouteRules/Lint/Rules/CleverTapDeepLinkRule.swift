import PushRouteCore
import PushRouteReader

/// `wzrk_dl`, CleverTap's deep link, must be a URL.
public enum CleverTapDeepLinkRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapDeepLink)
    public static let severity = Severity.error
    public static let explanation = "'wzrk_dl' (CleverTap's deep link) is not a URL: a scheme, ':' and something after it, without spaces"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let link = subject.object?.member(CleverTapKeys.deepLink) else { return [] }
        guard let text = link.value.stringValue else {
            return [finding(subject, at: link.valueLocation, LintText.expected("a URL string", for: "wzrk_dl", found: link.value))]
        }
        guard let problem = URLShape.problem(text) else { return [] }
        return [finding(subject, at: link.valueLocation, "'wzrk_dl' is not a URL: \(Quoting.jsonString(text)) \(problem)")]
    }
}
