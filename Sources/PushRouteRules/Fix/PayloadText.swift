import PushRouteCore
import PushRouteReader

/// A payload's place in its file's text, and how a rewritten payload is laid out so that it
/// keeps the file's indentation and line ends.
enum PayloadText {
    /// Whether the reader skipped text before or after the payload (a log line, a ticket's
    /// prose): a file holding it is never rewritten, since the text would be lost.
    static func hasSurroundingText(_ payload: ReadPayload) -> Bool {
        let prefix = RuleID(LenientRule.logPrefix)
        let suffix = RuleID(LenientRule.logSuffix)
        return payload.diagnostics.contains { $0.rule == prefix || $0.rule == suffix }
    }

    /// The bytes the rewrite of a file's only payload replaces: all but the whitespace
    /// around it, so that comments before and after it (repairs) and a byte order mark go,
    /// and the file's leading blank lines and final newline stay.
    static func range(in text: UnsafeRawBufferPointer) -> Range<Int>? {
        var start = 0
        if TextUTF8.byteOrderMarkLength(text) != 3 {
            while start < text.count, ASCII.isWhitespace(text[start]) { start += 1 }
        }
        var end = text.count
        while end > start, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        return start < end ? start..<end : nil
    }

    /// `value` as strict JSON laid out like `original`: the same indentation unit (spaces or
    /// a tab), one line when the original is one line, CR LF line ends when it has them.
    static func rewritten(_ value: JSONValue, like original: UnsafeRawBufferPointer) -> [UInt8] {
        let layout = Layout(original)
        var bytes: [UInt8] = []
        Jansson.encode(value, style: layout.style, into: &bytes)
        if layout.tabs { bytes = tabsForSpaces(bytes) }
        if layout.crlf { bytes = bytes.flatMap { $0 == ASCII.newline ? [ASCII.carriageReturn, ASCII.newline] : [$0] } }
        return bytes
    }

    /// What a payload's text shows of its layout.
    struct Layout {
        var style: JSONStyle
        var tabs = false
        var crlf = false

        init(_ text: UnsafeRawBufferPointer) {
            guard let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: 0) else {
                let colon = CLibraryBytes.firstIndex(of: ASCII.colon, in: text, from: 0)
                let spaced = colon.map { $0 + 1 < text.count && text[$0 + 1] == ASCII.space } ?? true
                style = spaced ? JSONStyle() : .record
                return
            }
            crlf = newline > 0 && text[newline - 1] == ASCII.carriageReturn
            style = JSONStyle(indent: 2)
            var lineStart = newline + 1
            while lineStart < text.count {
                var end = lineStart
                while end < text.count, text[end] == ASCII.space { end += 1 }
                if end < text.count, text[end] == ASCII.tab {
                    tabs = true
                    style = JSONStyle(indent: 1)
                    return
                }
                if end > lineStart, end < text.count, !ASCII.isWhitespace(text[end]) {
                    style = JSONStyle(indent: min(end - lineStart, 31))
                    return
                }
                guard let next = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: lineStart) else { return }
                lineStart = next + 1
            }
        }
    }

    /// Each line's leading spaces (one per level at indent 1) as tabs.
    private static func tabsForSpaces(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var atLineStart = true
        for byte in bytes {
            if atLineStart, byte == ASCII.space {
                result.append(ASCII.tab)
                continue
            }
            atLineStart = byte == ASCII.newline
            result.append(byte)
        }
        return result
    }
}
