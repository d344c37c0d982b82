import PushRouteCore

/// Maps printed without quotes by the platforms' own `toString` (docs/pasted-forms.md §4.19):
/// Dart's `Map.toString()`, as Flutter apps print a push (`{aps: {alert: Hi}, wzrk_pn: true}`),
/// and Android's `Bundle.toString()`, as logcat shows one (`Bundle[{wzrk_pn=true, nm=Hello}]`).
/// Keys and values are bare; a value runs to the next `, key: ` (`, key=`) or to the `}` that
/// closes its map, so it may hold blanks and commas. One line holds the whole print: the line
/// ending first cuts it off there (§4.13), unless the line ends with the `,` of a `, ` and the
/// next line starts with a key and its separator: a web page or a terminal wrapped the print
/// there (`continuesAfterWrap`). One pass, no backtracking: each byte is looked at a
/// bounded number of times (a candidate key after `, ` at most twice).
struct PrintedMapReader: FormReader {
    enum Dialect {
        /// `key: value`, lists `[a, b]`; numbers, `true`, `false` and `null` typed.
        case dart
        /// `key=value`, every value a string but a nested `Bundle[{…}]` or `{…}` map.
        case bundle
    }

    let text: UnsafeRawBufferPointer
    let dialect: Dialect
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    var gaps: [PayloadGap] = []
    var position: Int
    var keysRead = 0
    /// Where the form starts (`Bundle[` or the `{`), and its first `{`.
    let start: Int
    let open: Int
    /// Where the line of the print ends (moved to the next line's end at each wrap).
    private var lineEnd: Int
    /// The lines the print was wrapped onto after its first.
    private var wraps = 0
    /// Whether the line ended inside the print.
    private var cut = false

    /// The longest key looked for after a `, ` (longer words are value text).
    private static let maxKeyBytes = 128
    static let bundlePrefix: StaticString = "Bundle[{"
    static let unparcelledPrefix: StaticString = "Bundle[mParcelledData.dataSize="

    init(
        text: UnsafeRawBufferPointer, start: Int, dialect: Dialect, limits: ReaderLimits, locate: Bool,
        locator: TextLocator
    ) {
        self.text = text
        self.start = start
        self.dialect = dialect
        open = dialect == .bundle && text[start] != ASCII.openBrace ? start + 7 : start
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = start
        var end = text.lineEnd(from: start, end: text.count)
        if end > start, text[end - 1] == ASCII.carriageReturn { end -= 1 }
        lineEnd = end
    }

    // MARK: Where the form starts

    /// Whether a Dart map print starts at the `{` at `brace`: a bare key, `: ` and a value that
    /// is not quoted (a quoted value is relaxed JSON or JavaScript, §4.5), nor a Go composite
    /// literal (`{Data: map[string]string{…}}`, `&messaging.Aps{Sound: …}`: Go code, §4.17).
    static func startsDart(_ text: UnsafeRawBufferPointer, brace: Int) -> Bool {
        guard let separator = keyEnd(text, from: brace + 1, dialect: .dart, end: text.count) else { return false }
        let value = separator + 2
        guard value < text.count else { return false }
        return text[value] != ASCII.quote && text[value] != ASCII.apostrophe
            && GoCompositeLiteral.typePrefix(text, at: value, end: text.count) == nil
            && GoCompositeLiteral.adminType(text, brace: brace) == nil
    }

    /// Whether a `java.util.Map`'s `toString()` starts at the `{` at `brace`: a bare key and `=`
    /// (`{_lpm=123, lp_message=Hi}`, as Leanplum's Android SDK logs an FCM message's data), read
    /// in the Bundle's dialect.
    static func startsJavaMap(_ text: UnsafeRawBufferPointer, brace: Int) -> Bool {
        text[brace] == ASCII.openBrace && keyEnd(text, from: brace + 1, dialect: .bundle, end: text.count) != nil
    }

