import PushRouteCore

/// A payload cut off, or with text left out (docs/pasted-forms.md §4.13): what was read is
/// kept, every container still open is closed where the input ends, and the payload says
/// where it has gaps (`PayloadGap`), so that the answer can say what the missing part could
/// change (`status` `partial`).
enum Truncation {
    /// Whether `byte` may start an elision mark (`.` or the first byte of `…`).
    @inline(__always)
    static func mayStartElision(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == 0xE2 }

    /// Whether a line of prose starts at `offset`: a word, one blank, and another word.
    static func startsProse(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Bool {
        var index = offset
        while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
        guard index > offset, index + 1 < end, text[index] == ASCII.space else { return false }
        let next = text[index + 1]
        return ASCII.isLetterOrDigit(next) || next >= 0x80
    }

    /// The length of an elision mark at `offset`: `...` (or more dots) or `…`, standing alone
    /// (followed by a blank, a separator, a closer or the end); `nil` when there is none.
    static func elisionLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var length = 0
        if text.hasPrefix("\u{2026}", at: offset, end: end) {
            length = 3
            while text.hasPrefix("\u{2026}", at: offset + length, end: end) { length += 3 }
        } else {
            while offset + length < end, text[offset + length] == UInt8(ascii: ".") { length += 1 }
            guard length >= 3 else { return nil }
        }
        let after = offset + length
        guard after >= end || ASCII.endsValueWord(text[after]) || text[after] == ASCII.closeBrace else { return nil }
        return length
    }

