import PushRouteCore

/// A string whose text is JSON written without escaping its quotes, often over several lines,
/// as people type a nested payload into an FCM body or a ticket (docs/pasted-forms.md §4.21):
///
///     "display_data":"{
///     "screen":"WALLET",
///     "title":"Hi"
///     }",
///
/// The quote after `{` would close the string. Read from the `{` (or `[`) to the bracket that
/// balances it, with the quoted strings inside skipped whole, the string ends at the quote
/// right after that bracket, when a separator, a closer or the line end follows it.
enum UnescapedJSONString {
    /// Whether the string `string` (its quote `"`) may be such a string: its text starts with
    /// `{` or `[` and it ended on its first line before any of that JSON closed: unterminated,
    /// or closed by the first inner quote (`"{"`) with no separator or closer after that quote
    /// (`"{", "b": "}"` is two strings, read as such).
    static func mayStart(_ string: QuotedText, _ text: UnsafeRawBufferPointer) -> Bool {
        guard string.quote == ASCII.quote, string.contentStart < string.contentEnd else { return false }
        let first = text[string.contentStart]
        guard first == ASCII.openBrace || first == ASCII.openBracket else { return false }
        if !string.closed { return true }
        for byte in string.content(text)
        where byte != ASCII.openBrace && byte != ASCII.openBracket && !ASCII.isWhitespace(byte) {
            return false
        }
        var next = string.end
        while next < text.count, text[next] == ASCII.space || text[next] == ASCII.tab { next += 1 }
        guard next < text.count else { return false }
        switch text[next] {
        case ASCII.comma, ASCII.closeBrace, ASCII.closeBracket, ASCII.colon, ASCII.newline, ASCII.carriageReturn,
            ASCII.semicolon:
            return false
        default:
            return true
        }
    }

    /// Just after the closing quote of the string whose opening quote is at `start`, reading
    /// at most `budget` bytes (lowered by those read); nil when the text does not close it so.
    static func end(_ text: UnsafeRawBufferPointer, at start: Int, end: Int, budget: inout Int) -> Int? {
        var index = start + 1
        var depth = 0
        let limit = min(end, start + 1 + max(budget, 0))
        defer { budget -= index - start }
        while index < limit {
            let byte = text[index]
            switch byte {
            case ASCII.openBrace, ASCII.openBracket:
                depth += 1
            case ASCII.closeBrace, ASCII.closeBracket:
                depth -= 1
                if depth == 0 { return closingQuote(text, after: index, end: end) }
            case ASCII.quote:
                let inner = QuotedText.scan(text, at: index, end: limit)
                guard inner.closed else { return nil }
                index = inner.end
                continue
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Just after the quote at `bracket + 1`, when a separator, a closer or the line end follows it.
    private static func closingQuote(_ text: UnsafeRawBufferPointer, after bracket: Int, end: Int) -> Int? {
        let quote = bracket + 1
        guard quote < end, text[quote] == ASCII.quote else { return nil }
        var next = quote + 1
        while next < end, text[next] == ASCII.space || text[next] == ASCII.tab { next += 1 }
        guard next < end else { return quote + 1 }
        switch text[next] {
        case ASCII.comma, ASCII.closeBrace, ASCII.closeBracket, ASCII.newline, ASCII.carriageReturn:
            return quote + 1
        default:
            return nil
        }
    }
}
