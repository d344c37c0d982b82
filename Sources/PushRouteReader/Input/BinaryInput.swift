/// Tells a binary file from text as git and grep do: a NUL byte in the first 8 KiB. Text
/// in UTF-16 or UTF-32 has NUL bytes too (the high bytes of ASCII characters), so a start
/// that reads as one of them, with or without a byte order mark, is text.
public enum BinaryInput {
    /// How much of an input is looked at.
    public static let headBytes = 8 << 10

    /// The reason an input is refused with: `FILE: binary file, not read`.
    public static let reason = "binary file, not read"

    /// Whether `bytes` (the start of an input; only the first `headBytes` are looked at) are
    /// binary.
    public static func isBinary(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let head = UnsafeRawBufferPointer(rebasing: bytes.prefix(headBytes))
        guard head.contains(0) else { return false }
        if startsWithUnicodeMark(head) { return false }
        return !readsAsUTF32(head) && !readsAsUTF16(head)
    }

    public static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { isBinary($0) }
    }

    /// A UTF-16 or UTF-32 byte order mark (FF FE, FE FF, 00 00 FE FF).
    static func startsWithUnicodeMark(_ head: UnsafeRawBufferPointer) -> Bool {
        if head.count >= 2, (head[0], head[1]) == (0xFF, 0xFE) || (head[0], head[1]) == (0xFE, 0xFF) { return true }
        return head.count >= 4 && head[0] == 0 && head[1] == 0 && head[2] == 0xFE && head[3] == 0xFF
    }

    /// Whole 2-byte units (an even count), every NUL byte the high byte of one in one byte
    /// order, no unit U+0000, and at least a quarter of the units with a NUL high byte: the
    /// NULs are those of the ASCII characters of UTF-16 text (a JSON payload's punctuation
    /// and keys at least), not a stray NUL that one byte order happens to place.
    static func readsAsUTF16(_ head: UnsafeRawBufferPointer) -> Bool {
        guard head.count % 2 == 0 else { return false }
        return [true, false].contains { littleEndian in
            var nuls = 0
            for index in 0..<head.count where head[index] == 0 {
                // The high byte is the second of a unit in little-endian order, the first in big.
                guard (index % 2 == 1) == littleEndian else { return false }
                if head[littleEndian ? index - 1 : index + 1] == 0 { return false }
                nuls += 1
            }
            return nuls * 4 >= head.count / 2
        }
    }

    /// Whole 4-byte units, each, in one byte order, a Unicode scalar other than U+0000.
    static func readsAsUTF32(_ head: UnsafeRawBufferPointer) -> Bool {
        guard head.count >= 4, head.count % 4 == 0 else { return false }
        return [true, false].contains { littleEndian in
            var index = 0
            while index + 3 < head.count {
                let unit =
                    littleEndian
                    ? UInt32(head[index]) | UInt32(head[index + 1]) << 8 | UInt32(head[index + 2]) << 16 | UInt32(
                        head[index + 3]) << 24
                    : UInt32(head[index + 3]) | UInt32(head[index + 2]) << 8 | UInt32(head[index + 1]) << 16 | UInt32(
                        head[index]) << 24
                if unit == 0 || Unicode.Scalar(unit) == nil { return false }
                index += 4
            }
            return true
        }
    }
}
