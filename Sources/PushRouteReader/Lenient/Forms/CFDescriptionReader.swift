import PushRouteCore

/// A CFDictionary as `CFShow`, `CFCopyDescription` or lldb's `po` of a CF object print it
/// (docs/pasted-forms.md §4.20), and as old `apsd` builds logged a push:
/// `<CFBasicHash 0x6000… [0x1e3b…]>{type = immutable dict, count = 2,` ⏎ `entries =>` ⏎
/// `0 : <CFString …>{contents = "aps"} = <CFBasicHash …>{…}` ⏎ … `}`. Keys are the
/// `contents` of `CFString`s; values are `CFString`s, `CFNumber`s (`value = +1`), `CFBoolean`s,
/// `CFNull`, `CFArray`s (`values = ( 0 : … )`) and dictionaries again. One pass; nesting
/// bounded by the depth limit.
struct CFDescriptionReader: FormReader {
    let text: UnsafeRawBufferPointer
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    var gaps: [PayloadGap] = []
    var position: Int
    /// Entries read, nested dictionaries' included.
    private var entries = 0
    /// Whether the root's header and `entries =>` were read: a description that fails after
    /// them is an invalid payload, not text (§4.20).
    private var headerRead = false
    var keysRead: Int { max(entries, headerRead ? 1 : 0) }
    /// Dictionaries and arrays open where reading stands.
    private var openContainers = 0
    /// After a failure, just after the line that closes the root: the rest of the description
    /// is skipped, not read again as fragments of other forms.
    private(set) var descriptionEnd: Int?
    let start: Int

    static let dictionaryPrefix: StaticString = "<CFBasicHash "

    init(text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator) {
        self.text = text
        self.start = start
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = start
    }

    /// Whether a CFBasicHash description starts at `offset` (its `<`).
    static func starts(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        text.hasPrefix(dictionaryPrefix, at: offset)
    }

    mutating func read() -> JSONValue? {
        guard let value = readObject(at: start, slot: .root, depth: 1) else { return nil }
        guard case .object = value else {
            return fail(.parseError("a CFBasicHash description that is no dictionary", at: start))
        }
        findings.insert(.cfDescription(at: start, entries: entries), at: 0)
        return value
    }

