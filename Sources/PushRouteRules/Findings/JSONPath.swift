import PushRouteCore

/// Where a value stands in a payload: the keys and indices from the top. A finding's path is
/// what a baseline remembers of it instead of its line, and what a fix changes.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var steps: [Step]

    public init(_ steps: [Step] = []) { self.steps = steps }

    /// The payload itself.
    public static let root = JSONPath()

    public func appending(_ step: Step) -> JSONPath { JSONPath(steps + [step]) }

    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// The path as a JSON Pointer (RFC 6901): `/aps/alert/loc-args/1`, empty for the payload
    /// itself, `~` and `/` in keys written `~0` and `~1`.
    public var pointer: String {
        steps.map { step in
            switch step {
            case .key(let key): "/" + key.replacing("~", with: "~0").replacing("/", with: "~1")
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    public var description: String { pointer }

    /// The path without its last step, and that step; nil for the root.
    public var parent: (JSONPath, Step)? {
        guard let last = steps.last else { return nil }
        return (JSONPath(Array(steps.dropLast())), last)
    }
}

extension JSONValue {
    /// The value at `path`: an object's first member of each key (the one a reader uses:
    /// jansson keeps a repeated key's last value in its first place).
    public func value(at path: JSONPath) -> JSONValue? {
        var current = self
        for step in path.steps {
            switch (step, current) {
            case (.key(let key), .object(let object)):
                guard let value = object[key] else { return nil }
                current = value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// The value with the value at `path` replaced; unchanged when there is none there.
    public func replacing(at path: JSONPath, with value: JSONValue) -> JSONValue {
        replacing(path.steps[...], with: value)
    }

    private func replacing(_ steps: ArraySlice<JSONPath.Step>, with value: JSONValue) -> JSONValue {
        guard let step = steps.first else { return value }
        switch (step, self) {
        case (.key(let key), .object(var object)):
            guard let index = object.members.firstIndex(where: { $0.key == key }) else { return self }
            object.members[index].value = object.members[index].value.replacing(steps.dropFirst(), with: value)
            return .object(object)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else { return self }
            elements[index] = elements[index].replacing(steps.dropFirst(), with: value)
            return .array(elements)
        default:
            return self
        }
    }
}
