import PushRouteCore
import PushRouteReader
import PushRouteRules

/// How CTNotificationService 0.1.7 names the downloaded file, and what iOS accepts as an
/// attachment (docs/routing-model.md, "The notification service extension").
enum NotificationMedia {
    /// The payload keys `CTNotificationServiceExtension` reads at the top level
    /// (CTNotificationServiceExtension.m, `kMediaUrlKey`, `kMediaTypeKey`).
    static let urlKey = CleverTapMedia.urlKey
    static let typeKey = CleverTapMedia.typeKey
    static let typeExtensions = CleverTapMedia.typeExtensions
    static let mimeExtensions = CleverTapMedia.mimeExtensions

    /// `fileExtensionForMediaType:mimeType:`: `image` is always `.jpg`, whatever the
    /// server sends; another type goes by the MIME type, else `.` (no extension).
    static func fileExtension(mediaType: String, mimeType: String?) -> String {
        if let fixed = typeExtensions.first(where: { $0.type == mediaType }) { return "." + fixed.fileExtension }
        return "." + (mimeExtensions.first { $0.mime == mimeType }?.fileExtension ?? "")
    }

    /// The MIME type a server sends for `url`, taken from its path's extension (a
    /// modelling choice: the server's answer is not in the payload).
    static func mimeType(forURL url: String) -> String? {
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "jpg", "jpeg": return "image/jpeg"
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "mp4": return "video/mp4"
        case "mp3": return "audio/mpeg"
        default: return nil
        }
    }

    /// Apple's attachment kinds (`UNNotificationAttachment`, "Supported attachment file
    /// types"), by the file extensions iOS reads the type from, with their size limits.
    struct AttachmentKind {
        var name: String
        var fileExtensions: [String]
        var maxMegabytes: Int
    }

    static let attachmentKinds = [
        AttachmentKind(name: "image", fileExtensions: ["jpg", "jpeg", "png", "gif"], maxMegabytes: 10),
        AttachmentKind(name: "audio", fileExtensions: ["mp3", "aiff", "aif", "wav", "m4a"], maxMegabytes: 5),
        AttachmentKind(name: "movie", fileExtensions: ["mp4", "mpg", "mpeg", "avi"], maxMegabytes: 50),
    ]

    /// The kind iOS gives a file named with `fileExtension` (`.jpg`); nil: unsupported.
    static func attachmentKind(_ fileExtension: String) -> AttachmentKind? {
        let bare = fileExtension.hasPrefix(".") ? String(fileExtension.dropFirst()) : fileExtension
        return attachmentKinds.first { $0.fileExtensions.contains(bare) }
    }

    /// Why `[NSURL URLWithString:]` and a download task cannot fetch `value`; nil when it
    /// is an `http` or `https` URL with a host. A non-string crashes
    /// `loadAttachmentForUrlString:withType:`, which is not guarded.
    static func notFetchable(_ value: JSONValue) -> String? {
        guard let text = value.stringValue else { return "it is \(value.foundDescription), not a string" }
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return "it is not an http or https URL" }
        guard !text.contains(where: { $0 == " " || $0.isNewline || $0 == "\t" }) else {
            return "it contains white space"
        }
        let rest = text.drop { $0 != "/" }.dropFirst(2)
        guard let host = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first, !host.isEmpty
        else {
            return "it has no host"
        }
        return nil
    }

    static func isHTTP(_ value: JSONValue) -> Bool { value.stringValue?.lowercased().hasPrefix("http://") ?? false }
}
