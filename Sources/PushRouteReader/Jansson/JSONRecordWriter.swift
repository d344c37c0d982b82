import PushRouteCore

/// Writes one JSON object field by field straight into bytes, byte for byte what
/// `JanssonObjectWriter` writes in jansson's compact form (`JSONStyle.record`), without building
/// jansson's tree first: for the records written by the thousand (`classify --events`, one per
/// push-path line of a log, where the tree and its dump were a quarter of the time). Records
/// with reals of different precision are the exception (`append(_:)`); an event's has none.
public struct JSONRecordWriter: JSONFieldWriter {
    private var bytes: [UInt8]

    public init() {
        // An event's record is about 300 bytes: room for it at once, not grown several times.
        bytes = []
        bytes.reserveCapacity(1024)
        bytes.append(ASCII.openBrace)
    }

    public mutating func field(_ key: StaticString, string: String) {
        self.key(key)
        append(string: string)
    }

    public mutating func field(_ key: StaticString, bool: Bool) {
        self.key(key)
        append(.bool(bool))
    }

    public mutating func field(_ key: StaticString, integer: Int) {
        self.key(key)
        append(integer: Int64(integer))
    }

    public mutating func field(_ key: StaticString, strings: [String]) {
        self.key(key)
        append(.array(strings.map(JSONValue.string)))
    }

    public mutating func field(_ key: StaticString, value: JSONValue) {
        self.key(key)
        append(value)
    }

    /// Ends the object and writes it into `sink`, escaping what jansson leaves as it is as
    /// `Jansson.dump` does (`TerminalEscaping.escapeJSON`).
    public mutating func write(to sink: OutputSink) {
        bytes.append(ASCII.closeBrace)
        bytes.withUnsafeBytes { record in
            sink.withSpareBytes { spare in
                guard record.count <= spare.count else { return record.count }
                spare.copyMemory(from: record)
                return TerminalEscaping.escapeJSON(in: spare, count: record.count)
            }
        }
    }

    private mutating func key(_ key: StaticString) {
        if bytes.count > 1 { bytes.append(ASCII.comma) }
        append(string: UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(ASCII.colon)
    }

    private mutating func append(_ value: JSONValue) {
        switch value {
        case .object(let object):
            bytes.append(ASCII.openBrace)
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(ASCII.comma) }
                append(string: member.key)
                bytes.append(ASCII.colon)
                append(member.value)
            }
            bytes.append(ASCII.closeBrace)
        case .array(let elements):
            bytes.append(ASCII.openBracket)
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(ASCII.comma) }
                append(element)
            }
            bytes.append(ASCII.closeBracket)
        case .string(let string): append(string: string)
        case .integer(let integer): append(integer: integer)
        // A real through jansson, with its own precision (`Jansson.realPrecision`). jansson
        // writes all the reals of an object with the largest one's: the same text unless another
        // real of the record needs 16 or 17 digits (then `0.1` is `0.10000000000000001` there).
        case .real: Jansson.encode(value, style: .record, into: &bytes)
        case .bool(let bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        }
    }

    private mutating func append(integer: Int64) {
        bytes.append(contentsOf: String(integer).utf8)
    }

    private mutating func append(string: String) {
        var string = string
        string.withUTF8 { append(string: UnsafeRawBufferPointer($0)) }
    }

    /// A string as jansson's encoder writes it: `"` and `\` escaped, and the C0 controls
    /// (`\b \f \n \r \t`, the others as `\u00XX`); every other byte as it is. The runs
    /// between are copied whole.
    private mutating func append(string: UnsafeRawBufferPointer) {
        bytes.append(ASCII.quote)
        var plain = 0
        var index = 0
        while index < string.count {
            let byte = string[index]
            guard byte < 0x20 || byte == ASCII.quote || byte == ASCII.backslash else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: string[plain..<index]))
            appendEscape(byte)
            index += 1
            plain = index
        }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: string[plain...]))
        bytes.append(ASCII.quote)
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(ASCII.backslash)
        switch byte {
        case ASCII.quote, ASCII.backslash: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case ASCII.newline: bytes.append(UInt8(ascii: "n"))
        case ASCII.carriageReturn: bytes.append(UInt8(ascii: "r"))
        case ASCII.tab: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    /// jansson writes `\u%04X`: upper-case digits.
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
