import PushRouteCore

/// Values: containers, quoted strings (and the hybrids that run past their quotes), bare words.
extension LenientParser {
    /// Reads the value at `position` (after whitespace): a scalar is added to the innermost
    /// container at once, a container is opened.
    mutating func readValue(slot: SchemaSlot, typeless: Bool, swift: Bool = false) {
        if swift { skipSpaces() } else { skipTrivia() }
        guard position < end else {
            fail("expected a value")
            return
        }
        if literal == .objectiveC, text[position] == SourceLiteral.at {
            if readBoxedValue() { return }
            guard position < end else {
                fail("expected a value")
                return
            }
        }
        let start = position
        if !swift, Truncation.mayStartElision(text[start]), let elided = Truncation.elisionLength(text, at: start, end: end) {
            elideValue(length: elided)
            return
        }
        if !swift, Truncation.mayOpenWrappedElision(text[start]), let elided = Truncation.wrappedElisionLength(text, at: start, end: end) {
            elideValue(length: elided)
            return
        }
        switch text[start] {
        case ASCII.openBrace, ASCII.openBracket, ASCII.openParen:
            open(at: start, slot: slot, typeless: typeless)
        case ASCII.quote, ASCII.apostrophe:
            if swift, readSwiftQuoted(slot: slot) { return }
            if !swift {
                readQuoted(slot: slot, typeless: typeless)
                return
            }
            readSwiftRaw(slot: slot)
        case ASCII.lessThan where text.hasPrefix("<null>", at: start, end: end):
            mark(.nullMarker, at: start)
            position = start + 6
            attach(.null, at: locate ? locator.location(at: start) : nil)
        default:
            if swift {
                readSwiftRaw(slot: slot)
            } else if text[start] == 0xE2, let string = QuotedText.scanTypographic(text, at: start, end: end) {
                findings.append(.smartQuote(start..<string.contentStart))
                position = string.end
                attach(.string(string.decode(text, findings: &findings)), at: locate ? locator.location(at: start) : nil)
            } else if ASCII.isSeparatorOrCloser(text[start]) {
                fail("expected a value")
            } else {
                readWord(slot: slot, typeless: typeless)
            }
        }
    }

    /// A quoted string, or a hybrid that goes on past its closing quote: `"https"://host/...`
    /// is one string, and `"https":` followed by nothing is a value cut off at its colon.
    /// A rest holding quotes is not taken in: what follows the string is then an error.
    private mutating func readQuoted(slot: SchemaSlot, typeless: Bool) {
        let start = position
        let string = QuotedText.scan(text, at: start, end: end)
        position = string.end
        let location = locate ? locator.location(at: start) : nil
        if literal == .swift, string.hasEscapes {
            attach(.string(string.decode(text, findings: &findings, keepsInterpolation: true)), at: location)
            return
        }
        guard string.closed, position < end, !ASCII.endsValueWord(text[position]),
            text[position] != ASCII.quote, text[position] != ASCII.apostrophe
        else {
            attach(ValueTyping.quoted(string, text, typeless: typeless, slot: slot, findings: &findings), at: location)
            return
        }
        var restEnd = position
        while restEnd < end, !ASCII.endsValueWord(text[restEnd]) { restEnd += 1 }
        let rest = UnsafeRawBufferPointer(rebasing: text[position..<restEnd])
        guard !rest.contains(ASCII.quote), !rest.contains(ASCII.apostrophe) else {
            attach(ValueTyping.quoted(string, text, typeless: typeless, slot: slot, findings: &findings), at: location)
            return
        }
        var value = string.decode(text, findings: &findings)
        if rest.count == 1, rest[0] == ASCII.colon {
            value += ":"
            findings.append(.truncatedValue(start..<restEnd, kept: value))
        } else {
            let unquoted = String(decoding: rest, as: UTF8.self)
            value += unquoted
            findings.append(.fusedString(start..<string.end, rest: unquoted))
        }
        position = restEnd
        attach(.string(value), at: location)
    }

    /// A bare value: a JSON literal or number, or a word read as a string. It may hold
    /// single spaces between words (`Hello world`), never a line end.
    private mutating func readWord(slot: SchemaSlot, typeless: Bool) {
        let start = position
        var index = start
        while index < end, !ASCII.endsValueWord(text[index]) { index += 1 }
        var wordEnd = index
        while index < end, text[index] == ASCII.space || text[index] == ASCII.tab {
            var next = index
            while next < end, text[next] == ASCII.space || text[next] == ASCII.tab { next += 1 }
            guard next < end, continuesWord(at: next) else { break }
            index = next
            while index < end, !ASCII.endsValueWord(text[index]) { index += 1 }
            wordEnd = index
        }
        position = wordEnd
        let word = UnsafeRawBufferPointer(rebasing: text[start..<wordEnd])
        let location = locate ? locator.location(at: start) : nil
        attach(ValueTyping.unquoted(word, at: start, typeless: typeless, slot: slot, findings: &findings), at: location)
    }

    private func continuesWord(at offset: Int) -> Bool {
        let byte = text[offset]
        if ASCII.endsValueWord(byte) || byte == ASCII.quote || byte == ASCII.apostrophe { return false }
        if byte == ASCII.slash, offset + 1 < end, text[offset + 1] == ASCII.slash || text[offset + 1] == ASCII.star {
            return false
        }
        return true
    }
}
