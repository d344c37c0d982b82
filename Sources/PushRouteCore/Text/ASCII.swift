/// Byte values and byte classes the lenient reader tests in its hot loops.
public enum ASCII {
    public static let tab: UInt8 = 0x09
    public static let newline: UInt8 = 0x0A
    public static let carriageReturn: UInt8 = 0x0D
    public static let space: UInt8 = 0x20
    public static let quote = UInt8(ascii: "\"")
    public static let apostrophe = UInt8(ascii: "'")
    public static let backslash = UInt8(ascii: "\\")
    public static let slash = UInt8(ascii: "/")
    public static let star = UInt8(ascii: "*")
    public static let openBrace = UInt8(ascii: "{")
    public static let closeBrace = UInt8(ascii: "}")
    public static let openBracket = UInt8(ascii: "[")
    public static let closeBracket = UInt8(ascii: "]")
    public static let openParen = UInt8(ascii: "(")
    public static let closeParen = UInt8(ascii: ")")
    public static let colon = UInt8(ascii: ":")
    public static let equals = UInt8(ascii: "=")
    public static let comma = UInt8(ascii: ",")
    public static let semicolon = UInt8(ascii: ";")
    public static let lessThan = UInt8(ascii: "<")
    public static let minus = UInt8(ascii: "-")

    /// Space, tab, carriage return or line feed: JSON's whitespace.
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }

    /// Space, tab or carriage return: whitespace that does not end a line.
    @inlinable @inline(__always)
    public static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    /// Ends a bare value: whitespace, a separator or a closing bracket.
    @inlinable @inline(__always)
    public static func endsValueWord(_ byte: UInt8) -> Bool {
        switch byte {
        case space, newline, carriageReturn, tab, comma, semicolon, closeBrace, closeBracket, closeParen: true
        default: false
        }
    }

    /// Ends an unquoted key: what ends a value, a key separator, an opening bracket or a quote.
    @inlinable @inline(__always)
    public static func endsKeyWord(_ byte: UInt8) -> Bool {
        switch byte {
        case colon, equals, openBrace, openBracket, openParen, quote, apostrophe: true
        default: endsValueWord(byte)
        }
    }

    /// A byte no value may start with: a separator or a closing bracket.
    @inlinable @inline(__always)
    public static func isSeparatorOrCloser(_ byte: UInt8) -> Bool {
        switch byte {
        case comma, semicolon, closeBrace, closeBracket, closeParen, colon, equals: true
        default: false
        }
    }

    public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    public static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the bytes at `offset` spell `literal` (ASCII).
    public func hasPrefix(_ literal: StaticString, at offset: Int, end: Int? = nil) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset + length <= (end ?? count) else { return false }
        let pattern = literal.utf8Start
        for index in 0..<length where self[offset + index] != pattern[index] { return false }
        return true
    }

    /// The offset of the next line feed at or after `offset`, or `end`.
    public func lineEnd(from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end, self[index] != ASCII.newline { index += 1 }
        return index
    }
}
