import PushRouteCore

/// Reads lldb's tree dump of a dictionary (`po userInfo` in Swift):
///
///     ▿ 2 elements
///       ▿ 0 : 2 elements
///         ▿ key : AnyHashable("_lpm")
///           - value : "_lpm"
///         - value : 42
///
/// A node with `N elements` whose children each hold a `key` and a `value` is a dictionary;
/// other collections are arrays; a node such as `AnyHashable("_lpm")` wraps its child.
/// Leaves carry no types and are typed like NSDictionary values. The tree ends at the first
/// line that is not indented deeper than its root or has no `▿`/`-` marker.
///
/// A tree whose indentation was lost (flattened when pasted, docs/pasted-forms.md §4.14) is
/// read by its counts instead: a node `N element(s)` has N children, another `▿` node one
/// (the value it wraps), a `-` node none. A root that lost its `▿` (`3 elements` alone on its
/// line) is read too, and so is a leaf that opens an NSDictionary description (`- 0 : {`),
/// which may span lines. Lines may carry a comment marker (§4.9).
struct LLDBTreeReader {
    struct Node {
        var parent: Int
        var indent: Int
        var label: Range<Int>?
        var text: Range<Int>
        var location: SourceLocation?
        var firstChild = -1
        var lastChild = -1
        var nextSibling = -1
        var childCount = 0
        /// A leaf's value read by the lenient parser (an NSDictionary description).
        var parsed: JSONValue?
        /// Marked `▿`: it has children, even when its line gives no count.
        var expandable = false
    }

    let text: UnsafeRawBufferPointer
    let end: Int
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    var gaps: [PayloadGap] = []
    let marker: CommentMarker?
    /// Lines whose comment marker was skipped.
    private(set) var markedLines = 0
    /// Where the tree's last line ends.
    private(set) var position: Int
    private(set) var nodes: [Node] = []

    init(
        text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator,
        marker: CommentMarker? = nil
    ) {
        self.text = text
        self.marker = marker
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = start
        let (sum, overflow) = start.addingReportingOverflow(limits.maxPayloadBytes)
        end = overflow ? text.count : min(text.count, sum)
    }

    /// Whether a tree root (`▿ N element(s)`, or `▿ Optional<...>` around one) starts at `offset`.
    static func startsTree(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard text.hasPrefix("\u{25BF} ", at: offset) else { return false }
        if text.hasPrefix("Optional<", at: offset + 4) || startsDump(text, at: offset) { return true }
        var index = offset + 4
        guard index < text.count, ASCII.isDigit(text[index]) else { return false }
        while index < text.count, ASCII.isDigit(text[index]) { index += 1 }
        return text.hasPrefix(" element", at: index)
    }

    /// Whether a root that lost its `▿` stands at `offset`: `N element(s)` alone on its line,
    /// and a node on the next.
    static func startsBareRoot(_ text: UnsafeRawBufferPointer, at offset: Int, lineEnd: Int) -> Bool {
        guard isCount(text, offset..<lineEnd), lineEnd < text.count else { return false }
        let next = text.lineEnd(from: lineEnd + 1, end: text.count)
        let content = PayloadOpener.contentStart(text, lineStart: lineEnd + 1, lineEnd: next)
        return text.hasPrefix("\u{25BF} ", at: content) || text.hasPrefix("- ", at: content)
    }

    /// Whether `range` (less trailing blanks) is `N element` or `N elements`.
    /// Also `N key/value pair(s)` and `(N elements)`, as Swift's `dump` prints a dictionary and its entries.
    static func isCount(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var end = range.upperBound
        while end > range.lowerBound, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        var index = range.lowerBound
        if index < end, text[index] == ASCII.openParen, text[end - 1] == ASCII.closeParen {
            index += 1
            end -= 1
        }
        guard index < end, ASCII.isDigit(text[index]) else { return false }
        while index < end, ASCII.isDigit(text[index]) { index += 1 }
        for word: StaticString in [" elements", " element", " key/value pairs", " key/value pair"]
        where text.hasPrefix(word, at: index, end: end) && index + word.utf8CodeUnitCount == end {
            return true
        }
        return false
    }

