import PushRouteCore
import PushRouteReader

/// Which SDK handles a push.
public enum Handler: String, Sendable, CaseIterable {
    case leanplum, clevertap, none
}

/// What `classify` says about one payload.
public struct Classification: Equatable, Sendable {
    public var handler: Handler
    /// The top-level keys that decided the handler, in payload order.
    public var matchedKeys: [String]
    /// CleverTap keys that lost to Leanplum's (a payload with both SDKs' keys).
    public var shadowedKeys: [String]
    /// `aps.content-available` is the integer 1: the push wakes the app.
    public var contentAvailable: Bool
    /// `aps.mutable-content` is the integer 1: the notification service extension runs.
    public var mutableContent: Bool
    /// Content-available with no alert, badge or sound.
    public var silent: Bool
    /// For a payload neither SDK owns: the SDK it resembles, and the keys that say so.
    public var lookalike: Lookalike?

    public init(
        handler: Handler, matchedKeys: [String], shadowedKeys: [String] = [],
        contentAvailable: Bool, mutableContent: Bool, silent: Bool, lookalike: Lookalike? = nil
    ) {
        self.handler = handler
        self.matchedKeys = matchedKeys
        self.shadowedKeys = shadowedKeys
        self.contentAvailable = contentAvailable
        self.mutableContent = mutableContent
        self.silent = silent
        self.lookalike = lookalike
    }
}

/// An SDK a payload resembles without being routed to it, and why.
public struct Lookalike: Equatable, Sendable {
    /// `firebase`, `braze`, `onesignal`, `airship`, `iterable`, `leanplum` or `clevertap`.
    public var sdk: String
    public var keys: [String]
    /// Why it is not routed there, when that is not obvious (e.g. no Leanplum message id).
    public var reason: String?

    public init(sdk: String, keys: [String], reason: String? = nil) {
        self.sdk = sdk
        self.keys = keys
        self.reason = reason
    }
}
