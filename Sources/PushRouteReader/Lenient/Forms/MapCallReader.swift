import PushRouteCore

/// Code that builds a map in one call (docs/pasted-forms.md §4.17): Kotlin's
/// `bundleOf("wzrk_id" to "0_0", "nm" to title)`, `mapOf(…)`, `hashMapOf(…)`,
/// `mutableMapOf(…)`, Java's `Map.of("k", v, "k2", v2)`, and PHP's `array('k' => v, …)`.
/// Each pair is `"key" to value`, `"key", value` or `'key' => value`; a value is a literal,
/// such a call again (a dictionary), or code, read as an opaque value. Values are typed as the
/// code writes them. The call may span lines; the form starts only where the first key stands
/// on the line of the `(` (pairs one a line are §4.11), or for PHP's `array(` on any line
/// after it, followed by `=>` (an `array(` of values is a list, not read here). PHP's
/// `array` may stand apart from its `(` (`array (`, or the `(` on the next line), `//`
/// comments may stand between the entries, and a nested `array(` of values without keys
/// (`'registration_ids' => array($id)`) is a list. A constructor called with keyword
/// arguments, as Python's firebase-admin code builds a message (`messaging.Message(data={…},
/// apns=messaging.APNSConfig(…))`, `dict(k=v)`), is a dictionary of its arguments, its first
/// `name=` on any line after the `(`: its `{…}` and `[…]` are read as relaxed JSON, `True`,
/// `False` and `None` as Python writes them, `#` lines are comments; firebase-admin's
/// `messaging.Aps(…)` keys are renamed as its encoder sends them. A call the text ends inside
/// (a paste cut off) is read as far as it goes, each call left open a gap (§4.13).
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
    /// Whether a failure was found only at the text's end (a call never closed): the scanner
    /// then goes on after where the reading stopped, so that a text of calls never closed is
    /// read once, not once a call (docs/pasted-forms.md §10.3).
    private(set) var readToEnd = false
    /// Whether the text ends inside the call (no `)` closes it): the reading keeps what was read
    /// and closes the calls still open, a gap in each.
    private var cutMode = false
    private var cut = false
    /// The innermost call open where the text ended.
    private var cutCall = 0..<0
    /// `lineEnd(from:)`'s last answer: from `from`, the line ends at `end`.
    private var lineEndMemo = (from: -1, end: -1)
    /// The call is a value the lenient parser reads (`aps = messaging.Aps(…)`), not a paste's own.
    var isValue = false
    /// Where the call's name starts, and its `(`.
    let start: Int
    let open: Int

    init(text: UnsafeRawBufferPointer, open: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator) {
        self.text = text
        self.open = open
        start = Self.nameStart(text, paren: open) ?? Self.keywordCallStart(text, paren: open) ?? open
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
        let start = wordStart(text, end: paren)
        if paren - start == phpArray.utf8CodeUnitCount, text.hasPrefix(phpArray, at: start, end: paren) { return start }
        for end in nameEnds where end.utf8CodeUnitCount <= paren - start {
            let from = paren - end.utf8CodeUnitCount
            if text.hasPrefix(end, at: from, end: paren) { return start }
        }
        guard start == paren else { return nil }
        // PHP's `array (`, or `array` on the line above its `(`.
        var end = paren
        while end > 0, paren - end < 64, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        let name = wordStart(text, end: end)
        guard end < paren, end - name == phpArray.utf8CodeUnitCount, text.hasPrefix(phpArray, at: name, end: end)
        else { return nil }
        return name
    }

    /// Where the word of letters, digits and dots that ends at `end` starts (at most 64 bytes).
    private static func wordStart(_ text: UnsafeRawBufferPointer, end: Int) -> Int {
        var start = end
        while start > 0, end - start < 64,
            ASCII.isLetterOrDigit(text[start - 1]) || text[start - 1] == UInt8(ascii: ".")
        {
            start -= 1
        }
        return start
    }

    /// Where the name of a constructor called with keyword arguments starts (`messaging.Aps(`,
    /// `dict(`: a name whose last part starts with a capital letter, or `dict`), when the first
    /// thing after its `(` is a keyword argument (`content_available=True`).
    static func keywordCallStart(_ text: UnsafeRawBufferPointer, paren: Int) -> Int? {
        let start = wordStart(text, end: paren)
        guard start < paren, text[start] != UInt8(ascii: ".") else { return nil }
        var last = paren
        while last > start, text[last - 1] != UInt8(ascii: ".") { last -= 1 }
        guard last < paren else { return nil }
        let capital = text[last] >= UInt8(ascii: "A") && text[last] <= UInt8(ascii: "Z")
        let dict = paren - last == 4 && text.hasPrefix("dict", at: last, end: paren)
        guard capital || dict, keyword(text, at: skipBlanks(text, from: paren + 1, limit: 256)) != nil else {
            return nil
        }
        return start
    }

    /// The keyword argument's name at `start` and where its value starts, past its `=` (not `==`).
    static func keyword(_ text: UnsafeRawBufferPointer, at start: Int) -> (name: String, value: Int)? {
        var index = start
        while index < text.count, index - start < 64,
            ASCII.isLetterOrDigit(text[index]) || text[index] == UInt8(ascii: "_")
        {
            index += 1
        }
        guard index > start, !ASCII.isDigit(text[start]) else { return nil }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
        while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < text.count, text[index] == ASCII.equals,
            index + 1 >= text.count || (text[index + 1] != ASCII.equals && text[index + 1] != UInt8(ascii: ">"))
        else { return nil }
        return (name, index + 1)
    }

    /// Whether the call named at `name` is PHP's `array` (not `arrayMapOf`).
    private static func isPHPArray(_ text: UnsafeRawBufferPointer, name: Int) -> Bool {
        let end = name + phpArray.utf8CodeUnitCount
        return text.hasPrefix(phpArray, at: name, end: text.count)
            && (end == text.count || !ASCII.isLetterOrDigit(text[end]))
    }

    /// Whether the `(` at `paren` opens such a call whose first key follows on its line (for
    /// `array(`, on any line, and is followed by `=>`).
    static func starts(_ text: UnsafeRawBufferPointer, paren: Int) -> Bool {
        guard let name = nameStart(text, paren: paren) else { return keywordCallStart(text, paren: paren) != nil }
        guard isPHPArray(text, name: name) else {
            var index = paren + 1
            while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
            return index < text.count && text[index] == ASCII.quote
        }
        return startsPair(text, at: skipBlanks(text, from: paren + 1, limit: 256))
    }

    /// Whether a PHP pair starts at `start`: a quoted key closed on its line, then `=>`.
    private static func startsPair(_ text: UnsafeRawBufferPointer, at start: Int) -> Bool {
        guard start < text.count, text[start] == ASCII.quote || text[start] == ASCII.apostrophe else { return false }
        let key = QuotedText.scan(text, at: start, end: text.lineEnd(from: start, end: text.count))
        var index = key.end
        while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        return key.closed && text.hasPrefix("=>", at: index, end: text.count)
    }

    mutating func read() -> JSONValue? {
        cutMode = Self.callEnd(text, open: open) == nil
        readToEnd = cutMode
        guard let value = readCall(open: open, slot: .root, path: [], depth: 1, php: false) else { return nil }
        findings.insert(.mapCall(start..<nameEnd(open: open, start: start), in: text, pairs: keysRead), at: 0)
        if cut {
            let call = String(decoding: UnsafeRawBufferPointer(rebasing: text[cutCall]), as: UTF8.self)
            findings.append(.cutOff("the input ends before ')' closes '\(call)('", at: text.count))
        }
        return value
    }

    /// Where the name of the call whose `(` stands at `open` and starts at `start` ends.
    private func nameEnd(open: Int, start: Int) -> Int {
        var end = open
        while end > start, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        return end
    }

    /// Where the `)` that closes the call whose `(` stands at `open` is, outside strings and
    /// brackets; nil when the text ends first. One pass: the reading then knows whether to
    /// expect a cut.
    static func callEnd(_ text: UnsafeRawBufferPointer, open: Int) -> Int? {
        var budget = Int.max
        return callEnd(text, open: open, budget: &budget)
    }

    /// The same, looking at no more bytes than `budget` holds (and taking them from it): nil
    /// when it runs out first.
    static func callEnd(_ text: UnsafeRawBufferPointer, open: Int, budget: inout Int) -> Int? {
        var depth = 0
        var at = open + 1
        let start = at
        defer { budget -= at - start }
        while at < text.count, at - start < budget {
            switch text[at] {
            case ASCII.quote, ASCII.apostrophe:
                // To the closing quote, or the line's end (a string is read on its line), each
                // byte looked at once: no line's end is looked for ahead.
                let quote = text[at]
                at += 1
                while at < text.count, text[at] != quote, text[at] != ASCII.newline {
                    at += text[at] == ASCII.backslash ? 2 : 1
                }
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: depth += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                if depth == 0 { return at }
                depth -= 1
            default: break
            }
            at += 1
        }
        return nil
    }

    /// Reading stopped inside the call whose `(` stands at `open`: what was read of it when the
    /// text ended there, nil when it failed. (JSONValue is ExpressibleByNilLiteral: a `nil` in a
    /// conditional expression would be `null`.)
    private mutating func stopped(_ object: ObjectBuilder, open: Int, path: [String]) -> JSONValue? {
        guard cut else { return Optional.none }
        return cutOff(object, open: open, path: path)
    }

    /// The text ended inside the call whose `(` stands at `open`: what was read of it, and a gap.
    private mutating func cutOff(_ object: ObjectBuilder, open: Int, path: [String]) -> JSONValue {
        if cutCall.isEmpty {
            let name = Self.nameStart(text, paren: open) ?? Self.keywordCallStart(text, paren: open) ?? open
            cutCall = name..<nameEnd(open: open, start: name)
        }
        cut = true
        gaps.append(PayloadGap(path: path))
        position = text.count
        return built(object, open: open, path: path)
    }

    /// The pairs of the call whose `(` stands at `open`, up to its `)`; a nested PHP `array(`
    /// (`php`) whose first entry is no pair is a list.
    private mutating func readCall(open: Int, slot: SchemaSlot, path: [String], depth: Int, php: Bool) -> JSONValue? {
        guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: open)) }
        var index = skipBlanks(open + 1)
        if php, !Self.startsPair(text, at: index) { return readList(open: open, slot: slot, path: path, depth: depth) }
        let keywords = Self.keyword(text, at: index) != nil
        var object = ObjectBuilder()
        while index < text.count, text[index] != ASCII.closeParen {
            guard let (key, keyStart, afterKey) = keywords ? readKeyword(at: index) : readKey(at: index) else {
                return stopped(object, open: open, path: path)
            }
            let keyLocation = locate ? locator.location(at: keyStart) : nil
            index = skipBlanks(afterKey)
            let valueStart = index
            guard
                let (value, end) = readValue(
                    at: index, slot: slot.member(key), path: path + [key], depth: depth, python: keywords)
            else { return stopped(object, open: open, path: path) }
            object.add(
                key, value, keyLocation: keyLocation, valueLocation: locate ? locator.location(at: valueStart) : nil)
            keysRead += 1
            guard !cut, let next = nextEntry(afterValueEndingAt: end) else {
                return stopped(object, open: open, path: path)
            }
            index = next
        }
        guard index < text.count else {
            guard cutMode else { return failAtEnd(.parseError("the input ends before ')' closes the call", at: open)) }
            return cutOff(object, open: open, path: path)
        }
        position = index + 1
        return built(object, open: open, path: path)
    }

    /// The dictionary a call builds: firebase-admin-python's `Aps(…)` with its keys renamed as
    /// its encoder sends them (`SenderTranslation.adminAps`), and an `Aps(…)` or `APNSConfig(…)`
    /// pasted alone (`path` empty, not a value read for the lenient parser) under its key in
    /// what is sent (`SenderTranslation.adminAlone`); a note says what was done.
    private mutating func built(_ object: ObjectBuilder, open: Int, path: [String]) -> JSONValue {
        let built = object.build()
        guard let name = Self.keywordCallStart(text, paren: open) else { return .object(built) }
        var type = open
        while type > name, text[type - 1] != UInt8(ascii: ".") { type -= 1 }
        let typeName = String(decoding: UnsafeRawBufferPointer(rebasing: text[type..<open]), as: UTF8.self)
        var result = built
        var said: [String] = []
        if typeName == "Aps", let (renamed, renaming) = SenderTranslation.adminAps(built, python: true) {
            (result, said) = (renamed, [renaming])
        }
        if path.isEmpty, !isValue, let alone = SenderTranslation.adminAlone(typeName, result) {
            result = alone.object
            said.append(alone.said)
        }
        guard !said.isEmpty else { return .object(result) }
        let call = String(decoding: UnsafeRawBufferPointer(rebasing: text[name..<open]), as: UTF8.self)
        findings.append(
            .envelope("'\(call)(...)' as firebase-admin sends it: " + said.joined(separator: "; "), at: name))
        return .object(result)
    }

    /// A quoted key and its separator (`to`, `,` or `=>`): the key, where it starts, and where
    /// its value may start.
    private mutating func readKey(at index: Int) -> (String, Int, Int)? {
        guard text[index] == ASCII.quote || text[index] == ASCII.apostrophe else {
            return fail(.parseError("expected a quoted key or ')'", at: index))
        }
        let quoted = QuotedText.scan(text, at: index, end: lineEnd(from: index))
        guard quoted.closed else {
            if cutMode, quoted.end == text.count { return cutHere() }
            return fail(.parseError("the key's string is not closed on its line", at: index))
        }
        var ignored: [Finding] = []
        let key = quoted.decode(text, findings: &ignored)
        let after = skipBlanks(quoted.end)
        if text.hasPrefix("to", at: after, end: text.count), after + 2 < text.count, ASCII.isWhitespace(text[after + 2])
        {
            return (key, index, after + 2)
        }
        if after < text.count, text[after] == ASCII.comma { return (key, index, after + 1) }
        if text.hasPrefix("=>", at: after, end: text.count) { return (key, index, after + 2) }
        if cutMode, after >= text.count - 1 { return cutHere() }
        return fail(.parseError("expected 'to', ',' or '=>' after the key", at: after))
    }

    /// A keyword argument's `name=`: the name, where it starts, and where its value starts.
    private mutating func readKeyword(at index: Int) -> (String, Int, Int)? {
        guard let (name, value) = Self.keyword(text, at: index) else {
            if cutMode,
                (index..<text.count).allSatisfy({ ASCII.isLetterOrDigit(text[$0]) || text[$0] == UInt8(ascii: "_") })
            {
                return cutHere()
            }
            return fail(.parseError("expected a keyword argument ('name=') or ')'", at: index))
        }
        return (name, index, value)
    }

    /// A PHP `array(…)` of values without keys (`array($id)`, `array('a', 'b')`): a list.
    private mutating func readList(open: Int, slot: SchemaSlot, path: [String], depth: Int) -> JSONValue? {
        var elements: [JSONValue] = []
        var index = skipBlanks(open + 1)
        while index < text.count, text[index] != ASCII.closeParen {
            guard let (value, end) = readValue(at: index, slot: slot, path: path, depth: depth) else {
                return cut ? cutOff(elements) : Optional.none
            }
            elements.append(value)
            guard !cut, let next = nextEntry(afterValueEndingAt: end) else {
                return cut ? cutOff(elements) : Optional.none
            }
            index = next
        }
        guard index < text.count else {
            guard cutMode else { return failAtEnd(.parseError("the input ends before ')' closes the call", at: open)) }
            cut = true
            return cutOff(elements)
        }
        position = index + 1
        return .array(elements)
    }

    /// A list the text ended inside: what was read of it (its gap is its dictionary's).
    private mutating func cutOff(_ elements: [JSONValue]) -> JSONValue {
        position = text.count
        return .array(elements)
    }

    /// The text ends here, inside the call (`cutMode`): nothing more is read.
    private mutating func cutHere<T>() -> T? {
        cut = true
        return nil
    }

    /// Where the next entry (or the call's `)`) starts after a value that ends at `end`, past
    /// its `,`; nil, failing, when neither `,` nor `)` follows the value (or the text ends,
    /// cut off).
    private mutating func nextEntry(afterValueEndingAt end: Int) -> Int? {
        let index = skipBlanks(end)
        if cutMode, index >= text.count { return cutHere() }
        guard index < text.count, text[index] == ASCII.comma || text[index] == ASCII.closeParen else {
            return fail(.parseError("expected ',' or ')' after the value", at: min(index, text.count - 1)))
        }
        return text[index] == ASCII.comma ? skipBlanks(index + 1) : index
    }

    /// A value and where it ends: a string, such a call, or code to the `,` or `)` after it;
    /// in a call with keyword arguments (`python`), a `{…}` or `[…]` of relaxed JSON too.
    private mutating func readValue(
        at index: Int, slot: SchemaSlot, path: [String], depth: Int, python: Bool = false
    ) -> (JSONValue, Int)? {
        guard index < text.count else {
            if cutMode { return cutHere() }
            return fail(.parseError("the input ends before the value", at: open))
        }
        if text[index] == ASCII.quote || text[index] == ASCII.apostrophe {
            let quoted = QuotedText.scan(text, at: index, end: lineEnd(from: index))
            // A string closed where the text ends is whole (what follows it was cut).
            if quoted.closed, Self.endsValue(text, at: skipBlanks(quoted.end)) || skipBlanks(quoted.end) == text.count {
                return (ValueTyping.quoted(quoted, text, typeless: false, slot: slot, findings: &findings), quoted.end)
            }
        }
        // Cut off, a call is read as it goes, not looked past first: each call would look to the end.
        if cutMode, let paren = Self.callParen(text, at: index) {
            let php = Self.isPHPArray(text, name: index)
            guard let value = readCall(open: paren, slot: slot, path: path, depth: depth + 1, php: php) else {
                return nil
            }
            return (value, position)
        }
        guard let end = expressionEnd(from: index) else {
            if cutMode { return cutHere() }
            return failAtEnd(.parseError("the input ends before ')' closes the call", at: open))
        }
        if python, text[index] == ASCII.openBrace || text[index] == ASCII.openBracket,
            let read = readLiteral(at: index, to: end)
        {
            return read
        }
        var last = end
        while last > index, ASCII.isWhitespace(text[last - 1]) { last -= 1 }
        guard last > index else { return fail(.parseError("expected a value", at: index)) }
        let word = UnsafeRawBufferPointer(rebasing: text[index..<last])
        if python, let constant = Self.pythonConstants[String(decoding: word, as: UTF8.self)] {
            return (constant, last)
        }
        if let paren = word.firstIndex(of: ASCII.openParen), word.last == ASCII.closeParen,
            Self.nameStart(text, paren: index + paren) == index
                || Self.keywordCallStart(text, paren: index + paren) == index
        {
            let php = Self.isPHPArray(text, name: index)
            guard let value = readCall(open: index + paren, slot: slot, path: path, depth: depth + 1, php: php)
            else { return nil }
            return (value, position)
        }
        if word.contains(ASCII.openParen) {
            findings.append(.expressionValue(index..<last))
            return (.string(ExpressionValue.string(String(decoding: word, as: UTF8.self))), last)
        }
        // A Long literal (`6021945811681280L`) is the number it writes.
        if word.count > 1, word.last == UInt8(ascii: "L") || word.last == UInt8(ascii: "l"),
            case .integer(let integer)? = NumberText.read(UnsafeRawBufferPointer(rebasing: word.dropLast()))
        {
            return (.integer(integer), last)
        }
        return (ValueTyping.unquoted(word, at: index, typeless: false, slot: slot, findings: &findings), last)
    }

    /// The `(` of a call that builds a map whose name starts at `index` (`messaging.Aps(`,
    /// `mapOf(`), when one does.
    static func callParen(_ text: UnsafeRawBufferPointer, at index: Int) -> Int? {
        var paren = index
        while paren < text.count, paren - index < 64,
            ASCII.isLetterOrDigit(text[paren]) || text[paren] == UInt8(ascii: ".") || text[paren] == UInt8(ascii: "_")
        {
            paren += 1
        }
        guard paren > index, paren < text.count, text[paren] == ASCII.openParen,
            nameStart(text, paren: paren) == index || keywordCallStart(text, paren: paren) == index
        else { return nil }
        return paren
    }

    /// Python's constants, as JSON.
    private static let pythonConstants: [String: JSONValue] = [
        "True": .bool(true), "False": .bool(false), "None": .null,
    ]

    /// A dictionary or list literal at `index` read as relaxed JSON (§4.5), when it is read whole
    /// before `end` (where the code from `index` ends) and a `,` or `)` follows it; nil (code,
    /// then) otherwise. The reading stops at `end`: each value's text is read once.
    private mutating func readLiteral(at index: Int, to end: Int) -> (JSONValue, Int)? {
        let bounded = UnsafeRawBufferPointer(rebasing: text[0..<end])
        var parser = LenientParser(text: bounded, start: index, limits: limits, locate: locate, locator: locator)
        guard let value = parser.parse(), parser.failure == nil, parser.gaps.isEmpty,
            Self.endsValue(text, at: skipBlanks(parser.position))
        else { return nil }
        findings += parser.findings
        locator = parser.locator
        return (value, parser.position)
    }

    /// Where code from `index` ends: the `,` or `)` outside its own brackets and strings.
    private mutating func expressionEnd(from index: Int) -> Int? {
        var depth = 0
        var at = index
        while at < text.count {
            switch text[at] {
            case ASCII.quote, ASCII.apostrophe:
                let quoted = QuotedText.scan(text, at: at, end: lineEnd(from: at))
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
        Self.skipBlanks(text, from: from, limit: text.count)
    }

    /// Past the blanks and `//` comments from `from`, looking at most `limit` bytes ahead.
    private static func skipBlanks(_ text: UnsafeRawBufferPointer, from: Int, limit: Int) -> Int {
        let stop = from + min(limit, text.count - from)
        var index = from
        while index < stop {
            if ASCII.isWhitespace(text[index]) {
                index += 1
            } else if text.hasPrefix("//", at: index, end: stop) || text[index] == UInt8(ascii: "#") {
                index = text.lineEnd(from: index, end: stop)
            } else {
                break
            }
        }
        return index
    }

    /// The end of the line `offset` is on, remembered for the line: the strings of one long
    /// line are each scanned to their quote only.
    private mutating func lineEnd(from offset: Int) -> Int {
        if offset < lineEndMemo.from || offset > lineEndMemo.end {
            lineEndMemo = (offset, text.lineEnd(from: offset, end: text.count))
        }
        return lineEndMemo.end
    }

    /// A failure found only at the text's end (`readToEnd`).
    private mutating func failAtEnd<T>(_ finding: Finding) -> T? {
        readToEnd = true
        return fail(finding)
    }

    private mutating func fail<T>(_ finding: Finding) -> T? {
        failure = finding
        position = max(position, finding.offset + 1)
        return nil
    }
}
