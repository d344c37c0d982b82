import PushRouteCore
import PushRouteReader

/// `ct_mediaUrl` must be an https URL: the service extension runs under App Transport
/// Security, and `[NSURL URLWithString:]` is not guarded (CTNotificationServiceExtension.m,
/// `loadAttachmentForUrlString:withType:completionHandler:`).
public enum CleverTapMediaURLRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapMediaURL)
    public static let severity = Severity.warning
    public static let explanation =
        "'ct_mediaUrl' is not an https URL: App Transport Security blocks http:// in the service extension unless its Info.plist allows it, and what is no URL downloads nothing"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let media = subject.object?.member(CleverTapMedia.urlKey) else { return [] }
        guard let text = media.value.stringValue else {
            return [finding(subject, at: media.valueLocation, LintText.expected("an https URL string", for: CleverTapMedia.urlKey, found: media.value))]
        }
        if text.lowercased().hasPrefix("http://") {
            return [finding(
                subject, at: media.valueLocation,
                "'ct_mediaUrl' \(Quoting.jsonString(text)) is http://: App Transport Security blocks it in the service extension unless the extension's Info.plist allows arbitrary loads")]
        }
        if let problem = URLShape.problem(text) {
            return [finding(subject, at: media.valueLocation, "'ct_mediaUrl' is not a URL: \(Quoting.jsonString(text)) \(problem)")]
        }
        guard text.lowercased().hasPrefix("https://") else {
            return [finding(subject, at: media.valueLocation, "'ct_mediaUrl' \(Quoting.jsonString(text)) is not https: the extension's download task fetches only http and https")]
        }
        return []
    }
}
