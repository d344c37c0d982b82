import PushRouteCore

/// One pass over a line for `LogEntryAssembler.scan`: opening brackets less closing ones
/// outside double-quoted strings (which end with their line), and whether `<7b` stands there.
/// Every byte of a log passes here, so sixteen bytes are looked at together: a vector's bytes
/// that are one of `{[(}])"<` make a mask, and only those bytes are visited.
struct BracketScan {
    private let bytes: UnsafeRawBufferPointer
    private(set) var balance = 0
    private(set) var jsonBytes = false

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private typealias Vector = ByteVector.Bytes

    mutating func run() {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        let count = bytes.count
        while index + Vector.scalarCount <= count {
            var special = Self.specials(in: ByteVector.load(base, at: index))
            var next = index + Vector.scalarCount
            while special != 0 {
                let at = index + special.trailingZeroBitCount
                special &= special - 1
                if let resume = visit(at) {
                    next = resume
                    break
                }
            }
            index = next
        }
        // The tail shorter than a vector, byte by byte.
        while index < count {
            index = ByteKind.of(bytes[index]) == .plain ? index + 1 : visit(index) ?? index + 1
        }
    }

    /// Counts the bracket or notes the `<7b` at `at`; for a quote, where the scan resumes:
    /// after the string's closing quote, or past the line's end.
    private mutating func visit(_ at: Int) -> Int? {
        switch ByteKind.of(bytes[at]) {
        case .plain: break
        case .opening: balance += 1
        case .closing: balance -= 1
        case .angle:
            if at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: "7"), bytes[at + 2] | 0x20 == UInt8(ascii: "b") {
                jsonBytes = true
            }
        case .quote: return stringEnd(from: at + 1)
        }
        return nil
    }

    /// The index after the quote that closes a string starting at `start`, escapes skipped;
    /// past the line's end when the string does not close.
    private func stringEnd(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            while index + Vector.scalarCount <= count {
                let vector = ByteVector.load(base, at: index)
                let found = ByteVector.bits(
                    (vector .== ByteVector.splat(ASCII.quote)) .| (vector .== ByteVector.splat(ASCII.backslash)))
                guard found != 0 else {
                    index += Vector.scalarCount
                    continue
                }
                let at = index + found.trailingZeroBitCount
                if bytes[at] == ASCII.quote { return at + 1 }
                index = at + 2
            }
        }
        while index < count, bytes[index] != ASCII.quote {
            index += bytes[index] == ASCII.backslash ? 2 : 1
        }
        return index + 1
    }

    /// Bit `i` set where byte `i` of `vector` is one of `{[(}])"<`.
    @inline(__always)
    private static func specials(in vector: Vector) -> UInt32 {
        // `(` and `)` differ in their lowest bit; `[` `{`, and `]` `}`, in their 0x20 bit.
        let folded = vector | ByteVector.splat(0x20)
        let found =
            ((vector | ByteVector.splat(1)) .== ByteVector.splat(ASCII.closeParen))
            .| (folded .== ByteVector.splat(ASCII.openBrace))
            .| (folded .== ByteVector.splat(ASCII.closeBrace))
            .| (vector .== ByteVector.splat(ASCII.quote))
            .| (vector .== ByteVector.splat(UInt8(ascii: "<")))
        return ByteVector.bits(found)
    }
}

/// What a byte is to the bracket scan.
private enum ByteKind: UInt8 {
    case plain, opening, closing, quote, angle

    /// A switch, not a table: a static table cost a `swift_once` at every byte visited.
    @inline(__always)
    static func of(_ byte: UInt8) -> ByteKind {
        switch byte {
        case ASCII.openBrace, ASCII.openBracket, ASCII.openParen: .opening
        case ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen: .closing
        case ASCII.quote: .quote
        case UInt8(ascii: "<"): .angle
        default: .plain
        }
    }
}
