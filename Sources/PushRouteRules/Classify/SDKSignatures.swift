import PushRouteCore
import PushRouteReader

/// Other SDKs' signature keys (docs/apns-rules.md §6), used to tell a user why
/// a payload neither Leanplum nor CleverTap owns is not routed.
public enum SDKSignatures {
    /// The SDKs in the order they are tried.
    static let order = ["firebase", "braze", "onesignal", "airship", "iterable", "leanplum", "clevertap"]

    /// Whether the top-level member `key: value` marks a payload as `sdk`'s.
    static func matches<Value: JSONView>(_ sdk: String, key: String, value: Value) -> Bool {
        switch sdk {
        case "firebase": ["gcm.message_id", "google.c.a.e", "google.c.sender.id"].contains(key)
        case "braze": (key == "ab" && value.isObject) || key == "ab_uri"
        case "onesignal": key == "custom" && value.member("i") != nil
        case "airship": key == "_" || key == "com.urbanairship.metadata"
        case "iterable": key == "itbl"
        case "leanplum": LeanplumKeys.secondary.contains(key)
        case "clevertap": CleverTapKeys.hasPrefixIgnoringCase(key)
        default: false
        }
    }

    /// The first SDK whose signature keys the payload carries at the top level.
    public static func lookalike<Payload: JSONView>(_ payload: Payload) -> Lookalike? {
        guard payload.isObject else { return nil }
        var members: [(String, Payload.Member)] = []
        payload.forEachMember { members.append(($0.string, $1)) }
        for sdk in order {
            let found = members.filter { matches(sdk, key: $0.0, value: $0.1) }.map { $0.0 }
            if !found.isEmpty { return Lookalike(sdk: sdk, keys: found, reason: reason(sdk)) }
        }
        return nil
    }

    private static func reason(_ sdk: String) -> String? {
        switch sdk {
        case "leanplum": "no message id (_lpm, _lpu, _lpn or _lpv)"
        case "clevertap": "CleverTap's prefixes W$ and wzrk_ are case-sensitive"
        default: nil
        }
    }
}
