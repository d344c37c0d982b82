import PushRouteCore

/// Where a payload may start inside text (docs/pasted-forms.md §3.1): a bracket (`{`, a `[`
/// that opens Swift print, JSON or a literal), an lldb tree root, `NSData` bytes, a string
/// literal that holds JSON, and — at the start of a line, after blanks and a comment marker —
/// members without their braces (also bare `key:` lines), or one entry a log line. Everything else is text around
/// payloads (a log line's prefix, a ticket's prose).
enum PayloadOpener {
    enum Kind {
        case bracket, tree, members, listing, entries, hexBytes, escapedJSON, devTools, devToolsProperties, mapCall,
            dartMap, bundle, cfDescription
    }

    struct Candidate {
        var kind: Kind
        var offset: Int
    }

    /// The candidates of one line, in order: at most a form that starts the line, a map call,
    /// an opener, and the bracket inside a string literal's quote. (Kept inline: this runs for
    /// every payload, and an array would cost an allocation each time.)
    struct Line {
        private(set) var first: Candidate
        private var second: Candidate?
        private var third: Candidate?
        private var fourth: Candidate?
        /// Where the line starts.
        let lineStart: Int

        init(_ candidate: Candidate, lineStart: Int) {
            first = candidate
            self.lineStart = lineStart
        }

        mutating func append(_ candidate: Candidate) {
            if second == nil {
                second = candidate
            } else if third == nil {
                third = candidate
            } else {
                fourth = candidate
            }
        }

        func forEach(_ body: (Candidate) -> Void) {
            body(first)
            if let second { body(second) }
            if let third { body(third) }
            if let fourth { body(fourth) }
        }
    }

    /// The places on the first line at or after `from` where a payload may start, in order:
    /// a form that starts the line, and the first bracket-like opener (with a string
    /// literal, also the bracket inside its quote).
    /// `lineStart`: where the line of `from` starts.
    static func candidates(in text: UnsafeRawBufferPointer, from: Int, lineStart: Int) -> Line? {
        var lineStart = lineStart
        while lineStart < text.count {
            var found: Line?
            func add(_ kind: Kind, _ offset: Int) {
                let candidate = Candidate(kind: kind, offset: offset)
                if found == nil { found = Line(candidate, lineStart: lineStart) } else { found?.append(candidate) }
            }
            let content = contentStart(text, lineStart: lineStart, lineEnd: text.count)
            let starts = content >= from && content < text.count
            let lineEnd = starts ? text.lineEnd(from: content, end: text.count) : text.count
            // Chrome DevTools' summary line followed by the expanded properties (§4.17): that
            // form alone, for its `{` would read the summary without them.
            if starts,
                text[content] == ASCII.openBrace || text[content] == 0xE2
                    || (text[content] >= UInt8(ascii: "A") && text[content] <= UInt8(ascii: "Z")),
                DevToolsReader.starts(text, content: content, lineEnd: lineEnd),
                let brace = DevToolsReader.summaryStart(text, content: content, lineEnd: text.count)
            {
                return Line(Candidate(kind: .devTools, offset: brace), lineStart: lineStart)
            }
            // Its properties copied without the summary (`key` / `:` / `value` lines, or a
            // `▼ key:` row): that form alone too, for a `{` on the line is a value's preview.
            if starts,
                ASCII.isLetterOrDigit(text[content]) || text[content] >= 0x80 || text[content] == UInt8(ascii: "_"),
                DevToolsReader.startsProperties(text, content: content, lineEnd: lineEnd)
            {
                return Line(Candidate(kind: .devToolsProperties, offset: content), lineStart: lineStart)
            }
            // A line that starts with `{` starts no form of its own (the common case of JSON).
            if starts, text[content] != ASCII.newline, text[content] != ASCII.openBrace {
                if LogEntriesReader.startsEntry(text, content: content, lineEnd: lineEnd) {
                    add(.entries, content)
                } else if LLDBTreeReader.startsBareRoot(text, at: content, lineEnd: lineEnd) {
                    add(.tree, content)
                } else if MissingBraces.startsMember(text, at: content, end: lineEnd) {
                    add(.members, content)
                } else if MissingBraces.startsListing(text, at: content, end: lineEnd) {
                    // A bare `key:` line may start a listing of such lines (§4.18); it is
                    // a payload only if it reads as a push (`ReadingChoice`).
                    add(.listing, content)
                }
            }
            var index = max(from, lineStart)
            var afterCall = false
            while index < text.count, text[index] != ASCII.newline {
                if let kind = kind(text, at: index) {
                    add(kind, index)
                    if kind == .escapedJSON { add(.bracket, text[index] == ASCII.openBrace ? index : index + 1) }
                    // A Dart map or Java Map print competes with the relaxed JSON its `{` may also be (§4.19).
                    if kind == .dartMap || (kind == .bundle && text[index] == ASCII.openBrace) { add(.bracket, index) }
                    // A map call's values may hold an opener of their own (JSON in a string):
                    // both are read, and the better reading kept (§10.3).
                    if kind != .mapCall || afterCall { break }
                    afterCall = true
                }
                index += 1
            }
            if let found { return found }
            lineStart = text.lineEnd(from: index, end: text.count) + 1
        }
        return nil
    }

    /// Where the line of `offset` starts.
    static func lineStart(_ text: UnsafeRawBufferPointer, of offset: Int) -> Int {
        var index = offset
        while index > 0, text[index - 1] != ASCII.newline { index -= 1 }
        return index
    }

