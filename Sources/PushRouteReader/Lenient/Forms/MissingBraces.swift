import PushRouteCore

/// A dictionary's members copied without their enclosing `{ }` (docs/pasted-forms.md §4.10):
/// OpenStep members (`aps = { ... }; orderId = 7731;`) or JSON members
/// (`"aps": {"alert": "Hi"}, "_lpm": 12`), read as one dictionary. It ends at the end of the
/// input, at a `}` of its own (only the `{` was missing), or before the first line that
/// starts no member.
enum MissingBraces {
    /// Whether a member starts at `offset`: a quoted key followed on its line by `:` or `=`,
    /// or a word followed by `=` (not `==`).
    /// `wordKeys`: the dictionary's keys so far were bare words typed by hand (`aps {`), so a
    /// bare word before `:` starts a member too.
    static func startsMember(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int, wordKeys: Bool = false) -> Bool {
        guard offset < end else { return false }
        var index = offset
        let byte = text[index]
        var quoted = false
        if byte == ASCII.quote || byte == ASCII.apostrophe {
            let key = QuotedText.scan(text, at: index, end: end)
            guard key.closed, key.end > index + 2 else { return false }
            index = key.end
            quoted = true
        } else {
            while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
            guard index > offset else { return false }
        }
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end else { return false }
        switch text[index] {
        case ASCII.equals:
            return !(index + 1 < end && (text[index + 1] == ASCII.equals || text[index + 1] == UInt8(ascii: ">")))
        case ASCII.colon: return quoted || wordKeys
        case ASCII.openBrace: return !quoted  // `aps {`, its separator left out (§4.5)
        default: return false
        }
    }

    /// Whether a listing of bare `key: value` lines starts at `offset` (§4.18): a bare word,
    /// `:`, and a value on the same line that is not itself a `word:` (`flutter: onMessage: {`
    /// is a log line's prefix; `Label:` alone on its line labels what follows).
    static func startsListing(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Bool {
        guard offset < end, text[offset] != ASCII.quote, text[offset] != ASCII.apostrophe else { return false }
        var index = offset
        while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
        guard index > offset, index < end, text[index] == ASCII.colon else { return false }
        index += 1
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, !ASCII.isWhitespace(text[index]) else { return false }
        let value = index
        while index < end, !ASCII.endsKeyWord(text[index]) { index += 1 }
        guard index > value, index < end, text[index] == ASCII.colon else { return true }
        return text.hasPrefix("://", at: index, end: end)
    }
}

extension LenientParser {
    /// Opens the dictionary whose braces are missing, at its first member.
    mutating func openMissingBraces(at start: Int) {
        let location = locate ? locator.location(at: start) : nil
        stack.append(
            ParseFrame(
                kind: .object, closer: ASCII.closeBrace, start: start, location: location, typeless: false, slot: .root)
        )
    }

    /// Whether a listing of bare `key:` lines (§4.18) ends between `from` and `position`: at
    /// a blank line, for the lines of prose around it (`Note: see below`) are no members.
    func listingEndsAtBlankLine(from: Int) -> Bool {
        guard missingBraces, mode.wordKeys else { return false }
        var blank = false
        for byte in text[from..<position] {
            if byte == ASCII.newline {
                if blank { return true }
                blank = true
            } else if !ASCII.isHorizontalSpace(byte), byte != ASCII.carriageReturn {
                blank = false
            }
        }
        return false
    }

    /// Whether the input ended where a dictionary without braces may end: with only it open.
    mutating func missingBracesEnd() -> Bool {
        missingBraces && stack.count == 1 && end == text.count
    }
}
