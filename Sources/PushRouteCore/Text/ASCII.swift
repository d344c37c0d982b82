/// Byte values and byte classes the lenient reader tests in its hot loops. Every member is
/// inlinable, so that the readers in other modules compare against constants, not calls.
public enum ASCII {
    @inlinable public static var tab: UInt8 { 0x09 }
    @inlinable public static var newline: UInt8 { 0x0A }
    @inlinable public static var carriageReturn: UInt8 { 0x0D }
    @inlinable public static var space: UInt8 { 0x20 }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var apostrophe: UInt8 { UInt8(ascii: "'") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable public static var star: UInt8 { UInt8(ascii: "*") }
    @inlinable public static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable public static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable public static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable public static var openParen: UInt8 { UInt8(ascii: "(") }
    @inlinable public static var closeParen: UInt8 { UInt8(ascii: ")") }
    @inlinable public static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable public static var equals: UInt8 { UInt8(ascii: "=") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var semicolon: UInt8 { UInt8(ascii: ";") }
    @inlinable public static var lessThan: UInt8 { UInt8(ascii: "<") }
    @inlinable public static var minus: UInt8 { UInt8(ascii: "-") }

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

    /// `{`, `}`, `[`, `]`, `(` or `)`.
    @inlinable public static func isBracket(_ byte: UInt8) -> Bool {
        switch byte {
        case openBrace, closeBrace, openBracket, closeBracket, openParen, closeParen: true
        default: false
        }
    }

    @inlinable public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inlinable public static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
    /// An ASCII capital as its small letter; any other byte as it is.
    @inlinable public static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

    @inlinable public static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    @inlinable public static func isLetterOrDigit(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
}

extension UnsafeRawBufferPointer {
    /// Whether the bytes at `offset` spell `literal` (ASCII).
    @inlinable public func hasPrefix(_ literal: StaticString, at offset: Int, end: Int? = nil) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset + length <= (end ?? count) else { return false }
        let pattern = literal.utf8Start
        for index in 0..<length where self[offset + index] != pattern[index] { return false }
        return true
    }

    /// Whether the bytes before `end` (at most `count`) are all ASCII, looked at eight at a time.
    @inlinable public func isASCII(before end: Int) -> Bool {
        var index = 0
        var bits: UInt64 = 0
        while index + 8 <= end {
            bits |= loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < end {
            bits |= UInt64(self[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// The offset of the next line feed at or after `offset`, or `end`.
    @inlinable public func lineEnd(from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end, self[index] != ASCII.newline { index += 1 }
        return index
    }
}
