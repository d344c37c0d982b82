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
        classifyView(payload).classification
    }

    /// Classifies jansson's tree for the strict path of `classify`: nil when `aps` gives
    /// content-available or mutable-content a value other than the integer 1, whose answer the
    /// full reading explains (`FlagValueNote`).
    public static func classifyStrictly(_ payload: JanssonView) -> Classification? {
        let (classification, flags) = classifyView(payload)
        return flags.allIntegerOne ? classification : nil
    }

    /// One pass over the payload's members (the SDKs' keys and `aps`), and one over `aps`'s:
    /// the first of a repeated key counts, as `JSONView.member` finds it.
    static func classifyView<Payload: JSONView>(_ payload: Payload) -> (
        classification: Classification, flags: APSFlags
    ) {
        var leanplum: [String] = []
        var cleverTap: [String] = []
        var aps: Payload.Member?
        var apsSeen = false
        payload.forEachMember { key, value in
            if isLeanplumKey(key) {
                if leanplum.isEmpty { leanplum.reserveCapacity(Self.firstCapacity) }
                leanplum.append(LeanplumKeys.messageIDName(key))
            } else if isCleverTapKey(key) {
                if cleverTap.isEmpty { cleverTap.reserveCapacity(Self.firstCapacity) }
                cleverTap.append(key.string)
            } else if !apsSeen, key.equalsASCII("aps") {
                apsSeen = true
                aps = value
            }
        }
        var flags = APSFlags()
        if let aps { flags = APSFlags(aps) }
        let handler: Handler = !leanplum.isEmpty ? .leanplum : !cleverTap.isEmpty ? .clevertap : .none
        let classification = Classification(
            handler: handler,
            matchedKeys: handler == .leanplum ? leanplum : cleverTap,
            shadowedKeys: handler == .leanplum ? cleverTap : [],
            contentAvailable: flags.contentAvailable == .one,
            mutableContent: flags.mutableContent == .one,
            silent: flags.contentAvailable == .one && !flags.alerts,
            lookalike: handler == .none ? SDKSignatures.lookalike(payload) : nil)
        return (classification, flags)
    }

    /// True only for the integer 1: `"1"`, `true` and `1.0` do not count.
    public static func isOne(_ value: JSONValue?) -> Bool {
        value == .integer(1)
    }
}
