import PushRouteCore

/// A YAML document as a pure Swift tree (read by `LibYAML.parse`): each node with the line and
/// column where it starts. Anchors are not resolved: an alias is kept by name.
public struct YAMLNode: Equatable, Sendable {
    public indirect enum Kind: Equatable, Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        /// Keys and values in the order of the text.
        case mapping([YAMLPair])
        case alias(String)
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public var scalar: String? {
        if case .scalar(let text) = kind { return text }
        return nil
    }

    public var elements: [YAMLNode] {
        if case .sequence(let nodes) = kind { return nodes }
        return []
    }

    /// The value of the first key whose scalar is `key`.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.first { $0.key.scalar == key }?.value
    }
}

public struct YAMLPair: Equatable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
