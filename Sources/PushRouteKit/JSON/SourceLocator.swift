/// Gives a value decoded by jansson the source positions jansson does not keep.
///
/// It re-reads the same valid JSON text, recording where each key and value starts, and
/// copies those positions onto the decoded value. Like jansson, a repeated key keeps the
/// place of its first occurrence and the value of its last; the earlier occurrences are
/// kept in `JSONObject.duplicates` for lint.
public enum SourceLocator {
    public static func annotate(
        _ value: JSONValue, text bytes: UnsafeRawBufferPointer, start: Int = 0,
        at location: SourceLocation = .init(line: 1, column: 1)
    ) -> JSONValue {
        var scanner = Scanner(cursor: TextCursor(bytes, offset: start, at: location))
        scanner.cursor.skipWhitespace()
        guard let shape = scanner.scanValue(depth: 0) else { return value }
        return apply(shape, to: value)
    }

    /// The positions found in the text, in the shape of the value.
    fileprivate indirect enum Shape {
        case object([(key: String, keyAt: SourceLocation, valueAt: SourceLocation, value: Shape)])
        case array([Shape])
        case scalar
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
                    duplicates.append(.init(key: key, value: .null, keyLocation: earlier.keyAt, valueLocation: earlier.valueAt))
                }
            }
            object.duplicates = duplicates.sorted { ($0.keyLocation ?? .init(line: 0, column: 0)) < ($1.keyLocation ?? .init(line: 0, column: 0)) }
            return .object(object)
        case (.array(let shapes), .array(let elements)) where shapes.count == elements.count:
            return .array(zip(shapes, elements).map { apply($0, to: $1) })
        default:
            return value
        }
    }

    private struct Scanner {
        var cursor: TextCursor

        mutating func scanValue(depth: Int) -> Shape? {
            guard depth < 4096, let byte = cursor.current else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return scanObject(depth: depth)
            case UInt8(ascii: "["): return scanArray(depth: depth)
            case UInt8(ascii: "\""):
                return scanString() == nil ? nil : .scalar
            default:
                while let byte = cursor.current, !Self.isDelimiter(byte) { cursor.advance() }
                return .scalar
            }
        }

        private mutating func scanObject(depth: Int) -> Shape? {
            var entries: [(key: String, keyAt: SourceLocation, valueAt: SourceLocation, value: Shape)] = []
            cursor.advance()
            cursor.skipWhitespace()
            while let byte = cursor.current, byte != UInt8(ascii: "}") {
                if byte == UInt8(ascii: ",") { cursor.advance(); cursor.skipWhitespace(); continue }
                let keyAt = cursor.location
                guard let key = scanString() else { return nil }
                cursor.skipWhitespace()
                guard cursor.current == UInt8(ascii: ":") else { return nil }
                cursor.advance()
                cursor.skipWhitespace()
                let valueAt = cursor.location
                guard let value = scanValue(depth: depth + 1) else { return nil }
                entries.append((key, keyAt, valueAt, value))
                cursor.skipWhitespace()
            }
            cursor.advance()
            return .object(entries)
        }

        private mutating func scanArray(depth: Int) -> Shape? {
            var elements: [Shape] = []
            cursor.advance()
            cursor.skipWhitespace()
            while let byte = cursor.current, byte != UInt8(ascii: "]") {
                if byte == UInt8(ascii: ",") { cursor.advance(); cursor.skipWhitespace(); continue }
                guard let element = scanValue(depth: depth + 1) else { return nil }
                elements.append(element)
                cursor.skipWhitespace()
            }
            cursor.advance()
            return .array(elements)
        }

        /// Reads a quoted JSON string and returns its decoded text.
        private mutating func scanString() -> String? {
            guard cursor.current == UInt8(ascii: "\"") else { return nil }
            cursor.advance()
            let start = cursor.offset
            var escaped = false
            while let byte = cursor.current {
                if byte == UInt8(ascii: "\\") { escaped = true; cursor.advance(by: 2); continue }
                if byte == UInt8(ascii: "\"") { break }
                cursor.advance()
            }
            guard cursor.current == UInt8(ascii: "\"") else { return nil }
            let raw = UnsafeRawBufferPointer(rebasing: cursor.bytes[start..<cursor.offset])
            cursor.advance()
            return escaped ? JSONEscapes.decode(raw) : String(decoding: raw, as: UTF8.self)
        }

        private static func isDelimiter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: true
            default: false
            }
        }
    }
}
