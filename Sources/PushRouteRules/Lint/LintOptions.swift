import PushRouteCore

/// The `apns-push-type` header values (docs/apns-rules.md §4).
public enum APNsPushType: String, Sendable, CaseIterable {
    case alert, background, complication, controls, fileprovider, liveactivity, location, mdm,
        pushtotalk, voip, widgets
}

/// What lint knows about how the payload is sent: the headers APNs sees beside it.
public struct LintOptions: Sendable, Equatable {
    /// `--push-type`; `nil` when not given.
    public var pushType: APNsPushType?
    /// `--priority` (10, 5 or 1); `nil` when not given.
    public var priority: Int?

    public init(pushType: APNsPushType? = nil, priority: Int? = nil) {
        self.pushType = pushType
        self.priority = priority
    }

    /// The largest payload APNs accepts for this push type, in bytes.
    public var sizeLimit: Int { pushType == .voip ? 5120 : 4096 }
}