    /// Whether a dump (`dump` in Swift) root starts at `offset`: `▿ N key/value pair(s)`.
    static func startsDump(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard text.hasPrefix("\u{25BF} ", at: offset) else { return false }
        let lineEnd = text.lineEnd(from: offset, end: text.count)
        return isCount(text, (offset + 4)..<lineEnd)
    }

    mutating func read() -> JSONValue? {
        let start = position
        readLines(rootIndent: rootIndent(at: start))
        guard failure == nil else { return nil }
        findings.append(.lldbDump(at: start))
        if markedLines > 0, let marker { findings.insert(.commentWrapped(marker.range, lines: markedLines + 1), at: 0) }
        var slots = [SchemaSlot](repeating: .root, count: nodes.count)
        var keys = [String](repeating: "", count: nodes.count)
        var structural = [Bool](repeating: false, count: nodes.count)
        assignPlaces(slots: &slots, keys: &keys, structural: &structural)
        let (value, depth) = buildValues(slots: slots, keys: keys, structural: structural)
        guard depth <= limits.maxDepth else {
            failure = .tooDeep(limit: limits.maxDepth, at: start)
            return nil
        }
        return value
    }

    // MARK: Lines

    private func rootIndent(at start: Int) -> Int {
        var index = start
        while index > 0, text[index - 1] == ASCII.space { index -= 1 }
        if let marker, index == marker.range.upperBound { return start - index }
        return index == 0 || text[index - 1] == ASCII.newline ? start - index : 0
    }

    /// The next line after `lineEnd`: where its marker (if any) is, and its indentation
    /// (counted after the comment marker).
    private mutating func nextLine(after lineEnd: Int) -> (markerAt: Int, indent: Int) {
        var lineStart = lineEnd + 1
        if let marker, let after = marker.skip(in: text, lineStart: lineStart, end: end) {
            lineStart = after
            markedLines += 1
        }
        var markerAt = lineStart
        while markerAt < end, text[markerAt] == ASCII.space { markerAt += 1 }
        return (markerAt, markerAt - lineStart)
    }

    private mutating func readLines(rootIndent: Int) {
        var lineEnd = addNode(
            markerAt: position, lineEnd: text.lineEnd(from: position, end: end), indent: rootIndent, parent: -1)
        if lineEnd < end {
            let (markerAt, indent) = nextLine(after: lineEnd)
            markedLines = 0
            if indent <= rootIndent, markerLength(at: markerAt) > 0, expectedChildren(0) > 0 {
                readLinesByCount(from: lineEnd)
                return
            }
        }
        var open = [0]
        while lineEnd < end {
            let (markerAt, indent) = nextLine(after: lineEnd)
            guard indent > rootIndent, markerLength(at: markerAt) > 0 else { break }
            while let last = open.last, nodes[last].indent >= indent { open.removeLast() }
            guard let parent = open.last else { break }
            guard open.count <= 2 * limits.maxDepth + 2 else {
                failure = .tooDeep(limit: limits.maxDepth, at: markerAt)
                return
            }
            lineEnd = addNode(
                markerAt: markerAt, lineEnd: text.lineEnd(from: markerAt, end: end), indent: indent, parent: parent)
            open.append(nodes.count - 1)
        }
        finishLines(at: lineEnd)
    }

    /// A flattened tree: each node takes as many of the following lines as its count says.
    private mutating func readLinesByCount(from firstLineEnd: Int) {
        var open: [(node: Int, remaining: Int)] = [(0, expectedChildren(0))]
        var lineEnd = firstLineEnd
        while lineEnd < end, let parent = open.last {
            let (markerAt, _) = nextLine(after: lineEnd)
            guard markerLength(at: markerAt) > 0 else { break }
            guard open.count <= 2 * limits.maxDepth + 2 else {
                failure = .tooDeep(limit: limits.maxDepth, at: markerAt)
                return
            }
            lineEnd = addNode(
                markerAt: markerAt, lineEnd: text.lineEnd(from: markerAt, end: end), indent: 0, parent: parent.node)
            open[open.count - 1].remaining -= 1
            while let last = open.last, last.remaining == 0 { open.removeLast() }
            let expected = expectedChildren(nodes.count - 1)
            if expected > 0 { open.append((nodes.count - 1, expected)) }
        }
        if !open.isEmpty, failure == nil { gaps.append(PayloadGap(path: [])) }
        finishLines(at: lineEnd)
    }

