/// Decides who handles a payload, by the rules of sdk-behaviour.md §1.
public enum Classifier {
    /// Top-level keys that make a payload Leanplum's, whatever their values
    /// (`Utilities.messageIdFromUserInfo`).
    public static let leanplumMessageKeys: Set<String> = ["_lpm", "_lpu", "_lpn", "_lpv"]
    /// Prefixes of CleverTap's keys (`-[CleverTap _isCTPushNotification:]`), case-sensitive.
    public static let cleverTapPrefixes = ["W$", "wzrk_"]

    public static func isLeanplumKey(_ key: String) -> Bool { leanplumMessageKeys.contains(key) }

    public static func isCleverTapKey(_ key: String) -> Bool {
        cleverTapPrefixes.contains { key.hasPrefix($0) }
    }

    public static func classify(_ payload: JSONValue) -> Classification {
        let keys = payload.objectValue?.keys ?? []
        let leanplum = keys.filter(isLeanplumKey)
        let cleverTap = keys.filter(isCleverTapKey)
        let aps = payload["aps"]?.objectValue
        let contentAvailable = isOne(aps?["content-available"])
        let handler: Handler = !leanplum.isEmpty ? .leanplum : !cleverTap.isEmpty ? .clevertap : .none
        return Classification(
            handler: handler,
            matchedKeys: handler == .leanplum ? leanplum : cleverTap,
            shadowedKeys: handler == .leanplum ? cleverTap : [],
            contentAvailable: contentAvailable,
            mutableContent: isOne(aps?["mutable-content"]),
            silent: contentAvailable && !["alert", "badge", "sound"].contains { aps?[$0] != nil },
            lookalike: handler == .none ? SDKSignatures.lookalike(keys: keys, payload: payload) : nil)
    }

    /// True only for the integer 1: `"1"`, `true` and `1.0` do not count.
    public static func isOne(_ value: JSONValue?) -> Bool {
        value == .integer(1)
    }
}
