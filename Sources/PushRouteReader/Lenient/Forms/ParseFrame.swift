import PushRouteCore

/// A container the lenient parser has opened and not yet closed.
struct ParseFrame {
    enum Kind {
        case object
        case array
        /// `[AnyHashable("key"): value, ...]` or `["key": value]`: Swift's print of a dictionary.
        case swiftDictionary
        /// A `[` whose first entry has not yet said whether it is an array or a Swift dictionary.
        case bracket
    }

    /// Room made for a container's first entries: most of a push's objects and arrays hold
    /// four or fewer, which then take one allocation instead of three (1, 2, 4).
    static let firstCapacity = 4

    var kind: Kind
    let closer: UInt8
    let start: Int
    let location: SourceLocation?
    /// Values inside carry no type of their own (after `=`, inside Swift print).
    var typeless: Bool
    /// A Swift dictionary with quoted keys (`["key": value]`), whose entries `, "` separates.
    var quotedSwiftKeys = false
    /// This container's own place in the payload.
    let slot: SchemaSlot
    var expectingEntry = true
    var object = ObjectBuilder()
    var elements: [JSONValue] = []
    var pendingKey = ""
    var pendingKeyLocation: SourceLocation?
    /// A ',' just read: a closer right after it makes it a trailing comma.
    var commaOffset: Int?
    /// A literal of firebase-admin-go's type (`messaging.Aps{`), and where the type's name starts.
    var goType: (type: GoAdminType, nameStart: Int)?
    /// A Go composite literal (after its type): its trailing commas are Go's syntax, no repair.
    var goLiteral = false
    /// A Go struct's literal (`&pkg.Name{`): its field names too, keys without quotes.
    var goStruct = false

    init(kind: Kind, closer: UInt8, start: Int, location: SourceLocation?, typeless: Bool, slot: SchemaSlot) {
        self.kind = kind
        self.closer = closer
        self.start = start
        self.location = location
        self.typeless = typeless
        self.slot = slot
    }

    /// The place of a member named `key`, or of an element.
    var entrySlot: SchemaSlot {
        switch kind {
        case .object, .swiftDictionary: slot.member(pendingKey)
        case .array, .bracket: slot
        }
    }
}