    private mutating func finishLines(at lineEnd: Int) {
        position = lineEnd
        if lineEnd >= end, end < text.count {
            failure = .tooLarge(limit: limits.maxPayloadBytes, at: nodes[0].text.lowerBound)
        } else if lineEnd >= text.count, gaps.isEmpty,
            nodes.indices.contains(where: { nodes[$0].childCount < expectedChildren($0) })
        {
            // The input ended inside the tree: a node has fewer children than its count.
            gaps.append(PayloadGap(path: []))
        }
    }

    /// How many children a node's line announces: for a `▿` node (or a root without its
    /// marker), its count, or one (a wrapper); none for a `-` leaf or a collapsed `▹` node.
    private func expectedChildren(_ node: Int) -> Int {
        guard nodes[node].parsed == nil, nodes[node].expandable else { return 0 }
        let range = nodes[node].text
        if Self.isCount(text, range) {
            var count = 0
            var index = range.lowerBound
            while index < range.upperBound, ASCII.isDigit(text[index]), count < 1 << 30 {
                count = count * 10 + Int(text[index] - UInt8(ascii: "0"))
                index += 1
            }
            return count
        }
        return 1
    }

    /// `▿ `, `▹ ` or `- `: the bytes of the marker and its space, or 0.
    private func markerLength(at offset: Int) -> Int {
        if text.hasPrefix("\u{25BF} ", at: offset, end: end) || text.hasPrefix("\u{25B9} ", at: offset, end: end) {
            return 4
        }
        return text.hasPrefix("- ", at: offset, end: end) ? 2 : 0
    }

    /// Adds the node of the line whose marker is at `markerAt`; returns where its lines end
    /// (a leaf that opens an NSDictionary description may take more lines).
    private mutating func addNode(markerAt: Int, lineEnd: Int, indent: Int, parent: Int) -> Int {
        let markerBytes = markerLength(at: markerAt)
        let contentStart = markerAt + markerBytes
        var contentEnd = lineEnd
        while contentEnd > contentStart, ASCII.isWhitespace(text[contentEnd - 1]) { contentEnd -= 1 }
        var label: Range<Int>?
        var valueStart = contentStart
        var index = contentStart
        while index + 2 < contentEnd {
            if text[index] == ASCII.space, text[index + 1] == ASCII.colon, text[index + 2] == ASCII.space {
                label = contentStart..<index
                valueStart = index + 3
                break
            }
            index += 1
        }
        // Swift's `dump` writes `key: ...` and `value: ...`.
        if label == nil {
            for word: StaticString in ["key: ", "value: ", "some: "]
            where text.hasPrefix(word, at: contentStart, end: contentEnd) {
                label = contentStart..<(contentStart + word.utf8CodeUnitCount - 2)
                valueStart = contentStart + word.utf8CodeUnitCount
                break
            }
        }
        let location = locate ? locator.location(at: valueStart) : nil
        var node = Node(parent: parent, indent: indent, label: label, text: valueStart..<contentEnd, location: location)
        node.expandable = (markerBytes == 4 && text[markerAt + 2] == 0xBF) || markerBytes == 0
        var end = lineEnd
        if parent >= 0, valueStart < contentEnd,
            text[valueStart] == ASCII.openBrace || text[valueStart] == ASCII.openParen,
            !Self.isCount(text, valueStart..<contentEnd)
        {
            var parser = LenientParser(
                text: text, start: valueStart, limits: limits, locate: locate, locator: locator,
                mode: .init(marker: marker, valueSlot: .root))
            if let value = parser.parse() {
                findings += parser.findings
                locator = parser.locator
                node.parsed = value
                node.text = valueStart..<parser.position
                end = text.lineEnd(from: parser.position, end: self.end)
                if !parser.gaps.isEmpty, gaps.isEmpty { gaps.append(PayloadGap(path: [])) }
            }
        }
        nodes.append(node)
        guard parent >= 0 else { return end }
        let child = nodes.count - 1
        if nodes[parent].lastChild >= 0 {
            nodes[nodes[parent].lastChild].nextSibling = child
        } else {
            nodes[parent].firstChild = child
        }
        nodes[parent].lastChild = child
        nodes[parent].childCount += 1
        return end
    }
}
