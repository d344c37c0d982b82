import PushRouteCore
import PushRouteReader

/// `wzrk_dl`, CleverTap's deep link, must be a URL.
public enum CleverTapDeepLinkRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapDeepLink)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'wzrk_dl' (CleverTap's deep link) is not a URL: a scheme, ':' and something after it, without spaces"
    public static let why =
        "CleverTap opens 'wzrk_dl' with UIApplication.open after handling the push: a value that is no URL cannot be opened, so the tap lands on the app's current screen instead of the page the campaign promised"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let link = subject.object?.member(CleverTapKeys.deepLink) else { return [] }
        guard let text = link.value.stringValue else {
            return [
                finding(
                    subject, at: link.valueLocation,
                    LintText.expected("a URL string", for: "wzrk_dl", found: link.value))
            ]
        }
        guard let problem = URLShape.problem(text) else { return [] }
        return [
            finding(subject, at: link.valueLocation, "'wzrk_dl' is not a URL: \(Quoting.jsonString(text)) \(problem)")
        ]
    }
}

extension CleverTapDeepLinkRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("app scheme", #"{"aps":{},"wzrk_dl":"shop://deal/7"}"#),
        .init("https", #"{"aps":{},"wzrk_dl":"https://example.com/deal?id=7"}"#),
        .init("mailto", #"{"aps":{},"wzrk_dl":"mailto:help@example.com"}"#),
        .init(
            "cut at its colon, as in the seed", #"{"aps":{},"wzrk_dl":⟨"https:"}"#,
            message: "'wzrk_dl' is not a URL: \"https:\" looks truncated after its scheme"),
        .init(
            "no scheme", #"{"aps":{},"wzrk_dl":⟨"deal/7"}"#, message: "'wzrk_dl' is not a URL: \"deal/7\" has no scheme"
        ),
        .init(
            "space", #"{"aps":{},"wzrk_dl":⟨"shop://deal 7"}"#,
            message: "'wzrk_dl' is not a URL: \"shop://deal 7\" contains spaces or control characters"),
        .init(
            "https without host", #"{"aps":{},"wzrk_dl":⟨"https:example.com"}"#,
            message: "'wzrk_dl' is not a URL: \"https:example.com\" has no host"),
        .init(
            "not a string", #"{"aps":{},"wzrk_dl":⟨7}"#, message: "expected a URL string for 'wzrk_dl', found integer 7"
        ),
        .init("empty", #"{"aps":{},"wzrk_dl":⟨""}"#),
    ]
}
