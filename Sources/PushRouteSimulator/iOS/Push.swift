import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A payload as the simulated device holds it: the `userInfo` both SDKs look at.
public struct Push: Sendable {
    /// Tells pushes apart within one simulation (two pushes may carry the same payload).
    public var id: Int
    public var userInfo: JSONValue
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
    }

    var aps: JSONObject? { userInfo["aps"]?.objectValue }

    /// `aps.content-available` is 1: iOS wakes (or launches) the app in the background.
    var contentAvailable: Bool { classification.contentAvailable }

    /// iOS shows something the user can tap: a non-empty `aps.alert`.
    var hasAlert: Bool {
        switch aps?["alert"] {
        case .string(let text): !text.isEmpty
        case .object(let alert): !alert.isEmpty
        default: false
        }
    }

    /// `aps.mutable-content` is 1: with an alert, iOS runs the app's notification service
    /// extension first (UNNotificationServiceExtension).
    var mutableContent: Bool { aps?["mutable-content"] == .integer(1) }

    /// iOS has something to present: `aps` has an alert, a sound or a badge. Without them
    /// the push is silent and iOS calls no `willPresent` for it.
    var presentsSomething: Bool {
        guard let aps else { return false }
        return aps["alert"] != nil || aps["sound"] != nil || aps["badge"] != nil
    }

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
