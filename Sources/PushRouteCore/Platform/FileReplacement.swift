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
/// goes to a temporary file in the same directory (`ReplacementFile`: unnamed on Linux, so
/// that a killed process leaves nothing), is flushed to the disk (`fsync`), read back and
/// checked, and only then renamed over the original, which keeps its mode (and its owner where
/// the process may set it). A symbolic link is followed: the link stays and its target is
/// replaced. Until the rename the original is untouched; after it the file holds the new
/// content entirely.
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
        let file: ReplacementFile
        switch ReplacementFile.create(replacing: original.path) {
        case .failure(let error):
            let directory = FilePath.directory(of: original.path)
            return .failure(FileReplacementError("cannot create a temporary file in '\(directory)': \(error.message)"))
        case .success(let created): file = created
        }
        if let error = fill(file, with: bytes, like: original, verify: verify) {
            file.discard()
            return .failure(error)
        }
        if killBeforeRename { _ = kill(getpid(), SIGKILL) }
        return file.place().mapError { FileReplacementError("cannot rename the new content over the file: \($0.message)") }
    }

    /// Writes, flushes with the original's mode, reads back and checks; the error stops the
    /// replacement.
    private func fill(
        _ file: ReplacementFile, with bytes: [UInt8], like original: Original, verify: ([UInt8]) -> Bool
    ) -> FileReplacementError? {
        if case .failure(let error) = bytes.withUnsafeBytes({ file.descriptor.writeAll($0) }) {
            return FileReplacementError("cannot write the new content: \(error.message)")
        }
        if let owner = original.owner { _ = fchown(file.descriptor.rawValue, owner.user, owner.group) }
        if case .failure(let error) = file.flush(mode: original.mode) {
            return FileReplacementError("cannot flush the new content to the disk: \(error.message)")
        }
        guard lseek(file.descriptor.rawValue, 0, SEEK_SET) == 0 else {
            return FileReplacementError("cannot read the new content back: \(SystemError.last.message)")
        }
        switch file.descriptor.readToEnd() {
        case .failure(let error): return FileReplacementError("cannot read the new content back: \(error.message)")
        case .success(let readBack):
            return verify(readBack) ? nil : FileReplacementError("the new content did not read back as expected")
        }
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
