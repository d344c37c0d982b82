import PushRouteCore

/// A position in one line of bytes, moved on by the small matches a log header is made of.
/// Each match either consumes what it matched and returns true, or leaves the position alone.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    var index: Int

    init(_ bytes: UnsafeRawBufferPointer, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    // The matches are inlined: a header is a dozen of them, and every line of a log has one.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// Between `min` and `max` decimal digits.
    @inline(__always)
    mutating func digits(min: Int = 1, max: Int = .max) -> Bool {
        var end = index
        while end < bytes.count, end - index < max, ASCII.isDigit(bytes[end]) { end += 1 }
        guard end - index >= min else { return false }
        index = end
        return true
    }

    /// At least `min` spaces.
    mutating func spaces(min: Int = 1) -> Bool {
        var end = index
        while end < bytes.count, bytes[end] == ASCII.space { end += 1 }
        guard end - index >= min else { return false }
        index = end
        return true
    }

    /// `0x` and hexadecimal digits.
    mutating func hexNumber() -> Bool {
        let start = index
        guard take("0x"), hexDigits() else {
            index = start
            return false
        }
        return true
    }

    mutating func hexDigits() -> Bool {
        var end = index
        while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
        guard end > index else { return false }
        index = end
        return true
    }

    /// A run of bytes other than space and tab; its range.
    mutating func word() -> Range<Int>? {
        var end = index
        while end < bytes.count, !ASCII.isHorizontalSpace(bytes[end]) { end += 1 }
        guard end > index else { return nil }
        defer { index = end }
        return index..<end
    }

    /// Letters only (ASCII), between `min` and `max` of them.
    mutating func letters(min: Int = 1, max: Int = .max) -> Range<Int>? {
        var end = index
        while end < bytes.count, end - index < max, ASCII.isLetter(bytes[end]) { end += 1 }
        guard end - index >= min else { return nil }
        defer { index = end }
        return index..<end
    }

    /// The offset of `byte` from here on, before the line ends.
    func find(_ byte: UInt8) -> Int? {
        CLibraryBytes.firstIndex(of: byte, in: bytes, from: index)
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        ASCII.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
