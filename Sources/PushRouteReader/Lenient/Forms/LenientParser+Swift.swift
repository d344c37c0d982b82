import PushRouteCore

/// Swift's print of a dictionary: `[AnyHashable("key"): value, ...]` (or `["key": value]`),
/// whose string values are unquoted and may hold spaces and commas, and whose nested
/// dictionaries are NSDictionary descriptions.
extension LenientParser {
    /// Decides what the `[` on top of the stack opens, from its first entry.
    mutating func decideBracket() {
        let top = stack.count - 1
        if literal == .swift {
            decideLiteralBracket()
            return
        }
        if text.hasPrefix("AnyHashable(", at: position, end: end) {
            stack[top].kind = .swiftDictionary
            stack[top].typeless = true
            return
        }
        if text[position] == ASCII.colon {
            var next = position + 1
            while next < end, ASCII.isWhitespace(text[next]) { next += 1 }
            if next < end, text[next] == ASCII.closeBracket {
                position = next
                stack[top].kind = .swiftDictionary
                return
            }
        }
        if startsKeyListing() {
            findings.append(.keyListing(at: stack[top].start))
            stack[top].kind = .object
            return
        }
        if startsHashRocketEntry() {
            stack[top].kind = .object
            return
        }
        if text[position] == ASCII.quote {
            let key = QuotedText.scan(text, at: position, end: end)
            var next = key.end
            while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
            if key.closed, next < end, text[next] == ASCII.colon {
                stack[top].kind = .swiftDictionary
                stack[top].typeless = true
                stack[top].quotedSwiftKeys = true
                return
            }
        }
        stack[top].kind = .array
        usesJSONSyntax = true
    }

    /// Whether the bracket's first entry is a quoted key and `=>`: PHP's short array
    /// (`['alert' => 'Hi', 'badge' => 1]`), a dictionary (docs/pasted-forms.md §4.17).
    private func startsHashRocketEntry() -> Bool {
        guard text[position] == ASCII.quote || text[position] == ASCII.apostrophe else { return false }
        let key = QuotedText.scan(text, at: position, end: end)
        var next = key.end
        while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
        return key.closed && next + 1 < end && text[next] == ASCII.equals && text[next + 1] == UInt8(ascii: ">")
    }

    /// A `[` that ends its line, followed by `key: value` lines without separators (the
    /// first entry's line ends with no `,`): a listing of one dictionary (§4.17), whose key is
    /// a word or a quoted string followed by `:` and a blank.
    private func startsKeyListing() -> Bool {
        let open = stack[stack.count - 1].start
        guard text.lineEnd(from: open, end: position) < position else { return false }
        var index = position
        if text[index] == ASCII.quote || text[index] == ASCII.apostrophe {
            let key = QuotedText.scan(text, at: index, end: end)
            guard key.closed else { return false }
            index = key.end
        } else {
            while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
            guard index > position else { return false }
        }
        guard index + 1 < end, text[index] == ASCII.colon, ASCII.isWhitespace(text[index + 1]) else { return false }
        let lineEnd = text.lineEnd(from: index, end: end)
        var last = lineEnd
        while last > index, ASCII.isWhitespace(text[last - 1]) { last -= 1 }
        return text[last - 1] != ASCII.comma
    }

    /// In a Swift literal, `[ "key": value, ... ]` and `[:]` are dictionaries whose values are
    /// typed as in JSON; anything else is an array (docs/pasted-forms.md §4.12).
    private mutating func decideLiteralBracket() {
        let top = stack.count - 1
        var isDictionary = false
        if text[position] == ASCII.colon {
            var next = position + 1
            while next < end, ASCII.isWhitespace(text[next]) { next += 1 }
            if next < end, text[next] == ASCII.closeBracket {
                position = next
                isDictionary = true
            }
        } else if text[position] == ASCII.quote {
            let key = QuotedText.scan(text, at: position, end: end)
            var next = key.end
            while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
            isDictionary = key.closed && next < end && text[next] == ASCII.colon
        }
        isDictionary = isDictionary || startsHashRocketEntry()
        stack[top].kind = isDictionary ? .object : .array
    }

    /// `AnyHashable("key"): value` or `"key": value`.
    mutating func readSwiftEntry() {
        let top = stack.count - 1
        let start = position
        if Self.isCutPrefix("AnyHashable(", of: text, at: start, end: end) {
            position = end
            failUnclosed()
            return
        }
        if text.hasPrefix("AnyHashable(", at: start, end: end) {
            position = start + 12
            skipSpaces()
            guard readSwiftKey(until: ASCII.closeParen) else { return }
            skipSpaces()
            guard position < end, text[position] == ASCII.closeParen else {
                fail("expected ')' after the key of 'AnyHashable('")
                return
            }
            position += 1
        } else if text[start] == ASCII.quote {
            guard readSwiftKey(until: ASCII.colon) else { return }
        } else {
            fail("expected 'AnyHashable(' or a quoted key")
            return
        }
        stack[top].pendingKeyLocation = locate ? locator.location(at: start) : nil
        skipSpaces()
        guard position < end, text[position] == ASCII.colon else {
            fail("expected ':' after the key \(Quoting.quoted(stack[top].pendingKey))")
            return
        }
        position += 1
        keysRead += 1
        readValue(slot: stack[top].entrySlot, typeless: true, swift: true)
    }

