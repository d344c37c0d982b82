import PushRouteCore
import PushRouteReader

/// `ct_mediaType` should be one the extension names a file for: `image`, `video` or
/// `audio` (CTNotificationServiceExtension.m, `fileExtensionForMediaType:mimeType:`);
/// any other, `gif` included, works only when the server's MIME type is one it maps.
public enum CleverTapMediaTypeRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapMediaType)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'ct_mediaType' is not image, video or audio: CTNotificationServiceExtension then names the file by the server's MIME type (jpeg, png or gif only), else iOS reads no type and shows no media"
    public static let why =
        "CTNotificationServiceExtension names the downloaded file .jpg, .mp4 or .mp3 by 'ct_mediaType' image, video or audio; for any other type (gif included) it goes by the server's MIME type (jpeg, png or gif only, else no extension), and iOS, which reads the attachment's type from its extension, shows no media"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let type = subject.object?.member(CleverTapMedia.typeKey) else { return [] }
        let types = CleverTapMedia.typeExtensions.map(\.type)
        guard let text = type.value.stringValue else {
            return [
                finding(
                    subject, at: type.valueLocation,
                    LintText.expected(
                        "one of " + types.joined(separator: ", "), for: CleverTapMedia.typeKey, found: type.value))
            ]
        }
        guard !types.contains(text) else { return [] }
        let mimes = CleverTapMedia.mimeExtensions.map(\.mime).joined(separator: ", ")
        return [
            finding(
                subject, at: type.valueLocation,
                "'ct_mediaType' \(Quoting.jsonString(text)) is not one the extension reads (\(types.joined(separator: ", "))): the media shows only if the server answers \(mimes)"
            )
        ]
    }
}

extension CleverTapMediaTypeRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("image", #"{"aps":{"alert":"a"},"ct_mediaType":"image"}"#),
        .init("video", #"{"aps":{"alert":"a"},"ct_mediaType":"video"}"#),
        .init("no type", #"{"aps":{"alert":"a"}}"#),
        .init(
            "gif", #"{"aps":{"alert":"a"},"ct_mediaType":⟨"gif"}"#,
            message:
                "'ct_mediaType' \"gif\" is not one the extension reads (image, video, audio): the media shows only if the server answers image/jpeg, image/png, image/gif"
        ),
        .init(
            "not a string", #"{"aps":{"alert":"a"},"ct_mediaType":⟨1}"#,
            message: "expected one of image, video, audio for 'ct_mediaType', found integer 1"),
    ]
}
