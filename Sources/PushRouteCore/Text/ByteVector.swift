/// Sixteen bytes of a text looked at together, for the scans every byte of a log passes
/// through (the bracket scan, the JSON string writer): a comparison of the vector gives a
/// mask, and its set lanes are visited by their bits.
public enum ByteVector {
    public typealias Bytes = SIMD16<UInt8>
    public typealias Mask = SIMDMask<SIMD16<Int8>>

    /// The sixteen bytes at `offset` from `base` (the caller keeps them in bounds).
    @inlinable @inline(__always)
    public static func load(_ base: UnsafeRawPointer, at offset: Int) -> Bytes {
        (base + offset).loadUnaligned(as: Bytes.self)
    }

    /// Every lane `byte`.
    @inlinable @inline(__always)
    public static func splat(_ byte: UInt8) -> Bytes { Bytes(repeating: byte) }

    /// Bit `i` set where lane `i` of `mask` is set.
    @inlinable @inline(__always)
    public static func bits(_ mask: Mask) -> UInt32 {
        // Lane 0 is the low byte of the first word on the little-endian machines Swift runs on.
        let words = unsafeBitCast(Bytes(repeating: 0).replacing(with: 0x80, where: mask), to: SIMD2<UInt64>.self)
        return UInt32(truncatingIfNeeded: topBits(words[0]) | topBits(words[1]) << 8)
    }

    /// The top bit of each of a word's eight bytes, as eight bits (byte 0 to bit 0).
    @inlinable @inline(__always)
    static func topBits(_ word: UInt64) -> UInt64 {
        (word &* 0x0002_0408_1020_4081) >> 56
    }
}