    /// A quoted key, or an unquoted one (`AnyHashable(42)`) up to `terminator`.
    private mutating func readSwiftKey(until terminator: UInt8) -> Bool {
        let top = stack.count - 1
        guard position < end else {
            fail("expected a key")
            return false
        }
        if text[position] == ASCII.quote {
            let key = QuotedText.scan(text, at: position, end: end)
            stack[top].pendingKey = key.decode(text, findings: &findings)
            position = key.end
            return true
        }
        let start = position
        while position < end, text[position] != terminator, text[position] != ASCII.newline { position += 1 }
        let range = Self.trimmed(UnsafeRawBufferPointer(rebasing: text[start..<position])).shifted(by: start)
        stack[top].pendingKey = String(decoding: UnsafeRawBufferPointer(rebasing: text[range]), as: UTF8.self)
        return true
    }

    /// A quoted value that ends the entry; `false` (nothing read) when text follows its quote.
    mutating func readSwiftQuoted(slot: SchemaSlot) -> Bool {
        let start = position
        let string = QuotedText.scan(text, at: start, end: end)
        var next = string.end
        while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
        guard string.closed, next >= end || [ASCII.comma, ASCII.closeBracket, ASCII.newline].contains(text[next]) else {
            return false
        }
        position = string.end
        let location = locate ? locator.location(at: start) : nil
        attach(ValueTyping.quoted(string, text, typeless: true, slot: slot, findings: &findings), at: location)
        return true
    }

    /// An unquoted value: it runs to the next entry (`, AnyHashable(`), or to the `]` that
    /// ends the dictionary on its line.
    mutating func readSwiftRaw(slot: SchemaSlot) {
        let start = position
        let valueEnd = swiftValueEnd(from: start)
        let range = Self.trimmed(UnsafeRawBufferPointer(rebasing: text[start..<valueEnd])).shifted(by: start)
        guard !range.isEmpty else {
            fail("expected a value")
            return
        }
        let word = UnsafeRawBufferPointer(rebasing: text[range])
        position = valueEnd
        let location = locate ? locator.location(at: start) : nil
        if word.count == 6, word.hasPrefix("<null>", at: 0) {
            mark(.nullMarker, at: start)
            attach(.null, at: location)
            return
        }
        attach(ValueTyping.unquoted(word, at: start, typeless: true, slot: slot, findings: &findings), at: location)
    }

    /// Where an unquoted value ends: before the `,` that the next entry follows (on the same
    /// line or the next, past the comment marker), before a line end that the next entry or
    /// the dictionary's `]` follows, or before the `]` that ends the dictionary on the line.
    private func swiftValueEnd(from start: Int) -> Int {
        let quotedKeys = stack[stack.count - 1].quotedSwiftKeys
        var index = start
        while index < end, text[index] != ASCII.newline {
            if text[index] == ASCII.comma {
                var next = index + 1
                while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
                if next < end, text[next] == ASCII.newline { next = nextLineContent(after: next) }
                if startsSwiftEntry(at: next, quotedKeys: quotedKeys) { return index }
            }
            index += 1
        }
        var close = index
        while close > start, text[close - 1] != ASCII.closeBracket { close -= 1 }
        guard close > start else { return index }
        close -= 1
        while close > start, text[close - 1] == ASCII.closeBracket { close -= 1 }
        return close
    }

    /// Whether the input ends at `offset` with the start of `literal` (a key cut off).
    static func isCutPrefix(_ literal: StaticString, of text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Bool
    {
        let length = end - offset
        guard end == text.count, length > 0, length < literal.utf8CodeUnitCount else { return false }
        let pattern = literal.utf8Start
        for index in 0..<length where text[offset + index] != pattern[index] { return false }
        return true
    }

    /// Whether `offset` starts an entry of a Swift print: `AnyHashable(`, or a quoted key and
    /// `:` (or, at the end of the input, the start of `AnyHashable(`).
    private func startsSwiftEntry(at offset: Int, quotedKeys: Bool) -> Bool {
        guard offset < end else { return false }
        if text.hasPrefix("AnyHashable(", at: offset, end: end)
            || Self.isCutPrefix("AnyHashable(", of: text, at: offset, end: end)
        {
            return true
        }
        guard quotedKeys, text[offset] == ASCII.quote else { return false }
        let key = QuotedText.scan(text, at: offset, end: end)
        var next = key.end
        while next < end, ASCII.isHorizontalSpace(text[next]) { next += 1 }
        return key.closed && next < end && text[next] == ASCII.colon
    }

    /// The first byte of content after the line end at `newline`: past blank lines, and the
    /// blanks and comment marker that start a line.
    private func nextLineContent(after newline: Int) -> Int {
        var index = newline
        while index < end, ASCII.isWhitespace(text[index]) {
            if text[index] == ASCII.newline, let marker = mode.marker,
                let after = marker.skip(in: text, lineStart: index + 1, end: end)
            {
                index = after
            } else {
                index += 1
            }
        }
        return index
    }
}
