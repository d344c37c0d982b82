/// Finds a literal in bytes sixteen offsets at a time: at each offset, whether the needle's
/// first byte stands there and its last byte `count - 1` further on, compared as two vectors
/// of 16 bytes; only the offsets where both match are compared whole. (A `memchr` for one of
/// its bytes, then a comparison, stopped at every `p` of a log line when looking for `aps`.)
public enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`.
    public static func firstIndex(of needle: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, from start: Int)
        -> Int?
    {
        let count = needle.count
        guard count > 0, start >= 0, bytes.count - start >= count, bytes.baseAddress != nil else { return nil }
        if count == 1 { return CLibraryBytes.firstIndex(of: needle[0], in: bytes, from: start) }
        let first = SIMD16<UInt8>(repeating: needle[0])
        let last = SIMD16<UInt8>(repeating: needle[count - 1])
        let lastStart = bytes.count - count
        var offset = start
        // Four blocks a turn, tested at once: the blocks where nothing matches, nearly all of them,
        // cost one branch for 64 offsets. Offsets `offset ..< offset + 64` all fit.
        while offset &+ 63 <= lastStart {
            let any =
                (matches(in: bytes, block: offset, count, first, last)
                    | matches(in: bytes, block: offset &+ 16, count, first, last))
                | (matches(in: bytes, block: offset &+ 32, count, first, last)
                    | matches(in: bytes, block: offset &+ 48, count, first, last))
            if any[0] | any[1] != 0 {
                for block in stride(from: offset, to: offset &+ 64, by: 16) {
                    if let found = firstMatch(needle, in: bytes, block: block, from: block, first: first, last: last) {
                        return found
                    }
                }
            }
            offset &+= 64
        }
        // Offsets `offset ..< offset + 16` are all starts that fit: the loads end at `lastStart + count`.
        while offset &+ 15 <= lastStart {
            if let found = firstMatch(needle, in: bytes, block: offset, from: offset, first: first, last: last) {
                return found
            }
            offset &+= 16
        }
        guard offset <= lastStart else { return nil }
        // The starts left, fewer than 16: the last block of 16 starts, its lanes before `offset` already seen.
        if lastStart - 15 >= 0 {
            return firstMatch(needle, in: bytes, block: lastStart - 15, from: offset, first: first, last: last)
        }
        while offset <= lastStart {
            if bytes[offset] == needle[0], bytes[offset + count - 1] == needle[count - 1],
                middleMatches(needle, in: bytes, at: offset)
            {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The offset of the first occurrence of the literal `needle` in `bytes` at or after `start`.
    public static func firstIndex(of needle: StaticString, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        firstIndex(
            of: UnsafeRawBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes, from: start
        )
    }

    /// Whether the literal `needle` occurs anywhere in `bytes`.
    public static func contains(_ needle: StaticString, in bytes: UnsafeRawBufferPointer) -> Bool {
        firstIndex(of: needle, in: bytes, from: 0) != nil
    }

    /// Whether the bytes of `needle` between its first and last stand at `start + 1` (in bounds).
    @inline(__always)
    private static func middleMatches(_ needle: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, at start: Int)
        -> Bool
    {
        var index = 1
        while index < needle.count - 1, bytes[start + index] == needle[index] { index += 1 }
        return index >= needle.count - 1
    }

    /// The first start at or after `from` among the 16 at `block` (all of which fit) where
    /// `needle` stands.
    @inline(__always)
    private static func firstMatch(
        _ needle: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, block: Int, from: Int,
        first: SIMD16<UInt8>, last: SIMD16<UInt8>
    ) -> Int? {
        let both = matches(in: bytes, block: block, needle.count, first, last)
        guard both[0] | both[1] != 0 else { return nil }
        var lanes = laneBits(both) & (UInt32.max << UInt32(from - block))
        while lanes != 0 {
            let candidate = block + lanes.trailingZeroBitCount
            if middleMatches(needle, in: bytes, at: candidate) { return candidate }
            lanes &= lanes - 1
        }
        return nil
    }

    /// Lane `i` all ones where the needle of `count` bytes, whose first and last bytes are
    /// `first` and `last`, has them at `block + i` (all 16 starts fit), as two halves.
    @inline(__always)
    private static func matches(
        in bytes: UnsafeRawBufferPointer, block: Int, _ count: Int, _ first: SIMD16<UInt8>, _ last: SIMD16<UInt8>
    ) -> SIMD2<UInt64> {
        let base = bytes.baseAddress!
        let firsts = (base + block).loadUnaligned(as: SIMD16<UInt8>.self)
        let lasts = (base + (block &+ count &- 1)).loadUnaligned(as: SIMD16<UInt8>.self)
        return unsafeBitCast((firsts .== first) .& (lasts .== last), to: SIMD2<UInt64>.self)
    }

    /// Bit `i` set for each lane `i` of a mask of 16 lanes (each 0 or 0xFF), read as two
    /// halves: each half's lanes keep one bit each, which a multiplication gathers into its top byte.
    @inline(__always)
    private static func laneBits(_ halves: SIMD2<UInt64>) -> UInt32 {
        let oneBitEach: UInt64 = 0x8040_2010_0804_0201
        let gather: UInt64 = 0x0101_0101_0101_0101
        let low = ((halves[0] & oneBitEach) &* gather) >> 56
        let high = ((halves[1] & oneBitEach) &* gather) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }
}