    /// Where a line's content starts: past blanks and a comment marker.
    static func contentStart(_ text: UnsafeRawBufferPointer, lineStart: Int, lineEnd: Int) -> Int {
        var index = lineStart
        while index < lineEnd, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < lineEnd else { return index }
        let byte = text[index]
        guard CommentMarker.isMarkerByte(byte) else { return index }
        let end = text.lineEnd(from: index, end: lineEnd)
        guard let marker = CommentMarker.atLineStart(text, of: end, lineStart: lineStart) else { return index }
        var content = marker.range.upperBound
        while content < end, ASCII.isHorizontalSpace(text[content]) { content += 1 }
        return content < end ? content : index
    }

    /// The opener at `index`, if one stands there.
    private static func kind(_ text: UnsafeRawBufferPointer, at index: Int) -> Kind? {
        switch text[index] {
        case ASCII.openBrace:
            if HexBytes.starts(text, at: index) { return .hexBytes }
            if PrintedMapReader.startsDart(text, brace: index) { return .dartMap }
            if PrintedMapReader.startsJavaMap(text, brace: index) { return .bundle }
            return EscapedJSON.startsBare(text, at: index) ? .escapedJSON : .bracket
        case ASCII.openBracket where bracketOpens(text, at: index): return .bracket
        case 0xE2 where LLDBTreeReader.startsTree(text, at: index): return .tree
        case ASCII.lessThan where HexBytes.starts(text, at: index): return .hexBytes
        case ASCII.lessThan where CFDescriptionReader.starts(text, at: index): return .cfDescription
        case ASCII.quote where EscapedJSON.starts(text, at: index): return .escapedJSON
        case ASCII.apostrophe where EscapedJSON.starts(text, at: index): return .escapedJSON
        case ASCII.openParen where MapCallReader.starts(text, paren: index): return .mapCall
        case UInt8(ascii: "B") where PrintedMapReader.startsBundle(text, at: index): return .bundle
        default: return nil
        }
    }

    /// `[AnyHashable(`, `["`, `[{`, `[[`, `[]`, `[:]`, `@[` anywhere; `[1` or a `[` ending its
    /// line only at the start of a line or after an assignment. Never a `[` glued to a word,
    /// as in `Shop[812:3344]`.
    private static func bracketOpens(_ text: UnsafeRawBufferPointer, at index: Int) -> Bool {
        if index > 0, text[index - 1] == SourceLiteral.at { return true }
        if index > 0, ASCII.isLetterOrDigit(text[index - 1]) { return false }
        var next = index + 1
        while next < text.count, ASCII.isHorizontalSpace(text[next]) { next += 1 }
        guard next < text.count, text[next] != ASCII.newline else {
            return isLineStart(text, index) || SourceLiteral.followsAssignment(text, index)
                || phpArrayArgument(text, at: index, lineEnd: next)
        }
        switch text[next] {
        case ASCII.openBracket: return !DevToolsSlot.starts(text, at: next)
        case ASCII.quote, ASCII.apostrophe, ASCII.openBrace, ASCII.closeBracket: return true
        case ASCII.colon: return text.hasPrefix(":]", at: next)
        case ASCII.minus: return isLineStart(text, index)
        default:
            if text.hasPrefix("AnyHashable(", at: next) { return true }
            return ASCII.isDigit(text[next]) && isLineStart(text, index)
        }
    }

    /// A PHP array passed to a call, `->data([` ending its line, whose next line starts with a
    /// quoted key and `=>` (Laravel's and the PHP FCM libraries' builders).
    private static func phpArrayArgument(_ text: UnsafeRawBufferPointer, at index: Int, lineEnd: Int) -> Bool {
        guard index > 0, text[index - 1] == ASCII.openParen else { return false }
        var key = lineEnd
        while key < text.count, ASCII.isWhitespace(text[key]) { key += 1 }
        guard key < text.count, text[key] == ASCII.quote || text[key] == ASCII.apostrophe else { return false }
        let quoted = QuotedText.scan(text, at: key, end: min(text.count, key + 256))
        var after = quoted.end
        while after < text.count, ASCII.isHorizontalSpace(text[after]) { after += 1 }
        return quoted.closed && text.hasPrefix("=>", at: after)
    }

    /// Whether only blanks, or a comment marker (§4.9), stand before `index` on its line.
    private static func isLineStart(_ text: UnsafeRawBufferPointer, _ index: Int) -> Bool {
        var before = index
        while before > 0, ASCII.isHorizontalSpace(text[before - 1]) { before -= 1 }
        if before == 0 || text[before - 1] == ASCII.newline || (before == 3 && TextUTF8.byteOrderMarkLength(text) == 3)
        {
            return true
        }
        return CommentMarker.before(text, offset: index) != nil
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

/// Chrome DevTools' internal slots in an expanded object (`[[Prototype]]: Object`,
/// `[[Scopes]]`, `[[Target]]`): text, not a nested array (docs/pasted-forms.md §4.17).
enum DevToolsSlot {
    /// Whether `[[` and a letter start at `offset`, closed by `]]` on the line.
    static func starts(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard offset + 2 < text.count, text[offset] == ASCII.openBracket, text[offset - 1] == ASCII.openBracket,
            ASCII.isLetterOrDigit(text[offset + 1]), !ASCII.isDigit(text[offset + 1])
        else { return false }
        var index = offset + 1
        while index < text.count, ASCII.isLetterOrDigit(text[index]) { index += 1 }
        return text.hasPrefix("]]", at: index)
    }
}
