/// A JSON value as pushroute models a payload: object keys keep the order they were
/// written in, integers stay exact 64-bit integers apart from reals, and each object
/// member remembers where its key stood in the source.
public enum JSONValue: Equatable, Sendable {
    case object(JSONObject)
    case array([JSONValue])
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case null

    /// The member value for `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var integerValue: Int64? {
        if case .integer(let integer) = self { return integer }
        return nil
    }

    /// The name of this value's JSON type, as messages print it.
    public var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// A JSON object whose members keep their written order and source positions.
public struct JSONObject: Equatable, Sendable {
    /// One `key: value` pair. Equality compares content only: positions are metadata.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        /// Where the key starts in the original text, when known.
        public var keyLocation: SourceLocation?
        /// Where the value starts in the original text, when known.
        public var valueLocation: SourceLocation?

        public init(
            key: String, value: JSONValue,
            keyLocation: SourceLocation? = nil, valueLocation: SourceLocation? = nil
        ) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
        }

        public static func == (a: Member, b: Member) -> Bool {
            a.key == b.key && a.value == b.value
        }
    }

    public var members: [Member]
    /// Earlier occurrences of repeated keys, which the last occurrence overrode.
    /// Not part of equality.
    public var duplicates: [Member] = []

    public init(_ members: [Member] = []) {
        self.members = members
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool { a.members == b.members }

    public var keys: [String] { members.map(\.key) }
    public var isEmpty: Bool { members.isEmpty }

    /// The value of the first member named `key`.
    public subscript(key: String) -> JSONValue? {
        member(key)?.value
    }

    public func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }

    public mutating func append(_ key: String, _ value: JSONValue, at location: SourceLocation? = nil) {
        members.append(Member(key: key, value: value, keyLocation: location))
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}
