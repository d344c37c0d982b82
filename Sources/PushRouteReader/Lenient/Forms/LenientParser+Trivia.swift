import PushRouteCore

/// Whitespace and comments between tokens, and the errors that end a reading.
extension LenientParser {
    /// Skips whitespace and comments (reporting each comment). Returns whether a line ended.
    @discardableResult
    mutating func skipTrivia() -> Bool {
        if hasMarker { return skipTriviaAndMarkers() }
        return skipTrivia(markers: false)
    }

    /// `skipTrivia` in a payload behind comment markers (§4.9): also skips the marker at the
    /// start of each line. (Apart, so that the common loop stays as tight as it was.)
    @inline(never)
    private mutating func skipTriviaAndMarkers() -> Bool { skipTrivia(markers: true) }

    @inline(__always)
    private mutating func skipTrivia(markers: Bool) -> Bool {
        var crossedLine = false
        while position < end {
            let byte = text[position]
            if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
                position += 1
            } else if byte == ASCII.newline {
                crossedLine = true
                position += 1
                if markers { skipMarker() }
            } else if byte == ASCII.slash, position + 1 < end,
                text[position + 1] == ASCII.slash || text[position + 1] == ASCII.star
            {
                crossedLine = skipComment() || crossedLine
            } else if byte == ASCII.star || byte == Self.underscore,
                let length = Self.emphasisLength(text, at: position, end: end)
            {
                findings.append(.markdownEmphasis(position..<(position + length)))
                position += length
            } else {
                break
            }
        }
        return crossedLine
    }

    static var underscore: UInt8 { UInt8(ascii: "_") }

    /// The length of the Markdown emphasis marks at `offset` (docs/pasted-forms.md §4.8): a run
    /// of at most four `*` and `_` holding a `*` (`**`, `**_`, `_**`), not closing a comment;
    /// nil for anything else, so that `_lpm` and `__name__` stay keys.
    static func emphasisLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var index = offset
        var star = false
        while index < end, index - offset <= 4, text[index] == ASCII.star || text[index] == underscore {
            star = star || text[index] == ASCII.star
            index += 1
        }
        let length = index - offset
        guard star, length <= 4, index == end || text[index] != ASCII.slash else { return nil }
        return length
    }

    /// Skips the comment at `position`; returns whether it spans a line end.
    private mutating func skipComment() -> Bool {
        let start = position
        var commentEnd: Int
        var crossedLine = false
        if text[start + 1] == ASCII.slash {
            commentEnd = text.lineEnd(from: start, end: end)
            position = commentEnd
        } else {
            commentEnd = start + 2
            while commentEnd + 1 < end, !(text[commentEnd] == ASCII.star && text[commentEnd + 1] == ASCII.slash) {
                if text[commentEnd] == ASCII.newline { crossedLine = true }
                commentEnd += 1
            }
            commentEnd = min(commentEnd + 2, end)
            position = commentEnd
        }
        var shown = commentEnd
        while shown > start, text[shown - 1] == ASCII.carriageReturn { shown -= 1 }
        let contentEnd = text[start + 1] == ASCII.slash ? shown : max(start + 2, shown - 2)
        if noteElisionComment(start..<shown, contentStart: start + 2, contentEnd: contentEnd) { return crossedLine }
        findings.append(.comment(start..<shown))
        return crossedLine
    }

    /// At a line start: skips the blanks and comment marker every line of the payload carries.
    mutating func skipMarker() {
        guard let marker = mode.marker, let after = marker.skip(in: text, lineStart: position, end: end) else { return }
        position = after
        markedLines += 1
    }

    /// Whether `byte` may start a note in another language's comment syntax (`#`, `--`), or an
    /// arrow pointing back at a value (`<-`, `←`).
    @inline(__always)
    static func mayStartNote(_ byte: UInt8) -> Bool {
        byte == CommentMarker.hash || byte == ASCII.minus || byte == ASCII.lessThan || byte == 0xE2
    }

    /// A note in another language's comment syntax: `# ...` (after a value, or `# ` where a
    /// key is expected) or `-- ...`; or, after a value, an arrow that points back at it (`<- the
    /// same title as above`, `<-- here`, `← here`), as people annotate a payload in a post. To
    /// the line end. Returns whether one was skipped.
    mutating func skipsLineNote(afterValue: Bool = false) -> Bool {
        let byte = text[position]
        let next = position + 1 < end ? text[position + 1] : ASCII.newline
        let hash = byte == CommentMarker.hash && (afterValue || ASCII.isWhitespace(next))
        let dashes =
            byte == ASCII.minus && next == ASCII.minus
            && (position + 2 >= end || ASCII.isWhitespace(text[position + 2]))
        let arrow =
            afterValue
            && (text.hasPrefix("<-", at: position, end: end) || text.hasPrefix("\u{2190}", at: position, end: end))
        guard hash || dashes || arrow else { return false }
        let lineEnd = text.lineEnd(from: position, end: end)
        var shown = lineEnd
        while shown > position, ASCII.isWhitespace(text[shown - 1]) { shown -= 1 }
        findings.append(.comment(position..<shown))
        position = lineEnd
        return true
    }

    /// Skips spaces and tabs on the current line.
    mutating func skipSpaces() {
        while position < end, ASCII.isHorizontalSpace(text[position]) { position += 1 }
    }

    // MARK: Failure

    mutating func fail(_ expectation: String) {
        if position >= end {
            failUnclosed()
            return
        }
        failure = .parseError("\(expectation), found \(snippet(at: position))", at: position)
    }

    /// The input ended inside a container: the payload is cut off (§4.13), unless the size
    /// limit ended it.
    mutating func failUnclosed() {
        guard !stack.isEmpty else { return }
        if end < text.count {
            failure = .tooLarge(limit: limits.maxPayloadBytes, at: stack.first?.start ?? position)
            return
        }
        cutOff()
    }

    /// The token at `offset`, quoted, for a message.
    func snippet(at offset: Int) -> String {
        guard offset < end else { return "the end of the input" }
        var stop = offset + 1
        if text[offset] == ASCII.quote || text[offset] == ASCII.apostrophe {
            stop = min(QuotedText.scan(text, at: offset, end: end).end, offset + 30)
        } else if !ASCII.endsKeyWord(text[offset]) {
            while stop < end, stop < offset + 30, !ASCII.endsKeyWord(text[stop]) { stop += 1 }
        }
        while stop < end, text[stop] & 0xC0 == 0x80 { stop += 1 }
        return Quoting.quoted(UnsafeRawBufferPointer(rebasing: text[offset..<stop]))
    }

    func character(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
}
