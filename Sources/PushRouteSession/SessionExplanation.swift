import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// One change to the app's settings that makes the model predict what the log shows
/// (man page, "EXPLANATIONS"): a profile key (a release is `leanplum.sdk` or `clevertap.sdk`),
/// the value nearest the one simulated, the other values that explain it too, and a sentence.
public struct SessionExplanation: Sendable, Equatable {
    /// A profile key, as `--print-app` writes it.
    public var setting: String
    /// The value, as a profile writes it.
    public var value: JSONValue
    /// The setting's other values that explain the difference as well, in their domain's order.
    public var alsoValues: [JSONValue]
    /// The value the prediction was made with.
    public var insteadOf: JSONValue
    /// What the model predicts with the change.
    public var predicted: SessionOutcome

    /// `clevertap.sdk 7.0.1 (not 7.7.1; also 6.2.1, 7.0.0)`.
    public var change: String {
        var text = "\(setting) \(Self.text(value)) (not \(Self.text(insteadOf))"
        if !alsoValues.isEmpty { text += "; also " + alsoValues.map(Self.text).joined(separator: ", ") }
        return text + ")"
    }

    /// `with clevertap.sdk 7.0.1 (not 7.7.1; also 6.2.1, 7.0.0) the model predicts what the log
    /// shows: leanplum handled 0, clevertap handled 2, deep link opened yes`.
    public var says: String { "with \(change) the model predicts what the log shows: \(predicted)" }

    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .integer(let number): String(number)
        case .null: "null"
        // A list of words (`leanplum.presentation`): as its flag writes it, `none` when empty.
        case .array(let items): items.isEmpty ? "none" : items.map(text).joined(separator: ",")
        // An app delegate method's body, its fields as a profile writes them.
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        default: String(describing: value)  // no setting holds numbers
        }
    }
}
