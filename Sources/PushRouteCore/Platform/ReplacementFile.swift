#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file written beside its destination and renamed over the destination only when
/// complete: a reader never sees a half-written file, and a run that fails leaves an existing
/// file as it was. On Linux the temporary file has no name until the moment before the rename
/// (`O_TMPFILE`), so a process killed while writing it leaves nothing behind; elsewhere, or on
/// a file system without `O_TMPFILE`, it is a hidden file `.NAME.XXXXXX` (`mkstemp`), removed
/// on every failure the process survives. `--output` writes through it, and so does
/// `FileReplacement` (`lint --fix`, `normalize --write`, `--write-baseline`).
public struct ReplacementFile: Sendable {
    /// Where the file goes once committed.
    public let path: String
    /// The temporary file being written (open for reading too).
    public let descriptor: FileDescriptor
    /// The hidden name of a named temporary file; nil while it has none.
    let temporaryPath: String?

    /// Creates the temporary file in `path`'s directory.
    public static func create(replacing path: String) -> Result<ReplacementFile, SystemError> {
        let directory = FilePath.directory(of: path)
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE (Linux 3.11) is __O_TMPFILE | O_DIRECTORY; Glibc does not export it to Swift.
        let unnamed = open(directory, 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, mode_t(0o600))
        if unnamed >= 0 {
            return .success(ReplacementFile(path: path, descriptor: FileDescriptor(rawValue: unnamed), temporaryPath: nil))
        }
        #endif
        var template = Array(FilePath.join(directory, "." + FilePath.lastComponent(path) + ".XXXXXX").utf8CString)
        let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard named >= 0 else { return .failure(.last) }
        _ = fcntl(named, F_SETFD, FD_CLOEXEC)
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return .success(ReplacementFile(path: path, descriptor: FileDescriptor(rawValue: named), temporaryPath: temporaryPath))
    }

    /// Gives the file its mode (by default a new file's: 0666 less the umask) and writes it
    /// to disk (`fsync`).
    public func flush(mode: mode_t? = nil) -> Result<Void, SystemError> {
        guard fchmod(descriptor.rawValue, mode ?? Self.newFileMode()) == 0, fsync(descriptor.rawValue) == 0 else {
            return .failure(.last)
        }
        return .success(())
    }

    /// The mode a newly created file gets: 0666 less the umask.
    private static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Flushes the file and puts it in place. On failure the temporary file is removed.
    public func commit(mode: mode_t? = nil) -> Result<Void, SystemError> {
        if case .failure(let error) = flush(mode: mode) {
            discard()
            return .failure(error)
        }
        return place()
    }

    /// Renames the flushed file over `path` (naming it first if it has no name), closes it,
    /// and flushes the directory so that the rename itself is on the disk. On failure the
    /// temporary file is removed and `path` is left as it was.
    public func place() -> Result<Void, SystemError> {
        defer { descriptor.close() }
        let directory = FilePath.directory(of: path)
        var named = temporaryPath
        if named == nil {
            switch link(into: directory) {
            case .failure(let error): return .failure(error)
            case .success(let name): named = name
            }
        }
        guard let named else { return .failure(SystemError(code: ENOENT)) }
        guard systemRename(named, path) == 0 else {
            let error = SystemError.last
            unlink(named)
            return .failure(error)
        }
        let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            _ = close(directoryDescriptor)
        }
        return .success(())
    }

    /// Closes and removes the temporary file; `path` is left as it was.
    public func discard() {
        descriptor.close()
        if let temporaryPath { unlink(temporaryPath) }
    }

    /// Links the unnamed file into `directory` under a fresh hidden name, just before the rename.
    private func link(into directory: String) -> Result<String, SystemError> {
        for attempt in 0..<100 {
            let name = FilePath.join(directory, ".\(FilePath.lastComponent(path)).\(getpid())-\(attempt)")
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor.rawValue)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
                return .success(name)
            }
            if errno != EEXIST { return .failure(.last) }
        }
        return .failure(SystemError(code: EEXIST))
    }
}

/// `rename(2)`.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    #if canImport(Darwin)
    Darwin.rename(from, to)
    #elseif canImport(Glibc)
    Glibc.rename(from, to)
    #else
    Musl.rename(from, to)
    #endif
}
