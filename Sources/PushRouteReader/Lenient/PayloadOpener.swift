import PushRouteCore

/// Where a payload may start inside text: `{`; a `[` that opens Swift print or JSON; an
/// lldb tree root. Everything else is text around payloads (a log line's prefix, a ticket's prose).
enum PayloadOpener {
    /// The next opener at or after `offset`.
    static func next(in text: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        var index = offset
        while index < text.count {
            switch text[index] {
            case ASCII.openBrace: return index
            case ASCII.openBracket where bracketOpens(text, at: index): return index
            case 0xE2 where LLDBTreeReader.startsTree(text, at: index): return index
            default: index += 1
            }
        }
        return nil
    }

    /// `[AnyHashable(`, `["`, `[{`, `[[`, `[]`, `[:]` anywhere; `[1` or a `[` ending its line
    /// only at the start of a line. Never a `[` glued to a word, as in `Shop[812:3344]`.
    private static func bracketOpens(_ text: UnsafeRawBufferPointer, at index: Int) -> Bool {
        if index > 0, ASCII.isLetterOrDigit(text[index - 1]) { return false }
        var next = index + 1
        while next < text.count, ASCII.isHorizontalSpace(text[next]) { next += 1 }
        guard next < text.count, text[next] != ASCII.newline else { return isLineStart(text, index) }
        switch text[next] {
        case ASCII.quote, ASCII.apostrophe, ASCII.openBrace, ASCII.openBracket, ASCII.closeBracket: return true
        case ASCII.colon: return text.hasPrefix(":]", at: next)
        case ASCII.minus: return isLineStart(text, index)
        default:
            if text.hasPrefix("AnyHashable(", at: next) { return true }
            return ASCII.isDigit(text[next]) && isLineStart(text, index)
        }
    }

    private static func isLineStart(_ text: UnsafeRawBufferPointer, _ index: Int) -> Bool {
        var before = index
        while before > 0, ASCII.isHorizontalSpace(text[before - 1]) { before -= 1 }
        return before == 0 || text[before - 1] == ASCII.newline || (before == 3 && TextUTF8.byteOrderMarkLength(text) == 3)
    }

    /// Where to look again after a payload that could not be read: the next line that starts
    /// in its first column with something other than a closing bracket or a quote.
    static func resynchronizationPoint(in text: UnsafeRawBufferPointer, after offset: Int) -> Int {
        var index = text.lineEnd(from: min(offset, text.count), end: text.count) + 1
        while index < text.count {
            switch text[index] {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.newline, ASCII.closeBrace, ASCII.closeBracket,
                ASCII.closeParen, ASCII.quote, ASCII.apostrophe, ASCII.comma:
                index = text.lineEnd(from: index, end: text.count) + 1
            default:
                return index
            }
        }
        return text.count
    }
}
