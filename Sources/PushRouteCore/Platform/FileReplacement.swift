#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file was not replaced. The original is then untouched. The message says why, without
/// saying that it was not written: the caller does (`not rewritten: `, `cannot write: `).
public struct FileReplacementError: Error, Equatable, Sendable {
    /// Lower case, as diagnostics write it: `cannot create a temporary file in 'dir': ...`.
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// The one writer of pushroute: `--output`, `lint --fix`, `normalize --write` and
/// `lint --write-baseline` all replace files through it, under one set of rules (docs/reliability.md;
/// pushroute(1), FILES):
/// - only a regular file, or a path that does not exist yet, is replaced;
/// - a symbolic link is followed to the file it leads to, which is replaced; the link stays;
/// - the file is opened without following a link at its last component (`O_NOFOLLOW`, then
///   `fstat`), in its directory, opened once; the temporary file and the rename happen in
///   that directory, and the rename happens only if the name still leads to the file read,
///   unchanged (size, modification time to the nanosecond, inode); otherwise the new content
///   is kept beside it as `NAME.pushroute-new`;
/// - a file the real user may not write is not rewritten, nor a read-only (0444) one or one
///   with several hard links unless `force`; owner, group, mode and extended attributes are
///   kept, or the rewrite is refused;
/// - a name reaching a file through a descriptor (`/dev/stdin`, `/dev/fd/N`) is refused;
/// - the new content is written beside the file (`ReplacementFile`), flushed (`fsync`), read
///   back and checked before the rename; leftovers of killed writers are removed
///   (`LeftoverFiles`).
public struct FileReplacement: Sendable {
    /// `--force`: rewrite a read-only file, a file with several hard links (splitting them),
    /// and a file whose extended attributes cannot be copied (losing them).
    public var force: Bool
    #if PUSHROUTE_TEST_HOOKS
    /// Test-only failure point: when true, the process kills itself (SIGKILL) after the new
    /// content is written and flushed and before the rename (`PUSHROUTE_TEST_KILL_BEFORE_RENAME`).
    public var killBeforeRename: Bool
    /// Test-only hook: a shell command run after the new content is flushed and read back,
    /// before the file is checked unchanged (`PUSHROUTE_TEST_RUN_BEFORE_CHECK`), so that a
    /// test changes the file between the read and the check without racing.
    public var commandBeforeCheck: String?

    public init(force: Bool = false, killBeforeRename: Bool = false, commandBeforeCheck: String? = nil) {
        self.force = force
        self.killBeforeRename = killBeforeRename
        self.commandBeforeCheck = commandBeforeCheck
    }
    #else
    /// A release build has no test hook (Package.swift defines `PUSHROUTE_TEST_HOOKS` in debug
    /// builds only, which the tests use).
    public init(force: Bool = false) {
        self.force = force
    }
    #endif

    /// Opens the file at `path` for a rewrite, following links to the file they lead to, and
    /// refuses it when a rule forbids its rewrite. `tree`: the folder a walk found it in, which
    /// the file must lie inside.
    public func open(_ path: String, within tree: String? = nil) -> Result<RewriteTarget, FileReplacementError> {
        RewriteTarget.open(path, within: tree)
    }

