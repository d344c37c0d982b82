import PushRouteCore
import PushRouteReader

/// CleverTap's media keys in a push without an alert: iOS runs the service extension only
/// for a push that displays an alert (Apple, `UNNotificationServiceExtension`).
public enum CleverTapMediaNoAlertRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapMediaNoAlert)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'ct_mediaUrl' or 'ct_mediaType' in a push without 'aps.alert': iOS runs the service extension only for a push that shows an alert, so no media is downloaded"
    public static let why =
        "iOS runs a notification service extension only for a push that shows an alert: a push without one never reaches CTNotificationServiceExtension, so the media is not downloaded and the extension records no Notification Viewed"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, CleverTapMedia.hasMediaKeys(object) else { return [] }
        if let alert = subject.aps?["alert"] {
            switch alert {
            case .string(let text) where !text.isEmpty: return []
            case .object(let members) where !members.isEmpty: return []
            default: break
            }
        }
        let key = object.member(CleverTapMedia.urlKey) ?? object.member(CleverTapMedia.typeKey)!
        return [
            finding(
                subject, at: key.keyLocation,
                "'\(key.key)' in a push without 'aps.alert': the service extension runs only for a push that shows an alert, so no media is shown"
            )
        ]
    }
}

extension CleverTapMediaNoAlertRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("alert", #"{"aps":{"alert":{"title":"a"},"mutable-content":1},"ct_mediaUrl":"https://x.example/y.jpg"}"#),
        .init("no media", #"{"aps":{"badge":1}}"#),
        .init(
            "badge only",
            #"{"aps":{"badge":1,"mutable-content":1},⟨"ct_mediaUrl":"https://x.example/y.jpg","ct_mediaType":"image"}"#,
            message:
                "'ct_mediaUrl' in a push without 'aps.alert': the service extension runs only for a push that shows an alert, so no media is shown"
        ),
        .init(
            "empty alert, type only", #"{"aps":{"alert":""},⟨"ct_mediaType":"image"}"#,
            message:
                "'ct_mediaType' in a push without 'aps.alert': the service extension runs only for a push that shows an alert, so no media is shown"
        ),
    ]
}
