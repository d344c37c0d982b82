import PushRouteCore

/// A quoted string as it stands in the text: where its content lies and what decoding it needs.
struct QuotedText {
    /// The opening quote.
    var start: Int
    var contentStart: Int
    var contentEnd: Int
    /// Just after the closing quote; where an unterminated string stops (its line end).
    var end: Int
    var quote: UInt8
    var closed: Bool
    var hasEscapes: Bool
    var hasNonASCII: Bool
    var hasControl: Bool

    /// Scans the string whose opening quote (`"` or `'`) is at `start`. A string does not
    /// run past the end of its line: there it is taken as unterminated.
    static func scan(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> QuotedText {
        let quote = text[start]
        var index = start + 1
        var escapes = false, nonASCII = false, control = false, closed = false
        while index < end {
            let byte = text[index]
            if byte == quote {
                closed = true
                break
            }
            if byte == ASCII.backslash {
                escapes = true
                index += 2
                continue
            }
            if byte < 0x20 {
                if byte == ASCII.newline { break }
                control = true
            } else if byte >= 0x80 {
                nonASCII = true
            }
            index += 1
        }
        index = min(index, end)
        var contentEnd = index
        if !closed {
            while contentEnd > start + 1, text[contentEnd - 1] == ASCII.carriageReturn { contentEnd -= 1 }
            control = control && contentEnd > start + 1
        }
        return QuotedText(
            start: start, contentStart: start + 1, contentEnd: contentEnd, end: closed ? index + 1 : contentEnd,
            quote: quote, closed: closed, hasEscapes: escapes, hasNonASCII: nonASCII, hasControl: control)
    }

    /// The decoded text of the strict JSON string whose quote is at `start`, and the offset
    /// after it; nil when it is not closed on its line.
    static func strictString(_ text: UnsafeRawBufferPointer, at start: Int) -> (text: String, end: Int)? {
        guard start < text.count, text[start] == ASCII.quote else { return nil }
        let string = scan(text, at: start, end: text.count)
        guard string.closed else { return nil }
        var ignored: [Finding] = []
        return (string.decode(text, findings: &ignored), string.end)
    }

    func content(_ text: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[contentStart..<contentEnd])
    }

    /// The string's text, with its escapes decoded. What needed a repair is added to `findings`.
    func decode(_ text: UnsafeRawBufferPointer, findings: inout [Finding]) -> String {
        if quote == ASCII.apostrophe { findings.append(.singleQuotes(self)) }
        if !closed { findings.append(.unterminatedString(at: start, quote: quote)) }
        if hasControl, let byte = content(text).first(where: { $0 < 0x20 }) {
            findings.append(.controlCharacter(byte, at: start))
        }
        let raw = content(text)
        guard hasEscapes else { return StringEscapes.utf8(raw, at: start, findings: &findings) }
        return StringEscapes.decode(raw, quote: quote, at: contentStart, findings: &findings)
    }
}
