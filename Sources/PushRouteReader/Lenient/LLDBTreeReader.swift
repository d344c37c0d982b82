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
    }

    let text: UnsafeRawBufferPointer
    let end: Int
    let limits: ReaderLimits
    let locate: Bool
    var locator: TextLocator
    var findings: [Finding] = []
    var failure: Finding?
    /// Where the tree's last line ends.
    private(set) var position: Int
    private(set) var nodes: [Node] = []

    init(text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator) {
        self.text = text
        self.limits = limits
        self.locate = locate
        self.locator = locator
        position = start
        let (sum, overflow) = start.addingReportingOverflow(limits.maxPayloadBytes)
        end = overflow ? text.count : min(text.count, sum)
    }

    /// Whether a tree root (`▿ N element(s)`) starts at `offset`.
    static func startsTree(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard text.hasPrefix("\u{25BF} ", at: offset) else { return false }
        var index = offset + 4
        guard index < text.count, ASCII.isDigit(text[index]) else { return false }
        while index < text.count, ASCII.isDigit(text[index]) { index += 1 }
        return text.hasPrefix(" element", at: index)
    }

    mutating func read() -> JSONValue? {
        let start = position
        readLines(rootIndent: rootIndent(at: start))
        guard failure == nil else { return nil }
        findings.append(.lldbDump(at: start))
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
        return index == 0 || text[index - 1] == ASCII.newline ? start - index : 0
    }

    private mutating func readLines(rootIndent: Int) {
        var lineEnd = text.lineEnd(from: position, end: end)
        addNode(markerAt: position, lineEnd: lineEnd, indent: rootIndent, parent: -1)
        var open = [0]
        while lineEnd < end {
            let lineStart = lineEnd + 1
            var markerAt = lineStart
            while markerAt < end, text[markerAt] == ASCII.space { markerAt += 1 }
            let indent = markerAt - lineStart
            guard indent > rootIndent, markerLength(at: markerAt) > 0 else { break }
            while let last = open.last, nodes[last].indent >= indent { open.removeLast() }
            guard let parent = open.last else { break }
            guard open.count <= 2 * limits.maxDepth + 2 else {
                failure = .tooDeep(limit: limits.maxDepth, at: markerAt)
                return
            }
            lineEnd = text.lineEnd(from: markerAt, end: end)
            addNode(markerAt: markerAt, lineEnd: lineEnd, indent: indent, parent: parent)
            open.append(nodes.count - 1)
        }
        position = lineEnd
        if lineEnd >= end, end < text.count {
            failure = .tooLarge(limit: limits.maxPayloadBytes, at: nodes[0].text.lowerBound)
        }
    }

    /// `▿ `, `▹ ` or `- `: the bytes of the marker and its space, or 0.
    private func markerLength(at offset: Int) -> Int {
        if text.hasPrefix("\u{25BF} ", at: offset, end: end) || text.hasPrefix("\u{25B9} ", at: offset, end: end) { return 4 }
        return text.hasPrefix("- ", at: offset, end: end) ? 2 : 0
    }

    private mutating func addNode(markerAt: Int, lineEnd: Int, indent: Int, parent: Int) {
        let contentStart = markerAt + markerLength(at: markerAt)
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
        let location = locate ? locator.location(at: valueStart) : nil
        nodes.append(Node(parent: parent, indent: indent, label: label, text: valueStart..<contentEnd, location: location))
        guard parent >= 0 else { return }
        let child = nodes.count - 1
        if nodes[parent].lastChild >= 0 { nodes[nodes[parent].lastChild].nextSibling = child } else { nodes[parent].firstChild = child }
        nodes[parent].lastChild = child
        nodes[parent].childCount += 1
    }
}
