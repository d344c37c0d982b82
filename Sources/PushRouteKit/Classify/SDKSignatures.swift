/// Other SDKs' signature keys (apns-payload.md, last section), used to tell a user why
/// a payload neither Leanplum nor CleverTap owns is not routed.
public enum SDKSignatures {
    struct Signature: Sendable {
        var sdk: String
        /// Whether a top-level member marks the payload as this SDK's.
        var matches: @Sendable (String, JSONValue) -> Bool
    }

    /// Leanplum keys that do not decide ownership on their own (sdk-behaviour.md §1).
    public static let leanplumSecondaryKeys: Set<String> = [
        "_lpx", "_lpc", "lp_occurrence_id", "lp_sent_time", "_lpl", "LP_URL",
    ]

    static let signatures: [Signature] = [
        Signature(sdk: "firebase") { key, _ in
            ["gcm.message_id", "google.c.a.e", "google.c.sender.id"].contains(key)
        },
        Signature(sdk: "braze") { key, value in
            (key == "ab" && value.objectValue != nil) || key == "ab_uri"
        },
        Signature(sdk: "onesignal") { key, value in
            key == "custom" && value.objectValue?["i"] != nil
        },
        Signature(sdk: "airship") { key, _ in key == "_" || key == "com.urbanairship.metadata" },
        Signature(sdk: "iterable") { key, _ in key == "itbl" },
        Signature(sdk: "leanplum") { key, _ in leanplumSecondaryKeys.contains(key) },
        Signature(sdk: "clevertap") { key, _ in
            let lower = key.lowercased()
            return lower.hasPrefix("w$") || lower.hasPrefix("wzrk_") || lower == "wzrk_pn"
        },
    ]

    /// The first SDK whose signature keys the payload carries at the top level.
    public static func lookalike(keys: [String], payload: JSONValue) -> Lookalike? {
        guard let object = payload.objectValue else { return nil }
        for signature in signatures {
            let found = object.members.filter { signature.matches($0.key, $0.value) }.map(\.key)
            if !found.isEmpty {
                return Lookalike(sdk: signature.sdk, keys: found, reason: reason(signature.sdk))
            }
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