    /// One CF object's description from its `<`, to just after it (`position`).
    private mutating func readObject(at index: Int, slot: SchemaSlot, depth: Int) -> JSONValue? {
        guard index < text.count, text[index] == ASCII.lessThan else {
            return fail(.parseError("expected a CF object's '<'", at: min(index, text.count - 1)))
        }
        var nameEnd = index + 1
        while nameEnd < text.count, nameEnd - index < 64,
            ASCII.isLetterOrDigit(text[nameEnd]) || text[nameEnd] == UInt8(ascii: "_")
        {
            nameEnd += 1
        }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[(index + 1)..<nameEnd]), as: UTF8.self)
        // The header's `>`, on its line.
        var close = nameEnd
        while close < text.count, close - nameEnd < 128, text[close] != UInt8(ascii: ">"), text[close] != ASCII.newline
        { close += 1 }
        guard close < text.count, text[close] == UInt8(ascii: ">") else {
            return fail(
                .parseError("the header of the CF object \(Quoting.quoted(name)) does not close with '>'", at: index))
        }
        let body = close + 1
        switch name {
        case "CFNull":
            position = body
            return .null
        case "CFString":
            return readString(body: body)
        case "CFNumber", "CFBoolean":
            return readScalar(body: body, boolean: name == "CFBoolean")
        case "CFBasicHash", "CFDictionary":
            guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: index)) }
            return readDictionary(body: body, slot: slot, depth: depth)
        case "CFArray":
            guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: index)) }
            return readArray(body: body, slot: slot, depth: depth)
        default:
            return fail(
                .parseError("a CF object of type \(Quoting.quoted(name)), which pushroute does not read", at: index))
        }
    }

    /// `{contents = "…"}`: the text between the quotes, which CF prints unescaped, read on its
    /// line (so that unclosed contents cost one line, and the reader stays linear).
    private mutating func readString(body: Int) -> JSONValue? {
        guard text.hasPrefix("{contents = \"", at: body) else {
            return fail(.parseError("expected '{contents = \"' after CFString", at: body))
        }
        let contentStart = body + 13
        let lineEnd = text.lineEnd(from: contentStart, end: text.count)
        var end = contentStart
        while end + 1 < lineEnd, !(text[end] == ASCII.quote && text[end + 1] == ASCII.closeBrace) { end += 1 }
        guard end + 1 < lineEnd else {
            return fail(.parseError("a CFString's contents not closed by '\"}' on their line", at: body))
        }
        position = end + 2
        return .string(String(decoding: UnsafeRawBufferPointer(rebasing: text[contentStart..<end]), as: UTF8.self))
    }

    /// `{value = +1, type = kCFNumberSInt64Type}` or `{value = true}`.
    private mutating func readScalar(body: Int, boolean: Bool) -> JSONValue? {
        guard text.hasPrefix("{value = ", at: body) else {
            return fail(.parseError("expected '{value = ' after the CF object", at: body))
        }
        var index = body + 9
        let valueStart = index
        while index < text.count, text[index] != ASCII.comma, text[index] != ASCII.closeBrace,
            text[index] != ASCII.newline
        { index += 1 }
        var word = UnsafeRawBufferPointer(rebasing: text[valueStart..<index])
        var close = index
        while close < text.count, close - index < 128, text[close] != ASCII.closeBrace, text[close] != ASCII.newline {
            close += 1
        }
        guard close < text.count, text[close] == ASCII.closeBrace else {
            return fail(.parseError("expected '}' after the CF value", at: valueStart))
        }
        position = close + 1
        if boolean {
            if word.hasPrefix("true", at: 0), word.count == 4 { return .bool(true) }
            if word.hasPrefix("false", at: 0), word.count == 5 { return .bool(false) }
            return fail(.parseError("a CFBoolean is 'true' or 'false'", at: valueStart))
        }
        if word.first == UInt8(ascii: "+") { word = UnsafeRawBufferPointer(rebasing: word.dropFirst()) }
        switch NumberText.read(word) {
        case .integer(let integer)?: return .integer(integer)
        case .real(let real)?: return .real(real)
        default: return fail(.parseError("a CFNumber's value that is no number", at: valueStart))
        }
    }

    /// `{type = immutable dict, count = 2,` ⏎ `entries =>` ⏎ `0 : key = value` … `}`.
    private mutating func readDictionary(body: Int, slot: SchemaSlot, depth: Int) -> JSONValue? {
        guard var index = entriesStart(body: body, marker: "entries =>") else {
            return fail(.parseError("expected 'entries =>' after the CFBasicHash header", at: body))
        }
        headerRead = true
        openContainers += 1
        var object = ObjectBuilder()
        while true {
            index = skipWhitespace(index)
            guard index < text.count else {
                return fail(.parseError("the input ends before the CFBasicHash's '}'", at: body))
            }
            if text[index] == ASCII.closeBrace { break }
            guard let keyStart = entryValueStart(index) else {
                return fail(.parseError("expected an entry 'N : <key> = <value>'", at: index))
            }
            let keyLocation = locate ? locator.location(at: keyStart) : nil
            guard let key = readObject(at: keyStart, slot: slot, depth: depth + 1) else { return nil }
            guard case .string(let name) = key else {
                return fail(.parseError("a key that is no CFString", at: keyStart))
            }
            guard text.hasPrefix(" = ", at: position) else {
                return fail(.parseError("expected ' = ' after the key", at: min(position, text.count - 1)))
            }
            let valueStart = position + 3
            let valueLocation = locate ? locator.location(at: valueStart) : nil
            guard let value = readObject(at: valueStart, slot: slot.member(name), depth: depth + 1) else { return nil }
            object.add(name, value, keyLocation: keyLocation, valueLocation: valueLocation)
            entries += 1
            index = position
        }
        position = index + 1
        openContainers -= 1
        return .object(object.build())
    }

    /// `{type = immutable, count = 2, values = (` ⏎ `0 : value` … `)}`.
    private mutating func readArray(body: Int, slot: SchemaSlot, depth: Int) -> JSONValue? {
        guard var index = entriesStart(body: body, marker: "values = (") else {
            return fail(.parseError("expected 'values = (' after the CFArray header", at: body))
        }
        openContainers += 1
        var elements: [JSONValue] = []
        while true {
            index = skipWhitespace(index)
            guard index < text.count else {
                return fail(.parseError("the input ends before the CFArray's ')}'", at: body))
            }
            if text.hasPrefix(")}", at: index) { break }
            guard let valueStart = entryValueStart(index) else {
                return fail(.parseError("expected an element 'N : <value>'", at: index))
            }
            guard let value = readObject(at: valueStart, slot: slot, depth: depth + 1) else { return nil }
            elements.append(value)
            index = position
        }
        position = index + 2
        openContainers -= 1
        return .array(elements)
    }

    /// Just after `marker` (`entries =>`, `values = (`), which ends the header: on its line or
    /// the next.
    private func entriesStart(body: Int, marker: StaticString) -> Int? {
        guard text.hasPrefix("{type = ", at: body) else { return nil }
        var index = body
        var lines = 0
        while index < text.count, index - body < 256 {
            if text[index] == ASCII.newline {
                lines += 1
                if lines > 1 { return nil }
            }
            if text.hasPrefix(marker, at: index) { return index + marker.utf8CodeUnitCount }
            index += 1
        }
        return nil
    }

    /// After an entry's index and ` : ` (`12 : <…>`): where its object starts.
    private func entryValueStart(_ index: Int) -> Int? {
        var at = index
        while at < text.count, ASCII.isDigit(text[at]) { at += 1 }
        guard at > index, text.hasPrefix(" : ", at: at) else { return nil }
        return at + 3
    }

    private func skipWhitespace(_ from: Int) -> Int {
        var index = from
        while index < text.count, ASCII.isWhitespace(text[index]) { index += 1 }
        return index
    }

    private mutating func fail<T>(_ finding: Finding) -> T? {
        failure = finding
        position = max(position, finding.offset + 1)
        if openContainers > 0 { descriptionEnd = Self.closingLine(text, from: finding.offset, open: openContainers) }
        return nil
    }

    /// Just after the line that closes the `open` containers open at `offset`: a line opening
    /// one holds `entries =>` or `values = (`, a line closing one is `}` or `)}`. One pass.
    private static func closingLine(_ text: UnsafeRawBufferPointer, from offset: Int, open: Int) -> Int {
        var open = open
        var lineStart = text.lineEnd(from: offset, end: text.count) + 1
        while lineStart < text.count {
            let lineEnd = text.lineEnd(from: lineStart, end: text.count)
            var content = lineStart
            while content < lineEnd, ASCII.isWhitespace(text[content]) { content += 1 }
            var last = lineEnd
            while last > content, ASCII.isWhitespace(text[last - 1]) { last -= 1 }
            let line = UnsafeRawBufferPointer(rebasing: text[content..<last])
            if line.elementsEqual("}".utf8) || line.elementsEqual(")}".utf8) {
                open -= 1
                if open == 0 { return min(lineEnd + 1, text.count) }
            } else if line.count > 0 {
                open += occurrences(of: "entries =>", in: line) + occurrences(of: "values = (", in: line)
            }
            lineStart = lineEnd + 1
        }
        return text.count
    }

    private static func occurrences(of marker: StaticString, in line: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var index = 0
        while index < line.count {
            if line.hasPrefix(marker, at: index) {
                count += 1
                index += marker.utf8CodeUnitCount
            } else {
                index += 1
            }
        }
        return count
    }
}
