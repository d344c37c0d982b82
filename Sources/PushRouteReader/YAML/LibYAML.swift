import CYAML
import PushRouteCore

/// The only place in pushroute that touches libyaml.
///
/// `parse` initializes a parser, reads its events into a `YAMLNode` tree and deletes every
/// event as soon as it is copied, and the parser before it returns: no libyaml pointer leaves
/// this file (the pattern of swift-markdown's CommonMarkConverter).
public enum LibYAML {
    /// Where and why libyaml refused a text (its marks are 0-based; these are 1-based).
    public struct ParseError: Error, Equatable, Sendable {
        public var location: SourceLocation
        public var message: String
    }

    /// The first document of `text`; nil for a text with no document (empty, or comments only).
    public static func parse(_ text: UnsafeRawBufferPointer) -> Result<YAMLNode?, ParseError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(ParseError(location: SourceLocation(line: 1, column: 1), message: "libyaml could not start"))
        }
        defer { yaml_parser_delete(&parser) }
        let base = text.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? emptyText
        yaml_parser_set_input_string(&parser, base, text.count)
        var builder = TreeBuilder()
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else { return .failure(error(parser)) }
            let type = event.type
            builder.take(event)
            yaml_event_delete(&event)
            if type == YAML_STREAM_END_EVENT || builder.documentEnded { break }
        }
        return .success(builder.root)
    }

    /// A valid pointer for empty buffers, which have no base address.
    private nonisolated(unsafe) static let emptyText: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    private static func error(_ parser: yaml_parser_t) -> ParseError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        let mark = parser.problem_mark
        return ParseError(location: SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1), message: context + problem)
    }

    /// Builds the tree from the events of one document, on an explicit stack.
    private struct TreeBuilder {
        private enum Open {
            case sequence([YAMLNode], SourceLocation)
            case mapping([YAMLPair], pendingKey: YAMLNode?, SourceLocation)
        }

        private var stack: [Open] = []
        var root: YAMLNode?
        var documentEnded = false

        mutating func take(_ event: yaml_event_t) {
            var event = event
            let mark = event.start_mark
            let location = SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let bytes = UnsafeRawBufferPointer(start: cy_scalar_value(&event), count: cy_scalar_length(&event))
                add(YAMLNode(.scalar(String(decoding: bytes, as: UTF8.self)), at: location))
            case YAML_ALIAS_EVENT:
                add(YAMLNode(.alias(cy_alias_anchor(&event).map { String(cString: $0) } ?? ""), at: location))
            case YAML_SEQUENCE_START_EVENT: stack.append(.sequence([], location))
            case YAML_MAPPING_START_EVENT: stack.append(.mapping([], pendingKey: nil, location))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { return }
                switch open {
                case .sequence(let nodes, let start): add(YAMLNode(.sequence(nodes), at: start))
                case .mapping(let pairs, _, let start): add(YAMLNode(.mapping(pairs), at: start))
                }
            case YAML_DOCUMENT_END_EVENT: documentEnded = true
            default: break
            }
        }

        private mutating func add(_ node: YAMLNode) {
            guard let open = stack.popLast() else {
                root = node
                return
            }
            switch open {
            case .sequence(var nodes, let start):
                nodes.append(node)
                stack.append(.sequence(nodes, start))
            case .mapping(var pairs, let key?, let start):
                pairs.append(YAMLPair(key: key, value: node))
                stack.append(.mapping(pairs, pendingKey: nil, start))
            case .mapping(let pairs, nil, let start):
                stack.append(.mapping(pairs, pendingKey: node, start))
            }
        }
    }
}
