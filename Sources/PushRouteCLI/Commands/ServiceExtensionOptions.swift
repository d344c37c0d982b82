import PushRouteCore
import PushRouteSimulator

/// `simulate`'s options for the app's notification service extension and the media
/// download (docs/routing-model.md, "The notification service extension").
enum ServiceExtensionOptions {
    static let service = SettingOptions.simulateOption(.extensionService)
    static let credentials = SettingOptions.simulateOption(.extensionCredentials)
    static let media = Option.choice(
        "media", of: MediaOutcome.self,
        help:
            "how the download of ct_mediaUrl ends (without it: ok, unless the URL is http:// under App Transport Security or no URL)"
    ).manual(
        """
        how the download of `ct_mediaUrl` ends.
        Without it: `ok`, unless the value is no `http` or `https` URL with a host, or is `http://` while the extension's Info.plist does not allow arbitrary loads (profile `extension.allows_http`): then the download fails whatever this option says.
        """)

    static let mediaBytes = Option.integer(
        "media-bytes", valueName: "N", in: 0...Int(Int32.max),
        help:
            "the size of the downloaded media, when known: over Apple's limit for its type (image 10 MB, audio 5 MB, movie 50 MB) it is not attached"
    ).manual(
        """
        the size of the downloaded file, when known: an image over 10 MB, audio over 5 MB or a movie over 50 MB (Apple's limits, a MB taken as 1,000,000 bytes) is not attached (`media-blocked`).
        """)

    static let declarations = [service.declaration, credentials.declaration, media.declaration, mediaBytes.declaration]

    /// Applies the options given over a profile's settings (the extension's own settings are
    /// `SettingOptions`').
    static func apply(_ options: ParsedOptions, to settings: inout SimulationSettings) {
        if let value = options[media] { settings.serviceExtension.media = value }
        if let value = options[mediaBytes] { settings.serviceExtension.mediaBytes = value }
    }
}
