/// The lines of a whole input, indexed once so that each diagnostic's source line is found
/// without scanning the input again.
public struct SourceLines {
    private let text: UnsafeRawBufferPointer
    private var starts: [Int] = []

    public init(_ text: UnsafeRawBufferPointer) { self.text = text }

    /// The text of 1-based line `number`, without its line end (nor a byte order mark).
    public mutating func line(_ number: Int) -> String? {
        if starts.isEmpty { index() }
        guard number >= 1, number <= starts.count else { return nil }
        var start = starts[number - 1]
        if number == 1 { start = TextUTF8.byteOrderMarkLength(text) }
        var end = number < starts.count ? starts[number] - 1 : text.count
        if end > start, text[end - 1] == ASCII.carriageReturn { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<max(start, end)]), as: UTF8.self)
    }

    private mutating func index() {
        starts = [0]
        for offset in 0..<text.count where text[offset] == ASCII.newline { starts.append(offset + 1) }
    }
}