    /// The length of a JavaScript or Dart spread member at `offset`: `...` and the expression
    /// whose members it copies in (`...notification.customData`, `...?extra`, `...(optedIn ? promo : {})`),
    /// to the `,`, closer or line end after it; `nil` when the dots start no expression. Its
    /// members are not in the text, so it is an elision (docs/pasted-forms.md §4.13).
    static func spreadLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end, index < offset + 3, text[index] == UInt8(ascii: ".") { index += 1 }
        guard index == offset + 3, index < end else { return nil }
        if text[index] == UInt8(ascii: "?") { index += 1 }
        guard index < end, startsIdentifier(text[index]) || text[index] == ASCII.openParen else { return nil }
        var depth = 0
        while index < end {
            let byte = text[index]
            if byte == ASCII.newline || (depth == 0 && (byte == ASCII.comma || byte == ASCII.closeBrace)) { break }
            if byte == ASCII.openParen || byte == ASCII.openBracket { depth += 1 }
            if byte == ASCII.closeParen || byte == ASCII.closeBracket {
                guard depth > 0 else { return nil }
                depth -= 1
            }
            index += 1
        }
        while index > offset, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        return depth == 0 ? index - offset : nil
    }

    /// A letter, `_` or `$`: what starts a JavaScript or Dart name.
    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (ASCII.isLetterOrDigit(byte) && !ASCII.isDigit(byte)) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// Whether `byte` may open a wrapped elision mark (`[...]`, `(…)`, `<truncated>`).
    @inline(__always)
    static func mayOpenWrappedElision(_ byte: UInt8) -> Bool {
        byte == ASCII.openBracket || byte == ASCII.openParen || byte == ASCII.lessThan
    }

    /// The words that say text was left out, in a wrapped mark (`<truncated>`, `[snip]`).
    private static let omissionWords = ["truncated", "trimmed", "snip", "snipped", "omitted", "elided"]

    /// The length of a wrapped elision mark at `offset`: `[...]`, `[…]`, `(...)`, `<...>`, or
    /// one of `omissionWords` in brackets, angle brackets or parentheses (`<truncated>`,
    /// `[snip]`, `(omitted)`), blanks allowed inside; followed by what ends a value.
    static func wrappedElisionLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        let closer: UInt8
        switch text[offset] {
        case ASCII.openBracket: closer = ASCII.closeBracket
        case ASCII.openParen: closer = ASCII.closeParen
        case ASCII.lessThan: closer = UInt8(ascii: ">")
        default: return nil
        }
        var index = offset + 1
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end else { return nil }
        if mayStartElision(text[index]), let length = dotsLength(text, at: index, end: end) {
            index += length
        } else if let length = omissionWordLength(text, at: index, end: end) {
            index += length
        } else {
            return nil
        }
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, text[index] == closer else { return nil }
        index += 1
        guard index >= end || ASCII.endsValueWord(text[index]) || text[index] == ASCII.closeBrace else { return nil }
        return index - offset
    }

    /// `...` (or more dots) or `…` (or several), whatever follows.
    private static func dotsLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var length = 0
        while text.hasPrefix("\u{2026}", at: offset + length, end: end) { length += 3 }
        if length > 0 { return length }
        while offset + length < end, text[offset + length] == UInt8(ascii: ".") { length += 1 }
        return length >= 3 ? length : nil
    }

    /// One of `omissionWords` at `offset`, in any case, not followed by a letter. (Compared
    /// byte by byte: `<null>` comes here for every null value, and must cost no string.)
    private static func omissionWordLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end, ASCII.isLetterOrDigit(text[index]) { index += 1 }
        let length = index - offset
        guard length >= 4, length <= 9 else { return nil }
        for word in omissionWords where word.utf8.count == length {
            if zip(word.utf8, text[offset..<index]).allSatisfy({ $0 == $1 | 0x20 }) { return length }
        }
        return nil
    }

    /// Where a note after an elision mark that starts an entry ends (`... more keys`, `… (3
    /// more)`): the line end, when the rest of the line holds no bracket, quote or separator
    /// that could belong to the payload; `nil` otherwise.
    static func noteEnd(_ text: UnsafeRawBufferPointer, after offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, index > offset, text[index] != ASCII.newline else { return nil }
        let noteStart = index
        // Byte by byte, so that a mark followed by `}` (or anything of the payload) costs
        // nothing more, however long its line.
        while index < end, text[index] != ASCII.newline {
            switch text[index] {
            case ASCII.openBrace, ASCII.closeBrace, ASCII.openBracket, ASCII.closeBracket, ASCII.quote, ASCII.colon,
                ASCII.equals, ASCII.semicolon, ASCII.comma:
                return nil
            default: index += 1
            }
        }
        while index > noteStart, ASCII.isWhitespace(text[index - 1]) { index -= 1 }
        return index
    }

    /// Whether a comment's text (without its `//` or `/* */`) is an elision mark alone
    /// (`// ...`, `/* … */`): the comment stands for text left out.
    static func isElisionComment(_ text: UnsafeRawBufferPointer, from start: Int, to stop: Int) -> Bool {
        var index = start
        while index < stop, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < stop, mayStartElision(text[index]), let length = dotsLength(text, at: index, end: stop) else {
            return false
        }
        index += length
        while index < stop, ASCII.isWhitespace(text[index]) { index += 1 }
        return index == stop
    }
}

extension LenientParser {
    /// The keys of the objects the container at `index` of the stack lies in.
    func path(of index: Int) -> [String] {
        var keys: [String] = []
        for level in 0..<index where stack[level].kind == .object || stack[level].kind == .swiftDictionary {
            keys.append(stack[level].pendingKey)
        }
        return keys
    }

    /// The input ended inside the payload: closes every open container there, keeping what
    /// was read (a key without its value is dropped), and records a gap in each. `prose`: the
    /// payload stops before a line of prose instead (the text goes on after it).
    mutating func cutOff(beforeProse prose: Bool = false) {
        guard let frame = stack.last else { return }
        var opened = TextLocator(text, offset: stack[0].start, at: stack[0].location ?? payloadStart)
        let at = opened.location(at: frame.start)
        let unclosed = "'\(character(frame.closer))' closes the '\(character(text[frame.start]))' at \(at)"
        findings.append(
            .cutOff(
                prose ? "the text turns to prose before \(unclosed)" : "the input ends before \(unclosed)", at: position
            ))
        for index in stack.indices { gaps.append(PayloadGap(path: path(of: index))) }
        while !stack.isEmpty {
            stack[stack.count - 1].commaOffset = nil
            let (value, location) = close(consume: false)
            if stack.isEmpty { cutValue = value } else { attach(value, at: location) }
        }
    }

