import PushRouteCore

/// Object members: keys, their separators, and the hybrids that fuse them into quotes.
extension LenientParser {
    /// How a member's key was read.
    enum KeyReading {
        /// A key and its separator; the value follows. `typeless` after `=` or a fused separator.
        case key(typeless: Bool)
        /// A whole `key = value` pair in one quoted string, already added.
        case pair
    }

    mutating func readMember() {
        if text[position] == UInt8(ascii: "i"), let length = Self.collectionIfLength(text, at: position, end: end) {
            findings.append(.collectionIf(position..<(position + length.condition)))
            position += length.whole
        }
        guard let reading = readKey() else { return }
        guard case .key(let typeless) = reading else { return }
        let top = stack.count - 1
        readValue(slot: stack[top].entrySlot, typeless: typeless || stack[top].typeless)
    }

    /// The length of a Dart collection `if` before a member (`if (date != null) 'date': d`, §4.8):
    /// to the condition's `)`, and to the key after it; nil when there is none. The condition is
    /// at most 256 bytes on its line, its parentheses balanced.
    static func collectionIfLength(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> (
        condition: Int, whole: Int
    )? {
        guard text.hasPrefix("if", at: start, end: end) else { return nil }
        var index = start + 2
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, text[index] == ASCII.openParen else { return nil }
        var depth = 0
        while index < end, index - start < 256, text[index] != ASCII.newline {
            if text[index] == ASCII.openParen { depth += 1 }
            if text[index] == ASCII.closeParen {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < end, depth == 0, text[index] == ASCII.closeParen else { return nil }
        let condition = index + 1 - start
        index += 1
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, text[index] == ASCII.quote || text[index] == ASCII.apostrophe else { return nil }
        return (condition, index - start)
    }

    /// Reads a key and its separator into the top frame's pending key.
    private mutating func readKey() -> KeyReading? {
        let top = stack.count - 1
        if literal == .objectiveC, text[position] == SourceLiteral.at, position + 1 < end,
            text[position + 1] == ASCII.quote
        {
            position += 1
        }
        let start = position
        let findingsBefore = findings.count
        let byte = text[start]
        var quoted: QuotedText?
        var word = false
        if byte == ASCII.quote || byte == ASCII.apostrophe {
            let string = QuotedText.scan(text, at: start, end: end).joiningWrappedLine(
                text, end: end, after: [ASCII.colon, ASCII.equals])
            if !string.closed, let separator = unterminatedKeyEnd(string) {
                position = separator
            } else {
                stack[top].pendingKey = string.decode(text, findings: &findings)
                position = string.end
                quoted = string
            }
        } else if byte == 0xE2, let string = QuotedText.scanTypographic(text, at: start, end: end) {
            findings.append(.smartQuote(start..<string.contentStart))
            stack[top].pendingKey = string.decode(text, findings: &findings)
            position = string.end
        } else if !ASCII.endsKeyWord(byte) {
            var index = start
            while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
            if !stack[top].goStruct { mark(.unquotedKey, at: start) }
            stack[top].pendingKey = key
            position = index
            word = true
        } else {
            if byte == ASCII.openParen, skipsTrailingNote(from: start, findingsBefore: findingsBefore) { return nil }
            fail("expected a key or '\(character(stack[top].closer))'")
            return nil
        }
        stack[top].pendingKeyLocation = locate ? locator.location(at: start) : nil
        lastKeyWasWord = word
        skipTrivia()
        if position < end {
            switch text[position] {
            case ASCII.colon:
                position += 1
                usesJSONSyntax = true
                keysRead += 1
                return .key(typeless: false)
            case ASCII.equals where position + 1 < end && text[position + 1] == UInt8(ascii: ">"):
                // Ruby's or PHP's `"key" => value` (§4.17): a typed separator, as JSON's ':'.
                findings.append(.hashRocket(at: position))
                position += 2
                usesJSONSyntax = true
                keysRead += 1
                return .key(typeless: false)
            case ASCII.equals:
                mark(.equalsSeparator, at: position)
                position += 1
                keysRead += 1
                return .key(typeless: true)
            case ASCII.openBrace where word:
                // `aps {`, typed by hand: the dictionary after the key is its value (§4.5).
                findings.append(.missingSeparator(key: stack[top].pendingKey, at: position))
                if top == 0, missingBraces { rootWordKeys = true }
                keysRead += 1
                return .key(typeless: false)
            default: break
            }
        }
        if let quoted, let reading = readFusedKey(quoted) {
            keysRead += 1
            return reading
        }
        if word, skipsTrailingNote(from: start, findingsBefore: findingsBefore) { return nil }
        if word, readsShorthand(start) { return .pair }
        if word, stopsBeforeProse(at: start) { return nil }
        fail("expected ':' or '=' after the key \(Quoting.quoted(stack[top].pendingKey))")
        return nil
    }

    /// JavaScript's shorthand property, a name alone before `,` or the object's closer
    /// (`{ data: {…}, token }`: the value of the variable `token`): a member whose value is
    /// code, the opaque string `<expression: token>` (§4.17). Only after a member with its
    /// separator in the same object, in JavaScript's syntax (no `=` or `;`), and not as a note
    /// after a separator on its line: braces in prose (`{a, b}`) start no payload. First in its
    /// object only as code lays it out: the `{` ends its line and the name and its `,` are the
    /// next line's whole text (`messaging.send({` then `  token,`).
    private mutating func readsShorthand(_ start: Int) -> Bool {
        let top = stack.count - 1
        guard stack[top].kind == .object, !usesOpenStepSyntax, position < end,
            text[position] == ASCII.comma || text[position] == stack[top].closer
        else { return false }
        if stack[top].object.isEmpty {
            guard text[position] == ASCII.comma, endsLine(after: stack[top].start + 1),
                endsLine(after: position + 1)
            else { return false }
        } else if !usesJSONSyntax {
            return false
        }
        var stop = start
        while stop < end, !ASCII.endsKeyWord(text[stop]) { stop += 1 }
        unmark(from: start)
        findings.append(.expressionValue(start..<stop))
        attach(.string(ExpressionValue.string(stack[top].pendingKey)), at: locate ? locator.location(at: start) : nil)
        return true
    }

    /// Whether only blanks stand between `offset` and the end of its line.
    private func endsLine(after offset: Int) -> Bool {
        var index = offset
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        return index == end || text[index] == ASCII.newline
    }

    /// A key whose closing quote is missing, its separator inside the unclosed string
    /// (`"ct_ContentSlider: {`, as in a vendor README): the key is the text before the first
    /// `:` or `=`, with an `unterminated-key` repair; returns the separator's offset, or `nil`
    /// when the string holds none (docs/pasted-forms.md §4.17).
    private mutating func unterminatedKeyEnd(_ string: QuotedText) -> Int? {
        let raw = string.content(text)
        guard let separator = raw.firstIndex(where: { $0 == ASCII.colon || $0 == ASCII.equals }), !string.hasEscapes
        else { return nil }
        let name = Self.trimmedEnd(UnsafeRawBufferPointer(rebasing: raw[0..<separator]))
        guard name > 0 else { return nil }
        let key = String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<name]), as: UTF8.self)
        stack[stack.count - 1].pendingKey = key
        findings.append(.unterminatedKey(key: key, at: string.contentStart + name))
        return string.contentStart + separator
    }

