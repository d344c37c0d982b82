/// Turns byte offsets into 1-based lines and character columns of the original text.
///
/// Queries are expected in increasing order, and each one only counts the bytes since the
/// previous one, so locating every token of a text costs one pass over it. A query behind
/// the last one is still answered: from the start of the current line when it lies on it,
/// else by counting again from the origin. A byte order mark at the very start is not a
/// column, as an editor shows it.
struct TextLocator {
    let text: UnsafeRawBufferPointer
    private let origin: (offset: Int, line: Int, column: Int)
    private var offset: Int
    private var line: Int
    private var column: Int
    private var lineStart: Int

    init(_ text: UnsafeRawBufferPointer, offset: Int = 0, at location: SourceLocation = .init(line: 1, column: 1)) {
        self.text = text
        var start = offset
        if start == 0, location.column == 1, TextUTF8.byteOrderMarkLength(text) == 3 { start = 3 }
        origin = (start, location.line, location.column)
        self.offset = start
        line = location.line
        column = location.column
        lineStart = start - (location.column - 1)
    }

    /// The line and column of the byte at `target`.
    mutating func location(at target: Int) -> SourceLocation {
        if target < offset { rewind(to: target) }
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
