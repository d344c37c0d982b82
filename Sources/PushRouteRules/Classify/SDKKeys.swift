import PushRouteCore

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

    public static var messageIDNames: [String] { messageIDs.map(\.description) }

    /// Whether `key` is a message-id key.
    @inlinable
    public static func isMessageID(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for name in messageIDs where key.equalsASCII(name) { return true }
        return false
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
    /// Keys that make a push a preview (`_checkAndHandleTestPushPayload:`).
    public static let previews = ["wzrk_inapp", "wzrk_inbox", "wzrk_adunit", "wzrk_inapp_s3_url", "wzrk_inapp_type"]

    /// Whether `key` has one of the prefixes.
    @inlinable
    public static func hasPrefix(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for prefix in prefixes where key.hasASCIIPrefix(prefix) { return true }
        return false
    }

    /// Whether `key` would be CleverTap's if the prefixes ignored case (`WZRK_id`, `w$x`).
    public static func hasPrefixIgnoringCase(_ key: String) -> Bool {
        prefixes.contains { key.lowercased().hasPrefix($0.description.lowercased()) }
    }
}