    /// Text after an entry's separator, on the same line, that starts no entry is a note
    /// (`type = 1; 1 means system`), skipped to the line end; so is a note in parentheses that
    /// ends the line, as API references annotate a field's type (`"appId": 12, (number)`).
    /// Returns whether it was one.
    private mutating func skipsTrailingNote(from start: Int, findingsBefore: Int) -> Bool {
        let separator = separatorEnd
        guard separator >= 0, separator <= start, text.lineEnd(from: separator, end: start) == start else {
            return false
        }
        let (lineEnd, bracket) = lineAhead(from: start)
        if bracket < lineEnd, !(bracket == start && endsLineInParentheses(start, lineEnd)) { return false }
        var shown = lineEnd
        while shown > start, ASCII.isWhitespace(text[shown - 1]) { shown -= 1 }
        findings.removeSubrange(findingsBefore...)
        unmark(from: start)
        findings.append(.trailingNote(start..<shown))
        position = lineEnd
        separatorEnd = -1
        return true
    }

    /// Whether the `(` at `start` closes before `lineEnd` with no other bracket inside, and only
    /// blanks follow it on the line: `(number)`, `(optional)`.
    private func endsLineInParentheses(_ start: Int, _ lineEnd: Int) -> Bool {
        var index = start + 1
        while index < lineEnd, text[index] != ASCII.closeParen {
            if ASCII.isBracket(text[index]) { return false }
            index += 1
        }
        guard index < lineEnd else { return false }
        index += 1
        while index < lineEnd, ASCII.isWhitespace(text[index]) { index += 1 }
        return index == lineEnd
    }

