/// Every top-level key of Leanplum's that pushroute reads, in one list
/// (docs/routing-model.md §1, §3).
public enum LeanplumKeys {
    /// The message-id keys, in the order `Utilities.messageIdFromUserInfo` reads them:
    /// any one of them, whatever its value, makes a push Leanplum's.
    public static let messageIDs: [StaticString] = ["_lpm", "_lpu", "_lpn", "_lpv"]
    /// The message-id keys that mute the foreground confirm message, in the SDK's order.
    public static let muting = ["_lpu", "_lpv", "_lpn"]
    /// The open action (a dictionary with `__name__`).
    public static let openAction = "_lpx"
    /// Custom actions.
    public static let customActions = "_lpc"
    /// The occurrence id, which deduplicates the launch push.
    public static let occurrenceID = "lp_occurrence_id"
    public static let sentTime = "lp_sent_time"
    /// Marks a local notification: its delivery is not tracked.
    public static let local = "_lpl"
    public static let url = "LP_URL"
    /// Leanplum's keys that do not decide ownership on their own.
    public static let secondary: Set<String> = [openAction, customActions, occurrenceID, sentTime, local, url]

    public static let messageIDNames = messageIDs.map(\.description)

    /// The name of a key that `isMessageID` accepts, one of `messageIDNames`, found by its last
    /// byte rather than decoded from its bytes (a String made per payload on the hot path).
    public static func messageIDName(_ key: UnsafeBufferPointer<UInt8>) -> String {
        let index = messageIDs.firstIndex { $0.utf8Start[3] == key[3] }
        return index.map { messageIDNames[$0] } ?? key.string
    }

    /// Whether `key` is a message-id key: `messageIDs`, compared without a loop (this runs
    /// for every top-level key of every payload; a test checks it against the list).
    @inlinable @inline(__always)
    public static func isMessageID(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == 4, key[0] == UInt8(ascii: "_"), key[1] == UInt8(ascii: "l"), key[2] == UInt8(ascii: "p")
        else {
            return false
        }
        let last = key[3]
        return last == UInt8(ascii: "m") || last == UInt8(ascii: "u") || last == UInt8(ascii: "n")
            || last == UInt8(ascii: "v")
    }
}

/// Every top-level key of CleverTap's that pushroute reads, in one list
/// (docs/routing-model.md §1, §3).
public enum CleverTapKeys {
    /// A top-level key with one of these prefixes (case-sensitive) makes a push CleverTap's
    /// (`-[CleverTap _isCTPushNotification:]`).
    public static let prefixes: [StaticString] = ["W$", "wzrk_"]
    /// The account the push is for.
    public static let accountID = "wzrk_acct_id"
    /// The deep link.
    public static let deepLink = "wzrk_dl"
    /// An in-app message preview (a JSON string).
    public static let inAppPreview = "wzrk_inapp"
    /// An inbox message preview.
    public static let inboxPreview = "wzrk_inbox"
    /// A display-unit preview.
    public static let displayUnitPreview = "wzrk_adunit"
    /// An in-app preview fetched from S3 (CleverTap 7.4.0 and later).
    public static let inAppPreviewS3URL = "wzrk_inapp_s3_url"
    /// The in-app preview type (`CLTAP_INAPP_PREVIEW_TYPE`, CleverTap 7.4.0 and later).
    public static let inAppPreviewType = "wzrk_inapp_type"
    /// Silent in foreground: `true` (or `"true"`) asks `autoIntegrate`'s `willPresent` swizzle
    /// (CleverTap 7.7.1 and later, PR #551) to put the push in the list only.
    public static let silentInForeground = "wzrk_sif"
    /// Keys that make a push a preview (`_checkAndHandleTestPushPayload:`), in the order of
    /// its check.
    public static let previews = [inAppPreview, inboxPreview, displayUnitPreview, inAppPreviewS3URL, inAppPreviewType]

    /// Whether `key` has one of the prefixes, compared without a loop (a test checks it
    /// against `prefixes`).
    @inlinable @inline(__always)
    public static func hasPrefix(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count >= 2 else { return false }
        if key[0] == UInt8(ascii: "W") { return key[1] == UInt8(ascii: "$") }
        return key.count >= 5 && key[0] == UInt8(ascii: "w") && key[1] == UInt8(ascii: "z")
            && key[2] == UInt8(ascii: "r")
            && key[3] == UInt8(ascii: "k") && key[4] == UInt8(ascii: "_")
    }

    /// Whether `key` would be CleverTap's if the prefixes ignored ASCII case (`WZRK_id`, `w$x`),
    /// compared on the bytes (no lowercased copy of each key of a payload no SDK owns).
    public static func hasPrefixIgnoringCase(_ key: String) -> Bool {
        prefixes.contains { prefix in
            var utf8 = key.utf8.makeIterator()
            return UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount).allSatisfy { byte in
                utf8.next().map { ASCII.lowercased($0) == ASCII.lowercased(byte) } ?? false
            }
        }
    }
}
