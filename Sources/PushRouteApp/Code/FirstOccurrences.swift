extension Array where Element: Equatable {
    /// The elements in order, each once: where it first occurs (a field's sources, each
    /// file:line once however many readings name it).
    func firstOccurrences() -> [Element] {
        var kept: [Element] = []
        for element in self where !kept.contains(element) { kept.append(element) }
        return kept
    }
}
