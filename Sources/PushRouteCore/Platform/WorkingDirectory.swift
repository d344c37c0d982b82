#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's current directory (`getcwd`), which relative paths are read against.
public enum WorkingDirectory {
    /// The absolute path, or `/` in the unlikely case the system cannot say.
    public static var path: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        while true {
            if getcwd(&buffer, buffer.count) != nil {
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            guard errno == ERANGE, buffer.count < 1 << 20 else { return "/" }
            buffer = [CChar](repeating: 0, count: buffer.count * 2)
        }
    }
}
