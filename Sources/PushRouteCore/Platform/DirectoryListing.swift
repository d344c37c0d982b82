#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The names in a directory (`opendir`/`readdir`).
public enum DirectoryListing {
    /// The names in `directory`, without `.` and `..`, in the order the system gives them.
    public static func names(in directory: String) -> Result<[String], SystemError> {
        guard let handle = opendir(directory) else { return .failure(.last) }
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
        return .success(names)
    }
}
