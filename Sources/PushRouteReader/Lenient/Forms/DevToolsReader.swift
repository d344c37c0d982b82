import PushRouteCore

/// Chrome DevTools' expanded object, copied from the console (docs/pasted-forms.md §4.17): a
/// summary line that elides nested objects (`{aps: {…}, _lpm: 42}`, maybe after `▶ ` or
/// `▼ `), then one line per property of the expanded tree, written `key: value` or, as a
/// selection copies it, `key` / `:` / `value` on three lines (an expanded object's value may be
/// missing: its properties follow). Indentation is often lost, so the summary's keys say which
/// properties are top-level; the others belong to the last top-level object expanded.
/// `[[Prototype]]` and the other internal slots are skipped.
struct DevToolsReader: FormReader {
    let text: UnsafeRawBufferPointer
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    var gaps: [PayloadGap] = []
    var position: Int
    var keysRead = 0
    /// Whether the summary line is there (`false`: the properties alone, `readProperties`).
    let summary: Bool
    /// Where the summary's `{` stands.
    let start: Int

    init(
        text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator,
        summary: Bool = true
    ) {
        self.text = text
        self.summary = summary
        self.start = start
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = start
    }

    /// One property line (or three): its key, and its value's text (`nil`: an expanded object).
    struct Property {
        var key: Range<Int>
        var value: Range<Int>?
        /// Just after the property's last line.
        var end: Int
    }

