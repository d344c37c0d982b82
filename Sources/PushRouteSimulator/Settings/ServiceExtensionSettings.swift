import PushRouteCore
import PushRouteReader
import PushRouteRules

extension ServiceExtensionKind {
    /// Whether its `didReceive` records a "Notification Viewed".
    public var recordsViewed: Bool { self == .ctMediaViewed }
}

/// How the download of `ct_mediaUrl` ends (`--media`).
public enum MediaOutcome: String, CaseIterable, Sendable {
    /// 200, with the MIME type the URL's path suggests.
    case ok
    /// A 4xx or 5xx answer: not an error for a download task, so the body is saved.
    case httpError = "http-error"
    /// No answer: offline, unknown host, refused connection.
    case transportError = "transport-error"
    /// The download outlasts the extension's time (about 30 s).
    case timeout
}

/// What the app profile's `extension` object says (pushroute(1), APP PROFILES), and `--media`.
public struct ServiceExtensionSettings: Equatable, Sendable {
    /// The extension; nil: not stated, simulated as no extension and not warned about.
    public var service: ServiceExtensionKind?
    /// The extension's Info.plist has `CleverTapAccountID` and `CleverTapToken`.
    public var credentials = true
    /// The account in the extension's Info.plist; nil: the app's CleverTap account.
    public var account: String?
    /// The extension's Info.plist allows arbitrary loads (App Transport Security), so an
    /// `http://` media URL is fetched.
    public var allowsHTTP = false
    /// How the media download ends; nil: decided from the URL.
    public var media: MediaOutcome?
    /// The size of the downloaded file in bytes, when known (`--media-bytes`).
    public var mediaBytes: Int?

    public init() {}

    /// The extension simulated.
    public var kind: ServiceExtensionKind { service ?? .none }
}
