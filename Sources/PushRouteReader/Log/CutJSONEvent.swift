import PushRouteCore

/// What is left of a JSON log event that a text ends inside, as a stored or pasted excerpt is
/// often cut (docs/device-logs.md §1): its message string up to the cut, and the fields before
/// the message.
enum CutJSONEvent {
    /// The string after the key that ends at `keyEnd`, decoded up to its closing quote, a line
    /// end inside it (where the text was cut and went on) or the end of `event`; an escape or a
    /// character cut short at the end is left out. nil when no string follows the key.
    static func message(_ event: UnsafeRawBufferPointer, afterKey keyEnd: Int) -> String? {
        var index = afterBlanks(event, from: keyEnd)
        guard index < event.count, event[index] == ASCII.colon else { return nil }
        index = afterBlanks(event, from: index + 1)
        guard index < event.count, event[index] == ASCII.quote else { return nil }
        let content = Array(event[(index + 1)..<stringEnd(event, from: index + 1)])
        let quoted = [ASCII.quote] + withoutCutEnd(content) + [ASCII.quote]
        return quoted.withUnsafeBytes { text in
            guard case .success(let decoded) = Jansson.decode(text, allowTrailing: false),
                case .string(let value) = decoded.value
            else { return nil }
            return value
        }
    }

    /// The fields before the message key at `keyOffset` (the event opens at 0), read as an
    /// object closed there; nil when they do not read so.
    static func fieldsBefore(_ event: UnsafeRawBufferPointer, keyOffset: Int) -> JSONObject? {
        var end = keyOffset
        while end > 0, ASCII.isWhitespace(event[end - 1]) { end -= 1 }
        if end > 0, event[end - 1] == ASCII.comma { end -= 1 }
        let closed = Array(event[..<end]) + [ASCII.closeBrace]
        return closed.withUnsafeBytes { text in
            guard case .success(let decoded) = Jansson.decode(text, allowTrailing: false) else { return nil }
            return decoded.value.objectValue
        }
    }

    private static func afterBlanks(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index < bytes.count, ASCII.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// Where a JSON string whose content starts at `start` ends: its closing quote, a line end,
    /// or the end of the bytes.
    private static func stringEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if escaped {
                escaped = false
            } else if byte == ASCII.backslash {
                escaped = true
            } else if byte == ASCII.quote || byte == ASCII.newline || byte == ASCII.carriageReturn {
                break
            }
            index += 1
        }
        return index
    }

    /// A string's content without what the cut left unfinished at its end: an escape (a lone
    /// `\`, a `\u` short of its four digits, the first half of a surrogate pair) or a UTF-8
    /// character short of its bytes.
    static func withoutCutEnd(_ content: [UInt8]) -> [UInt8] {
        var index = 0
        /// Where a first half of a surrogate pair starts, when the escape just read is one.
        var pairStart: Int?
        while index < content.count {
            guard content[index] == ASCII.backslash else {
                index += 1
                pairStart = nil
                continue
            }
            let length = index + 1 < content.count && content[index + 1] == UInt8(ascii: "u") ? 6 : 2
            if index + length > content.count { return Array(content[..<(pairStart ?? index)]) }
            let high = length == 6 && isHighSurrogate(content[(index + 2)..<(index + 6)])
            pairStart = high ? index : nil
            index += length
        }
        if let pairStart { return Array(content[..<pairStart]) }
        return Array(content[..<completeUTF8End(content)])
    }

    /// Whether four hex digits name the first half of a UTF-16 surrogate pair (D800–DBFF).
    private static func isHighSurrogate(_ digits: ArraySlice<UInt8>) -> Bool {
        guard let value = UInt16(String(decoding: digits, as: UTF8.self), radix: 16) else { return false }
        return (0xD800...0xDBFF).contains(value)
    }

    /// The end of the last whole UTF-8 character of `bytes`.
    private static func completeUTF8End(_ bytes: [UInt8]) -> Int {
        var lead = bytes.count
        while lead > 0, bytes.count - lead < 4 {
            lead -= 1
            let byte = bytes[lead]
            guard byte & 0xC0 == 0x80 else {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                return lead + length <= bytes.count ? bytes.count : lead
            }
        }
        return bytes.count
    }
}
