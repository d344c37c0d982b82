import PushRouteCore

/// Decodes the backslash escapes of quoted strings: JSON's, plus the `\U` + 4 hex digits
/// and `\'` that NSDictionary descriptions and single-quoted strings use.
enum StringEscapes {
    /// `raw` as a string; invalid UTF-8 becomes U+FFFD and is reported.
    static func utf8(_ raw: UnsafeRawBufferPointer, at offset: Int, findings: inout [Finding]) -> String {
        var isASCII = true
        for byte in raw where byte >= 0x80 {
            isASCII = false
            break
        }
        let text = String(decoding: raw, as: UTF8.self)
        // Decoding keeps valid UTF-8 byte for byte and replaces invalid bytes with U+FFFD, so
        // the bytes differ exactly when some were invalid. (`String(validating:as:)` says so
        // directly, but needs macOS 15.)
        if !isASCII, !text.utf8.elementsEqual(raw) {
            findings.append(.invalidUTF8(at: offset))
        }
        return text
    }

    /// - Parameter offset: where `raw` starts in the text; escapes are reported where they stand,
    ///   invalid UTF-8 at the string's opening quote, just before.
    ///   `keepsInterpolation`: `\(...)` (a Swift literal's interpolation) is kept as written.
    static func decode(
        _ raw: UnsafeRawBufferPointer, quote: UInt8, at offset: Int, findings: inout [Finding],
        keepsInterpolation: Bool = false
    ) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == ASCII.backslash else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escapeAt = offset + index
            guard index + 1 < raw.count else {
                findings.append(.invalidEscape("'\\' kept", at: escapeAt))
                bytes.append(byte)
                break
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case ASCII.quote, ASCII.backslash, ASCII.slash: bytes.append(escape)
            case ASCII.openParen where keepsInterpolation:
                bytes.append(byte)
                bytes.append(escape)
                var depth = 1
                while index < raw.count, depth > 0 {
                    if raw[index] == ASCII.openParen {
                        depth += 1
                    } else if raw[index] == ASCII.closeParen {
                        depth -= 1
                    }
                    bytes.append(raw[index])
                    index += 1
                }
            case ASCII.apostrophe:
                if quote != ASCII.apostrophe {
                    findings.append(.invalidEscape("'\\'' read as an apostrophe", at: escapeAt))
                }
                bytes.append(escape)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let (scalar, used) = unicode(raw, at: index)
                if scalar == nil {
                    findings.append(
                        .invalidEscape("'\(escapeText(raw, from: index - 2, count: 6))' read as U+FFFD", at: escapeAt))
                }
                append(scalar ?? "\u{FFFD}", to: &bytes)
                index += used
            default:
                // The escaped character may take several bytes (`\”`): it is kept whole.
                let length = escape < 0xC0 ? 1 : escape < 0xE0 ? 2 : escape < 0xF0 ? 3 : 4
                let characterEnd = min(raw.count, index - 1 + length)
                let character = escapeText(raw, from: index - 1, count: characterEnd - (index - 1))
                findings.append(.invalidEscape("'\\\(character)' read as '\(character)'", at: escapeAt))
                bytes.append(contentsOf: raw[(index - 1)..<characterEnd])
                index = characterEnd
            }
        }
        return bytes.withUnsafeBytes { utf8($0, at: offset - 1, findings: &findings) }
    }

    /// The scalar of `XXXX` at `index` (joined with a following low surrogate escape), and
    /// the bytes used; `nil` for a lone surrogate or missing hex digits.
    private static func unicode(_ raw: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar?, Int) {
        guard let high = hex4(raw, at: index) else { return (nil, 0) }
        if (0xD800..<0xDC00).contains(high) {
            if index + 10 <= raw.count, raw[index + 4] == ASCII.backslash, raw[index + 5] | 0x20 == UInt8(ascii: "u"),
                let low = hex4(raw, at: index + 6), (0xDC00..<0xE000).contains(low)
            {
                return (Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)), 10)
            }
            return (nil, 4)
        }
        return (Unicode.Scalar(high), 4)
    }

    private static func hex4(_ raw: UnsafeRawBufferPointer, at index: Int) -> UInt32? {
        guard index + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(raw[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        for unit in UTF8.encode(scalar)! { bytes.append(unit) }
    }

    private static func escapeText(_ raw: UnsafeRawBufferPointer, from start: Int, count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<min(raw.count, start + count)]), as: UTF8.self)
    }
}
