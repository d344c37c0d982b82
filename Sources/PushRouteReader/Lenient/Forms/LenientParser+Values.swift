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
        valueStart = start
        if !swift, Truncation.mayStartElision(text[start]),
            let elided = Truncation.elisionLength(text, at: start, end: end)
        {
            elideValue(length: elided)
            return
        }
        if !swift, Truncation.mayOpenWrappedElision(text[start]),
            let elided = Truncation.wrappedElisionLength(text, at: start, end: end)
        {
            elideValue(length: elided)
            return
        }
        if !swift, let go = GoCompositeLiteral.typePrefix(text, at: start, end: end) {
            findings.append(.typeName(start..<(start + go.length)))
            position = start + go.length
            goNext = go.kind
            open(at: position, slot: slot, typeless: typeless)
            return
        }
        if !swift, let length = Self.typeNameLength(text, at: start, end: end) {
            findings.append(.typeName(start..<Self.endBeforeSpaces(text, start: start, end: start + length)))
            position = start + length
            open(at: position, slot: slot, typeless: typeless)
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
        case TemplateLiteral.backtick where !swift:
            if let literalEnd = TemplateLiteral.end(text, at: start, end: end, budget: &lookAheadBudget) {
                findings.append(.templateLiteral(start..<literalEnd))
                let raw = UnsafeRawBufferPointer(rebasing: text[(start + 1)..<(literalEnd - 1)])
                position = literalEnd
                attach(
                    .string(StringEscapes.utf8(raw, at: start + 1, findings: &findings)),
                    at: locate ? locator.location(at: start) : nil)
                return
            }
            readWord(slot: slot, typeless: typeless)
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
                attach(
                    .string(string.decode(text, findings: &findings)), at: locate ? locator.location(at: start) : nil)
            } else if ASCII.isSeparatorOrCloser(text[start]) {
                if typeless || lastKeyWasWord, readsEmptyValue(at: start) { return }
                fail("expected a value")
            } else if GoCompositeLiteral.isAddressOf(text, at: start, end: end) {
                readExpression(from: start)
            } else if !readMapCall(at: start) {
                readWord(slot: slot, typeless: typeless)
            }
        }
    }

    /// A quoted string, or a hybrid that goes on past its closing quote: `"https"://host/...`
    /// is one string, and `"https":` followed by nothing is a value cut off at its colon; an
    /// elision mark right after the quote (`"0_0"…`) is no part of the string.
    /// A rest holding quotes is not taken in: what follows the string is then an error.
    private mutating func readQuoted(slot: SchemaSlot, typeless: Bool) {
        let start = position
        let string = QuotedText.scan(text, at: start, end: end).joiningWrappedLine(
            text, end: end,
            after: [
                ASCII.comma, ASCII.semicolon, ASCII.closeBrace, ASCII.closeBracket, ASCII.newline, ASCII.carriageReturn,
            ])
        if literal == nil, UnescapedJSONString.mayStart(string, text), readUnescapedJSON(at: start) { return }
        position = string.end
        let location = locate ? locator.location(at: start) : nil
        if literal == .swift, string.hasEscapes {
            attach(.string(string.decode(text, findings: &findings, keepsInterpolation: true)), at: location)
            return
        }
        // `"0_0"…}`, as a DevTools summary elides the rest: the mark is an elision after the value.
        guard string.closed, position < end, !ASCII.endsValueWord(text[position]),
            text[position] != ASCII.quote, text[position] != ASCII.apostrophe,
            Self.emphasisLength(text, at: position, end: end) == nil,
            !Truncation.mayStartElision(text[position]) || Truncation.elisionLength(text, at: position, end: end) == nil
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

    /// A string holding JSON whose quotes were not escaped (§4.21): its text as written, from
    /// the quote at `start` to the one after the bracket that closes the JSON.
    private mutating func readUnescapedJSON(at start: Int) -> Bool {
        guard let stringEnd = UnescapedJSONString.end(text, at: start, end: end, budget: &lookAheadBudget) else {
            return false
        }
        let raw = UnsafeRawBufferPointer(rebasing: text[(start + 1)..<(stringEnd - 1)])
        let lines = raw.reduce(1) { $0 + ($1 == ASCII.newline ? 1 : 0) }
        findings.append(.unescapedJSON(start..<(start + 2), lines: lines))
        let value = StringEscapes.utf8(raw, at: start + 1, findings: &findings)
        position = stringEnd
        attach(.string(value), at: locate ? locator.location(at: start) : nil)
        return true
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
            guard next < end, continuesWord(at: next), !startsLogicalOperator(at: next) else { break }
            index = next
            while index < end, !ASCII.endsValueWord(text[index]) { index += 1 }
            wordEnd = index
        }
        wordEnd = Self.beforeTrailingEmphasis(text, start: start, end: wordEnd)
        if wordEnd < end, text[wordEnd] == ASCII.closeParen, text[start..<wordEnd].contains(ASCII.openParen) {
            readExpression(from: start)
            return
        }
        position = wordEnd
        let word = UnsafeRawBufferPointer(rebasing: text[start..<wordEnd])
        let location = locate ? locator.location(at: start) : nil
        attach(ValueTyping.unquoted(word, at: start, typeless: typeless, slot: slot, findings: &findings), at: location)
    }

    /// Where a bare word ends before the Markdown emphasis that closes around it (`1_**`: the
    /// word `1`; the marks are then skipped as trivia, §4.8); `end` when it holds none.
    static func beforeTrailingEmphasis(_ text: UnsafeRawBufferPointer, start: Int, end: Int) -> Int {
        var index = end
        while index > start, end - index < 4, text[index - 1] == ASCII.star || text[index - 1] == underscore {
            index -= 1
        }
        guard index > start, index < end, text[index - 1] != ASCII.star, text[index - 1] != underscore,
            emphasisLength(text, at: index, end: end) == end - index
        else { return end }
        return index
    }

    /// Whether `||`, `&&` or `??` stands at `offset`: a word before it is an expression's
    /// operand (`payload.title || 'Hi'`), never words of a text (`+` may be: `Sale + 20% off`).
    private func startsLogicalOperator(at offset: Int) -> Bool {
        guard offset + 1 < end, text[offset] == text[offset + 1] else { return false }
        return text[offset] == UInt8(ascii: "|") || text[offset] == UInt8(ascii: "&")
            || text[offset] == UInt8(ascii: "?")
    }

    private func continuesWord(at offset: Int) -> Bool {
        let byte = text[offset]
        if ASCII.endsValueWord(byte) || byte == ASCII.quote || byte == ASCII.apostrophe { return false }
        if byte == ASCII.slash, offset + 1 < end, text[offset + 1] == ASCII.slash || text[offset + 1] == ASCII.star {
            return false
        }
        return true
    }

    /// A value that is a map built in one call (`aps = messaging.Aps(content_available=True)`,
    /// `"extras": bundleOf("k" to v)`, docs/pasted-forms.md §4.17), read by `MapCallReader`
    /// when the call closes within the look-ahead budget (a text of calls never closed stays
    /// linear) and reads whole; false (a word, then) otherwise. A call the text ends inside
    /// fails the reading here: the call is read on its own, as far as it goes (§4.13).
    private mutating func readMapCall(at start: Int) -> Bool {
        guard ASCII.isLetterOrDigit(text[start]), let paren = MapCallReader.callParen(text, at: start),
            paren < end, MapCallReader.starts(text, paren: paren)
        else { return false }
        guard
            let close = MapCallReader.callEnd(
                UnsafeRawBufferPointer(rebasing: text[0..<end]), open: paren, budget: &lookAheadBudget)
        else {
            if lookAheadBudget > 0, end == text.count {
                fail("a map built in code that the input ends inside")
                return true
            }
            return false
        }
        let location = locate ? locator.location(at: start) : nil
        // The text ends at the call's `)`: the reader looks no further (a line's end, each string).
        let bounded = UnsafeRawBufferPointer(rebasing: text[0..<(close + 1)])
        var reader = MapCallReader(text: bounded, open: paren, limits: limits, locate: locate, locator: locator)
        reader.isValue = true
        guard let value = reader.read(), reader.failure == nil, reader.gaps.isEmpty else { return false }
        findings += reader.findings
        locator = reader.locator
        position = reader.position
        attach(value, at: location)
        return true
    }

    /// A member whose value is nothing before its `,`, `;` or the object's `}` (an Android
    /// `Bundle[{wzrk_bc=, ...}]`, a Dart map `{wzrk_cid: , ...}`): the empty string, with an
    /// `empty-value` repair at the separator (docs/pasted-forms.md §4.17). Only after `=` or
    /// an unquoted key: in JSON (`{"a": }`) a missing value stays an error.
    private mutating func readsEmptyValue(at start: Int) -> Bool {
        let top = stack.count - 1
        guard top >= 0, stack[top].kind == .object else { return false }
        let byte = text[start]
        guard byte == ASCII.comma || byte == ASCII.semicolon || byte == stack[top].closer else { return false }
        findings.append(.emptyValue(key: stack[top].pendingKey, at: start))
        attach(.string(""), at: locate ? locator.location(at: start) : nil)
        return true
    }

    /// A value that is code (`new Date().getTime()`, `push_text(locale)`): read to the `,`,
    /// `;` or closer outside its parentheses, brackets and quotes, or to the line end, as the
    /// opaque string `"<expression: …>"`, with an `expression-value` repair
    /// (docs/pasted-forms.md §4.17). The keys still decide the owner.
    private mutating func readExpression(from start: Int) {
        let stop = expressionEnd(from: start)
        position = stop
        let code = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<stop]), as: UTF8.self)
        findings.append(.expressionValue(start..<stop))
        attach(.string(ExpressionValue.string(code)), at: locate ? locator.location(at: start) : nil)
    }

    /// Where code that starts at `start` ends: the `,`, `;` or closer outside its parentheses,
    /// brackets and quotes, or the line end, blanks before it left out.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        var depth = 0
        scan: while index < end {
            switch text[index] {
            case ASCII.newline: break scan
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: depth += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                if depth == 0 { break scan }
                depth -= 1
            case ASCII.comma, ASCII.semicolon: if depth == 0 { break scan }
            case ASCII.quote, ASCII.apostrophe:
                index = max(index + 1, QuotedText.scan(text, at: index, end: end).end)
                continue scan
            default: break
            }
            index += 1
        }
        var stop = index
        while stop > start, ASCII.isWhitespace(text[stop - 1]) { stop -= 1 }
        return stop
    }

    /// Where the expression ends whose first operand was just read, when an operator of
    /// JavaScript (or Swift, Kotlin, Dart) follows it at `offset` on its line: `+`, `||`,
    /// `&&`, `??`, or a ternary's `? ` (`"Hello " + name`, `payload.title || 'Hi'`); nil for
    /// any other text.
    func operandEnds(at offset: Int) -> Int? {
        guard offset < end else { return nil }
        let byte = text[offset]
        let second: UInt8 = offset + 1 < end ? text[offset + 1] : 0
        let isOperator: Bool
        switch byte {
        case UInt8(ascii: "+"): isOperator = second != UInt8(ascii: "+")
        case UInt8(ascii: "|"), UInt8(ascii: "&"): isOperator = second == byte
        case UInt8(ascii: "?"): isOperator = second == byte || second == ASCII.space
        default: isOperator = false
        }
        guard isOperator else { return nil }
        let stop = expressionEnd(from: offset)
        return stop > offset + 1 ? stop : nil
    }

    /// Replaces the operand just attached (at `start`) by the whole expression, to `stop`, as
    /// the opaque string `"<expression: …>"` (`expression-value`, docs/pasted-forms.md §4.17):
    /// its value is known only when the code runs. The operand's own findings are dropped.
    mutating func readOperation(from start: Int, to stop: Int) {
        while let last = findings.last, last.offset >= start { findings.removeLast() }
        unmark(from: start)
        let code = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<stop]), as: UTF8.self)
        findings.append(.expressionValue(start..<stop))
        let value = JSONValue.string(ExpressionValue.string(code))
        let top = stack.count - 1
        switch stack[top].kind {
        case .object, .swiftDictionary: stack[top].object.replaceLastValue(value)
        case .array, .bracket:
            if !stack[top].elements.isEmpty { stack[top].elements[stack[top].elements.count - 1] = value }
        }
        position = stop
        attachedValue = -1 ..< -1
    }
}

