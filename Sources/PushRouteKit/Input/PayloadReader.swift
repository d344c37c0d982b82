/// Limits that keep hostile input from exhausting memory or the stack.
public struct ReaderLimits: Sendable, Equatable {
    /// Deepest nesting of objects and arrays accepted in one payload.
    public var maxDepth: Int
    /// Largest payload accepted, in bytes.
    public var maxPayloadBytes: Int

    public init(maxDepth: Int = 512, maxPayloadBytes: Int = 16 << 20) {
        self.maxDepth = maxDepth
        self.maxPayloadBytes = maxPayloadBytes
    }
}

/// Splits an input into payloads and reads each one with jansson.
public struct PayloadReader: Sendable {
    public var limits: ReaderLimits
    /// Also record key positions (lint and diagnostics need them; classify does not).
    public var locateKeys: Bool

    public init(limits: ReaderLimits = ReaderLimits(), locateKeys: Bool = true) {
        self.limits = limits
        self.locateKeys = locateKeys
    }

    /// Reads every payload in a whole document, one after another, in order.
    public func readDocument(_ bytes: UnsafeRawBufferPointer, file: String, _ body: (ReadPayload) -> Void) {
        var cursor = TextCursor(bytes)
        cursor.skipByteOrderMark()
        while true {
            cursor.skipWhitespace()
            if cursor.isAtEnd { return }
            let start = cursor.location
            let slice = UnsafeRawBufferPointer(rebasing: bytes[cursor.offset...])
            switch Jansson.decode(slice, allowTrailing: true) {
            case .success(let decoded):
                body(payload(decoded.value, text: bytes, offset: cursor.offset, file: file, start: start))
                cursor.advance(to: cursor.offset + max(decoded.consumed, 1))
            case .failure(let error):
                body(invalid(error, file: file, start: start))
                cursor.advance(to: resynchronizationPoint(bytes, after: cursor.offset + error.offset))
            }
        }
    }

    /// Reads one line of NDJSON; `nil` for a blank line.
    public func readLine(_ bytes: UnsafeRawBufferPointer, file: String, line: Int) -> ReadPayload? {
        var cursor = TextCursor(bytes, at: SourceLocation(line: line, column: 1))
        if line == 1 { cursor.skipByteOrderMark() }
        cursor.skipWhitespace()
        if cursor.isAtEnd { return nil }
        let start = cursor.location
        let slice = UnsafeRawBufferPointer(rebasing: bytes[cursor.offset...])
        switch Jansson.decode(slice, allowTrailing: false) {
        case .success(let decoded):
            return payload(decoded.value, text: bytes, offset: cursor.offset, file: file, start: start)
        case .failure(let error):
            return invalid(error, file: file, start: start)
        }
    }

    private func payload(
        _ value: JSONValue, text: UnsafeRawBufferPointer, offset: Int, file: String, start: SourceLocation
    ) -> ReadPayload {
        let located = locateKeys ? SourceLocator.annotate(value, text: text, start: offset, at: start) : value
        return ReadPayload(file: file, start: start, value: located)
    }

    /// An invalid payload, with jansson's position mapped onto the input's lines.
    private func invalid(_ error: Jansson.ParseError, file: String, start: SourceLocation) -> ReadPayload {
        let line = start.line + error.line - 1
        let column = error.line == 1 ? start.column + error.column - 1 : error.column
        let diagnostic = Diagnostic(
            file: file, line: line, column: column, severity: .error, rule: "parse-error",
            message: error.message)
        return ReadPayload(file: file, start: start, value: nil, diagnostics: [diagnostic])
    }

    /// After a payload that could not be read, the next line that opens a new top-level
    /// object (`{` in its first column), or the end of the input.
    private func resynchronizationPoint(_ bytes: UnsafeRawBufferPointer, after offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index < bytes.count {
            if bytes[index] == 0x0A, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }
}

/// Small facts about UTF-8 text.
public enum TextUTF8 {
    /// 3 when `bytes` starts with a UTF-8 byte order mark, else 0.
    public static func byteOrderMarkLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 1-based column of the first character that is not a space or tab.
    public static func firstNonBlankColumn(_ bytes: UnsafeRawBufferPointer) -> Int {
        var cursor = TextCursor(bytes)
        cursor.skipByteOrderMark()
        cursor.skipWhitespace()
        return cursor.column
    }

    /// The text of 1-based line `number` in `bytes`, without its line end.
    public static func line(_ number: Int, in bytes: UnsafeRawBufferPointer) -> String? {
        var current = 1
        var start = byteOrderMarkLength(bytes)
        var index = start
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A {
                if current == number {
                    var end = index
                    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                current += 1
                start = index + 1
            }
            index += 1
        }
        return nil
    }
}
