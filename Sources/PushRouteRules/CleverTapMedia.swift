import PushRouteCore

/// The payload keys CleverTap's service extension, `CTNotificationServiceExtension`
/// (CTNotificationService 0.1.7, `CTNotificationServiceExtension.m`), reads at the top
/// level, and the media types it names a file for. Lint and the simulator both use them.
public enum CleverTapMedia {
    /// `kMediaUrlKey`.
    public static let urlKey = "ct_mediaUrl"
    /// `kMediaTypeKey`.
    public static let typeKey = "ct_mediaType"
    /// `fileExtensionForMediaType:mimeType:`: the types with a fixed file extension; any
    /// other type is named by the server's MIME type.
    public static let typeExtensions: [(type: String, fileExtension: String)] = [
        ("image", "jpg"), ("video", "mp4"), ("audio", "mp3"),
    ]
    /// The MIME types it names a file for when the type is none of those.
    public static let mimeExtensions: [(mime: String, fileExtension: String)] = [
        ("image/jpeg", "jpeg"), ("image/png", "png"), ("image/gif", "gif"),
    ]

    /// Whether the payload has either media key.
    public static func hasMediaKeys(_ object: JSONObject) -> Bool {
        object.member(urlKey) != nil || object.member(typeKey) != nil
    }
}
