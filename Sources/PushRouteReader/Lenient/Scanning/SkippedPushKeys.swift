import PushRouteCore

/// Push keys a reading leaves in the text it skips (docs/pasted-forms.md §10.3, rule 2): a
/// top-level Leanplum key (`_lpm`, `_lpu`, `_lpn`, `_lpv`), a CleverTap key (`wzrk_…`, `W$…`)
/// or `aps`, standing as a word in the text before the reading on its first line, after it on
/// its last line, or in a comment or note it skipped. Each one is a sign that the reading is
/// not the one that explains the paste. At most `window` bytes are looked at on each side, so
/// that many readings on one long line stay linear.
enum SkippedPushKeys {
    static let window = 256

    /// How many push keys `reading` leaves in the text it skips.
    static func count(_ reading: Reading, in text: UnsafeRawBufferPointer) -> Int {
        var lineStart = max(0, reading.textStart - window)
        var index = reading.textStart
        while index > lineStart, text[index - 1] != ASCII.newline { index -= 1 }
        lineStart = index
        var count = mentions(text, lineStart..<reading.textStart)
        let from = min(reading.end, text.count)
        let lineEnd = text.lineEnd(from: from, end: min(text.count, from + window))
        count += mentions(text, from..<lineEnd)
        for finding in reading.findings where !finding.worded && skips(finding.rule) {
            let span = finding.span.clamped(to: 0..<text.count)
            count += mentions(text, span.lowerBound..<min(span.upperBound, span.lowerBound + window))
        }
        return count
    }

    /// The first push key in the text before `reading` on its first line (from `skipped` on:
    /// not in a payload before it), or after it on its last line up to a bracket (not in a
    /// payload after it), in the same windows as `count`: a reading that is no push with one
    /// there may be part of a larger push (§10.3, rule 3).
    static func firstAround(_ reading: Reading, in text: UnsafeRawBufferPointer, skipped: Int) -> Range<Int>? {
        var lineStart = reading.textStart
        while lineStart > max(0, skipped, reading.textStart - window), text[lineStart - 1] != ASCII.newline {
            lineStart -= 1
        }
        if let key = firstMention(text, lineStart..<reading.textStart) { return key }
        let from = min(reading.end, text.count)
        var end = from
        while end < min(text.count, from + window), text[end] != ASCII.newline, !ASCII.isBracket(text[end]) { end += 1 }
        return firstMention(text, from..<end)
    }

    /// The push key of a label line just above the reading's first line (`aps:` alone, the
    /// lines below it indented as its members): the reading may be what that key holds.
    static func labelAbove(_ reading: Reading, in text: UnsafeRawBufferPointer) -> Range<Int>? {
        var index = reading.textStart
        while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        guard index > 0, text[index - 1] == ASCII.newline else { return nil }
        var end = index - 1
        while end > 0, ASCII.isHorizontalSpace(text[end - 1]) { end -= 1 }
        guard end > 0, text[end - 1] == ASCII.colon else { return nil }
        var start = end - 1
        while start > 0, end - start <= window, text[start - 1] != ASCII.newline { start -= 1 }
        while start < end, ASCII.isHorizontalSpace(text[start]) { start += 1 }
        guard let length = keyLength(text, at: start, end: end - 1), start + length == end - 1 else { return nil }
        return start..<(start + length)
    }

    /// The findings whose text the reading skips.
    private static func skips(_ rule: LenientRule) -> Bool {
        rule == .comment || rule == .trailingNote
    }

    /// The push keys standing as words in `range`.
    static func mentions(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if index == range.lowerBound || !isWordByte(text[index - 1]),
                let length = keyLength(text, at: index, end: range.upperBound)
            {
                count += 1
                index += length
            } else {
                index += 1
            }
        }
        return count
    }

    /// Where the first push key standing as a word in `range` is.
    private static func firstMention(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int>? {
        for index in range where index == range.lowerBound || !isWordByte(text[index - 1]) {
            if let length = keyLength(text, at: index, end: range.upperBound) { return index..<(index + length) }
        }
        return nil
    }

    /// The length of a push key at `offset` that ends as a word, or `nil`.
    private static func keyLength(_ text: UnsafeRawBufferPointer, at offset: Int, end: Int) -> Int? {
        var length: Int
        switch text[offset] {
        case UInt8(ascii: "_"):
            guard text.hasPrefix("_lp", at: offset, end: end), offset + 3 < end else { return nil }
            switch text[offset + 3] {
            case UInt8(ascii: "m"), UInt8(ascii: "u"), UInt8(ascii: "n"), UInt8(ascii: "v"): length = 4
            default: return nil
            }
        case UInt8(ascii: "a"):
            guard text.hasPrefix("aps", at: offset, end: end) else { return nil }
            length = 3
        case UInt8(ascii: "w"):
            guard text.hasPrefix("wzrk_", at: offset, end: end) else { return nil }
            length = 5
            while offset + length < end, isWordByte(text[offset + length]) { length += 1 }
            return length
        case UInt8(ascii: "W"):
            guard text.hasPrefix("W$", at: offset, end: end) else { return nil }
            length = 2
            while offset + length < end, isWordByte(text[offset + length]) { length += 1 }
            return length
        default:
            return nil
        }
        return offset + length < end && isWordByte(text[offset + length]) ? nil : length
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        ASCII.isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: "-")
    }
}
