import PushRouteCore
import PushRouteReader

/// The JSON path of a finding, from its location: the member whose key or value starts
/// there, the payload itself at its start, and for a position inside a value (a repair, a
/// parse error) the last member whose key comes before it. Built once per payload that has
/// findings.
///
/// Each member's path is a node of a tree (its last step and its parent's node), made a
/// `JSONPath` only for a finding: O(n) memory for n members, where a whole path per member
/// took O(n·depth), 2.4 GB for a 60 KB payload 10,000 levels deep.
struct FindingPaths {
    private let start: SourceLocation
    private var exact: [SourceLocation: Int] = [:]
    /// Every key's location and path node, in document order, for the positions between them.
    private var keys: [(location: SourceLocation, node: Int)] = []
    /// The tree of paths: node 0 the root, each other node a step from its parent.
    private var parents: [Int] = [0]
    private var steps: [JSONPath.Step] = [.index(0)]

    init(_ payload: ReadPayload) {
        start = payload.start
        if let value = payload.value { index(value, at: 0) }
        keys.sort { $0.location < $1.location }
    }

    func path(at location: SourceLocation?) -> JSONPath {
        guard let location, location != start else { return .root }
        if let node = exact[location] { return path(of: node) }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].location <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? path(of: keys[low - 1].node) : .root
    }

    /// The steps from the root to `node`: O(depth).
    private func path(of node: Int) -> JSONPath {
        var reversed: [JSONPath.Step] = []
        var at = node
        while at != 0 {
            reversed.append(steps[at])
            at = parents[at]
        }
        return JSONPath(reversed.reversed())
    }

    private mutating func add(_ step: JSONPath.Step, parent: Int) -> Int {
        parents.append(parent)
        steps.append(step)
        return parents.count - 1
    }

    private mutating func index(_ value: JSONValue, at node: Int) {
        switch value {
        case .object(let object):
            var memberNodes: [Int] = []
            for member in object.members + object.duplicates {
                let memberNode = add(.key(member.key), parent: node)
                memberNodes.append(memberNode)
                for location in [member.keyLocation, member.valueLocation].compactMap({ $0 })
                where exact[location] == nil {
                    exact[location] = memberNode
                }
                if let location = member.keyLocation { keys.append((location, memberNode)) }
            }
            for (member, memberNode) in zip(object.members, memberNodes) { index(member.value, at: memberNode) }
        case .array(let elements):
            for (offset, element) in elements.enumerated() { index(element, at: add(.index(offset), parent: node)) }
        default:
            break
        }
    }
}
