import PushRouteCore

/// Gives a value decoded by jansson the source positions jansson does not keep.
///
/// It re-reads the same valid JSON text with the lenient reader's own pieces (`QuotedText`
/// for strings, `StringEscapes` for their escapes, `TextLocator` for lines and columns),
/// recording where each key and value starts, and copies those positions onto the decoded
/// value. Like jansson, a repeated key keeps the place of its first occurrence and the value
/// of its last; the earlier occurrences are kept in `JSONObject.duplicates` for lint.
public enum SourceLocator {
    /// - Parameter maxDepth: the reader's depth limit; the caller has already refused a
    ///   deeper value, so the walk never nests further than the limit it was read with.
    public static func annotate(
        _ value: JSONValue, text bytes: UnsafeRawBufferPointer, start: Int = 0,
        at location: SourceLocation = .init(line: 1, column: 1), maxDepth: Int = ReaderLimits.defaultMaxDepth
    ) -> JSONValue {
        var scanner = Scanner(
            text: bytes, position: start, locator: TextLocator(bytes, offset: start, at: location), maxDepth: maxDepth)
        scanner.skipWhitespace()
        guard let shape = scanner.scanValue(depth: 1) else { return value }
        return apply(shape, to: value)
    }

    /// The positions found in the text, in the shape of the value.
    fileprivate indirect enum Shape {
        case object([Entry])
        case array([Shape])
        case scalar
    }

    fileprivate struct Entry {
        var key: String
        var keyAt: SourceLocation
        var valueAt: SourceLocation
        var value: Shape
    }

    private static func apply(_ shape: Shape, to value: JSONValue) -> JSONValue {
        switch (shape, value) {
        case (.object(let entries), .object(var object)):
            var duplicates: [JSONObject.Member] = []
            let byKey = Dictionary(grouping: entries.indices, by: { entries[$0].key })
            for index in object.members.indices {
                let key = object.members[index].key
                let matches = (byKey[key] ?? []).map { entries[$0] }
                guard let first = matches.first, let last = matches.last else { continue }
                object.members[index].keyLocation = first.keyAt
                object.members[index].valueLocation = last.valueAt
                object.members[index].value = apply(last.value, to: object.members[index].value)
                for earlier in matches.dropLast() {
                    duplicates.append(
                        .init(key: key, value: .null, keyLocation: earlier.keyAt, valueLocation: earlier.valueAt))
                }
            }
            object.duplicates = duplicates.sorted {
                ($0.keyLocation ?? .init(line: 0, column: 0)) < ($1.keyLocation ?? .init(line: 0, column: 0))
            }
            return .object(object)
        case (.array(let shapes), .array(let elements)) where shapes.count == elements.count:
            return .array(zip(shapes, elements).map { apply($0, to: $1) })
        default:
            return value
        }
    }

    /// Walks valid JSON text: each byte once, lines and columns counted on the way.
    private struct Scanner {
        let text: UnsafeRawBufferPointer
        var position: Int
        var locator: TextLocator
        let maxDepth: Int

        var current: UInt8? { position < text.count ? text[position] : nil }
        var location: SourceLocation { mutating get { locator.location(at: position) } }

        mutating func skipWhitespace() {
            while position < text.count, ASCII.isWhitespace(text[position]) { position += 1 }
        }

        mutating func scanValue(depth: Int) -> Shape? {
            guard let byte = current else { return nil }
            switch byte {
            case ASCII.openBrace: return depth > maxDepth ? nil : scanObject(depth: depth)
            case ASCII.openBracket: return depth > maxDepth ? nil : scanArray(depth: depth)
            case ASCII.quote: return scanString() == nil ? nil : .scalar
            default:
                while let byte = current, !ASCII.endsValueWord(byte) { position += 1 }
                return .scalar
            }
        }

        private mutating func scanObject(depth: Int) -> Shape? {
            var entries: [Entry] = []
            position += 1
            skipWhitespace()
            while let byte = current, byte != ASCII.closeBrace {
                if byte == ASCII.comma {
                    position += 1
                    skipWhitespace()
                    continue
                }
                let keyAt = location
                guard let key = scanString() else { return nil }
                skipWhitespace()
                guard current == ASCII.colon else { return nil }
                position += 1
                skipWhitespace()
                let valueAt = location
                guard let value = scanValue(depth: depth + 1) else { return nil }
                entries.append(Entry(key: key, keyAt: keyAt, valueAt: valueAt, value: value))
                skipWhitespace()
            }
            position += 1
            return .object(entries)
        }

        private mutating func scanArray(depth: Int) -> Shape? {
            var elements: [Shape] = []
            position += 1
            skipWhitespace()
            while let byte = current, byte != ASCII.closeBracket {
                if byte == ASCII.comma {
                    position += 1
                    skipWhitespace()
                    continue
                }
                guard let element = scanValue(depth: depth + 1) else { return nil }
                elements.append(element)
                skipWhitespace()
            }
            position += 1
            return .array(elements)
        }

        /// Reads a quoted JSON string and returns its decoded text.
        private mutating func scanString() -> String? {
            guard let string = QuotedText.strictString(text, at: position) else { return nil }
            position = string.end
            return string.text
        }
    }
}
