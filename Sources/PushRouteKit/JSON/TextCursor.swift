/// Walks UTF-8 bytes and keeps the 1-based line and character column of its position.
/// A CR LF pair and a lone LF each end a line; a byte order mark is not a column.
public struct TextCursor {
    public let bytes: UnsafeRawBufferPointer
    public private(set) var offset: Int
    public private(set) var line: Int
    public private(set) var column: Int

    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0, at location: SourceLocation = .init(line: 1, column: 1)) {
        self.bytes = bytes
        self.offset = offset
        self.line = location.line
        self.column = location.column
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }
    public var isAtEnd: Bool { offset >= bytes.count }
    public var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    public func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    /// Moves past one byte, updating line and column.
    public mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Steps over a UTF-8 byte order mark at the cursor, which takes no column.
    public mutating func skipByteOrderMark() {
        let remaining = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        offset += TextUTF8.byteOrderMarkLength(remaining)
    }

    public mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Moves forward to `target`, counting every line on the way.
    public mutating func advance(to target: Int) {
        while offset < min(target, bytes.count) { advance() }
    }

    public mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }
}
