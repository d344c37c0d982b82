import PushRouteCore
import PushRouteReader

/// CleverTap rich media needs its type and the notification service extension.
public enum CleverTapRichMediaRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapRichMedia)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'ct_mediaUrl' without 'ct_mediaType', or without 'aps.mutable-content' 1 (the notification service extension that shows the media runs only then)"
    public static let why =
        "CTNotificationServiceExtension attaches media only when both 'ct_mediaUrl' and 'ct_mediaType' are present, and iOS runs the extension only for 'mutable-content' 1: otherwise the notification is shown without its image, video or audio"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, let media = object.member("ct_mediaUrl") else { return [] }
        var findings: [Diagnostic] = []
        if object.member("ct_mediaType") == nil {
            findings.append(
                finding(
                    subject, at: media.keyLocation,
                    "'ct_mediaUrl' without 'ct_mediaType': CleverTap does not know how to show the media"))
        }
        if !Classifier.isOne(subject.aps?["mutable-content"]) {
            findings.append(
                finding(
                    subject, at: media.keyLocation,
                    "'ct_mediaUrl' without 'aps.mutable-content' 1: the notification service extension does not run, so no media is shown"
                ))
        }
        return findings
    }
}

extension CleverTapRichMediaRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init(
            "complete",
            #"{"aps":{"alert":"a","mutable-content":1},"wzrk_acct_id":"A","ct_mediaUrl":"https://x/y.jpg","ct_mediaType":"image"}"#
        ),
        .init("no media", #"{"aps":{"alert":"a"},"wzrk_acct_id":"A"}"#),
        .init(
            "no media type", #"{"aps":{"alert":"a","mutable-content":1},⟨"ct_mediaUrl":"https://x/y.jpg"}"#,
            message: "'ct_mediaUrl' without 'ct_mediaType': CleverTap does not know how to show the media"),
        .init(
            "no mutable-content", #"{"aps":{"alert":"a"},⟨"ct_mediaUrl":"https://x/y.jpg","ct_mediaType":"image"}"#,
            message:
                "'ct_mediaUrl' without 'aps.mutable-content' 1: the notification service extension does not run, so no media is shown"
        ),
        .init(
            "mutable-content as a string, no type",
            #"{"aps":{"mutable-content":"1"},⟨⟨"ct_mediaUrl":"https://x/y.jpg"}"#),
    ]
}
