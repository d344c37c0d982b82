#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file was not replaced. The original is then untouched.
public struct FileReplacementError: Error, Equatable, Sendable {
    /// Lower case, as diagnostics write it: `cannot create a temporary file in 'dir': ...`.
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// Replaces the whole content of a file so that no byte of it can be lost: the new content
/// goes to a temporary file in the same directory, is flushed to the disk (`fsync`), read
/// back and checked, and only then renamed over the original, which keeps its mode (and its
/// owner where the process may set it). A symbolic link is followed: the link stays and its
/// target is replaced. Until the rename the original is untouched; after it the file holds
/// the new content entirely.
///
/// On Linux the temporary file has no name until the moment before the rename
/// (`O_TMPFILE`): a process killed while writing or flushing it leaves nothing behind.
/// Elsewhere, or on a file system without `O_TMPFILE`, it is a hidden file
/// `.NAME.pushroute-XXXXXX`, removed on every failure the process survives.
public struct FileReplacement: Sendable {
    /// Test-only failure point: when true, the process kills itself (SIGKILL) after the new
    /// content is written and flushed and before the rename, so that a test can check that
    /// the original is intact and no temporary file is left. The command line sets it from
    /// `PUSHROUTE_TEST_KILL_BEFORE_RENAME` (README, "Reliability").
    public var killBeforeRename: Bool

    public init(killBeforeRename: Bool = false) {
        self.killBeforeRename = killBeforeRename
    }

    /// The mode a new file gets (the process's umask is not consulted).
    public static let newFileMode: mode_t = 0o644

    /// Replaces (or creates) the file at `path` with `bytes`. `verify` gets the bytes read
    /// back from the flushed temporary file; the rename happens only when it accepts them.
    public func replace(
        _ path: String, with bytes: [UInt8], verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Result<Void, FileReplacementError> {
        let original: Original
        switch Original.inspect(path) {
        case .failure(let error): return .failure(error)
        case .success(let found): original = found
        }
        let directory = FilePath.directory(of: original.path)
        let temporary: TemporaryFile
        switch TemporaryFile.create(in: directory, for: FilePath.lastComponent(original.path)) {
        case .failure(let error): return .failure(error)
        case .success(let created): temporary = created
        }
        if let error = fill(temporary, with: bytes, like: original, verify: verify) {
            temporary.discard()
            return .failure(error)
        }
        if killBeforeRename { _ = kill(getpid(), SIGKILL) }
        return temporary.rename(over: original.path, in: directory)
    }

    /// Writes, sets the mode, flushes, reads back and checks; the error stops the replacement.
    private func fill(
        _ temporary: TemporaryFile, with bytes: [UInt8], like original: Original, verify: ([UInt8]) -> Bool
    ) -> FileReplacementError? {
        let descriptor = FileDescriptor(rawValue: temporary.descriptor)
        let written = bytes.withUnsafeBytes { descriptor.writeAll($0) }
        if case .failure(let error) = written { return FileReplacementError("cannot write the new content: \(error.message)") }
        if fchmod(temporary.descriptor, original.mode) != 0 {
            return FileReplacementError("cannot set the mode of the new content: \(SystemError.last.message)")
        }
        if let owner = original.owner { _ = fchown(temporary.descriptor, owner.user, owner.group) }
        if fsync(temporary.descriptor) != 0 {
            return FileReplacementError("cannot flush the new content to the disk: \(SystemError.last.message)")
        }
        switch Self.readBack(temporary.descriptor) {
        case .failure(let error): return FileReplacementError("cannot read the new content back: \(error.message)")
        case .success(let readBack):
            return verify(readBack) ? nil : FileReplacementError("the new content did not read back as expected")
        }
    }

    private static func readBack(_ descriptor: Int32) -> Result<[UInt8], SystemError> {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return .failure(.last) }
        return FileDescriptor(rawValue: descriptor).readToEnd()
    }

