import PushRouteCore

/// `NSData` descriptions of JSON text (docs/pasted-forms.md §4.15): `<7b226170 73223a7b ...>`
/// (hex words, as `%@` prints data up to iOS 12 and apsd logs it), and the iOS 13+ form
/// `{length = 120, bytes = 0x7b226170 ... 7d7d}`, which elides the middle: what stands before
/// ` ... ` is read, as a payload cut off there.
enum HexBytes {
    /// Whether `NSData` bytes whose text starts with `{` or `[` start at `offset`.
    static func starts(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        if text[offset] == ASCII.lessThan { return startsJSON(text, at: offset + 1) }
        guard text.hasPrefix("{length = ", at: offset) else { return false }
        guard let bytes = bytesField(text, from: offset) else { return false }
        return startsJSON(text, at: bytes)
    }

    /// The decoded text, where the description ends, and whether its middle was elided.
    static func decode(_ text: UnsafeRawBufferPointer, at offset: Int) -> (text: [UInt8], end: Int, elided: Bool)? {
        var index: Int
        let closer: UInt8
        if text[offset] == ASCII.lessThan {
            index = offset + 1
            closer = UInt8(ascii: ">")
        } else {
            guard let bytes = bytesField(text, from: offset) else { return nil }
            index = bytes
            closer = ASCII.closeBrace
        }
        var decoded: [UInt8] = []
        var elided = false
        while index < text.count, text[index] != closer, text[index] != ASCII.newline {
            if text.hasPrefix("...", at: index) {
                elided = true
                index += 3
                while index < text.count, text[index] != closer, text[index] != ASCII.newline { index += 1 }
                break
            }
            if ASCII.isHorizontalSpace(text[index]) {
                index += 1
                continue
            }
            guard index + 1 < text.count, let high = StringEscapes.hexDigit(text[index]),
                let low = StringEscapes.hexDigit(text[index + 1])
            else { return nil }
            decoded.append(UInt8(high << 4 | low))
            index += 2
        }
        guard index < text.count, text[index] == closer, !decoded.isEmpty else { return nil }
        return (decoded, index + 1, elided)
    }

    /// Where the hex digits after `bytes = 0x` start, in `{length = N, bytes = 0x...}`.
    private static func bytesField(_ text: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        var index = offset + 10
        while index < text.count, ASCII.isDigit(text[index]) { index += 1 }
        guard text.hasPrefix(", bytes = 0x", at: index) else { return nil }
        return index + 12
    }

    /// Hex digits `7b` or `5b` (`{` or `[`) at `offset`, followed by more hex digits.
    private static func startsJSON(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard offset + 3 < text.count else { return false }
        let first = (text[offset], text[offset + 1] | 0x20)
        guard first == (UInt8(ascii: "7"), UInt8(ascii: "b")) || first == (UInt8(ascii: "5"), UInt8(ascii: "b")) else {
            return false
        }
        return StringEscapes.hexDigit(text[offset + 2]) != nil && StringEscapes.hexDigit(text[offset + 3]) != nil
    }
}
