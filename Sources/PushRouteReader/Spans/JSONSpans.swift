import PushRouteCore

/// Where the parts of strict JSON text lie, in bytes: the value at an offset, the members of
/// an object and the elements of an array. `lint --fix` edits a fixture through these
/// ranges, so that everything it does not name keeps its bytes; the configuration reader
/// locates array elements with them. The text must be JSON jansson has read (a value that
/// is not gives `nil`).
public enum JSONSpans {
    /// One `"key": value` of an object, with repeated keys each kept.
    public struct Member: Equatable, Sendable {
        public var key: String
        /// The key with its quotes.
        public var keyRange: Range<Int>
        public var valueRange: Range<Int>
    }

    /// The bytes of the value that starts at `offset` (whitespace before it skipped).
    public static func value(in text: UnsafeRawBufferPointer, at offset: Int) -> Range<Int>? {
        var scanner = Scanner(text: text, position: offset)
        scanner.skipWhitespace()
        let start = scanner.position
        guard scanner.skipValue() else { return nil }
        return start..<scanner.position
    }

    /// The members of the object that starts at `offset`, in the order written.
    public static func members(in text: UnsafeRawBufferPointer, objectAt offset: Int) -> [Member]? {
        var scanner = Scanner(text: text, position: offset)
        scanner.skipWhitespace()
        guard scanner.current == ASCII.openBrace else { return nil }
        scanner.position += 1
        var members: [Member] = []
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return nil }
            if byte == ASCII.closeBrace { return members }
            if byte == ASCII.comma {
                scanner.position += 1
                continue
            }
            let keyStart = scanner.position
            guard let key = scanner.string() else { return nil }
            let keyRange = keyStart..<scanner.position
            scanner.skipWhitespace()
            guard scanner.current == ASCII.colon else { return nil }
            scanner.position += 1
            scanner.skipWhitespace()
            let valueStart = scanner.position
            guard scanner.skipValue() else { return nil }
            members.append(Member(key: key, keyRange: keyRange, valueRange: valueStart..<scanner.position))
        }
    }

    /// The elements of the array that starts at `offset`, in order.
    public static func elements(in text: UnsafeRawBufferPointer, arrayAt offset: Int) -> [Range<Int>]? {
        var scanner = Scanner(text: text, position: offset)
        scanner.skipWhitespace()
        guard scanner.current == ASCII.openBracket else { return nil }
        scanner.position += 1
        var elements: [Range<Int>] = []
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return nil }
            if byte == ASCII.closeBracket { return elements }
            if byte == ASCII.comma {
                scanner.position += 1
                continue
            }
            let start = scanner.position
            guard scanner.skipValue() else { return nil }
            elements.append(start..<scanner.position)
        }
    }

    /// What `forEachElement` meets, by byte offset.
    public enum ArrayEvent: Equatable, Sendable {
        /// An array's `[`.
        case opening(Int)
        /// Where an element of the array whose `[` is at `array` starts.
        case element(array: Int, at: Int)
    }

    /// Calls `visit` with each opening of an array and each start of one of its elements, for
    /// the array that starts at `offset` and every array inside it, in text order: one pass
    /// over the array, nesting kept on a stack (no recursion). Returns where the array ends,
    /// or nil when the text there is not a JSON array (`visit` may have been called for a
    /// part of it).
    public static func forEachElement(
        in text: UnsafeRawBufferPointer, arrayAt offset: Int, _ visit: (ArrayEvent) -> Void
    ) -> Int? {
        var scanner = Scanner(text: text, position: offset)
        scanner.skipWhitespace()
        guard scanner.current == ASCII.openBracket else { return nil }
        // The `[` of each open array, or nil for an open object; whether an element may start.
        var open: [Int?] = []
        var awaitingElement = false
        repeat {
            guard let byte = scanner.current else { return nil }
            if ASCII.isWhitespace(byte) {
                scanner.position += 1
                continue
            }
            if awaitingElement, byte != ASCII.closeBracket, let array = open.last ?? nil {
                visit(.element(array: array, at: scanner.position))
            }
            awaitingElement = false
            switch byte {
            case ASCII.quote:
                guard scanner.skipString() else { return nil }
            case ASCII.openBracket, ASCII.openBrace:
                if byte == ASCII.openBracket { visit(.opening(scanner.position)) }
                open.append(byte == ASCII.openBracket ? scanner.position : nil)
                awaitingElement = byte == ASCII.openBracket
                scanner.position += 1
            case ASCII.closeBracket, ASCII.closeBrace:
                guard let last = open.popLast(), (last != nil) == (byte == ASCII.closeBracket) else { return nil }
                scanner.position += 1
            case ASCII.comma:
                guard !open.isEmpty else { return nil }
                awaitingElement = open.last! != nil
                scanner.position += 1
            case ASCII.colon:
                guard !open.isEmpty else { return nil }
                scanner.position += 1
            default:
                let start = scanner.position
                while let next = scanner.current, !ASCII.endsValueWord(next) { scanner.position += 1 }
                if scanner.position == start { return nil }
            }
        } while !open.isEmpty
        return scanner.position
    }

    private struct Scanner {
        let text: UnsafeRawBufferPointer
        var position: Int

        var current: UInt8? { position < text.count ? text[position] : nil }

        mutating func skipWhitespace() {
            while position < text.count, ASCII.isWhitespace(text[position]) { position += 1 }
        }

        /// Skips one value, nesting kept on a counter (no recursion, whatever the depth).
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard let byte = current else { return false }
                switch byte {
                case ASCII.quote:
                    guard skipString() else { return false }
                case ASCII.openBrace, ASCII.openBracket:
                    depth += 1
                    position += 1
                case ASCII.closeBrace, ASCII.closeBracket:
                    guard depth > 0 else { return false }
                    depth -= 1
                    position += 1
                case ASCII.comma, ASCII.colon:
                    guard depth > 0 else { return false }
                    position += 1
                default:
                    if ASCII.isWhitespace(byte) {
                        position += 1
                        continue
                    }
                    let start = position
                    while let next = current, !ASCII.endsValueWord(next) { position += 1 }
                    if position == start { return false }
                }
            } while depth > 0
            return true
        }

        mutating func skipString() -> Bool {
            let string = QuotedText.scan(text, at: position, end: text.count)
            guard string.closed else { return false }
            position = string.end
            return true
        }

        /// The decoded text of the string at the position, which is skipped.
        mutating func string() -> String? {
            guard let string = QuotedText.strictString(text, at: position) else { return nil }
            position = string.end
            return string.text
        }
    }
}
