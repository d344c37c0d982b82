import PushRouteCore

/// Where a value sits, as far as Apple's payload schema (docs/apns-rules.md §2) cares.
enum SchemaScope: Equatable, Sendable {
    /// The payload itself.
    case root
    /// A top-level member.
    case top
    case aps
    case alert
    case sound
    /// Anywhere the schema says nothing about.
    case other

    /// The scope of the members of a dictionary that is the value of `key` in this scope.
    func member(_ key: String?) -> SchemaScope {
        switch self {
        case .root: .top
        case .top: key == "aps" ? .aps : .other
        case .aps: key == "alert" ? .alert : key == "sound" ? .sound : .other
        default: .other
        }
    }
}

/// The place of one value: its container's scope and its key (an array's elements share
/// the array's place, so `loc-args` elements are strings).
struct SchemaSlot: Sendable {
    var scope: SchemaScope
    var key: String?

    static let root = SchemaSlot(scope: .root, key: nil)

    /// The type Apple's schema gives the value here, if it gives one.
    var type: PayloadSchema.ValueType? { key.flatMap { PayloadSchema.type(of: $0, in: scope) } }

    /// The place of a member named `key` of the dictionary at this place.
    func member(_ key: String) -> SchemaSlot { SchemaSlot(scope: scope.member(self.key), key: key) }
}

/// The types of APNs `aps` keys, used to type values of text that carries no types.
enum PayloadSchema {
    enum ValueType: Sendable { case number, string }

    static let apsNumbers: Set<String> = [
        "badge", "content-available", "mutable-content", "relevance-score", "stale-date", "timestamp", "dismissal-date",
    ]
    static let apsStrings: Set<String> = [
        "alert", "sound", "thread-id", "category", "target-content-id", "interruption-level", "filter-criteria",
        "event", "attributes-type",
    ]
    static let alertStrings: Set<String> = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key",
        "title-loc-args", "subtitle-loc-args", "loc-args", "action-loc-key", "action",
    ]

    static func type(of key: String, in scope: SchemaScope) -> ValueType? {
        switch scope {
        case .aps: apsNumbers.contains(key) ? .number : apsStrings.contains(key) ? .string : nil
        case .alert: alertStrings.contains(key) ? .string : nil
        case .sound: key == "name" ? .string : key == "critical" || key == "volume" ? .number : nil
        default: nil
        }
    }
}