    /// The file being replaced: where it really is, and the mode and owner to keep.
    private struct Original {
        var path: String
        var mode: mode_t
        var owner: (user: uid_t, group: gid_t)?

        static func inspect(_ path: String) -> Result<Original, FileReplacementError> {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                let error = SystemError.last
                if error.code == ENOENT { return .success(Original(path: path, mode: newFileMode, owner: nil)) }
                return .failure(FileReplacementError("cannot read the file's status: \(error.message)"))
            }
            var real = path
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let resolved = realpath(path, nil) else {
                    return .failure(FileReplacementError("cannot follow the symbolic link: \(SystemError.last.message)"))
                }
                real = String(cString: resolved)
                free(resolved)
                guard stat(real, &info) == 0 else {
                    return .failure(FileReplacementError("cannot read the file's status: \(SystemError.last.message)"))
                }
            }
            guard info.st_mode & S_IFMT == S_IFREG else { return .failure(FileReplacementError("not a regular file")) }
            return .success(Original(path: real, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid)))
        }
    }
}

/// The temporary file of a replacement: unnamed (`O_TMPFILE`) where the system allows it,
/// else a hidden file beside the original.
private struct TemporaryFile {
    var descriptor: Int32
    /// The hidden name, for a named temporary file.
    var name: String?

    static func create(in directory: String, for base: String) -> Result<TemporaryFile, FileReplacementError> {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE (Linux 3.11): __O_TMPFILE | O_DIRECTORY; Glibc does not export it to Swift.
        let unnamed = open(directory, 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, mode_t(0o600))
        if unnamed >= 0 { return .success(TemporaryFile(descriptor: unnamed, name: nil)) }
        #endif
        var template = Array(FilePath.join(directory, ".\(base).pushroute-XXXXXX").utf8CString)
        let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard named >= 0 else {
            return .failure(FileReplacementError("cannot create a temporary file in '\(directory)': \(SystemError.last.message)"))
        }
        _ = fcntl(named, F_SETFD, FD_CLOEXEC)
        let name = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success(TemporaryFile(descriptor: named, name: name))
    }

    /// Closes it; a named one is removed. The original is untouched.
    func discard() {
        _ = close(descriptor)
        if let name { _ = unlink(name) }
    }

    /// Gives an unnamed file its hidden name, renames it over `target`, and flushes the
    /// directory so that the rename itself is on the disk.
    func rename(over target: String, in directory: String) -> Result<Void, FileReplacementError> {
        defer { _ = close(descriptor) }
        var named = name
        if named == nil {
            switch link(into: directory, for: FilePath.lastComponent(target)) {
            case .failure(let error): return .failure(error)
            case .success(let linked): named = linked
            }
        }
        guard let named else { return .failure(FileReplacementError("the temporary file has no name")) }
        guard systemRename(named, target) == 0 else {
            let error = SystemError.last
            _ = unlink(named)
            return .failure(FileReplacementError("cannot rename the new content over the file: \(error.message)"))
        }
        let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            _ = close(directoryDescriptor)
        }
        return .success(())
    }

    /// Links the unnamed file into `directory` under a fresh hidden name.
    private func link(into directory: String, for base: String) -> Result<String, FileReplacementError> {
        for attempt in 0..<100 {
            let name = FilePath.join(directory, ".\(base).pushroute-\(getpid())-\(attempt)")
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 { return .success(name) }
            let error = SystemError.last
            if error.code != EEXIST {
                return .failure(FileReplacementError("cannot name the new content in '\(directory)': \(error.message)"))
            }
        }
        return .failure(FileReplacementError("cannot name the new content in '\(directory)': every name is taken"))
    }
}

/// `rename(2)`, named apart from `TemporaryFile.rename`.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    #if canImport(Darwin)
    Darwin.rename(from, to)
    #elseif canImport(Glibc)
    Glibc.rename(from, to)
    #else
    Musl.rename(from, to)
    #endif
}
