import PushRouteCore

/// Writes JSON as jansson's compact encoder does into memory with room made for it
/// (`room`: at most what `put` writes).
struct JSONByteCursor {
    let base: UnsafeMutableRawPointer
    var offset: Int

    /// The most bytes an integer takes: `-9223372036854775808`.
    static let integerRoom = 20

    /// The most bytes `put(string:)` writes for `text`: each byte escaped as `\u00XX`, and the quotes.
    static func room(string text: UnsafeRawBufferPointer) -> Int {
        text.count * 6 + 2
    }

    /// The most bytes `put(_:)` writes for `value`.
    static func room(_ value: JSONValue) -> Int {
        switch value {
        case .null: 4
        case .bool: 5
        case .integer: integerRoom
        case .string(let string): string.utf8.count * 6 + 2
        case .real: realText(value).count
        case .array(let elements): elements.reduce(2) { $0 + room($1) + 1 }
        case .object(let object): object.members.reduce(2) { $0 + $1.key.utf8.count * 6 + 3 + room($1.value) + 1 }
        }
    }

    /// A real as jansson writes it, with its own precision (`Jansson.realPrecision`). jansson
    /// writes all the reals of an object with the largest one's: the same text unless another
    /// real of the record needs 16 or 17 digits (then `0.1` is `0.10000000000000001` there).
    private static func realText(_ value: JSONValue) -> [UInt8] {
        var text: [UInt8] = []
        Jansson.encode(value, style: .record, into: &text)
        return text
    }

    mutating func put(_ byte: UInt8) {
        base.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
        offset += 1
    }

    mutating func put(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + offset).copyMemory(from: start, byteCount: bytes.count)
        offset += bytes.count
    }

    mutating func put(_ value: JSONValue) {
        switch value {
        case .object(let object):
            put(ASCII.openBrace)
            for (index, member) in object.members.enumerated() {
                if index > 0 { put(ASCII.comma) }
                put(string: member.key)
                put(ASCII.colon)
                put(member.value)
            }
            put(ASCII.closeBrace)
        case .array(let elements):
            put(ASCII.openBracket)
            for (index, element) in elements.enumerated() {
                if index > 0 { put(ASCII.comma) }
                put(element)
            }
            put(ASCII.closeBracket)
        case .string(let string): put(string: string)
        case .integer(let integer): put(integer: integer)
        case .real: Self.realText(value).withUnsafeBytes { put($0) }
        case .bool(let bool): put(literal: bool ? "true" : "false")
        case .null: put(literal: "null")
        }
    }

    private mutating func put(literal: StaticString) {
        put(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// An integer's decimal digits, written from the last (no `String` made for it).
    mutating func put(integer: Int64) {
        if integer < 0 { put(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var index = offset + digits
        offset = index
        repeat {
            index -= 1
            base.storeBytes(of: UInt8(ascii: "0") + UInt8(magnitude % 10), toByteOffset: index, as: UInt8.self)
            magnitude /= 10
        } while magnitude > 0
    }

    private mutating func put(string: String) {
        var string = string
        string.withUTF8 { put(string: UnsafeRawBufferPointer($0)) }
    }

    /// A string as jansson's encoder writes it: `"` and `\` escaped, and the C0 controls
    /// (`\b \f \n \r \t`, the others as `\u00XX`); every other byte as it is. The runs
    /// between are copied whole.
    mutating func put(string: UnsafeRawBufferPointer) {
        put(ASCII.quote)
        var plain = 0
        var index = 0
        while index < string.count {
            let byte = string[index]
            guard byte < 0x20 || byte == ASCII.quote || byte == ASCII.backslash else {
                index += 1
                continue
            }
            put(UnsafeRawBufferPointer(rebasing: string[plain..<index]))
            putEscape(byte)
            index += 1
            plain = index
        }
        put(UnsafeRawBufferPointer(rebasing: string[plain...]))
        put(ASCII.quote)
    }

    private mutating func putEscape(_ byte: UInt8) {
        put(ASCII.backslash)
        switch byte {
        case ASCII.quote, ASCII.backslash: put(byte)
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        case ASCII.newline: put(UInt8(ascii: "n"))
        case ASCII.carriageReturn: put(UInt8(ascii: "r"))
        case ASCII.tab: put(UInt8(ascii: "t"))
        default:
            put(literal: "u00")
            put(Self.hexDigits[Int(byte >> 4)])
            put(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    /// jansson writes `\u%04X`: upper-case digits.
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
