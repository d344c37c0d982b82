#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's byte and number routines, where they beat a Swift loop.
public enum CLibraryBytes {
    /// The offset of the first `byte` in `bytes` at or after `start` (`memchr`).
    @inlinable
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`: `memchr`
    /// for its least common byte among its first eight (`ByteRarity`), then a comparison of the
    /// whole. (For its first byte, a search for `otification` in a log line stopped at every `o`.)
    public static func firstIndex(of needle: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, from start: Int)
        -> Int?
    {
        guard !needle.isEmpty, let base = bytes.baseAddress, let needleBase = needle.baseAddress else { return nil }
        let pivot = ByteRarity.rarestIndex(in: needle)
        var from = start + pivot
        while let found = firstIndex(of: needle[pivot], in: bytes, from: from) {
            let candidate = found - pivot
            guard candidate + needle.count <= bytes.count else { return nil }
            if memcmp(base + candidate, needleBase, needle.count) == 0 { return candidate }
            from = found + 1
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

    /// The number in the NUL-terminated text at `text` (`strtod`): what jansson uses for reals.
    public static func double(_ text: UnsafePointer<CChar>) -> Double {
        strtod(text, nil)
    }
}
