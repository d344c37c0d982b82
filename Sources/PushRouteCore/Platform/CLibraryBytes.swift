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

    /// The number in the NUL-terminated text at `text` (`strtod`): what jansson uses for reals.
    public static func double(_ text: UnsafePointer<CChar>) -> Double {
        strtod(text, nil)
    }
}
