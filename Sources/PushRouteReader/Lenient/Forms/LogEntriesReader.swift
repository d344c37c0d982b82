import PushRouteCore

/// One entry a log line (docs/pasted-forms.md §4.11): apps that log a push key by key, each
/// line with its log prefix, and debugger views that show one entry a line:
///
///     2026-11-29 10:01:02.123 Shop[812:3344] Push: gcm.message_id -> 1733910604
///     2026-11-29 10:01:02.124 Shop[812:3344] Push: aps -> {
///         "content-available" = 1;
///     }
///     [0:] Key: wzrk_id - Value: 1700000000_20261129
///     "wzrk_dl" -> "shop://deal/7"
///     bundle.putString("_lpu", "6021945811681280");
///
/// The key is the word (or quoted string) before ` -> `, or after `Key: `, or the quoted
/// first argument of a `put…("key", value)` call (Java and Kotlin code that builds a push);
/// the value runs to the line end (to the call's `)`), or is a dictionary (`{`, `(`, `[`) that
/// may span lines. Values carry no types (§5). The entries end at the first line that holds none.
struct LogEntriesReader {
    let text: UnsafeRawBufferPointer
    let limits: ReaderLimits
    let locate: Bool
    let marker: CommentMarker?
    var locator: TextLocator
    var findings: [Finding] = []
    var gaps: [PayloadGap] = []
    private(set) var position: Int
    private(set) var value: JSONValue?
    let start: Int

    init(
        text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator,
        marker: CommentMarker?
    ) {
        self.text = text
        self.start = start
        self.limits = limits
        self.locate = locate
        self.locator = locator
        self.marker = marker
        position = start
    }

    /// One entry's parts on a line: where its key and its value start.
    struct Entry {
        var key: Range<Int>
        var quoted: Bool
        var value: Int
        var shape: Shape
        /// Where the value ends, when not at the line end (a call's `)`).
        var valueEnd: Int? = nil
    }

    /// How the entries are written, as the form's warning names them.
    enum Shape: String {
        case arrow = "'key -> value'"
        case keyValue = "'Key: key - Value: value'"
        case call = "'put(\"key\", value)' calls"
        case pair = "Kotlin '\"key\" to value' pairs"
    }