    /// Whether the line whose content starts at `content` is a DevTools summary (`{` … `}` on
    /// the line, maybe after `▶ `/`▼ `) followed by a property line.
    static func starts(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Bool {
        let brace = summaryStart(text, content: content, lineEnd: lineEnd)
        guard let brace, brace < lineEnd, text[brace] == ASCII.openBrace, lineEnd < text.count else { return false }
        var last = lineEnd
        while last > brace, ASCII.isWhitespace(text[last - 1]) { last -= 1 }
        // DevTools prints a key unquoted (`{aps: {…}}`); JSON's `{"aps"` is no summary.
        guard text[last - 1] == ASCII.closeBrace, brace + 1 < last, !ASCII.endsKeyWord(text[brace + 1]),
            let first = property(text, at: lineEnd + 1)
        else { return false }
        return contains(text, brace..<last, text[first.key])
    }

    /// Whether `range` holds the bytes of `needle` (the first property's key, in the summary),
    /// a key of at most 64 bytes.
    private static func contains(
        _ text: UnsafeRawBufferPointer, _ range: Range<Int>, _ needle: Slice<UnsafeRawBufferPointer>
    ) -> Bool {
        // A key longer than a DevTools key ever is says no: the search stays linear in the line.
        guard !needle.isEmpty, needle.count <= min(range.count, 64) else { return false }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if text[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// Past a `▶ ` or `▼ ` (or `▸`/`▾`) marker, and past the constructor's name that older
    /// DevTools and Safari print before a summary (`Object {entryId: "1234", …}`).
    static func summaryStart(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Int? {
        var index = content
        if index + 3 <= lineEnd, text[index] == 0xE2, text[index + 1] == 0x96,
            text[index + 2] == 0xB6 || text[index + 2] == 0xBC || text[index + 2] == 0xB8 || text[index + 2] == 0xBE
        {
            index += 3
            while index < lineEnd, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        }
        return constructorEnd(text, at: index, lineEnd: lineEnd) ?? index
    }

    /// Where the `{` after a capitalised name and one blank stands (`Object {`), or `nil`.
    private static func constructorEnd(_ text: UnsafeRawBufferPointer, at start: Int, lineEnd: Int) -> Int? {
        guard start < lineEnd, text[start] >= UInt8(ascii: "A"), text[start] <= UInt8(ascii: "Z") else { return nil }
        var index = start + 1
        while index < lineEnd, ASCII.isLetterOrDigit(text[index]) || text[index] == UInt8(ascii: "_") { index += 1 }
        guard index + 1 < lineEnd, text[index] == ASCII.space, text[index + 1] == ASCII.openBrace else { return nil }
        return index + 1
    }

    /// The property whose first line starts at `lineStart`, or `nil`.
    static func property(_ text: UnsafeRawBufferPointer, at lineStart: Int) -> Property? {
        guard lineStart < text.count else { return nil }
        let lineEnd = text.lineEnd(from: lineStart, end: text.count)
        var keyStart = lineStart
        while keyStart < lineEnd, ASCII.isHorizontalSpace(text[keyStart]) { keyStart += 1 }
        keyStart = summaryStart(text, content: keyStart, lineEnd: lineEnd) ?? keyStart
        guard keyStart < lineEnd, text[keyStart] != ASCII.openBrace, text[keyStart] != ASCII.colon else { return nil }
        var keyEnd = keyStart
        while keyEnd < lineEnd, text[keyEnd] != ASCII.colon,
            !(text[keyEnd] == ASCII.space && keyEnd + 1 < lineEnd && text[keyEnd + 1] == ASCII.space)
        {
            keyEnd += 1
        }
        if keyEnd < lineEnd, text[keyEnd] == ASCII.colon {
            // `key: value` on one line (`key:` alone: an expanded object).
            guard keyEnd > keyStart,
                !text[keyStart..<keyEnd].contains(ASCII.space) || text[keyStart] == ASCII.openBracket
                    || isAccessor(text, keyStart..<keyEnd)
            else { return nil }
            let value = trimmed(text, (keyEnd + 1)..<lineEnd)
            return Property(key: keyStart..<keyEnd, value: value.isEmpty ? nil : value, end: lineEnd)
        }
        // `key` / `:` / `value` on three lines.
        let key = trimmed(text, keyStart..<lineEnd)
        guard !key.isEmpty,
            !text[key].contains(ASCII.space) || text[key.lowerBound] == ASCII.openBracket || isAccessor(text, key),
            lineEnd < text.count
        else { return nil }
        let colonEnd = text.lineEnd(from: lineEnd + 1, end: text.count)
        let colon = trimmed(text, (lineEnd + 1)..<colonEnd)
        guard colon.count == 1, text[colon.lowerBound] == ASCII.colon else { return nil }
        guard colonEnd < text.count else { return Property(key: key, value: nil, end: colonEnd) }
        let valueEnd = text.lineEnd(from: colonEnd + 1, end: text.count)
        let value = trimmed(text, (colonEnd + 1)..<valueEnd)
        // An expanded object has no value line: the next line is a key (a `:` line follows it).
        if value.isEmpty || Self.isKeyLine(text, at: colonEnd + 1) {
            return Property(key: key, value: nil, end: colonEnd)
        }
        return Property(key: key, value: value, end: valueEnd)
    }

    /// Whether `key` is an internal slot (`[[Prototype]]`) or an accessor (`get badge`, `set
    /// badge`, as DevTools lists a class's getters): no property of the payload.
    static func isSlot(_ key: String) -> Bool {
        key.hasPrefix("[[") || key.hasPrefix("get ") || key.hasPrefix("set ")
    }

    /// Whether `range` is `get name` or `set name`: an accessor's row.
    private static func isAccessor(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard range.count > 4, text[range.lowerBound + 1] == UInt8(ascii: "e"),
            text[range.lowerBound + 2] == UInt8(ascii: "t"),
            text[range.lowerBound + 3] == ASCII.space,
            text[range.lowerBound] == UInt8(ascii: "g") || text[range.lowerBound] == UInt8(ascii: "s")
        else { return false }
        return !text[(range.lowerBound + 4)..<range.upperBound].contains(ASCII.space)
    }

    /// Whether the line at `lineStart` is followed by a line holding `:` alone.
    private static func isKeyLine(_ text: UnsafeRawBufferPointer, at lineStart: Int) -> Bool {
        let lineEnd = text.lineEnd(from: lineStart, end: text.count)
        guard lineEnd < text.count else { return false }
        let next = trimmed(text, (lineEnd + 1)..<text.lineEnd(from: lineEnd + 1, end: text.count))
        return next.count == 1 && text[next.lowerBound] == ASCII.colon
    }

    static func trimmed(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ASCII.isWhitespace(text[lower]) { lower += 1 }
        while upper > lower, ASCII.isWhitespace(text[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    mutating func read() -> JSONValue? {
        guard summary else { return readProperties() }
        let lineEnd = text.lineEnd(from: start, end: text.count)
        var parser = LenientParser(text: text, start: start, limits: limits, locate: locate, locator: locator)
        guard case .object(let summary)? = parser.parse(), parser.position <= lineEnd else {
            failure = parser.failure ?? .parseError("not a DevTools summary", at: start)
            position = max(parser.position, start + 1)
            return nil
        }
        locator = parser.locator
        findings = parser.findings
        keysRead = parser.keysRead
        var members = summary.members
        var memberIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() where memberIndex[member.key] == nil {
            memberIndex[member.key] = index
        }
        /// Top-level keys whose value the text does not hold whole.
        var open = Set(parser.gaps.compactMap(\.path.first))
        var expanded: Set<String> = []
        // The properties of the top-level object being expanded, kept apart (and indexed) until
        // the next top-level property, so that each costs the same however many there are.
        var current: Int?
        var children: [JSONObject.Member] = []
        var childIndex: [String: Int] = [:]
        func flush() {
            guard let index = current, !children.isEmpty, case .object(var object) = members[index].value else {
                return
            }
            var at: [String: Int] = [:]
            for (place, member) in object.members.enumerated() { at[member.key] = place }
            for child in children {
                if let place = at[child.key] {
                    object.members[place] = child
                } else {
                    at[child.key] = object.members.count
                    object.members.append(child)
                }
            }
            members[index].value = .object(object)
            open.remove(members[index].key)
        }
        var line = lineEnd
        var count = 0
        var expandedObjectWord = false
        while line < text.count, let property = Self.property(text, at: line + 1) {
            line = property.end
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: text[property.key]), as: UTF8.self)
            if Self.isSlot(key) || key == "__proto__" { continue }
            count += 1
            // `Object` is what DevTools shows for an object without a preview: its properties follow.
            let objectWord = property.value.map { text[$0].elementsEqual("Object".utf8) } ?? false
            let (value, whole) =
                objectWord
                ? (.object(JSONObject()), false) : property.value.map(readValue) ?? (.object(JSONObject()), false)
            if !expanded.contains(key), let index = memberIndex[key] {
                flush()
                (children, childIndex) = ([], [:])
                expanded.insert(key)
                if property.value != nil { members[index].value = value }
                if objectWord { expandedObjectWord = true }
                if whole { open.remove(key) }
                current = members[index].value.objectValue != nil ? index : nil
            } else if current != nil {
                if let at = childIndex[key] {
                    children[at] = JSONObject.Member(key: key, value: value)
                } else {
                    childIndex[key] = children.count
                    children.append(JSONObject.Member(key: key, value: value))
                }
            }
        }
        flush()
        position = line
        // The expansion lists every top-level property: only objects it left unexpanded stay open.
        gaps = parser.gaps.filter { gap in
            guard let first = gap.path.first else { return count == 0 }
            return open.contains(first)
        }
        if gaps.isEmpty { findings.removeAll { $0.rule == .elision } }
        // A summary's `Object` expanded was an object, not the string a bare word is.
        if expandedObjectWord {
            findings.removeAll {
                $0.rule == .bareWord && $0.offset < lineEnd && text[$0.span].elementsEqual("Object".utf8)
            }
        }
        findings.insert(
            .devToolsTree(at: start, detail: "its summary and \(Finding.properties(count)) expanded"), at: 0)
        return .object(JSONObject(members))
    }

    /// A property's value, and whether the text holds it whole: a quoted string, a number, a
    /// literal, a preview object or array (whole unless it elides with `…`), or a word.
    func readValue(_ range: Range<Int>) -> (JSONValue, Bool) {
        let first = text[range.lowerBound]
        if first == ASCII.openBrace || first == ASCII.openBracket {
            let slice = UnsafeRawBufferPointer(rebasing: text[..<range.upperBound])
            var parser = LenientParser(
                text: slice, start: range.lowerBound, limits: limits, locate: false, locator: TextLocator(slice))
            if let value = parser.parse(), parser.failure == nil { return (value, parser.gaps.isEmpty) }
            return (.object(JSONObject()), false)
        }
        if first == ASCII.quote || first == ASCII.apostrophe {
            let string = QuotedText.scan(text, at: range.lowerBound, end: range.upperBound)
            var ignored: [Finding] = []
            if string.closed, string.end == range.upperBound {
                return (.string(string.decode(text, findings: &ignored)), true)
            }
        }
        var ignored: [Finding] = []
        let word = UnsafeRawBufferPointer(rebasing: text[range])
        return (
            ValueTyping.unquoted(word, at: range.lowerBound, typeless: false, slot: .root, findings: &ignored), true
        )
    }
}
