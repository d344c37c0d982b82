#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file written beside its destination, in the destination's open directory, and renamed
/// over the destination only when complete: a reader never sees a half-written file, and a
/// run that fails leaves an existing file as it was. On Linux the temporary file has no name
/// until the moment before the rename (`O_TMPFILE`); elsewhere, or on a file system without
/// `O_TMPFILE`, it is created under its temporary name. That name is `.NAME.pushroute-PID-N`
/// (`temporaryName`): a process killed before the rename leaves a file any later run that
/// writes in the folder recognises and removes (`LeftoverFiles`). Only `FileReplacement`
/// uses it.
public struct ReplacementFile: Sendable {
    /// The directory the file goes in (owned by the caller), and its name there.
    let directory: FileDescriptor
    let name: String
    /// The temporary file being written (open for reading too).
    public let descriptor: FileDescriptor
    /// The temporary name of a named temporary file; nil while it has none.
    let temporaryName: String?

    /// What every temporary name carries, with the process id after it.
    public static let marker = ".pushroute-"

    /// `.NAME.pushroute-PID-N`: hidden, and naming the process that made it.
    static func temporaryName(for name: String, attempt: Int) -> String {
        "." + name + marker + "\(getpid())-\(attempt)"
    }

    /// Creates the temporary file in `directory`, to become `name` there.
    static func create(in directory: FileDescriptor, name: String) -> Result<ReplacementFile, SystemError> {
        openTemporary(in: directory, name: name, mode: 0o600).map { descriptor, temporary in
            ReplacementFile(directory: directory, name: name, descriptor: descriptor, temporaryName: temporary)
        }
    }

    /// The mode a new file `name` gets in `directory`, 0666 less the umask (and what a default
    /// ACL does), as `>` gives it: found by creating one, unnamed where Linux can (`O_TMPFILE`),
    /// else empty and removed at once. Reading the umask means setting it (`umask(0)`), which
    /// gave the files other threads created meanwhile mode 0666.
    static func newFileMode(in directory: FileDescriptor, name: String) -> Result<mode_t, SystemError> {
        openTemporary(in: directory, name: name, mode: 0o666).flatMap { probe, temporary in
            let mode = FileIdentity.of(probe).map(\.permissions)
            if let temporary { unlinkat(directory.rawValue, temporary, 0) }
            probe.close()
            return mode
        }
    }

    /// A new file in `directory` asked for with `mode`: unnamed where Linux can (`O_TMPFILE`),
    /// else under a temporary name for `name` (`temporaryName`), which is given.
    private static func openTemporary(in directory: FileDescriptor, name: String, mode: mode_t) -> Result<
        (FileDescriptor, String?), SystemError
    > {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE (Linux 3.11) is __O_TMPFILE | O_DIRECTORY; Glibc does not export it to Swift.
        let unnamed = openat(directory.rawValue, ".", 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, mode)
        if unnamed >= 0 { return .success((FileDescriptor(rawValue: unnamed), nil)) }
        #endif
        for attempt in 0..<100 {
            let temporary = temporaryName(for: name, attempt: attempt)
            let named = openat(directory.rawValue, temporary, O_CREAT | O_EXCL | O_RDWR | O_NOFOLLOW | O_CLOEXEC, mode)
            if named >= 0 { return .success((FileDescriptor(rawValue: named), temporary)) }
            if errno != EEXIST { return .failure(.last) }
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// Gives the file its mode and writes it to disk (`fsync`).
    func flush(mode: mode_t) -> Result<Void, SystemError> {
        guard fchmod(descriptor.rawValue, mode) == 0, fsync(descriptor.rawValue) == 0 else { return .failure(.last) }
        return .success(())
    }

    /// Renames the flushed file over `name` (naming it first if it has no name), closes it,
    /// and flushes the directory so that the rename itself is on the disk. On failure the
    /// temporary file is removed and the destination is left as it was.
    func place() -> Result<Void, SystemError> {
        defer { descriptor.close() }
        let named: String
        switch temporaryName.map(Result.success) ?? link() {
        case .failure(let error): return .failure(error)
        case .success(let name): named = name
        }
        guard renameat(directory.rawValue, named, directory.rawValue, name) == 0 else {
            let error = SystemError.last
            unlinkat(directory.rawValue, named, 0)
            return .failure(error)
        }
        _ = fsync(directory.rawValue)
        return .success(())
    }

    /// Keeps the new content beside the destination, under `NAME.pushroute-new` (or
    /// `NAME.pushroute-new.N` when that name is taken), instead of renaming it over the
    /// destination; the name it was kept under, relative to the directory.
    func keep() -> Result<String, SystemError> {
        defer { discard() }
        let named: String
        switch temporaryName.map(Result.success) ?? link() {
        case .failure(let error): return .failure(error)
        case .success(let name): named = name
        }
        for attempt in 0..<100 {
            let kept = name + ".pushroute-new" + (attempt == 0 ? "" : ".\(attempt)")
            if linkat(directory.rawValue, named, directory.rawValue, kept, 0) == 0 {
                if temporaryName == nil { unlinkat(directory.rawValue, named, 0) }
                _ = fsync(directory.rawValue)
                return .success(kept)
            }
            if errno != EEXIST {
                if temporaryName == nil { unlinkat(directory.rawValue, named, 0) }
                return .failure(.last)
            }
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// Closes and removes the temporary file; the destination is left as it was.
    public func discard() {
        descriptor.close()
        if let temporaryName { unlinkat(directory.rawValue, temporaryName, 0) }
    }

    /// Links the unnamed file into the directory under a temporary name, just before the rename.
    private func link() -> Result<String, SystemError> {
        for attempt in 0..<100 {
            let temporary = Self.temporaryName(for: name, attempt: attempt)
            if linkat(
                AT_FDCWD, "/proc/self/fd/\(descriptor.rawValue)", directory.rawValue, temporary, AT_SYMLINK_FOLLOW) == 0
            {
                return .success(temporary)
            }
            if errno != EEXIST { return .failure(.last) }
        }
        return .failure(SystemError(code: EEXIST))
    }
}
