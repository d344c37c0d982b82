import PushRouteCore
import PushRouteReader

/// `ct_mediaUrl` must be an https URL: the service extension runs under App Transport
/// Security, and `[NSURL URLWithString:]` is not guarded (CTNotificationServiceExtension.m,
/// `loadAttachmentForUrlString:withType:completionHandler:`).
public enum CleverTapMediaURLRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapMediaURL)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'ct_mediaUrl' is not an https URL: App Transport Security blocks http:// in the service extension unless its Info.plist allows it, and what is no URL downloads nothing"
    public static let why =
        "the extension downloads 'ct_mediaUrl' with NSURLSession: App Transport Security blocks http:// in an app extension unless the extension's own Info.plist allows it, and what is no URL downloads nothing; either way the notification is shown without media"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let media = subject.object?.member(CleverTapMedia.urlKey) else { return [] }
        guard let text = media.value.stringValue else {
            return [
                finding(
                    subject, at: media.valueLocation,
                    LintText.expected("an https URL string", for: CleverTapMedia.urlKey, found: media.value))
            ]
        }
        if text.lowercased().hasPrefix("http://") {
            return [
                finding(
                    subject, at: media.valueLocation,
                    "'ct_mediaUrl' \(Quoting.jsonString(text)) is http://: App Transport Security blocks it in the service extension unless the extension's Info.plist allows arbitrary loads"
                )
            ]
        }
        if let problem = URLShape.problem(text) {
            return [
                finding(
                    subject, at: media.valueLocation,
                    "'ct_mediaUrl' is not a URL: \(Quoting.jsonString(text)) \(problem)")
            ]
        }
        guard text.lowercased().hasPrefix("https://") else {
            return [
                finding(
                    subject, at: media.valueLocation,
                    "'ct_mediaUrl' \(Quoting.jsonString(text)) is not https: the extension's download task fetches only http and https"
                )
            ]
        }
        return []
    }
}

extension CleverTapMediaURLRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init(
            "https",
            #"{"aps":{"alert":"a","mutable-content":1},"ct_mediaUrl":"https://x.example/y.jpg","ct_mediaType":"image"}"#
        ),
        .init("no media", #"{"aps":{"alert":"a"}}"#),
        .init(
            "http",
            #"{"aps":{"alert":"a","mutable-content":1},"ct_mediaUrl":⟨"http://x.example/y.jpg","ct_mediaType":"image"}"#,
            message:
                "'ct_mediaUrl' \"http://x.example/y.jpg\" is http://: App Transport Security blocks it in the service extension unless the extension's Info.plist allows arbitrary loads"
        ),
        .init(
            "no scheme", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨"x.example/y.jpg"}"#,
            message: "'ct_mediaUrl' is not a URL: \"x.example/y.jpg\" has no scheme"),
        .init(
            "ftp", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨"ftp://x.example/y.jpg"}"#,
            message:
                "'ct_mediaUrl' \"ftp://x.example/y.jpg\" is not https: the extension's download task fetches only http and https"
        ),
        .init(
            "not a string", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨7}"#,
            message: "expected an https URL string for 'ct_mediaUrl', found integer 7"),
    ]
}