extension LenientParser {
    /// The type names pretty-format (React Native's console, Jest) prints before an object and
    /// an array, each with the one space and the bracket that follow it.
    static let typeNames: [StaticString] = ["Object {", "Array ["]

    /// The length of a type name and its space before a value's bracket (`Object {`), or of Dart's
    /// type arguments before a collection literal (`<String, dynamic>{`), when one stands at
    /// `start`; nil for any other text.
    static func typeNameLength(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> Int? {
        let first = text[start]
        if first == ASCII.lessThan { return typeArgumentsLength(text, at: start, end: end) }
        guard first == UInt8(ascii: "O") || first == UInt8(ascii: "A") else { return nil }
        for name in typeNames where text.hasPrefix(name, at: start, end: end) {
            return name.utf8CodeUnitCount - 1
        }
        return nil
    }

    /// The longest type arguments read before a literal's bracket.
    static let typeArgumentsLimit = 64

    /// Dart's type arguments and the spaces after them, when a `{` or `[` follows
    /// (`<String, dynamic>{`, `<String>[`, nested `<String, List<int>>{`): names, `,`, `?`, `.`
    /// and spaces between matched angle brackets, at most `typeArgumentsLimit` bytes.
    static func typeArgumentsLength(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> Int? {
        var depth = 0
        var offset = start
        let limit = min(end, start + typeArgumentsLimit)
        while offset < limit {
            switch text[offset] {
            case ASCII.lessThan: depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                guard depth == 0 else { break }
                var after = offset + 1
                while after < end, ASCII.isHorizontalSpace(text[after]) { after += 1 }
                guard after < end, text[after] == ASCII.openBrace || text[after] == ASCII.openBracket else {
                    return nil
                }
                return after - start
            case ASCII.comma, ASCII.space, UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "_"): break
            case let byte where ASCII.isLetterOrDigit(byte): break
            default: return nil
            }
            offset += 1
        }
        return nil
    }

    /// `end`, moved back over the spaces before it (not before `start`).
    static func endBeforeSpaces(_ text: UnsafeRawBufferPointer, start: Int, end: Int) -> Int {
        var end = end
        while end > start, ASCII.isHorizontalSpace(text[end - 1]) { end -= 1 }
        return end
    }
}

extension LenientParser {
    /// A literal of firebase-admin-go's `type` as its encoder writes it, and an `Aps` or an
    /// `APNSConfig` pasted alone (`root`) under its key (`SenderTranslation.adminAlone`), with a
    /// note at the type's name saying so (`SenderTranslation.goAdminStruct`,
    /// docs/pasted-forms.md §4.17).
    mutating func goAdminStruct(_ object: JSONObject, _ type: GoAdminType, name: Range<Int>, root: Bool)
        -> JSONObject
    {
        let (written, said) = SenderTranslation.goAdminStruct(type, object)
        let spelled = String(decoding: UnsafeRawBufferPointer(rebasing: text[name]), as: UTF8.self)
        let alone = root ? SenderTranslation.adminAlone(type.rawValue, written) : nil
        var how = (["fields under their JSON names"] + said).joined(separator: ", ")
        if let alone { how += "; " + alone.said }
        findings.append(.envelope("'\(spelled){...}' as firebase-admin-go sends it: " + how, at: name.lowerBound))
        return alone?.object ?? written
    }
}
