import PushRouteCore

/// Collects an object's members as jansson would: a repeated key keeps the place of its
/// first occurrence and the value of its last; earlier occurrences go to `duplicates`
/// (as `SourceLocator` records them for jansson's values).
struct ObjectBuilder {
    private var members: [JSONObject.Member] = []
    private var duplicates: [JSONObject.Member] = []
    /// Member index by key, built once the object is too big for a linear search.
    private var index: [String: Int]?
    /// Where the latest occurrence of a repeated key stood.
    private var latestKeyLocation: [Int: SourceLocation?] = [:]

    /// The member the last `add` wrote.
    private var lastAdded = 0

    private static let indexThreshold = 8

    var isEmpty: Bool { members.isEmpty }

    mutating func add(_ key: String, _ value: JSONValue, keyLocation: SourceLocation?, valueLocation: SourceLocation?) {
        if let existing = position(of: key) {
            let previous = latestKeyLocation[existing] ?? members[existing].keyLocation
            duplicates.append(
                .init(key: key, value: .null, keyLocation: previous, valueLocation: members[existing].valueLocation))
            latestKeyLocation[existing] = keyLocation
            members[existing].value = value
            members[existing].valueLocation = valueLocation
            lastAdded = existing
            return
        }
        lastAdded = members.count
        index?[key] = members.count
        if members.isEmpty { members.reserveCapacity(ParseFrame.firstCapacity) }
        members.append(.init(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
        if index == nil, members.count == Self.indexThreshold {
            index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($0.element.key, $0.offset) })
        }
    }

    /// Replaces the value the last `add` wrote (an operand that turned out to start an expression).
    mutating func replaceLastValue(_ value: JSONValue) {
        guard members.indices.contains(lastAdded) else { return }
        members[lastAdded].value = value
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    func build() -> JSONObject {
        var object = JSONObject(members)
        let origin = SourceLocation(line: 0, column: 0)
        object.duplicates =
            duplicates.count < 2
            ? duplicates : duplicates.sorted { ($0.keyLocation ?? origin) < ($1.keyLocation ?? origin) }
        return object
    }
}