    /// Whether the line whose content starts at `content` holds an entry.
    static func startsEntry(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Bool {
        entry(text, content: content, lineEnd: lineEnd) != nil
    }

    /// The entry of a line: `KEY -> VALUE`, or `Key: KEY - Value: VALUE`.
    static func entry(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Entry? {
        if content < lineEnd, text[content] == ASCII.quote,
            let pair = pairEntry(text, content: content, lineEnd: lineEnd)
        {
            return pair
        }
        var index = content
        while index + 1 < lineEnd {
            let byte = text[index]
            if byte == ASCII.minus, index > content, text[index - 1] == ASCII.space,
                text[index + 1] == UInt8(ascii: ">"),
                index + 2 == lineEnd || ASCII.isHorizontalSpace(text[index + 2])
            {
                return arrowEntry(text, content: content, arrow: index - 1, lineEnd: lineEnd)
            }
            if byte == UInt8(ascii: "K"), text.hasPrefix("Key: ", at: index, end: lineEnd),
                index == content || text[index - 1] == ASCII.space
            {
                return keyValueEntry(text, keyStart: index + 5, lineEnd: lineEnd)
            }
            if byte == UInt8(ascii: "p"), text.hasPrefix("put", at: index, end: lineEnd),
                index == content || text[index - 1] == UInt8(ascii: ".")
            {
                return callEntry(text, name: index, lineEnd: lineEnd)
            }
            index += 1
        }
        return nil
    }

    private static func arrowEntry(_ text: UnsafeRawBufferPointer, content: Int, arrow: Int, lineEnd: Int) -> Entry? {
        var keyEnd = arrow
        var keyStart = keyEnd
        var quoted = false
        if keyEnd > content, text[keyEnd - 1] == ASCII.quote {
            keyStart = keyEnd - 1
            while keyStart > content, text[keyStart - 1] != ASCII.quote { keyStart -= 1 }
            guard keyStart > content else { return nil }
            keyStart -= 1
            quoted = true
        } else {
            while keyStart > content, !ASCII.isWhitespace(text[keyStart - 1]) { keyStart -= 1 }
        }
        guard keyStart < keyEnd, !ASCII.isBracket(text[keyStart]) else { return nil }
        keyEnd = quoted ? keyEnd - 1 : keyEnd
        var value = arrow + 3
        while value < lineEnd, ASCII.isHorizontalSpace(text[value]) { value += 1 }
        return Entry(key: (quoted ? keyStart + 1 : keyStart)..<keyEnd, quoted: quoted, value: value, shape: .arrow)
    }

    private static func keyValueEntry(_ text: UnsafeRawBufferPointer, keyStart: Int, lineEnd: Int) -> Entry? {
        var index = keyStart
        while index + 10 <= lineEnd {
            if text.hasPrefix(" - Value: ", at: index, end: lineEnd) {
                guard index > keyStart else { return nil }
                return Entry(key: keyStart..<index, quoted: false, value: index + 10, shape: .keyValue)
            }
            index += 1
        }
        if text.hasPrefix(" - Value:", at: lineEnd - 9, end: lineEnd), lineEnd - 9 > keyStart {
            return Entry(key: keyStart..<(lineEnd - 9), quoted: false, value: lineEnd, shape: .keyValue)
        }
        return nil
    }

    /// `putString("key", value);`, `put("key", value)`: a call whose first argument is a
    /// quoted key; the value runs to the line's last `)`.
    private static func callEntry(_ text: UnsafeRawBufferPointer, name: Int, lineEnd: Int) -> Entry? {
        var index = name + 3
        while index < lineEnd, ASCII.isLetterOrDigit(text[index]) { index += 1 }
        guard index < lineEnd, text[index] == ASCII.openParen else { return nil }
        index += 1
        while index < lineEnd, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < lineEnd, text[index] == ASCII.quote else { return nil }
        let key = QuotedText.scan(text, at: index, end: lineEnd)
        guard key.closed, key.end - index > 2 else { return nil }
        index = key.end
        while index < lineEnd, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < lineEnd, text[index] == ASCII.comma else { return nil }
        index += 1
        while index < lineEnd, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        var close = lineEnd
        while close > index, text[close - 1] != ASCII.closeParen { close -= 1 }
        guard close > index else { return nil }
        var valueEnd = close - 1
        while valueEnd > index, ASCII.isHorizontalSpace(text[valueEnd - 1]) { valueEnd -= 1 }
        return Entry(key: (key.start + 1)..<(key.end - 1), quoted: true, value: index, shape: .call, valueEnd: valueEnd)
    }

    /// `"key" to value,` (a Kotlin pair, one a line in `bundleOf(…)` or `mapOf(…)`): the value
    /// runs to a `,` at the line end, or to a `)` that closes the call.
    private static func pairEntry(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Entry? {
        let key = QuotedText.scan(text, at: content, end: lineEnd)
        guard key.closed, key.end - content > 2, text.hasPrefix(" to ", at: key.end, end: lineEnd) else { return nil }
        var value = key.end + 4
        while value < lineEnd, ASCII.isHorizontalSpace(text[value]) { value += 1 }
        var valueEnd = lineEnd
        while valueEnd > value, ASCII.isWhitespace(text[valueEnd - 1]) { valueEnd -= 1 }
        guard valueEnd > value else { return nil }
        if text[valueEnd - 1] == ASCII.comma {
            valueEnd -= 1
        } else if text[valueEnd - 1] == ASCII.closeParen, unbalancedClose(text, value..<valueEnd) {
            valueEnd -= 1
        }
        while valueEnd > value, ASCII.isWhitespace(text[valueEnd - 1]) { valueEnd -= 1 }
        return Entry(key: (key.start + 1)..<(key.end - 1), quoted: true, value: value, shape: .pair, valueEnd: valueEnd)
    }

    /// Whether `range` closes one `)` more than it opens (the call the pair stands in).
    private static func unbalancedClose(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var depth = 0
        for byte in UnsafeRawBufferPointer(rebasing: text[range]) {
            if byte == ASCII.openParen { depth += 1 } else if byte == ASCII.closeParen { depth -= 1 }
        }
        return depth < 0
    }

    mutating func read() -> JSONValue? {
        var object = ObjectBuilder()
        var lineStart = start
        var content = start
        var entries = 0
        var shape = Shape.arrow
        var lastLineEnd = start
        while content < text.count {
            let lineEnd = text.lineEnd(from: content, end: text.count)
            guard let entry = Self.entry(text, content: content, lineEnd: lineEnd) else { break }
            if entries == 0 { shape = entry.shape }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: text[entry.key]), as: UTF8.self)
            let keyLocation = locate ? locator.location(at: entry.key.lowerBound) : nil
            var prefixStart = lineStart
            while prefixStart < entry.key.lowerBound, ASCII.isHorizontalSpace(text[prefixStart]) { prefixStart += 1 }
            let (value, valueEnd) = readValue(entry, key: key, lineEnd: lineEnd, prefixStart: prefixStart)
            object.add(
                key, value, keyLocation: keyLocation, valueLocation: locate ? locator.location(at: entry.value) : nil)
            entries += 1
            lastLineEnd = text.lineEnd(from: valueEnd, end: text.count)
            lineStart = lastLineEnd + 1
            guard lineStart < text.count else { break }
            content = PayloadOpener.contentStart(
                text, lineStart: lineStart, lineEnd: text.lineEnd(from: lineStart, end: text.count))
        }
        position = lastLineEnd
        guard entries > 0 else { return nil }
        findings.insert(
            .logEntries(at: start, shape: "\(shape.rawValue), \(entries) entr\(entries == 1 ? "y" : "ies")"), at: 0)
        value = .object(object.build())
        return value
    }

    /// An entry's value, and where it ends: a dictionary or list read by the lenient parser
    /// (as a value whose members carry no types), else the rest of the line. The lines of a
    /// dictionary may repeat the entry line's log prefix (from `prefixStart` to the key).
    private mutating func readValue(_ entry: Entry, key: String, lineEnd: Int, prefixStart: Int) -> (JSONValue, Int) {
        let slot = SchemaSlot.root.member(key)
        if entry.value < lineEnd,
            text[entry.value] == ASCII.openBrace || text[entry.value] == ASCII.openParen
                || text[entry.value] == ASCII.openBracket
        {
            var prefixEnd =
                entry.shape == .keyValue ? entry.key.lowerBound - 5 : entry.key.lowerBound - (entry.quoted ? 1 : 0)
            while prefixEnd > prefixStart, ASCII.isHorizontalSpace(text[prefixEnd - 1]) { prefixEnd -= 1 }
            // The lines of the value carry the entry's whole prefix (`[0:]`), or only the comment
            // marker the entries stand behind, or nothing.
            var prefix = marker
            if prefixEnd > prefixStart, lineEnd < text.count,
                CommentMarker(range: prefixStart..<prefixEnd).skip(in: text, lineStart: lineEnd + 1, end: text.count)
                    != nil
            {
                prefix = CommentMarker(range: prefixStart..<prefixEnd)
            }
            var parser = LenientParser(
                text: text, start: entry.value, limits: limits, locate: locate, locator: locator,
                mode: .init(marker: prefix, valueSlot: slot))
            if let value = parser.parse(), parser.gaps.isEmpty {
                findings += parser.findings.filter { $0.rule != .commentWrapped }
                locator = parser.locator
                return (value, parser.position)
            }
        }
        var end = entry.valueEnd ?? lineEnd
        while end > entry.value, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        let word = UnsafeRawBufferPointer(rebasing: text[entry.value..<end])
        if word.count >= 2, word[0] == ASCII.quote, word[word.count - 1] == ASCII.quote {
            let string = QuotedText.scan(text, at: entry.value, end: end)
            if string.closed, string.end == end {
                return (ValueTyping.quoted(string, text, typeless: true, slot: slot, findings: &findings), end)
            }
        }
        if word.isEmpty { return (.string(""), end) }
        if entry.shape == .call || entry.shape == .pair, word.contains(ASCII.openParen) {
            // Code (`System.currentTimeMillis()`, `title.toString()`): an opaque value (§4.17).
            findings.append(.expressionValue(entry.value..<end))
            return (.string(ExpressionValue.string(String(decoding: word, as: UTF8.self))), end)
        }
        return (ValueTyping.unquoted(word, at: entry.value, typeless: true, slot: slot, findings: &findings), end)
    }
}
