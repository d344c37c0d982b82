/// Small facts about UTF-8 text.
public enum TextUTF8 {
    /// 3 when `bytes` starts with a UTF-8 byte order mark, else 0.
    public static func byteOrderMarkLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The offset of the first byte that is not JSON whitespace, after a byte order mark.
    public static func firstNonBlank(_ bytes: UnsafeRawBufferPointer) -> Int {
        firstNonWhitespace(bytes, from: byteOrderMarkLength(bytes))
    }

    /// The offset of the first byte from `start` on that is not JSON whitespace: where
    /// jansson starts to read. A byte order mark is not skipped.
    public static func firstNonWhitespace(_ bytes: UnsafeRawBufferPointer, from start: Int = 0) -> Int {
        var offset = start
        while offset < bytes.count, ASCII.isWhitespace(bytes[offset]) { offset += 1 }
        return offset
    }

    /// Whether `bytes` hold only whitespace (and perhaps a byte order mark).
    public static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstNonBlank(bytes) == bytes.count
    }

    /// The text of 1-based line `number` in `bytes`, without its line end (a one-off
    /// look-up; for many, use one `TextLocator`).
    public static func line(_ number: Int, in bytes: UnsafeRawBufferPointer) -> String? {
        var lines = TextLocator(bytes)
        return lines.lineText(number)
    }
}
