import PushRouteCore
import PushRouteSimulator

/// `simulate`'s options for the app's notification service extension and the media
/// download (docs/routing-model.md, "The notification service extension").
enum ServiceExtensionOptions {
    static let service = Option.choice(
        "extension", of: ServiceExtensionKind.self,
        help: "the app's notification service extension: none, CTNotificationServiceExtension (ct-media), or its subclass that records Notification Viewed (ct-media+viewed)",
        default: nil)
    static let credentials = Option.choice(
        "extension-credentials", ["yes": true, "no": false],
        help: "whether the extension's own Info.plist has CleverTapAccountID and CleverTapToken", default: "yes")
    static let media = Option.choice(
        "media", of: MediaOutcome.self,
        help: "how the download of ct_mediaUrl ends (without it: ok, unless the URL is http:// under App Transport Security or no URL)")

    static let mediaBytes = Option.integer(
        "media-bytes", valueName: "N", in: 0...Int(Int32.max),
        help: "the size of the downloaded media, when known: over Apple's limit for its type (image 10 MB, audio 5 MB, movie 50 MB) it is not attached")

    static let declarations = [service.declaration, credentials.declaration, media.declaration, mediaBytes.declaration]

    /// Applies the options given over a profile's settings.
    static func apply(_ options: ParsedOptions, to settings: inout SimulationSettings) {
        if let value = options[service] { settings.serviceExtension.service = value }
        if let value = options[credentials] { settings.serviceExtension.credentials = value }
        if let value = options[media] { settings.serviceExtension.media = value }
        if let value = options[mediaBytes] { settings.serviceExtension.mediaBytes = value }
    }
}