    /// Whether `Bundle[{` (followed by a key and `=`) or an unparcelled `Bundle[mParcelledData…`
    /// starts at `offset`.
    static func startsBundle(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        if text.hasPrefix(unparcelledPrefix, at: offset) { return true }
        guard text.hasPrefix(bundlePrefix, at: offset) else { return false }
        let first = offset + 8
        return first < text.count
            && (text[first] == ASCII.closeBrace || keyEnd(text, from: first, dialect: .bundle, end: text.count) != nil)
    }

    /// Just after a key that starts at `from` when its separator follows it (`: ` or `=`):
    /// where the separator stands.
    private static func keyEnd(_ text: UnsafeRawBufferPointer, from: Int, dialect: Dialect, end: Int) -> Int? {
        var index = from
        let limit = min(end, from + maxKeyBytes)
        while index < limit, isKeyByte(text[index]) { index += 1 }
        guard index > from, index < end else { return nil }
        switch dialect {
        case .dart: return text[index] == ASCII.colon && index + 1 < end && text[index + 1] == ASCII.space ? index : nil
        case .bundle: return text[index] == ASCII.equals ? index : nil
        }
    }

    /// A byte a printed key may hold: anything visible but the punctuation of the print.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, ASCII.comma, ASCII.colon, ASCII.equals, ASCII.openBrace, ASCII.closeBrace, ASCII.openBracket,
            ASCII.closeBracket, ASCII.quote, ASCII.apostrophe, 0x7F:
            false
        default: true
        }
    }

    // MARK: Reading

    mutating func read() -> JSONValue? {
        if text.hasPrefix(Self.unparcelledPrefix, at: start) {
            // A push that cannot be read, not text: it counts as started (§4.19).
            keysRead = 1
            return fail(.parseError(Self.unparcelledMessage(text, at: start), at: start))
        }
        let read =
            dialect == .bundle && text[start] != ASCII.openBrace
            ? readBundle(at: start, slot: .root, path: [], depth: 0)
            : readMap(open: open, slot: .root, path: [], depth: 1)
        guard let object = read else { return nil }
        findings.insert(.printedMap(at: start, dialect: dialect, pairs: keysRead, lines: wraps + 1), at: 0)
        if cut {
            let form = dialect == .dart ? "Dart map" : text[start] == ASCII.openBrace ? "Map" : "Bundle"
            findings.append(.cutOff("the line ends before the \(form) closes", at: lineEnd))
        }
        return .object(object)
    }

    /// `Bundle[mParcelledData.dataSize=124]`: a Bundle still in its parcel, printed without
    /// its keys and values.
    static func unparcelledMessage(_ text: UnsafeRawBufferPointer, at offset: Int) -> String {
        var end = offset + unparcelledPrefix.utf8CodeUnitCount
        while end < text.count, ASCII.isDigit(text[end]) { end += 1 }
        let size = String(decoding: UnsafeRawBufferPointer(rebasing: text[(offset + 7)..<end]), as: UTF8.self)
        return "Android Bundle still parcelled (\(size)): Android printed its size, not its keys and values; "
            + "it cannot be read (log it after reading a key, which unparcels it)"
    }

    /// The members of the map whose `{` stands at `open`, to its `}` (and a Bundle's `]`).
    private mutating func readMap(open: Int, slot: SchemaSlot, path: [String], depth: Int) -> JSONObject? {
        guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: open)) }
        var object = ObjectBuilder()
        var seen = Set<String>()
        var index = open + 1
        var previousProse: (key: String, offset: Int)?
        while true {
            guard index < lineEnd else {
                cut = true
                gaps.append(PayloadGap(path: path))
                position = lineEnd
                return object.build()
            }
            if text[index] == ASCII.closeBrace { break }
            guard let separator = Self.keyEnd(text, from: index, dialect: dialect, end: lineEnd) else {
                // The line ends inside the next key (`…, web: null}, sen`): the print was cut
                // there (§4.13), as when it ends inside a value.
                if (index..<lineEnd).allSatisfy({ Self.isKeyByte(text[$0]) }) {
                    cut = true
                    gaps.append(PayloadGap(path: path))
                    position = lineEnd
                    return object.build()
                }
                let expected = dialect == .dart ? "a key and ': '" : "a key and '='"
                return fail(.parseError("expected \(expected) in the printed map, or '}'", at: index))
            }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: text[index..<separator]), as: UTF8.self)
            if let previous = previousProse, seen.contains(key) || !Self.isKnown(key, slot: slot) {
                findings.append(.ambiguousSplit(key: key, after: previous.key, at: index - 2))
            }
            seen.insert(key)
            let keyLocation = locate ? locator.location(at: index) : nil
            let valueStart = separator + (dialect == .dart ? 2 : 1)
            let valueLocation = locate ? locator.location(at: valueStart) : nil
            guard
                let (value, end) = readValue(
                    at: valueStart, closer: ASCII.closeBrace, slot: slot.member(key), path: path + [key], depth: depth)
            else { return nil }
            object.add(key, value, keyLocation: keyLocation, valueLocation: valueLocation)
            keysRead += 1
            if cut {
                position = lineEnd
                if !gaps.contains(PayloadGap(path: path)) { gaps.append(PayloadGap(path: path)) }
                return object.build()
            }
            previousProse = value.stringValue.map { $0.contains(" ") } == true ? (key, valueStart) : nil
            if text[end] == ASCII.closeBrace {
                index = end
                break
            }
            index = end + 2
        }
        position = index + 1
        return object.build()
    }

    /// A value and where it ends (at its closer, or at the `, ` before the next key).
    private mutating func readValue(at index: Int, closer: UInt8, slot: SchemaSlot, path: [String], depth: Int) -> (
        JSONValue, Int
    )? {
        if index < lineEnd {
            // Chrome DevTools' preview of a nested object (`{…}`, `[…]`) is no Dart print (§4.17).
            if dialect == .dart, text[index] == ASCII.openBrace || text[index] == ASCII.openBracket,
                text.hasPrefix("…", at: index + 1)
            {
                return fail(.parseError("a DevTools preview '{…}', not a Dart map's value", at: index))
            }
            if text[index] == ASCII.openBrace, opensMap(at: index) {
                guard let object = readMap(open: index, slot: slot, path: path, depth: depth + 1) else { return nil }
                return cut ? (.object(object), lineEnd) : after(.object(object), closer: closer)
            }
            if dialect == .bundle, text.hasPrefix(Self.bundlePrefix, at: index) {
                guard let object = readBundle(at: index, slot: slot, path: path, depth: depth) else { return nil }
                return cut ? (.object(object), lineEnd) : after(.object(object), closer: closer)
            }
            if dialect == .bundle, text.hasPrefix(Self.unparcelledPrefix, at: index) {
                return parcelledValue(at: index, closer: closer)
            }
            if dialect == .dart, text[index] == ASCII.openBracket, opensList(at: index) {
                guard let list = readList(open: index, slot: slot, path: path, depth: depth + 1) else { return nil }
                return cut ? (.array(list), lineEnd) : after(.array(list), closer: closer)
            }
        }
        var end = valueEnd(from: index, closer: closer)
        if end == lineEnd, end > index, continuesAfterWrap(comma: end - 1) { end -= 1 }
        // A value wholly in quotes (`wzrk_id: 'x'`) is JavaScript or relaxed JSON (§4.5), which
        // Dart never prints for a string.
        if dialect == .dart, end < lineEnd, end - index >= 2,
            text[index] == ASCII.quote || text[index] == ASCII.apostrophe,
            text[end - 1] == text[index]
        {
            return fail(.parseError("a quoted value, which a Dart map print does not hold", at: index))
        }
        guard end < lineEnd else {
            cut = true
            return (typed(from: index, to: lineEnd, slot: slot), lineEnd)
        }
        return (typed(from: index, to: end, slot: slot), end)
    }

    /// A nested Bundle still in its parcel (`gcm.n.analytics_data=Bundle[mParcelledData.dataSize=304]`,
    /// as FCM's intent extras print): the string it prints, its keys not in the text (§4.19).
    private mutating func parcelledValue(at index: Int, closer: UInt8) -> (JSONValue, Int)? {
        var close = index + Self.unparcelledPrefix.utf8CodeUnitCount
        while close < lineEnd, ASCII.isDigit(text[close]) { close += 1 }
        guard close < lineEnd, text[close] == ASCII.closeBracket else {
            return fail(.parseError(Self.unparcelledMessage(text, at: index), at: index))
        }
        findings.append(.parcelledValue(index..<(close + 1)))
        position = close + 1
        let printed = String(decoding: UnsafeRawBufferPointer(rebasing: text[index...close]), as: UTF8.self)
        return after(.string(printed), closer: closer)
    }

    /// A nested `Bundle[{…}]` value.
    private mutating func readBundle(at index: Int, slot: SchemaSlot, path: [String], depth: Int) -> JSONObject? {
        guard let object = readMap(open: index + 7, slot: slot, path: path, depth: depth + 1) else { return nil }
        if cut { return object }
        guard position < lineEnd, text[position] == ASCII.closeBracket else {
            return fail(.parseError("expected ']' after the Bundle's '}'", at: min(position, max(lineEnd - 1, start))))
        }
        position += 1
        return object
    }

    /// A container value read to `position`: what follows it must end the value.
    private mutating func after(_ value: JSONValue, closer: UInt8) -> (JSONValue, Int)? {
        let end = position
        guard end < lineEnd else {
            cut = true
            return (value, lineEnd)
        }
        guard
            text[end] == closer || (text[end] == ASCII.comma && end + 1 < lineEnd && text[end + 1] == ASCII.space)
                || continuesAfterWrap(comma: end)
        else {
            return fail(.parseError("expected ', ' or '\(Character(Unicode.Scalar(closer)))' after the value", at: end))
        }
        return (value, end)
    }

    /// Whether the print goes on on the next line after the `,` at `comma`, the last byte of its
    /// line: a page or a terminal broke the line where the print had `, ` (docs/pasted-forms.md
    /// §4.19), and the next line starts with a key and its separator. The next line is then
    /// taken into the print.
    private mutating func continuesAfterWrap(comma: Int) -> Bool {
        let next = lineEnd + 1
        guard comma + 1 == lineEnd, text[comma] == ASCII.comma, next < text.count, text[lineEnd] == ASCII.newline,
            Self.keyEnd(text, from: next, dialect: dialect, end: text.count) != nil
        else { return false }
        var end = text.lineEnd(from: next, end: text.count)
        if end > next, text[end - 1] == ASCII.carriageReturn { end -= 1 }
        lineEnd = end
        wraps += 1
        return true
    }

    /// The elements of a Dart list, `[a, b]`: every `, ` ends an element.
    private mutating func readList(open: Int, slot: SchemaSlot, path: [String], depth: Int) -> [JSONValue]? {
        guard depth <= limits.maxDepth else { return fail(.tooDeep(limit: limits.maxDepth, at: open)) }
        var elements: [JSONValue] = []
        var index = open + 1
        if index < lineEnd, text[index] == ASCII.closeBracket {
            position = index + 1
            return elements
        }
        while true {
            guard
                let (value, end) = readValue(
                    at: index, closer: ASCII.closeBracket, slot: slot, path: path, depth: depth)
            else { return nil }
            elements.append(value)
            if cut { return elements }
            if text[end] == ASCII.closeBracket {
                position = end + 1
                return elements
            }
            index = end + 2
        }
    }

    /// Whether the `{` at `index` opens a printed map (`{}`, or a bare key and its separator):
    /// otherwise it is a string's text, such as JSON a value holds (`{"l":"Open"}`).
    private func opensMap(at index: Int) -> Bool {
        index + 1 < lineEnd
            && (text[index + 1] == ASCII.closeBrace
                || Self.keyEnd(text, from: index + 1, dialect: dialect, end: lineEnd) != nil)
    }

    /// Whether the `[` at `index` opens a Dart list: not JSON text (`[{"` or `["`).
    private func opensList(at index: Int) -> Bool {
        guard index + 1 < lineEnd else { return true }
        switch text[index + 1] {
        case ASCII.quote: return false
        case ASCII.openBrace: return opensMap(at: index + 1)
        default: return true
        }
    }

    /// Where a bare value from `index` ends: the closer of its container, or a `, ` followed
    /// by a key and its separator (in a list, any `, `), outside the brackets the value's own
    /// text opens (JSON in a string); `lineEnd` when the line ends first.
    private func valueEnd(from index: Int, closer: UInt8) -> Int {
        var at = index
        var nesting = 0
        while at < lineEnd {
            switch text[at] {
            case ASCII.openBrace, ASCII.openBracket: nesting += 1
            case ASCII.closeBrace, ASCII.closeBracket:
                // A closer the value did not open is its text, unless it closes the container.
                if nesting == 0 {
                    if text[at] == closer { return at }
                } else {
                    nesting -= 1
                }
            case ASCII.comma where nesting == 0 && at + 1 < lineEnd && text[at + 1] == ASCII.space:
                if closer == ASCII.closeBracket
                    || Self.keyEnd(text, from: at + 2, dialect: dialect, end: lineEnd) != nil
                {
                    return at
                }
            default: break
            }
            at += 1
        }
        return lineEnd
    }

    /// A bare value as the dialect types it (§4.19): in a Bundle a string; in a Dart map `true`,
    /// `false`, `null` and numbers typed, but where Apple's schema gives the key a string.
    private func typed(from: Int, to end: Int, slot: SchemaSlot) -> JSONValue {
        let word = UnsafeRawBufferPointer(rebasing: text[from..<end])
        let string = JSONValue.string(String(decoding: word, as: UTF8.self))
        guard dialect == .dart, !word.isEmpty else { return string }
        switch word.count {
        case 4 where word.hasPrefix("true", at: 0): return .bool(true)
        case 4 where word.hasPrefix("null", at: 0): return .null
        case 5 where word.hasPrefix("false", at: 0): return .bool(false)
        default: break
        }
        guard slot.type != .string else { return string }
        switch NumberText.read(word) {
        case .integer(let integer)?: return .integer(integer)
        case .real(let real)?: return .real(real)
        default: return string
        }
    }

    /// CleverTap Android's push keys without a `wzrk_` prefix (clevertap-android, `Constants.java`:
    /// `NOTIF_MSG`, `NOTIF_TITLE`, `NOTIF_ICON`, `NOTIF_PRIORITY`).
    private static let androidKeys: Set<String> = ["nm", "nt", "ico", "pr"]

    /// A key Apple's schema (in its place), an SDK or FCM (`google.…`, `gcm.…`) defines: a
    /// `, key: ` before one is no value's text.
    private static func isKnown(_ key: String, slot: SchemaSlot) -> Bool {
        if key == "aps" || slot.member(key).type != nil || androidKeys.contains(key) { return true }
        if key.hasPrefix("google.") || key.hasPrefix("gcm.") { return true }
        var known = false
        var bytes = Array(key.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let keyBytes = UnsafeBufferPointer(buffer)
            known = CleverTapKeys.hasPrefix(keyBytes) || LeanplumKeys.isMessageID(keyBytes)
        }
        return known
    }

    private mutating func fail<T>(_ finding: Finding) -> T? {
        failure = finding
        position = max(position, finding.offset + 1)
        return nil
    }
}
