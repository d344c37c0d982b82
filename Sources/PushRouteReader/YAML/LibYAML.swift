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
        /// Refused by pushroute's limits (`TreeLimits`), not by libyaml.
        public var limit = false
    }

    /// The first document of `text`; nil for a text with no document (empty, or comments only).
    public static func parse(_ text: UnsafeRawBufferPointer) -> Result<YAMLNode?, ParseError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(
                ParseError(location: SourceLocation(line: 1, column: 1), message: "libyaml could not start"))
        }
        defer { yaml_parser_delete(&parser) }
        let base = text.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? emptyText
        yaml_parser_set_input_string(&parser, base, text.count)
        var builder = TreeBuilder()
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else { return .failure(error(parser, text)) }
            let type = event.type
            let refusal = builder.take(event)
            yaml_event_delete(&event)
            if let refusal { return .failure(refusal) }
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

    /// libyaml's error at its place: the problem's mark, or for a reader error (bytes that are
    /// not UTF-8, a control character), which sets no mark, the byte offset it gives.
    private static func error(_ parser: yaml_parser_t, _ text: UnsafeRawBufferPointer) -> ParseError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        let mark = parser.problem_mark
        guard parser.error == YAML_READER_ERROR else {
            return ParseError(
                location: SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1),
                message: context + problem)
        }
        var locator = TextLocator(text)
        return ParseError(
            location: locator.location(at: min(Int(parser.problem_offset), text.count)), message: context + problem)
    }

    /// Builds the tree from the events of one document, on an explicit stack, each node added
    /// in place (amortized O(1): the open collection is never copied), refusing a node deeper
    /// than `TreeLimits.maxDepth` or past `TreeLimits.maxNodes`: libyaml's parser keeps its own
    /// stacks, but a deeper tree would be destroyed by a recursion as deep (a Podfile.lock of
    /// 40 000 nested lists overflowed the stack). Aliases are kept by name, never expanded.
    private struct TreeBuilder {
        private struct Frame {
            var isMapping: Bool
            var start: SourceLocation
            var nodes: [YAMLNode] = []
            var pairs: [YAMLPair] = []
            var pendingKey: YAMLNode?
        }

        private var stack: [Frame] = []
        private var count = 0
        var root: YAMLNode?
        var documentEnded = false

        /// Takes one event; the refusal when it passes a limit.
        mutating func take(_ event: yaml_event_t) -> ParseError? {
            var event = event
            let mark = event.start_mark
            let location = SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                count += 1
                if stack.count >= TreeLimits.maxDepth {
                    return limit("nested deeper than \(TreeLimits.maxDepth) levels", at: location)
                }
                if count > TreeLimits.maxNodes {
                    return limit("of more than \(TreeLimits.maxNodes) values", at: location)
                }
            default: break
            }
            switch event.type {
            case YAML_SCALAR_EVENT:
                let bytes = UnsafeRawBufferPointer(start: cy_scalar_value(&event), count: cy_scalar_length(&event))
                add(YAMLNode(.scalar(String(decoding: bytes, as: UTF8.self)), at: location))
            case YAML_ALIAS_EVENT:
                add(YAMLNode(.alias(cy_alias_anchor(&event).map { String(cString: $0) } ?? ""), at: location))
            case YAML_SEQUENCE_START_EVENT: stack.append(Frame(isMapping: false, start: location))
            case YAML_MAPPING_START_EVENT: stack.append(Frame(isMapping: true, start: location))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return nil }
                add(YAMLNode(frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.nodes), at: frame.start))
            case YAML_DOCUMENT_END_EVENT: documentEnded = true
            default: break
            }
            return nil
        }

        private func limit(_ what: String, at location: SourceLocation) -> ParseError {
            ParseError(location: location, message: "a YAML text \(what)", limit: true)
        }

        private mutating func add(_ node: YAMLNode) {
            let last = stack.count - 1
            guard last >= 0 else {
                root = node
                return
            }
            if !stack[last].isMapping {
                stack[last].nodes.append(node)
            } else if let key = stack[last].pendingKey {
                stack[last].pairs.append(YAMLPair(key: key, value: node))
                stack[last].pendingKey = nil
            } else {
                stack[last].pendingKey = node
            }
        }
    }
}
