import PushRouteCore

/// Writes one JSON object member by member into a sink, each value through jansson's encoder:
/// byte for byte what encoding the whole object as one `JSONValue` writes in the same style,
/// without holding the whole tree (nor jansson's copy of it) at once. For records that grow with
/// their input: a scenario's trace has about ten rows a step (as one tree, with jansson's copy,
/// 100 000 steps took a gigabyte). Compact styles only (`JSONStyle.record`): no indentation to
/// carry between pieces.
public struct JSONObjectStream {
    private let sink: OutputSink
    private let style: JSONStyle
    private var first = true

    /// Opens the object in `sink`.
    public init(to sink: OutputSink, style: JSONStyle = .record) {
        precondition(style.indent == nil, "JSONObjectStream writes compact JSON only")
        self.sink = sink
        self.style = style
        sink.write("{")
    }

    /// A member with its value.
    public mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        Jansson.encode(value, style: style, to: sink)
    }

    /// A member whose value is an array of `elements`, each made into its value only when it
    /// is written.
    public mutating func member<Elements: Sequence>(
        _ key: String, array elements: Elements, _ element: (Elements.Element) -> JSONValue
    ) {
        self.key(key)
        sink.write("[")
        var firstElement = true
        for item in elements {
            if !firstElement { sink.write(",") }
            firstElement = false
            Jansson.encode(element(item), style: style, to: sink)
        }
        sink.write("]")
    }

    /// Closes the object.
    public func end() {
        sink.write("}")
    }

    private mutating func key(_ key: String) {
        if !first { sink.write(",") }
        first = false
        Jansson.encode(.string(key), style: style, to: sink)
        sink.write(":")
    }
}
