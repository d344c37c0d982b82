/// A read-only view of a JSON value: what the classifier needs to see of a payload.
///
/// `JSONValue` is one; the reader's borrowed view of jansson's tree is another, so that
/// `classify` can run straight on the parsed tree on its hot path, where building a Swift
/// value for every payload would cost more than the parse itself.
public protocol JSONView {
    associatedtype Member: JSONView
    /// Whether the value is a JSON object.
    var isObject: Bool { get }
    /// Whether the value is the integer 1.
    var isIntegerOne: Bool { get }
    /// The member named `key`, when this is an object that has it. The key is a literal:
    /// the classifier asks for fixed keys, and jansson takes a literal's bytes as they are.
    func member(_ key: StaticString) -> Member?
    /// Calls `body` with each member's key (as UTF-8) and value, in order.
    func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, Member) -> Void)
}

extension JSONValue: JSONView {
    public var isObject: Bool { objectValue != nil }
    public var isIntegerOne: Bool { self == .integer(1) }
    public func member(_ key: StaticString) -> JSONValue? { self[key.description] }

    public func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, JSONValue) -> Void) {
        guard case .object(let object) = self else { return }
        for member in object.members {
            var key = member.key
            key.withUTF8 { body($0, member.value) }
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes start with the ASCII `prefix`.
    @inlinable
    public func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard count >= length else { return false }
        let pattern = prefix.utf8Start
        for index in 0..<length where self[index] != pattern[index] { return false }
        return true
    }

    /// Whether these bytes are exactly the ASCII `text`.
    @inlinable
    public func equalsASCII(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && hasASCIIPrefix(text)
    }

    public var string: String { String(decoding: self, as: UTF8.self) }
}
