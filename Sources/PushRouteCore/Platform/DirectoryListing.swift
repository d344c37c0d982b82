#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `opendir` gives: a pointer to `DIR` on Darwin, an opaque one where `DIR` is incomplete.
#if canImport(Darwin)
private typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#else
private typealias DirectoryHandle = OpaquePointer
#endif

/// The names in a directory (`opendir`/`readdir`).
public enum DirectoryListing {
    /// The names in `directory`, without `.` and `..`, in the order the system gives them.
    public static func names(in directory: String) -> Result<[String], SystemError> {
        guard let handle = opendir(directory) else { return .failure(.last) }
        return .success(names(reading: handle))
    }

    /// The names in the open directory `directory` (read through a copy of its descriptor, so
    /// that it stays open); empty when it cannot be read.
    static func names(in directory: FileDescriptor) -> [String] {
        let copy = dup(directory.rawValue)
        guard copy >= 0 else { return [] }
        guard let handle = fdopendir(copy) else {
            _ = close(copy)
            return []
        }
        return names(reading: handle)
    }

    /// Reads and closes `handle`.
    private static func names(reading handle: DirectoryHandle) -> [String] {
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
