#if canImport(Glibc)
import Glibc
#endif

/// A read-only view of a payload: what the classifier needs to see of it.
///
/// The classifier runs on `JSONValue`, and straight on jansson's tree on the hot path
/// of `classify`, where building a Swift value for every payload would cost more than
/// the parse itself.
public protocol PayloadView {
    associatedtype Member: PayloadView
    /// Whether the value is a JSON object.
    var isObject: Bool { get }
    /// Whether the value is the integer 1.
    var isIntegerOne: Bool { get }
    /// The member named `key`, when this is an object that has it.
    func member(_ key: String) -> Member?
    /// Calls `body` with each member's key (as UTF-8) and value, in order.
    func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, Member) -> Void)
}

extension JSONValue: PayloadView {
    public var isObject: Bool { objectValue != nil }
    public var isIntegerOne: Bool { self == .integer(1) }
    public func member(_ key: String) -> JSONValue? { self[key] }

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
    func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        guard count >= prefix.utf8CodeUnitCount else { return false }
        return memcmp(baseAddress!, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// Whether these bytes are exactly the ASCII `text`.
    func equalsASCII(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && hasASCIIPrefix(text)
    }

    var string: String { String(decoding: self, as: UTF8.self) }
}
