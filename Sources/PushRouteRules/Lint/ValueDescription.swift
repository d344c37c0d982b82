import PushRouteCore
import PushRouteReader

/// How lint messages name what they found, e.g. `string "3"`, `integer -1`, `an object`.
extension JSONValue {
    public var foundDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "string " + Quoting.jsonString(text)
        case .integer(let integer): "integer \(integer)"
        case .real: "real " + Jansson.encode(self, style: .record)
        case .bool(let bool): "boolean \(bool)"
        case .null: "null"
        }
    }

    /// True for integers and reals.
    public var isNumber: Bool {
        switch self {
        case .integer, .real: true
        default: false
        }
    }

    /// The numeric value of an integer or a real.
    public var numberValue: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .real(let real): real
        default: nil
        }
    }
}
