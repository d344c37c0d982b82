/// Decodes the body of a JSON string literal (the text between its quotes).
/// Unknown escapes keep the escaped character; a lone surrogate becomes U+FFFD.
public enum JSONEscapes {
    public static func decode(_ raw: UnsafeRawBufferPointer) -> String {
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        var index = 0
        func flush() {
            scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
            bytes.removeAll(keepingCapacity: true)
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                let (scalar, used) = unicodeEscape(raw, at: index)
                scalars.append(scalar)
                index += used
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }

    /// Reads `XXXX` (and a following `\uXXXX` low surrogate) at `index`.
    private static func unicodeEscape(_ raw: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar, Int) {
        guard let high = hex4(raw, at: index) else { return ("\u{FFFD}", 0) }
        if (0xD800..<0xDC00).contains(high), index + 6 <= raw.count,
            raw[index + 4] == UInt8(ascii: "\\"), raw[index + 5] == UInt8(ascii: "u"),
            let low = hex4(raw, at: index + 6), (0xDC00..<0xE000).contains(low)
        {
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return (Unicode.Scalar(value) ?? "\u{FFFD}", 10)
        }
        return (Unicode.Scalar(high) ?? "\u{FFFD}", 4)
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
}
