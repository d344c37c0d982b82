import PushRouteCore
import PushRouteReader

/// Decides who handles a payload, by the rules of docs/routing-model.md §1.
public enum Classifier {
    public static func isLeanplumKey(_ key: String) -> Bool {
        var key = key
        return key.withUTF8(isLeanplumKey)
    }

    public static func isCleverTapKey(_ key: String) -> Bool {
        var key = key
        return key.withUTF8(isCleverTapKey)
    }

    @inlinable
    static func isLeanplumKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool { LeanplumKeys.isMessageID(key) }

    @inlinable
    static func isCleverTapKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool { CleverTapKeys.hasPrefix(key) }

    /// Classifies a Swift value.
    public static func classify(_ payload: JSONValue) -> Classification { classifyView(payload) }

    /// Classifies jansson's tree in place: `classify --lines`'s hot path. The generic
    /// classifier is specialized here, where both views are visible, so that no caller in
    /// another module runs it unspecialized.
    public static func classify(_ payload: JanssonView) -> Classification { classifyView(payload) }

    /// Room made for an SDK's keys when the first is found: a CleverTap push carries up to
    /// eight or so, which then take one allocation instead of four (1, 2, 4, 8).
    static let firstCapacity = 8

    static func classifyView<Payload: JSONView>(_ payload: Payload) -> Classification {
        var leanplum: [String] = []
        var cleverTap: [String] = []
        payload.forEachMember { key, _ in
            if isLeanplumKey(key) {
                if leanplum.isEmpty { leanplum.reserveCapacity(Self.firstCapacity) }
                leanplum.append(key.string)
            } else if isCleverTapKey(key) {
                if cleverTap.isEmpty { cleverTap.reserveCapacity(Self.firstCapacity) }
                cleverTap.append(key.string)
            }
        }
        let aps = payload.member("aps").flatMap { $0.isObject ? $0 : nil }
        let contentAvailable = aps?.member("content-available")?.isIntegerOne ?? false
        let handler: Handler = !leanplum.isEmpty ? .leanplum : !cleverTap.isEmpty ? .clevertap : .none
        return Classification(
            handler: handler,
            matchedKeys: handler == .leanplum ? leanplum : cleverTap,
            shadowedKeys: handler == .leanplum ? cleverTap : [],
            contentAvailable: contentAvailable,
            mutableContent: aps?.member("mutable-content")?.isIntegerOne ?? false,
            silent: contentAvailable && !["alert", "badge", "sound"].contains { aps?.member($0) != nil },
            lookalike: handler == .none ? SDKSignatures.lookalike(payload) : nil)
    }

    /// True only for the integer 1: `"1"`, `true` and `1.0` do not count.
    public static func isOne(_ value: JSONValue?) -> Bool {
        value == .integer(1)
    }
}
