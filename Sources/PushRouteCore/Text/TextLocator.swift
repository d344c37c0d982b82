/// The one place that counts lines and columns: turns byte offsets into 1-based lines and
/// character columns of the original text, and line numbers into the text of the line
/// (the source line a diagnostic shows).
///
/// Queries are expected in increasing order, and each one only counts the bytes since the
/// previous one, so locating every token of a text, or showing every diagnostic's line,
/// costs one pass over it. A query behind the last one is still answered: from the start
/// of the current line when it lies on it, else by counting again from the origin. A byte
/// order mark at the very start is not a column, as an editor shows it.
public struct TextLocator {
    public let text: UnsafeRawBufferPointer
    private let origin: (offset: Int, line: Int, column: Int)
    private var offset: Int
    private var line: Int
    private var column: Int
    private var lineStart: Int
    /// The last line `lineText` gave: asked again (the records of an array pasted on one
    /// line), the same string is given, not copied again (`SourceLineCache` knows it).
    private var lastLine: (number: Int, text: String)?

    public init(
        _ text: UnsafeRawBufferPointer, offset: Int = 0, at location: SourceLocation = .init(line: 1, column: 1)
    ) {
        self.text = text
        var start = offset
        if start == 0, location.column == 1, TextUTF8.byteOrderMarkLength(text) == 3 { start = 3 }
        origin = (start, location.line, location.column)
        self.offset = start
        line = location.line
        column = location.column
        lineStart = start - (location.column - 1)
    }

    /// The offset the last query reached: queries at or after it only count the bytes between.
    public var reached: Int { offset }

    /// The line and column of the byte at `target`.
    public mutating func location(at target: Int) -> SourceLocation {
        if target < offset { rewind(to: target) }
        while offset + 8 <= target { countWord() }
        while offset < target {
            let byte = text[offset]
            offset += 1
            if byte == ASCII.newline {
                line += 1
                column = 1
                lineStart = offset
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The text of 1-based line `number`, without its line end (nor a byte order mark);
    /// nil when the text has fewer lines.
    public mutating func lineText(_ number: Int) -> String? {
        guard number >= origin.line else { return nil }
        if let lastLine, lastLine.number == number { return lastLine.text }
        if number < line { rewind(to: origin.offset) }
        while line < number {
            guard let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: max(offset, lineStart))
            else {
                return nil
            }
            offset = newline + 1
            line += 1
            column = 1
            lineStart = offset
        }
        let start = max(lineStart, origin.offset)
        var end = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: start) ?? text.count
        if end > start, text[end - 1] == ASCII.carriageReturn { end -= 1 }
        let lineText = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        lastLine = (number, lineText)
        return lineText
    }

    /// The byte offset of `target`: the reverse of `location(at:)`, moving forward from the
    /// last query as it does, so that locating many places in text order costs one pass (a
    /// place behind the last query is counted from the start of its line, or of the text).
    /// Nil when the text has no such line or column.
    public mutating func offset(of target: SourceLocation) -> Int? {
        if target.line < line || (target.line == line && target.column < column) {
            rewind(to: target.line == line ? lineStart : origin.offset)
            if target.line < line || (target.line == line && target.column < column) { return nil }
        }
        if line == target.line {
            // A query of `location(at:)` may have stopped inside a character it counted.
            while offset > lineStart, offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        while line < target.line {
            guard let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: max(offset, lineStart))
            else { return nil }
            offset = newline + 1
            line += 1
            column = 1
            lineStart = offset
        }
        while column < target.column {
            guard offset < text.count, text[offset] != ASCII.newline else { return nil }
            offset += 1
            while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The byte offset of `location` in `text`, counted as `location(at:)` counts (a byte
    /// order mark at the start is not a column): the reverse of it, for the few places that
    /// edit the text a diagnostic points into. Nil when the text has no such line or column.
    public static func offset(of location: SourceLocation, in text: UnsafeRawBufferPointer) -> Int? {
        var offset = TextUTF8.byteOrderMarkLength(text) == 3 ? 3 : 0
        for _ in 1..<max(location.line, 1) {
            guard let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: offset) else { return nil }
            offset = newline + 1
        }
        for _ in 1..<max(location.column, 1) {
            guard offset < text.count, text[offset] != ASCII.newline else { return nil }
            offset += 1
            while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// Counts the 8 bytes at `offset` at once: their line feeds, and the characters (bytes
    /// that do not continue a UTF-8 sequence) after the last of them.
    private mutating func countWord() {
        let word = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let newlines = Self.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
        if newlines == 0 {
            column += 8 - Self.continuationBytes(word)
        } else {
            line += newlines.nonzeroBitCount
            let last = (63 - newlines.leadingZeroBitCount) / 8
            lineStart = offset + last + 1
            column = 1 + (7 - last) - Self.continuationBytes(word >> UInt64(8 * (last + 1)))
        }
        offset += 8
    }

    /// The high bit of each byte of `word` that is zero, and no other bit.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        return ~(((word & low) &+ low) | word | low)
    }

    /// How many bytes of `word` are `10xxxxxx`.
    private static func continuationBytes(_ word: UInt64) -> Int {
        (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }

    private mutating func rewind(to target: Int) {
        if target >= lineStart, lineStart >= origin.offset {
            offset = lineStart
            column = 1
            return
        }
        offset = origin.offset
        line = origin.line
        column = origin.column
        lineStart = origin.offset - (origin.column - 1)
    }
}
