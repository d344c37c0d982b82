#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file written under a temporary name beside its destination (`.NAME.XXXXXX`, from
/// `mkstemp`) and renamed over the destination only when complete: a reader never sees a
/// half-written file, and a run that fails leaves an existing file as it was.
public struct ReplacementFile: Sendable {
    /// Where the file goes once committed.
    public let path: String
    /// The temporary file being written.
    public let temporaryPath: String
    public let descriptor: FileDescriptor

    /// Creates the temporary file in `path`'s directory.
    public static func create(replacing path: String) -> Result<ReplacementFile, SystemError> {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(.last) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return .success(ReplacementFile(
            path: path, temporaryPath: temporaryPath, descriptor: FileDescriptor(rawValue: descriptor)))
    }

    /// Gives the file the mode a newly created file gets (0666 less the umask; `mkstemp`
    /// makes it 0600), writes it to disk, closes it and renames it over `path`. On failure
    /// the temporary file is removed.
    public func commit() -> Result<Void, SystemError> {
        let mask = umask(0)
        umask(mask)
        guard fchmod(descriptor.rawValue, 0o666 & ~mask) == 0, fsync(descriptor.rawValue) == 0 else {
            let error = SystemError.last
            discard()
            return .failure(error)
        }
        descriptor.close()
        guard rename(temporaryPath, path) == 0 else {
            let error = SystemError.last
            unlink(temporaryPath)
            return .failure(error)
        }
        return .success(())
    }

    /// Closes and removes the temporary file; `path` is left as it was.
    public func discard() {
        descriptor.close()
        unlink(temporaryPath)
    }
}