    /// Whether the key word at `start` begins a line of prose (`Any idea why?`) after at least
    /// one member was read: then the payload stops before that line, cut off (§4.13).
    mutating func stopsBeforeProse(at start: Int) -> Bool {
        guard keysRead > 0, let lineStart = startOfMarkedLine(before: start),
            Truncation.startsProse(text, at: start, end: end)
        else { return false }
        findings.removeAll { $0.offset >= lineStart }
        unmark(from: start)
        position = lineStart
        cutOff(beforeProse: true)
        return true
    }

    /// Whether prose follows a dictionary or array on its line, inside the payload (`"data":
    /// {…} this payload can't …`, the payload's last `}` never written): then the payload
    /// stops before the prose, cut off (§4.13).
    mutating func stopsAtProse(afterValueEndingAt valueEnd: Int) -> Bool {
        guard keysRead > 0, valueEnd > 0,
            text[valueEnd - 1] == ASCII.closeBrace || text[valueEnd - 1] == ASCII.closeBracket,
            Truncation.startsProse(text, at: position, end: end)
        else { return false }
        cutOff(beforeProse: true)
        return true
    }

    /// Where the line of `offset` starts, when only blanks (and the payload's comment marker)
    /// stand before `offset` on it; looks back no further than those.
    private func startOfMarkedLine(before offset: Int) -> Int? {
        var index = offset
        while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        if let marker = mode.marker, index >= marker.range.count {
            let markerStart = index - marker.range.count
            if marker.skip(in: text, lineStart: markerStart, end: index) == index { index = markerStart }
            while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        }
        return index == 0 || text[index - 1] == ASCII.newline ? index : nil
    }

    /// The length of an elision mark where an entry is expected: `...` or `…` alone (with a
    /// note after it to the line end: `... more keys`), or, in an object, a wrapped mark
    /// (`[...]`, `<truncated>`); `nil` when there is none.
    func entryElisionLength(at offset: Int) -> Int? {
        let byte = text[offset]
        if Truncation.mayStartElision(byte), let length = Truncation.elisionLength(text, at: offset, end: end) {
            guard let note = Truncation.noteEnd(text, after: offset + length, end: end) else { return length }
            return note - offset
        }
        guard let top = stack.last, top.kind == .object else { return nil }
        if byte == UInt8(ascii: "."), let length = Truncation.spreadLength(text, at: offset, end: end) { return length }
        guard Truncation.mayOpenWrappedElision(byte) else { return nil }
        return Truncation.wrappedElisionLength(text, at: offset, end: end)
    }

    /// Skips an elision mark standing for entries left out, and a ',' after it.
    mutating func elide(length: Int) {
        let top = stack.count - 1
        findings.append(.elision(position..<(position + length)))
        gaps.append(PayloadGap(path: path(of: top)))
        stack[top].expectingEntry = true
        stack[top].commaOffset = nil
        position += length
        skipTrivia()
        if position < end, text[position] == ASCII.comma { position += 1 }
    }

    /// An elision mark in place of a member's value: the member is dropped, and its value is a gap.
    mutating func elideValue(length: Int) {
        let top = stack.count - 1
        findings.append(.elision(position..<(position + length)))
        var keys = path(of: top)
        if stack[top].kind == .object || stack[top].kind == .swiftDictionary { keys.append(stack[top].pendingKey) }
        gaps.append(PayloadGap(path: keys))
        position += length
        stack[top].expectingEntry = false
        stack[top].commaOffset = nil
    }

    /// A comment that is an elision mark alone (`// ...`, `/* … */`) stands for entries left
    /// out: an `elision` where a comment would be reported.
    mutating func noteElisionComment(_ span: Range<Int>, contentStart: Int, contentEnd: Int) -> Bool {
        guard !stack.isEmpty, Truncation.isElisionComment(text, from: contentStart, to: contentEnd) else {
            return false
        }
        findings.append(.elision(span))
        gaps.append(PayloadGap(path: path(of: stack.count - 1)))
        stack[stack.count - 1].commaOffset = nil
        return true
    }
}
