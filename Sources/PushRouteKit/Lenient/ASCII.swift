/// Byte values and byte classes the lenient reader tests in its hot loops.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let minus = UInt8(ascii: "-")

    /// Space, tab, carriage return or line feed: JSON's whitespace.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }

    /// Space, tab or carriage return: whitespace that does not end a line.
    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    /// Ends a bare value: whitespace, a separator or a closing bracket.
    @inline(__always)
    static func endsValueWord(_ byte: UInt8) -> Bool {
        switch byte {
        case space, newline, carriageReturn, tab, comma, semicolon, closeBrace, closeBracket, closeParen: true
        default: false
        }
    }

    /// Ends an unquoted key: what ends a value, a key separator, an opening bracket or a quote.
    @inline(__always)
    static func endsKeyWord(_ byte: UInt8) -> Bool {
        switch byte {
        case colon, equals, openBrace, openBracket, openParen, quote, apostrophe: true
        default: endsValueWord(byte)
        }
    }

    /// A byte no value may start with: a separator or a closing bracket.
    @inline(__always)
    static func isSeparatorOrCloser(_ byte: UInt8) -> Bool {
        switch byte {
        case comma, semicolon, closeBrace, closeBracket, closeParen, colon, equals: true
        default: false
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the bytes at `offset` spell `literal` (ASCII).
    func hasPrefix(_ literal: StaticString, at offset: Int, end: Int? = nil) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset + length <= (end ?? count) else { return false }
        let pattern = literal.utf8Start
        for index in 0..<length where self[offset + index] != pattern[index] { return false }
        return true
    }

    /// The offset of the next line feed at or after `offset`, or `end`.
    func lineEnd(from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end, self[index] != ASCII.newline { index += 1 }
        return index
    }
}
