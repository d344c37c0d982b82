import PushRouteCore

/// Whitespace and comments between tokens, and the errors that end a reading.
extension LenientParser {
    /// Skips whitespace and comments (reporting each comment). Returns whether a line ended.
    @discardableResult
    mutating func skipTrivia() -> Bool {
        var crossedLine = false
        while position < end {
            let byte = text[position]
            if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
                position += 1
            } else if byte == ASCII.newline {
                crossedLine = true
                position += 1
            } else if byte == ASCII.slash, position + 1 < end, text[position + 1] == ASCII.slash || text[position + 1] == ASCII.star {
                crossedLine = skipComment() || crossedLine
            } else {
                break
            }
        }
        return crossedLine
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
        findings.append(.comment(start..<shown))
        return crossedLine
    }

    /// Skips spaces and tabs on the current line.
    mutating func skipSpaces() {
        while position < end, ASCII.isHorizontalSpace(text[position]) { position += 1 }
    }

    // MARK: Failure

    mutating func fail(_ expectation: String) {
        if position >= end, end < text.count {
            failure = .tooLarge(limit: limits.maxPayloadBytes, at: stack.first?.start ?? position)
            return
        }
        failure = .parseError("\(expectation), found \(snippet(at: position))", at: position)
    }

    /// The input ended inside a container.
    mutating func failUnclosed() {
        guard let frame = stack.last else { return }
        if end < text.count {
            failure = .tooLarge(limit: limits.maxPayloadBytes, at: stack.first?.start ?? position)
            return
        }
        var opened = TextLocator(text, offset: stack[0].start, at: stack[0].location ?? payloadStart)
        let at = opened.location(at: frame.start)
        failure = .parseError(
            "the input ends before '\(character(frame.closer))' closes the '\(character(text[frame.start]))' at \(at)",
            at: position)
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
