import PushRouteCore

/// Turning the nodes of an lldb tree into a value: places first (top-down, so the schema
/// can type each leaf by its key), then values (bottom-up). Both passes are loops.
extension LLDBTreeReader {
    /// Where the elements of the root start, when the tree is an array.
    var rootElementStarts: [Int] {
        guard !nodes.isEmpty, nodes[0].childCount > 0, !isDictionary(0), isCollection(0) else { return [] }
        return children(of: 0).map { nodes[$0].text.lowerBound }
    }

    private func children(of node: Int) -> [Int] {
        var result: [Int] = []
        var child = nodes[node].firstChild
        while child >= 0 {
            result.append(child)
            child = nodes[child].nextSibling
        }
        return result
    }

    private func labelText(_ node: Int) -> String? {
        nodes[node].label.map { String(decoding: UnsafeRawBufferPointer(rebasing: text[$0]), as: UTF8.self) }
    }

    private func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: text[range]) }

    /// `N element(s)`: a collection.
    private func isCollection(_ node: Int) -> Bool {
        Self.isCount(text, nodes[node].text)
    }

    /// The `key` and `value` children of a dictionary entry.
    private func entryParts(_ entry: Int) -> (key: Int, value: Int)? {
        let parts = children(of: entry)
        guard parts.count == 2 else { return nil }
        let labels = parts.map(labelText)
        if labels[0] == "key", labels[1] == "value" { return (parts[0], parts[1]) }
        if labels[0] == "value", labels[1] == "key" { return (parts[1], parts[0]) }
        return nil
    }

    /// A collection whose children are entries; in a tree cut off, its last entry may be cut too.
    private func isDictionary(_ node: Int) -> Bool {
        guard isCollection(node) else { return false }
        let entries = children(of: node)
        guard let last = entries.last else { return true }
        return entries.dropLast().allSatisfy { entryParts($0) != nil } && (entryParts(last) != nil || isCutEntry(last))
    }

    /// An entry the end of a tree cut off left without its key or its value.
    private func isCutEntry(_ node: Int) -> Bool {
        !gaps.isEmpty && isCollection(node) && nodes[node].childCount < 2
    }

    /// The child a wrapper node (`AnyHashable("x")`, `Optional(...)`) stands for.
    private func wrapped(_ node: Int) -> Int {
        let all = children(of: node)
        return all.first { ["value", "some"].contains(labelText($0)) } ?? all[0]
    }

    /// The text of a key node: a leaf's text, or what its wrapper wraps.
    private func keyString(_ node: Int) -> String {
        let leaf = nodes[node].childCount > 0 ? wrapped(node) : node
        var raw = bytes(nodes[leaf].text)
        if raw.hasPrefix("AnyHashable(", at: 0), raw.count > 13, raw[raw.count - 1] == ASCII.closeParen {
            raw = UnsafeRawBufferPointer(rebasing: raw[12..<(raw.count - 1)])
        }
        if raw.count >= 2, raw[0] == ASCII.quote, raw[raw.count - 1] == ASCII.quote {
            var ignored: [Finding] = []
            return StringEscapes.decode(
                UnsafeRawBufferPointer(rebasing: raw[1..<(raw.count - 1)]), quote: ASCII.quote, at: 0,
                findings: &ignored)
        }
        return String(decoding: raw, as: UTF8.self)
    }

    /// Gives each node its place in the payload, and marks the nodes that are not values:
    /// dictionary entries and their keys (and what a key wraps).
    func assignPlaces(slots: inout [SchemaSlot], keys: inout [String], structural: inout [Bool]) {
        for node in nodes.indices where nodes[node].childCount > 0 && !structural[node] {
            if isDictionary(node) {
                for entry in children(of: node) {
                    guard let (key, value) = entryParts(entry) else { continue }
                    keys[entry] = keyString(key)
                    slots[value] = slots[node].member(keys[entry])
                    structural[entry] = true
                    structural[key] = true
                    for wrapped in children(of: key) { structural[wrapped] = true }
                }
            } else {
                for child in children(of: node) { slots[child] = slots[node] }
            }
        }
    }

    /// The value of the tree, and how deep its containers nest.
    mutating func buildValues(slots: [SchemaSlot], keys: [String], structural: [Bool]) -> (JSONValue, Int) {
        var values = [JSONValue?](repeating: nil, count: nodes.count)
        var depths = [Int](repeating: 0, count: nodes.count)
        for node in nodes.indices.reversed() where !structural[node] {
            if nodes[node].childCount == 0 {
                let isEmpty = isCollection(node)
                values[node] = isEmpty ? .object(JSONObject()) : leaf(node, slot: slots[node])
                depths[node] = isEmpty ? 1 : 0
            } else if isDictionary(node) {
                var object = ObjectBuilder()
                for entry in children(of: node) {
                    guard let (key, value) = entryParts(entry) else { continue }
                    let keyLeaf = nodes[key].childCount > 0 ? wrapped(key) : key
                    object.add(
                        keys[entry], values[value].take() ?? .null, keyLocation: nodes[keyLeaf].location,
                        valueLocation: nodes[value].location)
                    depths[node] = max(depths[node], depths[value] + 1)
                }
                values[node] = .object(object.build())
            } else if isCollection(node) {
                let elements = children(of: node)
                values[node] = .array(elements.map { values[$0].take() ?? .null })
                depths[node] = 1 + (elements.map { depths[$0] }.max() ?? 0)
            } else {
                values[node] = values[wrapped(node)].take()
                depths[node] = depths[wrapped(node)]
            }
        }
        return (values[0] ?? .null, depths[0])
    }

    private mutating func leaf(_ node: Int, slot: SchemaSlot) -> JSONValue {
        if let parsed = nodes[node].parsed { return parsed }
        let range = nodes[node].text
        let raw = bytes(range)
        if raw.count == 6, raw.hasPrefix("<null>", at: 0) { return .null }
        if raw.count >= 2, raw[0] == ASCII.quote, raw[raw.count - 1] == ASCII.quote {
            let string = QuotedText.scan(text, at: range.lowerBound, end: range.upperBound)
            if string.closed, string.end == range.upperBound {
                return ValueTyping.quoted(string, text, typeless: true, slot: slot, findings: &findings)
            }
        }
        return ValueTyping.unquoted(raw, at: range.lowerBound, typeless: true, slot: slot, findings: &findings)
    }
}

extension Optional {
    /// The value, leaving `nil` behind (moves a value out of an array slot without a copy).
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
