/// A property list (XML or binary) as a pure Swift tree, read by `LibPlist.parse`.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(UInt64)
    case real(Double)
    /// Seconds since 2001-01-01, as the format stores them.
    case date(seconds: Int32)
    /// Only the length is kept: nothing pushroute reads is in a data value.
    case data(count: Int)
    case uid(UInt64)
    case array([PropertyList])
    /// Keys in the order of the file.
    case dictionary([(key: String, value: PropertyList)])

    public static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.real(let x), .real(let y)): x == y
        case (.date(let x), .date(let y)): x == y
        case (.data(let x), .data(let y)): x == y
        case (.uid(let x), .uid(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.dictionary(let x), .dictionary(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    /// The value of `key` in a dictionary.
    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var arrayValue: [PropertyList]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The name of the value's type, as the XML format spells it (for messages).
    public var typeName: String {
        switch self {
        case .string: "string"
        case .bool: "boolean"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .uid: "uid"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}
