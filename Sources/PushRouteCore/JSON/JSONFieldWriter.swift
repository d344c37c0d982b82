/// Something a JSON object is written into field by field: a `JSONObject`, or
/// `JanssonObjectWriter`, which builds jansson's object directly on the hot path.
/// A record describes its fields once and is written into either.
public protocol JSONFieldWriter {
    mutating func field(_ key: StaticString, string: String)
    mutating func field(_ key: StaticString, bool: Bool)
    mutating func field(_ key: StaticString, integer: Int)
    mutating func field(_ key: StaticString, strings: [String])
    /// Any value (null, nested objects and arrays).
    mutating func field(_ key: StaticString, value: JSONValue)
    /// A string, or `null` when there is none.
    mutating func field(_ key: StaticString, optionalString: String?)
    /// An integer, or `null` when there is none.
    mutating func field(_ key: StaticString, optionalInteger: Int?)
}

extension JSONFieldWriter {
    public mutating func field(_ key: StaticString, optionalString: String?) {
        if let optionalString { field(key, string: optionalString) } else { field(key, value: .null) }
    }

    public mutating func field(_ key: StaticString, optionalInteger: Int?) {
        if let optionalInteger { field(key, integer: optionalInteger) } else { field(key, value: .null) }
    }
}

extension JSONObject: JSONFieldWriter {
    public mutating func field(_ key: StaticString, string: String) { append(key.description, .string(string)) }
    public mutating func field(_ key: StaticString, bool: Bool) { append(key.description, .bool(bool)) }
    public mutating func field(_ key: StaticString, integer: Int) { append(key.description, .integer(Int64(integer))) }
    public mutating func field(_ key: StaticString, strings: [String]) {
        append(key.description, .array(strings.map(JSONValue.string)))
    }
    public mutating func field(_ key: StaticString, value: JSONValue) { append(key.description, value) }
}
