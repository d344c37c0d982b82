import PushRouteCore
import PushRouteReader

/// Other SDKs' signature keys (docs/apns-rules.md §6), used to tell a user why
/// a payload neither Leanplum nor CleverTap owns is not routed.
public enum SDKSignatures {
    /// The SDKs in the order they are tried; the raw value is the name a `Lookalike` gives.
    enum SDK: String, CaseIterable {
        case firebase, braze, onesignal, airship, iterable, leanplum, clevertap
    }

    /// Whether the top-level member `key: value` marks a payload as `sdk`'s.
    static func matches<Value: JSONView>(_ sdk: SDK, key: String, value: Value) -> Bool {
        switch sdk {
        case .firebase: ["gcm.message_id", "google.c.a.e", "google.c.sender.id"].contains(key)
        case .braze: (key == "ab" && value.isObject) || key == "ab_uri"
        case .onesignal: key == "custom" && value.member("i") != nil
        case .airship: key == "_" || key == "com.urbanairship.metadata"
        case .iterable: key == "itbl"
        case .leanplum: LeanplumKeys.secondary.contains(key)
        case .clevertap: CleverTapKeys.hasPrefixIgnoringCase(key)
        }
    }

    /// The first SDK whose signature keys the payload carries at the top level, with those
    /// keys in payload order. One pass over the members: each key counts for the first SDK
    /// whose signature it matches (a key matches one at most).
    public static func lookalike<Payload: JSONView>(_ payload: Payload) -> Lookalike? {
        var first: Int?
        var keys: [String] = []
        payload.forEachMember { bytes, value in
            let key = bytes.string
            guard let rank = SDK.allCases.firstIndex(where: { matches($0, key: key, value: value) }) else { return }
            if let current = first, current <= rank {
                if rank == current { keys.append(key) }
            } else {
                first = rank
                keys = [key]
            }
        }
        guard let first else { return nil }
        let sdk = SDK.allCases[first]
        return Lookalike(sdk: sdk.rawValue, keys: keys, reason: reason(sdk))
    }

    private static func reason(_ sdk: SDK) -> String? {
        switch sdk {
        case .leanplum: "no message id (_lpm, _lpu, _lpn or _lpv)"
        case .clevertap: "CleverTap's prefixes W$ and wzrk_ are case-sensitive"
        default: nil
        }
    }
}