    /// Replaces (or creates) the file at `path` with `bytes`: `open`, then `replace`.
    public func replace(
        _ path: String, with bytes: [UInt8], verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Result<Void, FileReplacementError> {
        open(path).flatMap { target in
            defer { target.close() }
            return replace(target, with: bytes, verify: verify)
        }
    }

    /// Replaces the opened file with `bytes`. `verify` gets the bytes read back from the
    /// flushed temporary file; the rename happens only when it accepts them.
    public func replace(
        _ target: RewriteTarget, with bytes: [UInt8], verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Result<Void, FileReplacementError> {
        begin(target).flatMap { file in
            if case .failure(let error) = bytes.withUnsafeBytes({ file.descriptor.writeAll($0) }) {
                file.discard()
                return .failure(FileReplacementError("cannot write the new content: \(error.message)"))
            }
            return finish(file, replacing: target, verify: verify)
        }
    }

    /// The temporary file the new content of `target` is written to; in a folder this process
    /// has not yet written in, leftovers of dead writers are removed first.
    public func begin(_ target: RewriteTarget) -> Result<ReplacementFile, FileReplacementError> {
        if let refusal = target.permissionRefusal(force: force) { return .failure(refusal) }
        LeftoverFiles.removeDead(in: target.directory)
        return ReplacementFile.create(in: target.directory, name: target.name).mapError {
            FileReplacementError(
                "cannot create a temporary file in '\(FilePath.directory(of: target.resolvedPath))': \($0.message)")
        }
    }

    /// Gives the written temporary file the original's owner, group, extended attributes and
    /// mode, flushes it, reads it back, checks the original unchanged, and renames it over the
    /// original. On failure the original is untouched and the temporary file removed, or kept
    /// (and named in the message) when the original changed.
    public func finish(
        _ file: ReplacementFile, replacing target: RewriteTarget, verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Result<Void, FileReplacementError> {
        if let error = prepare(file, like: target) ?? readBack(file, verify: verify) {
            file.discard()
            return .failure(error)
        }
        #if PUSHROUTE_TEST_HOOKS
        if let commandBeforeCheck { ShellCommand.run(commandBeforeCheck) }
        if killBeforeRename { _ = kill(getpid(), SIGKILL) }
        #endif
        if let change = target.change() {
            switch file.keep() {
            case .success(let kept):
                let place = Self.shown(FilePath.join(FilePath.directory(of: target.resolvedPath), kept))
                return .failure(
                    FileReplacementError("\(change) since it was read; the new content is kept in '\(place)'"))
            case .failure(let error):
                return .failure(
                    FileReplacementError(
                        "\(change) since it was read, and the new content could not be kept: \(error.message)"))
            }
        }
        return file.place().mapError {
            FileReplacementError("cannot rename the new content over the file: \($0.message)")
        }
    }

    /// `path` as a message shows it: relative to the current directory when inside it.
    public static func shown(_ path: String) -> String {
        let here = WorkingDirectory.path
        let absolute = FilePath.absolute(path, in: here)
        return FilePath.isInside(absolute, here) ? FilePath.relative(absolute, to: here) : absolute
    }

    /// Owner and group, extended attributes, mode, and the flush to the disk.
    private func prepare(_ file: ReplacementFile, like target: RewriteTarget) -> FileReplacementError? {
        let mode: mode_t
        switch target.identity.map({ Result<mode_t, SystemError>.success($0.permissions) })
            ?? ReplacementFile.newFileMode(in: target.directory, name: target.name)
        {
        case .success(let found): mode = found
        case .failure(let error): return FileReplacementError("cannot find the mode a new file gets: \(error.message)")
        }
        if let original = target.identity, let made = try? FileIdentity.of(file.descriptor).get(),
            made.owner != original.owner || made.group != original.group,
            fchown(file.descriptor.rawValue, original.owner, original.group) != 0
        {
            return FileReplacementError(
                "cannot keep its owner and group (\(original.owner):\(original.group)): \(SystemError.last.message)")
        }
        if let source = target.file, let lost = ExtendedAttributes.copy(from: source, to: file.descriptor), !force {
            return FileReplacementError(
                "cannot copy its extended attribute '\(lost.name)': \(lost.error.message) (--force rewrites it without)"
            )
        }
        if case .failure(let error) = file.flush(mode: mode) {
            return FileReplacementError("cannot keep its mode and flush the new content to the disk: \(error.message)")
        }
        if let made = try? FileIdentity.of(file.descriptor).get(), made.permissions != mode {
            return FileReplacementError("cannot keep its mode \(String(mode, radix: 8))")
        }
        return nil
    }

    private func readBack(_ file: ReplacementFile, verify: ([UInt8]) -> Bool) -> FileReplacementError? {
        guard lseek(file.descriptor.rawValue, 0, SEEK_SET) == 0 else {
            return FileReplacementError("cannot read the new content back: \(SystemError.last.message)")
        }
        switch file.descriptor.readToEnd() {
        case .failure(let error): return FileReplacementError("cannot read the new content back: \(error.message)")
        case .success(let readBack):
            return verify(readBack) ? nil : FileReplacementError("the new content did not read back as expected")
        }
    }
}
