import PushRouteCore

/// How deep a value nests, measured without recursion.
enum JSONDepth {
    static func exceeds(_ value: JSONValue, _ limit: Int) -> Bool {
        var pending: [(JSONValue, Int)] = [(value, 1)]
        while let (current, depth) = pending.popLast() {
            switch current {
            case .object(let object):
                if depth > limit { return true }
                pending.append(contentsOf: object.members.map { ($0.value, depth + 1) })
            case .array(let elements):
                if depth > limit { return true }
                pending.append(contentsOf: elements.map { ($0, depth + 1) })
            default: break
            }
        }
        return false
    }
}
