import PushRouteCore
import PushRouteReader

/// `ct_mediaType` should be one the extension names a file for: `image`, `video` or
/// `audio` (CTNotificationServiceExtension.m, `fileExtensionForMediaType:mimeType:`);
/// any other, `gif` included, works only when the server's MIME type is one it maps.
public enum CleverTapMediaTypeRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapMediaType)
    public static let severity = Severity.warning
    public static let explanation =
        "'ct_mediaType' is not image, video or audio: CTNotificationServiceExtension then names the file by the server's MIME type (jpeg, png or gif only), else iOS reads no type and shows no media"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let type = subject.object?.member(CleverTapMedia.typeKey) else { return [] }
        let types = CleverTapMedia.typeExtensions.map(\.type)
        guard let text = type.value.stringValue else {
            return [finding(subject, at: type.valueLocation, LintText.expected("one of " + types.joined(separator: ", "), for: CleverTapMedia.typeKey, found: type.value))]
        }
        guard !types.contains(text) else { return [] }
        let mimes = CleverTapMedia.mimeExtensions.map(\.mime).joined(separator: ", ")
        return [finding(
            subject, at: type.valueLocation,
            "'ct_mediaType' \(Quoting.jsonString(text)) is not one the extension reads (\(types.joined(separator: ", "))): the media shows only if the server answers \(mimes)")]
    }
}
