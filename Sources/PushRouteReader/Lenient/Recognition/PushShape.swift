import PushRouteCore

/// What makes a value look like a push to a person reading a paste: an `aps` member, or a
/// top-level key that routes it to an SDK (`LeanplumKeys`, `CleverTapKeys`), or a known
/// envelope around one (docs/pasted-forms.md §10.3).
enum PushShape {
    /// Whether `object` itself is a push.
    static func isPush(_ object: JSONObject) -> Bool {
        for member in object.members {
            if member.key == "aps" || isSDKKey(member.key) { return true }
        }
        return false
    }

    /// Whether `value` is a push, wraps one in an envelope, or is an array of pushes.
    static func looksLikePush(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object): return isPush(object) || !Envelope.pushes(in: object).isEmpty
        case .array(let elements): return elements.contains { $0.objectValue.map(isPush) ?? false }
        default: return false
        }
    }

    static func isSDKKey(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { LeanplumKeys.isMessageID($0) || CleverTapKeys.hasPrefix($0) }
    }
}
