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
    /// The line break dropped from a wrapped string (`joiningWrappedLine`), inside the content.
    var wrap: Range<Int>? = nil

    /// Scans the string whose opening quote (`"` or `'`) is at `start`. A string does not
    /// run past the end of its line: there it is taken as unterminated.
    static func scan(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> QuotedText {
        let quote = text[start]
        var index = start + 1
        var escapes = false
        var nonASCII = false
        var control = false
        var closed = false
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
    /// `keepsInterpolation`: a Swift literal's `\(...)` is kept as written.
    func decode(_ text: UnsafeRawBufferPointer, findings: inout [Finding], keepsInterpolation: Bool = false) -> String {
        if quote == ASCII.apostrophe { findings.append(.singleQuotes(self)) }
        if !closed { findings.append(.unterminatedString(at: start, quote: quote)) }
        let head = contentStart..<(wrap?.lowerBound ?? contentEnd)
        if hasControl, let byte = text[head].first(where: { $0 < 0x20 }) {
            findings.append(.controlCharacter(byte, at: start))
        }
        guard let wrap else { return decodeContent(text, head, from: start, findings: &findings, keepsInterpolation) }
        findings.append(.wrappedString(wrap))
        return decodeContent(text, head, from: start, findings: &findings, keepsInterpolation)
            + decodeContent(
                text, wrap.upperBound..<contentEnd, from: wrap.upperBound, findings: &findings, keepsInterpolation)
    }

    /// `range` of the content decoded; `from`: where a repair inside it is reported without
    /// escapes (the opening quote, for the content's first part).
    private func decodeContent(
        _ text: UnsafeRawBufferPointer, _ range: Range<Int>, from: Int, findings: inout [Finding],
        _ keepsInterpolation: Bool
    ) -> String {
        let raw = UnsafeRawBufferPointer(rebasing: text[range])
        guard hasEscapes else { return StringEscapes.utf8(raw, at: from, findings: &findings) }
        return StringEscapes.decode(
            raw, quote: quote, at: range.lowerBound, findings: &findings, keepsInterpolation: keepsInterpolation)
    }
}

extension QuotedText {
    /// The longest continuation looked for on the next line (a wrapped key or value is short).
    static let maxWrappedBytes = 256

    /// This string, closed on the next line, when it was left open at its line's end and the
    /// next line holds its closing quote before a separator or a closer (`after`), with no quote,
    /// backslash or control character before it: a terminal or a page wrapped the line inside
    /// the string (`"foreground` then `": true`; docs/pasted-forms.md §6). The line break is
    /// dropped (`wrapped-string`). Otherwise the string as it is. Looks at most
    /// `maxWrappedBytes` bytes.
    func joiningWrappedLine(_ text: UnsafeRawBufferPointer, end: Int, after: [UInt8]) -> QuotedText {
        guard !closed, contentEnd > contentStart else { return self }
        var lineBreak = contentEnd
        while lineBreak < end, text[lineBreak] == ASCII.carriageReturn { lineBreak += 1 }
        guard lineBreak < end, text[lineBreak] == ASCII.newline else { return self }
        let next = lineBreak + 1
        var index = next
        var nonASCII = hasNonASCII
        while index < min(end, next + Self.maxWrappedBytes), text[index] != quote {
            let byte = text[index]
            if byte < 0x20 || byte == ASCII.backslash || byte == ASCII.quote || byte == ASCII.apostrophe { return self }
            if byte >= 0x80 { nonASCII = true }
            index += 1
        }
        guard index < end, text[index] == quote else { return self }
        var following = index + 1
        while following < end, text[following] == ASCII.space || text[following] == ASCII.tab { following += 1 }
        guard following < end, after.contains(text[following]) else { return self }
        var joined = self
        joined.wrap = contentEnd..<next
        joined.contentEnd = index
        joined.end = index + 1
        joined.closed = true
        joined.hasNonASCII = nonASCII
        return joined
    }
}

extension QuotedText {
    /// A string opened by a typographic quote (`“`, `”`, `‘` or `’`, as word processors and
    /// chat tools rewrite `"` and `'`), closed by the next quote of either kind on its line;
    /// `nil` when none opens at `start`.
    static func scanTypographic(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> QuotedText? {
        guard let single = typographicQuote(text, at: start, end: end) else { return nil }
        var index = start + 3
        var closed = false
        var closeLength = 0
        var nonASCII = false
        while index < end, text[index] != ASCII.newline {
            if text[index] == (single ? ASCII.apostrophe : ASCII.quote) {
                closed = true
                closeLength = 1
                break
            }
            if let other = typographicQuote(text, at: index, end: end), other == single {
                closed = true
                closeLength = 3
                break
            }
            if text[index] >= 0x80 { nonASCII = true }
            index += 1
        }
        var contentEnd = index
        if !closed { while contentEnd > start + 3, text[contentEnd - 1] == ASCII.carriageReturn { contentEnd -= 1 } }
        return QuotedText(
            start: start, contentStart: start + 3, contentEnd: contentEnd,
            end: closed ? index + closeLength : contentEnd,
            quote: ASCII.quote, closed: closed, hasEscapes: false, hasNonASCII: nonASCII, hasControl: false)
    }

    /// `true` for `‘` or `’`, `false` for `“` or `”`, `nil` for anything else.
    private static func typographicQuote(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Bool? {
        guard offset + 2 < end, text[offset] == 0xE2, text[offset + 1] == 0x80 else { return nil }
        switch text[offset + 2] {
        case 0x9C, 0x9D: return false
        case 0x98, 0x99: return true
        default: return nil
        }
    }
}
