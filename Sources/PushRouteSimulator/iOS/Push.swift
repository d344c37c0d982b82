import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A payload as the simulated device holds it: the `userInfo` both SDKs look at.
public struct Push: Sendable {
    /// Tells pushes apart within one simulation (two pushes may carry the same payload).
    public var id: Int
    /// Set once: what is read from it below is kept beside it.
    public private(set) var userInfo: JSONValue
    /// Who owns it, by `Classifier`: the one set of ownership rules.
    public var classification: Classification
    /// Where it came from, e.g. `samples/seed-leanplum.json` (for messages).
    public var source: String
    /// Where the payload starts in its input (for diagnostics).
    public var location: SourceLocation
    /// How many repairs the reader made to read it: `repaired (N)` on simulate's text answer.
    public var repairs = 0

    public init(
        id: Int, userInfo: JSONValue, source: String, location: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        self.id = id
        self.userInfo = userInfo
        self.classification = Classifier.classify(userInfo)
        self.source = source
        self.location = location
        let aps = userInfo["aps"]?.objectValue
        hasAlert = Self.hasAlert(aps)
        mutableContent = aps?["mutable-content"] == .integer(1)
        presentsSomething = aps.map { $0["alert"] != nil || $0["sound"] != nil || $0["badge"] != nil } ?? false
    }

    var aps: JSONObject? { userInfo["aps"]?.objectValue }

    /// `aps.content-available` is 1: iOS wakes (or launches) the app in the background.
    var contentAvailable: Bool { classification.contentAvailable }

    /// iOS shows something the user can tap: a non-empty `aps.alert`. (This and the two below
    /// are read at every step of every replay: read from the payload once.)
    let hasAlert: Bool

    private static func hasAlert(_ aps: JSONObject?) -> Bool {
        switch aps?["alert"] {
        case .string(let text): !text.isEmpty
        case .object(let alert): !alert.isEmpty
        default: false
        }
    }

    /// `aps.mutable-content` is 1: with an alert, iOS runs the app's notification service
    /// extension first (UNNotificationServiceExtension).
    let mutableContent: Bool

    /// iOS has something to present: `aps` has an alert, a sound or a badge. Without them
    /// the push is silent and iOS calls no `willPresent` for it.
    let presentsSomething: Bool

    /// A top-level string member, e.g. `wzrk_acct_id`.
    func string(_ key: String) -> String? { userInfo[key]?.stringValue }

    /// The keys of top-level members, in payload order.
    var keys: [String] { userInfo.objectValue?.keys ?? [] }
}

extension Classification {
    /// The top-level keys CleverTap recognises as its own, whoever wins ownership.
    var cleverTapKeys: [String] {
        switch handler {
        case .clevertap: matchedKeys
        case .leanplum: shadowedKeys
        case .none: []
        }
    }
}

extension JSONValue {
    /// The value as compact JSON text, for notes (`5187874616049123`, `"abc"`).
    var compactText: String { Jansson.encode(self, style: .record) }
}