    /// The end of the line of `start`, and the first bracket on it at or after `start` (the
    /// line end when there is none). Kept for the line: a line of many word keys (`{a: x, x,
    /// x, …}`) asks for each, and each answer from `start` on is the same.
    private mutating func lineAhead(from start: Int) -> (lineEnd: Int, bracket: Int) {
        if start >= lineAheadMemo.from, start <= lineAheadMemo.bracket {
            return (lineAheadMemo.lineEnd, lineAheadMemo.bracket)
        }
        let lineEnd = text.lineEnd(from: start, end: end)
        var bracket = start
        while bracket < lineEnd, !ASCII.isBracket(text[bracket]) { bracket += 1 }
        lineAheadMemo = (start, lineEnd, bracket)
        return (lineEnd, bracket)
    }

    /// The hybrids of the design note: `"alert ="` (key and separator in one string),
    /// `"__name__""="""` (the separator in its own quotes), `"body = message"` (a whole pair).
    private mutating func readFusedKey(_ key: QuotedText) -> KeyReading? {
        let top = stack.count - 1
        let raw = key.content(text)
        let trimmed = Self.trimmedEnd(raw)
        if trimmed > 1, raw[trimmed - 1] == ASCII.equals || raw[trimmed - 1] == ASCII.colon {
            let name = Self.trimmedEnd(UnsafeRawBufferPointer(rebasing: raw[0..<(trimmed - 1)]))
            if name > 0 {
                stack[top].pendingKey = decode(UnsafeRawBufferPointer(rebasing: raw[0..<name]), of: key)
                findings.append(.fusedKeyValue(key.start..<key.end, key: stack[top].pendingKey))
                return .key(typeless: true)
            }
        }
        if position < end, text[position] == ASCII.quote {
            let separator = QuotedText.scan(text, at: position, end: end)
            let content = separator.content(text)
            let inner = Self.trimmed(content)
            if separator.closed, inner.count == 1,
                content[inner.lowerBound] == ASCII.equals || content[inner.lowerBound] == ASCII.colon
            {
                findings.append(.quotedSeparator(separator.start..<separator.end))
                position = separator.end
                return .key(typeless: true)
            }
        }
        guard let equals = raw.firstIndex(of: ASCII.equals) else { return nil }
        let nameRange = Self.trimmed(UnsafeRawBufferPointer(rebasing: raw[0..<equals]))
        guard !nameRange.isEmpty else { return nil }
        let valueRange = Self.trimmed(UnsafeRawBufferPointer(rebasing: raw[(equals + 1)...])).shifted(by: equals + 1)
        let name = decode(UnsafeRawBufferPointer(rebasing: raw[nameRange]), of: key)
        stack[top].pendingKey = name
        let valueText = UnsafeRawBufferPointer(rebasing: raw[valueRange])
        let valueOffset = key.contentStart + valueRange.lowerBound
        var typing: [Finding] = []
        let value: JSONValue =
            key.hasEscapes
            ? .string(decode(valueText, of: key))
            : ValueTyping.unquoted(
                valueText, at: valueOffset, typeless: true, slot: stack[top].entrySlot, findings: &typing)
        findings.append(.fusedPair(key.start..<key.end, key: name, value: value))
        attach(value, at: locate ? locator.location(at: valueOffset) : nil)
        return .pair
    }

    private func decode(_ raw: UnsafeRawBufferPointer, of string: QuotedText) -> String {
        var ignored: [Finding] = []
        return StringEscapes.decode(raw, quote: string.quote, at: string.start, findings: &ignored)
    }

    /// The length of `bytes` without trailing spaces and tabs.
    static func trimmedEnd(_ bytes: UnsafeRawBufferPointer) -> Int {
        var end = bytes.count
        while end > 0, ASCII.isHorizontalSpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The range of `bytes` without leading and trailing spaces and tabs.
    static func trimmed(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        var start = 0
        let end = trimmedEnd(bytes)
        while start < end, ASCII.isHorizontalSpace(bytes[start]) { start += 1 }
        return start..<end
    }
}

extension Range<Int> {
    func shifted(by distance: Int) -> Range<Int> { (lowerBound + distance)..<(upperBound + distance) }
}
