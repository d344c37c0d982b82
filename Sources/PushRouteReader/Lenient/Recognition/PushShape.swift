import PushRouteCore

/// What makes a value look like a push to a person reading a paste: an `aps` member, or a
/// top-level key that routes it to an SDK (`LeanplumKeys`, `CleverTapKeys`), or a known
/// envelope around one (docs/pasted-forms.md §10.3).
enum PushShape {
    /// Whether `object` itself is a push.
    static func isPush(_ object: JSONObject) -> Bool {
        isPush(JSONValue.object(object))
    }

    /// Whether an object, on any view of it (jansson's tree too), is a push itself.
    static func isPush<Value: JSONView>(_ value: Value) -> Bool {
        if value.member("aps") != nil { return true }
        var found = false
        value.forEachMember { key, _ in
            if !found, LeanplumKeys.isMessageID(key) || CleverTapKeys.hasPrefix(key) { found = true }
        }
        return found
    }

    /// Whether `value` is a push, wraps one in an envelope, is an FCM message as it was
    /// delivered (`deliveredMessageKey`), or is an array of pushes.
    static func looksLikePush(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            return isPush(object) || object[deliveredMessageKey] != nil || !Envelope.pushes(in: object).isEmpty
        case .array(let elements): return elements.contains { $0.objectValue.map(isPush) ?? false }
        default: return false
        }
    }

    /// FCM's id of a message it delivered, among the message's extras on Android (a Cordova or
    /// Ionic plugin's notification object, an app's print of them): only a push that arrived
    /// has it (`SDKLogLines.androidPushKeyNames`), so a paste of them is one, whatever else it
    /// holds (docs/pasted-forms.md §4.18).
    static let deliveredMessageKey = "google.message_id"

    /// The prefixes FCM reserves for the extras of a message it delivered on Android
    /// (firebase-android-sdk, `Constants.MessagePayloadKeys.RESERVED_PREFIX` and
    /// `MessageNotificationKeys.NOTIFICATION_PREFIX`, `NOTIFICATION_PREFIX_OLD`): a plugin's
    /// notification object that keeps them (`gcm.notification.icon`) holds a delivered message.
    /// FCM refuses a sender's data key that starts with `google` or `gcm`: only FCM adds them.
    static let deliveredMessagePrefixes = ["google.", "gcm.n.", "gcm.notification."]

    /// Whether `key` is one FCM adds to a message it delivers (`deliveredMessagePrefixes`);
    /// `google.com`, Firebase Auth's name of Google's sign-in (a key of provider maps), is none.
    static func isDeliveredMessageKey(_ key: String) -> Bool {
        key != "google.com" && deliveredMessagePrefixes.contains { key.hasPrefix($0) }
    }

    /// Whether `object`'s top level has a key FCM adds to a message it delivers.
    static func hasDeliveredMessageKey(_ object: JSONObject) -> Bool {
        object.members.contains { isDeliveredMessageKey($0.key) }
    }

    /// Whether `value` has a key with one of `deliveredMessagePrefixes`, at most
    /// `PushHolders.maxDepth` levels down.
    static func holdsDeliveredMessageKey(_ value: JSONValue, depth: Int = 0) -> Bool {
        guard depth < PushHolders.maxDepth, let object = value.objectValue else { return false }
        return hasDeliveredMessageKey(object)
            || object.members.contains { holdsDeliveredMessageKey($0.value, depth: depth + 1) }
    }

    static func isSDKKey(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { LeanplumKeys.isMessageID($0) || CleverTapKeys.hasPrefix($0) }
    }
}
