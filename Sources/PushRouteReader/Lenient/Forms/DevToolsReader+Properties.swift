import PushRouteCore

/// Chrome DevTools' expanded properties copied without the summary line above them
/// (docs/pasted-forms.md §4.17): a selection that starts at the first property. Their nesting
/// is what `DevToolsTree` can tell from the text; the rest is left unplaced, as gaps.
extension DevToolsReader {
    /// One line (or three) of the tree: a property, or a mark of text left out.
    private enum Item {
        case property(Property)
        case elision(Range<Int>)
    }

    /// Whether the line whose content starts at `content` starts properties without a summary:
    /// a key alone on its line and `:` alone on the next (a selection of the tree), or a row
    /// marked `▼ `/`▶ ` that holds a property. A `[[…]]` slot never starts them.
    static func startsProperties(_ text: UnsafeRawBufferPointer, content: Int, lineEnd: Int) -> Bool {
        guard content < lineEnd, let keyStart = summaryStart(text, content: content, lineEnd: lineEnd),
            keyStart < lineEnd,
            text[keyStart] != ASCII.openBracket
        else { return false }
        if keyStart == content {
            // Unmarked: only the three-line shape, whose `:` line is cheap to test first.
            guard lineEnd < text.count, !text[content..<lineEnd].contains(ASCII.colon) else { return false }
            var next = lineEnd + 1
            while next < text.count, ASCII.isHorizontalSpace(text[next]) { next += 1 }
            guard next < text.count, text[next] == ASCII.colon else { return false }
            next += 1
            while next < text.count, ASCII.isHorizontalSpace(text[next]) { next += 1 }
            guard next == text.count || text[next] == ASCII.newline else { return false }
        }
        return property(text, at: content) != nil
    }

    /// The properties from `start` on, placed where the text shows they belong.
    mutating func readProperties() -> JSONValue? {
        let items = collectItems()
        let marked = items.contains { item in
            if case .property(let property) = item { return DevToolsTree.isEnd(name(property)) }
            return false
        }
        var tree = DevToolsTree(marked: marked, maxDepth: limits.maxDepth)
        var count = 0
        var elided = false
        for (index, item) in items.enumerated() {
            switch item {
            case .elision(let span):
                findings.append(.elision(span))
                elided = true
                tree.loseCertainty()
            case .property(let property):
                let key = name(property)
                if DevToolsTree.isEnd(key) {
                    tree.end(
                        expanded: property.value == nil, key: property.key,
                        morePropertiesFollow: index + 1 < items.count)
                } else if DevToolsReader.isSlot(key) {
                    if property.value == nil { tree.loseCertainty() }
                } else {
                    count += 1
                    place(property, named: key, in: &tree)
                }
            }
        }
        let (object, endsEarly) = tree.finish()
        if tree.tooDeep {
            failure = .tooDeep(limit: limits.maxDepth, at: start)
            return nil
        }
        keysRead = count
        var seen: Set<[String]> = []
        gaps = tree.gaps.filter { seen.insert($0.path).inserted }
        findings.insert(.devToolsTree(at: start, detail: "\(Finding.properties(count)) without its summary"), at: 0)
        if let first = tree.firstUnplaced { findings.append(.devToolsNesting(first, count: tree.unplaced)) }
        if endsEarly, tree.unplaced == 0, !elided {
            findings.append(
                .cutOff(
                    "the copied properties end before the '[[Prototype]]' line that ends the top level", at: position))
        }
        return .object(object)
    }

    private func name(_ property: Property) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: text[property.key]), as: UTF8.self)
    }

    private func place(_ property: Property, named key: String, in tree: inout DevToolsTree) {
        guard let range = property.value else { return tree.add(key, key: property.key, value: nil, whole: true) }
        // `Object` (or `Array(2)`) is what DevTools shows for an object with no preview, expanded
        // or not (before Chrome's previews, for both): whether the lines after it are its own is not shown.
        let word = text[range]
        if word.elementsEqual("Object".utf8) || (word.starts(with: "Array(".utf8) && word.last == ASCII.closeParen) {
            return tree.addUndecided(key, key: property.key)
        }
        let (value, whole) = readValue(range)
        tree.add(key, key: property.key, value: value, whole: whole)
    }

    /// The tree's lines from `start`: properties and lines that stand for text left out, up to
    /// the first line that is neither. Moves `position` past the last.
    private mutating func collectItems() -> [Item] {
        var items: [Item] = []
        var line = start
        while line < text.count {
            if let property = Self.property(text, at: line) {
                items.append(.property(property))
                position = property.end
            } else if let elision = elisionLine(at: line) {
                items.append(.elision(elision))
                position = text.lineEnd(from: line, end: text.count)
            } else {
                break
            }
            line = position + 1
        }
        return items
    }

    /// The mark on a line that holds only `...`, `…`, `[...]` or `<truncated>`.
    private func elisionLine(at lineStart: Int) -> Range<Int>? {
        let lineEnd = text.lineEnd(from: lineStart, end: text.count)
        let content = Self.trimmed(text, lineStart..<lineEnd)
        guard !content.isEmpty else { return nil }
        let length =
            Truncation.elisionLength(text, at: content.lowerBound, end: content.upperBound)
            ?? Truncation.wrappedElisionLength(text, at: content.lowerBound, end: content.upperBound)
        guard let length, length == content.count else { return nil }
        return content
    }
}
