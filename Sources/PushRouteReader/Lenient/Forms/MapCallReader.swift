import PushRouteCore

/// Code that builds a map in one call (docs/pasted-forms.md §4.17): Kotlin's
/// `bundleOf("wzrk_id" to "0_0", "nm" to title)`, `mapOf(…)`, `hashMapOf(…)`,
/// `mutableMapOf(…)`, Java's `Map.of("k", v, "k2", v2)`, and PHP's `array('k' => v, …)`.
/// Each pair is `"key" to value`, `"key", value` or `'key' => value`; a value is a literal,
/// such a call again (a dictionary), or code, read as an opaque value. Values are typed as the
/// code writes them. The call may span lines; the form starts only where the first key stands
/// on the line of the `(` (pairs one a line are §4.11), or for PHP's `array(` on any line
/// after it, followed by `=>` (an `array(` of values is a list, not read here).
struct MapCallReader: FormReader {
    let text: UnsafeRawBufferPointer
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    var gaps: [PayloadGap] = []
    var position: Int
    var keysRead = 0
    /// Where the call's name starts, and its `(`.
    let start: Int
    let open: Int

    init(text: UnsafeRawBufferPointer, open: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator) {
        self.text = text
        self.open = open
        start = Self.nameStart(text, paren: open) ?? open
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = open
    }

    /// The names of the calls read, as their name ends (`hashMapOf`, `ImmutableMap.of`).
    private static let nameEnds: [StaticString] = ["bundleOf", "BundleOf", "mapOf", "MapOf", "Map.of"]

    /// PHP's array constructor, a name of its own (`toArray(` is none).
    private static let phpArray: StaticString = "array"

    /// Where the name of the call whose `(` stands at `paren` starts, when it is one of these.
    static func nameStart(_ text: UnsafeRawBufferPointer, paren: Int) -> Int? {
        var start = paren
        while start > 0, paren - start < 64,
            ASCII.isLetterOrDigit(text[start - 1]) || text[start - 1] == UInt8(ascii: ".")
        {
            start -= 1
        }
        if paren - start == phpArray.utf8CodeUnitCount, text.hasPrefix(phpArray, at: start, end: paren) { return start }
        for end in nameEnds where end.utf8CodeUnitCount <= paren - start {
            let from = paren - end.utf8CodeUnitCount
            if text.hasPrefix(end, at: from, end: paren) { return start }
        }
        return nil
    }

    /// Whether the `(` at `paren` opens such a call whose first key follows on its line (for
    /// `array(`, on any line, and is followed by `=>`).
    static func starts(_ text: UnsafeRawBufferPointer, paren: Int) -> Bool {
        guard let name = nameStart(text, paren: paren) else { return false }
        var index = paren + 1
        guard paren - name == phpArray.utf8CodeUnitCount, text[name] == UInt8(ascii: "a") else {
            while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
            return index < text.count && text[index] == ASCII.quote
        }
        while index < text.count, index - paren < 256, ASCII.isWhitespace(text[index]) { index += 1 }
        guard index < text.count, text[index] == ASCII.quote || text[index] == ASCII.apostrophe else { return false }
        let key = QuotedText.scan(text, at: index, end: text.lineEnd(from: index, end: text.count))
        index = key.end
        while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        return key.closed && text.hasPrefix("=>", at: index, end: text.count)
    }

    mutating func read() -> JSONValue? {
        guard let object = readCall(open: open, slot: .root, depth: 1) else { return nil }
        findings.insert(.mapCall(start..<open, in: text, pairs: keysRead), at: 0)
        return .object(object)
    }

