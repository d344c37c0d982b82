import PushRouteCore
import PushRouteReader

/// The JSON path of a finding, from its location: the member whose key or value starts
/// there, the payload itself at its start, and for a position inside a value (a repair, a
/// parse error) the last member whose key comes before it. Built once per payload that has
/// findings.
struct FindingPaths {
    private let start: SourceLocation
    private var exact: [SourceLocation: JSONPath] = [:]
    /// Every key's location and path, in document order, for the positions between them.
    private var keys: [(location: SourceLocation, path: JSONPath)] = []

    init(_ payload: ReadPayload) {
        start = payload.start
        if let value = payload.value { index(value, at: .root) }
        keys.sort { $0.location < $1.location }
    }

    func path(at location: SourceLocation?) -> JSONPath {
        guard let location, location != start else { return .root }
        if let path = exact[location] { return path }
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].location <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? keys[low - 1].path : .root
    }

    private mutating func index(_ value: JSONValue, at path: JSONPath) {
        switch value {
        case .object(let object):
            for member in object.members + object.duplicates {
                let memberPath = path.appending(key: member.key)
                for location in [member.keyLocation, member.valueLocation].compactMap({ $0 }) where exact[location] == nil {
                    exact[location] = memberPath
                }
                if let location = member.keyLocation { keys.append((location, memberPath)) }
            }
            for member in object.members { index(member.value, at: path.appending(key: member.key)) }
        case .array(let elements):
            for (offset, element) in elements.enumerated() { index(element, at: path.appending(.index(offset))) }
        default:
            break
        }
    }
}
