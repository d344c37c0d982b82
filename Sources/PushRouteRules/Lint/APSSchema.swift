import PushRouteCore
import PushRouteReader

/// The keys APNs reads inside `aps` and `aps.alert`, and their allowed values
/// (docs/apns-rules.md §2).
public enum APSSchema {
    /// Every key APNs defines inside `aps`, in the reference table's order.
    public static let keys = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
        "timestamp", "dismissal-date", "content-state", "attributes", "event", "attributes-type",
    ]

    /// `aps` keys whose only rule is their JSON type (the others have rules of their own).
    public static let stringKeys = ["thread-id", "category", "target-content-id", "filter-criteria", "attributes-type"]
    public static let numberKeys = ["stale-date", "timestamp", "dismissal-date"]
    public static let objectKeys = ["content-state", "attributes"]

    /// `aps.alert` keys whose value is a string; `action-loc-key` may also be null (legacy).
    public static let alertStringKeys = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key",
        "action-loc-key", "action",
    ]
    /// `aps.alert` keys whose value is an array of strings.
    public static let alertArrayKeys = ["title-loc-args", "subtitle-loc-args", "loc-args"]
    public static var alertKeys: [String] { alertStringKeys + alertArrayKeys }

    /// Keys of the critical-alert `sound` object.
    public static let soundKeys = ["critical", "name", "volume"]

    public static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]
    /// Live Activity `event` values.
    public static let events = ["start", "update", "end"]
}
