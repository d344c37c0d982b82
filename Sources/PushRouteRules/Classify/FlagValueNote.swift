import PushRouteCore
import PushRouteReader

/// Why `aps.content-available` or `aps.mutable-content` counts as absent when it is present
/// with the wrong type: `"1" is a string; APNs wants the number 1`. `classify` and `simulate`
/// say it beside their answer (`content-available: no (...)`, `woken: no (...)`); lint's
/// `aps-content-available` and `aps-mutable-content` report the same values as findings.
/// An integer other than 1 is the right type and says no plainly: it gets no note. A value
/// the paste gives as code (`ExpressionValue`) is not in the text: `classify` answers
/// "unknown" with the note, `simulate` runs the flag as absent and says why.
public enum FlagValueNote {
    public static func note(_ value: JSONValue?) -> String? {
        if let code = ExpressionValue.code(value) { return "its value is code, '\(code)', not in the text" }
        let found: String
        switch value {
        case nil, .integer?: return nil
        case .string(let text)?: found = Quoting.jsonString(text) + " is a string"
        case .bool(let bool)?: found = "\(bool) is a boolean"
        case .real(let real)?: found = Jansson.encode(.real(real), style: .record) + " is a real number"
        case .null?: found = "null"
        case .object?: found = "an object"
        case .array?: found = "an array"
        }
        return found + "; APNs wants the number 1"
    }

    /// Whether each of a payload's two flags (content-available, mutable-content) is code,
    /// its answer unknown.
    public static func codeFlags(_ payload: JSONValue) -> (contentAvailable: Bool, mutableContent: Bool) {
        let aps = payload["aps"]
        return (
            ExpressionValue.code(aps?["content-available"]) != nil, ExpressionValue.code(aps?["mutable-content"]) != nil
        )
    }

    /// The notes of a payload's two flags: content-available, mutable-content.
    public static func notes(_ payload: JSONValue) -> (contentAvailable: String?, mutableContent: String?) {
        let aps = payload["aps"]
        return (note(aps?["content-available"]), note(aps?["mutable-content"]))
    }
}
