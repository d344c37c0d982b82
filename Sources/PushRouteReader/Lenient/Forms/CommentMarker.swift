import PushRouteCore

/// The text that starts every line of a payload: a comment marker when the payload was
/// copied from source comments (docs/pasted-forms.md §4.9) — `//` (or `///`, `////`...),
/// `#`, `--`, or the ` * ` of a `/* */` block — the `>` of a quoted reply, or the log prefix each line of a logged
/// value carries (`[0:]`, §4.11). The reader skips it at the start of each line of the payload.
struct CommentMarker {
    /// Where it stands on the payload's first line; every other line repeats these bytes.
    let range: Range<Int>

    /// The marker that stands alone before `offset` on its line (after blanks, before blanks),
    /// if any. It looks back only over blanks and marker bytes, so it costs no more than the
    /// prefix it finds.
    static func before(_ text: UnsafeRawBufferPointer, offset: Int) -> CommentMarker? {
        var index = offset
        while index > 0 {
            let byte = text[index - 1]
            guard ASCII.isHorizontalSpace(byte) || isMarkerByte(byte) else { break }
            index -= 1
        }
        guard index == 0 || text[index - 1] == ASCII.newline || (index == 3 && TextUTF8.byteOrderMarkLength(text) == 3)
        else {
            return nil
        }
        guard let marker = atLineStart(text, of: offset, lineStart: index) else { return nil }
        for byte in text[marker.range.upperBound..<offset] where !ASCII.isHorizontalSpace(byte) { return nil }
        return marker
    }

    /// The marker that starts the line of `offset` (after blanks), whatever stands between it
    /// and `offset` (a label, `Optional(`). `lineStart`: where that line starts, when the caller
    /// knows (else it is looked for).
    static func atLineStart(_ text: UnsafeRawBufferPointer, of offset: Int, lineStart: Int? = nil) -> CommentMarker? {
        var index = lineStart ?? PayloadOpener.lineStart(text, of: offset)
        if index == 0 { index = TextUTF8.byteOrderMarkLength(text) }
        while index < offset, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < offset, isMarkerByte(text[index]) else { return nil }
        let byte = text[index]
        var markerEnd = index
        while markerEnd < offset, text[markerEnd] == byte { markerEnd += 1 }
        guard isMarker(byte, count: markerEnd - index) else { return nil }
        if byte == ASCII.star, markerEnd < offset, !ASCII.isHorizontalSpace(text[markerEnd]) { return nil }
        return CommentMarker(range: index..<markerEnd).extended(in: text, before: offset)
    }

    /// Markers repeated after blanks (`// //`, `// ////`, `# //`: code commented out twice)
    /// are one marker.
    private func extended(in text: UnsafeRawBufferPointer, before limit: Int) -> CommentMarker {
        var end = range.upperBound
        while true {
            var next = end
            while next < limit, ASCII.isHorizontalSpace(text[next]) { next += 1 }
            guard next > end, next < limit, Self.isMarkerByte(text[next]) else {
                return CommentMarker(range: range.lowerBound..<end)
            }
            let byte = text[next]
            var runEnd = next
            while runEnd < limit, text[runEnd] == byte { runEnd += 1 }
            guard Self.isMarker(byte, count: runEnd - next), runEnd == limit || ASCII.isWhitespace(text[runEnd]) else {
                return CommentMarker(range: range.lowerBound..<end)
            }
            end = runEnd
        }
    }

    /// Where the line that starts at `lineStart` goes on past its blanks and this marker;
    /// `nil` when the line does not carry it.
    func skip(in text: UnsafeRawBufferPointer, lineStart: Int, end: Int) -> Int? {
        var index = lineStart
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        let count = range.count
        guard index + count <= end else { return nil }
        for offset in 0..<count where text[index + offset] != text[range.lowerBound + offset] { return nil }
        let after = index + count
        if text[range.lowerBound] == ASCII.star, after < end, text[after] == ASCII.slash { return nil }
        return after
    }

    static func isMarkerByte(_ byte: UInt8) -> Bool {
        byte == ASCII.slash || byte == hash || byte == ASCII.minus || byte == ASCII.star || byte == quoteMark
    }

    /// `//` and more slashes, `#` and more, `--`, a single `*`, `>` and more (a quoted reply).
    private static func isMarker(_ byte: UInt8, count: Int) -> Bool {
        switch byte {
        case ASCII.slash: count >= 2
        case ASCII.minus: count == 2
        case ASCII.star: count == 1
        default: count >= 1
        }
    }

    static let hash = UInt8(ascii: "#")
    /// `>`: the quote marker of a reply in e-mail and Markdown.
    static let quoteMark = UInt8(ascii: ">")
}