    /// The pairs of the call whose `(` stands at `open`, up to its `)`.
    private mutating func readCall(open: Int, slot: SchemaSlot, depth: Int) -> JSONObject? {
        guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: open)) }
        var object = ObjectBuilder()
        var index = skipBlanks(open + 1)
        while index < text.count, text[index] != ASCII.closeParen {
            guard text[index] == ASCII.quote || text[index] == ASCII.apostrophe else {
                return fail(.parseError("expected a quoted key or ')'", at: index))
            }
            let quoted = QuotedText.scan(text, at: index, end: text.lineEnd(from: index, end: text.count))
            guard quoted.closed else {
                return fail(.parseError("the key's string is not closed on its line", at: index))
            }
            var ignored: [Finding] = []
            let key = quoted.decode(text, findings: &ignored)
            index = skipBlanks(quoted.end)
            if text.hasPrefix("to", at: index, end: text.count), index + 2 < text.count,
                ASCII.isWhitespace(text[index + 2])
            {
                index += 2
            } else if index < text.count, text[index] == ASCII.comma {
                index += 1
            } else if text.hasPrefix("=>", at: index, end: text.count) {
                index += 2
            } else {
                return fail(.parseError("expected 'to', ',' or '=>' after the key", at: index))
            }
            let keyLocation = locate ? locator.location(at: quoted.start) : nil
            index = skipBlanks(index)
            let valueStart = index
            guard let (value, end) = readValue(at: index, slot: slot.member(key), depth: depth) else { return nil }
            object.add(
                key, value, keyLocation: keyLocation, valueLocation: locate ? locator.location(at: valueStart) : nil)
            keysRead += 1
            index = skipBlanks(end)
            guard index < text.count, text[index] == ASCII.comma || text[index] == ASCII.closeParen else {
                return fail(.parseError("expected ',' or ')' after the value", at: min(index, text.count - 1)))
            }
            if text[index] == ASCII.comma { index = skipBlanks(index + 1) }
        }
        guard index < text.count else {
            return fail(.parseError("the input ends before ')' closes the call", at: open))
        }
        position = index + 1
        return object.build()
    }

    /// A value and where it ends: a string, such a call, or code to the `,` or `)` after it.
    private mutating func readValue(at index: Int, slot: SchemaSlot, depth: Int) -> (JSONValue, Int)? {
        guard index < text.count else { return fail(.parseError("the input ends before the value", at: open)) }
        if text[index] == ASCII.quote || text[index] == ASCII.apostrophe {
            let quoted = QuotedText.scan(text, at: index, end: text.lineEnd(from: index, end: text.count))
            if quoted.closed, Self.endsValue(text, at: skipBlanks(quoted.end)) {
                return (ValueTyping.quoted(quoted, text, typeless: false, slot: slot, findings: &findings), quoted.end)
            }
        }
        guard let end = expressionEnd(from: index) else {
            return fail(.parseError("the input ends before ')' closes the call", at: open))
        }
        var last = end
        while last > index, ASCII.isWhitespace(text[last - 1]) { last -= 1 }
        guard last > index else { return fail(.parseError("expected a value", at: index)) }
        let word = UnsafeRawBufferPointer(rebasing: text[index..<last])
        if let paren = word.firstIndex(of: ASCII.openParen), Self.nameStart(text, paren: index + paren) == index,
            word.last == ASCII.closeParen
        {
            guard let object = readCall(open: index + paren, slot: slot, depth: depth + 1) else { return nil }
            return (.object(object), position)
        }
        if word.contains(ASCII.openParen) {
            findings.append(.expressionValue(index..<last))
            return (.string("<expression: \(String(decoding: word, as: UTF8.self))>"), last)
        }
        // A Long literal (`6021945811681280L`) is the number it writes.
        if word.count > 1, word.last == UInt8(ascii: "L") || word.last == UInt8(ascii: "l"),
            case .integer(let integer)? = NumberText.read(UnsafeRawBufferPointer(rebasing: word.dropLast()))
        {
            return (.integer(integer), last)
        }
        return (ValueTyping.unquoted(word, at: index, typeless: false, slot: slot, findings: &findings), last)
    }

    /// Where code from `index` ends: the `,` or `)` outside its own brackets and strings.
    private func expressionEnd(from index: Int) -> Int? {
        var depth = 0
        var at = index
        while at < text.count {
            switch text[at] {
            case ASCII.quote, ASCII.apostrophe:
                let quoted = QuotedText.scan(text, at: at, end: text.lineEnd(from: at, end: text.count))
                at = quoted.end - 1
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: depth += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                if depth == 0 { return at }
                depth -= 1
            case ASCII.comma where depth == 0: return at
            default: break
            }
            at += 1
        }
        return nil
    }

    private static func endsValue(_ text: UnsafeRawBufferPointer, at index: Int) -> Bool {
        index < text.count && (text[index] == ASCII.comma || text[index] == ASCII.closeParen)
    }

    private func skipBlanks(_ from: Int) -> Int {
        var index = from
        while index < text.count, ASCII.isWhitespace(text[index]) { index += 1 }
        return index
    }

    private mutating func fail<T>(_ finding: Finding) -> T? {
        failure = finding
        position = max(position, finding.offset + 1)
        return nil
    }
}
