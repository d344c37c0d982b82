#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file opened for a rewrite by `FileReplacement.open`: its directory (open, so that the
/// temporary file and the rename land where the file was found even if a folder on the way
/// is swapped), its name there, and the file itself (open for reading, without following a
/// link) with what `fstat` said of it. Nil `file` and `identity`: a path that does not exist
/// yet. Read the content to rewrite through `file`: the rename then targets the file read.
public struct RewriteTarget: Sendable {
    /// The path as named.
    public let path: String
    /// Where its symbolic links lead: the file that is replaced.
    public let resolvedPath: String
    let directory: FileDescriptor
    let name: String
    /// The file, open for reading; nil for a new file.
    public let file: FileDescriptor?
    /// What `fstat` said of it when it was opened.
    public let identity: FileIdentity?

    /// Closes the file and its directory.
    public func close() {
        file?.close()
        directory.close()
    }

    static func open(_ path: String, within tree: String?) -> Result<RewriteTarget, FileReplacementError> {
        if DescriptorPath.isDescriptorName(path) {
            return refused("it names a file through a descriptor (standard input, by any name, is never rewritten)")
        }
        let resolved: String
        switch resolve(path) {
        case .failure(let error): return .failure(error)
        case .success(let found): resolved = found
        }
        if let tree, let outside = outside(resolved, tree) { return .failure(outside) }
        let name = FilePath.lastComponent(resolved)
        if name.isEmpty || name == "." || name == ".." { return refused("is a directory") }
        let folder = FilePath.directory(of: resolved)
        if let refusal = PlantedLink.onTheWay(to: folder) { return .failure(refusal) }
        let directoryDescriptor = openDirectory(folder)
        guard directoryDescriptor >= 0 else {
            return .failure(
                FileReplacementError("cannot create a temporary file in '\(folder)': \(SystemError.last.message)"))
        }
        let directory = FileDescriptor(rawValue: directoryDescriptor)
        let opened = openFile(name, in: directory)
        if case .failure = opened { directory.close() }
        return opened.map { file in
            RewriteTarget(
                path: path, resolvedPath: resolved, directory: directory, name: name, file: file?.0, identity: file?.1)
        }
    }

    /// The file `name` in `directory`, checked against the rules; nil when there is none.
    private static func openFile(_ name: String, in directory: FileDescriptor) -> Result<
        (FileDescriptor, FileIdentity)?, FileReplacementError
    > {
        let listed: FileIdentity
        switch FileIdentity.of(name, in: directory) {
        case .failure(let error) where error.isNotFound: return .success(nil)
        case .failure(let error):
            return .failure(FileReplacementError("cannot read the file's status: \(error.message)"))
        case .success(let found): listed = found
        }
        if let refusal = kindRefusal(listed) { return .failure(refusal) }
        let descriptor = openat(directory.rawValue, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = SystemError.last
            if error.isLoop { return refused(swapped) }
            return .failure(FileReplacementError("cannot open: \(error.message)"))
        }
        let file = FileDescriptor(rawValue: descriptor)
        guard case .success(let identity) = FileIdentity.of(file), identity.isSameFile(as: listed) else {
            file.close()
            return refused(swapped)
        }
        return .success((file, identity))
    }

    static let swapped = "the file was replaced (by a symbolic link or another file) while it was opened"

    private static func kindRefusal(_ identity: FileIdentity) -> FileReplacementError? {
        if identity.isRegularFile { return nil }
        if identity.isSymbolicLink { return FileReplacementError(swapped) }
        if identity.mode & S_IFMT == S_IFDIR { return FileReplacementError("is a directory") }
        return FileReplacementError(
            "not a regular file but \(identity.kindDescription); only a regular file (or a new path) is replaced")
    }

    /// Why the file may not be rewritten by the real user (`access(W_OK)`), if it may not: it
    /// is read-only, or has several hard links (both allowed by `force`). Asked only once a
    /// rewrite is due, so that a file with nothing to fix is never refused.
    func permissionRefusal(force: Bool) -> FileReplacementError? {
        guard let identity else { return nil }
        if identity.isReadOnly {
            if !force {
                return FileReplacementError(
                    "it is read-only (mode \(String(identity.permissions, radix: 8))); --force rewrites it")
            }
        } else if faccessat(directory.rawValue, name, W_OK, 0) != 0 {
            return FileReplacementError("you may not write it: \(SystemError.last.message)")
        }
        if identity.links > 1, !force {
            return FileReplacementError(
                "it has \(identity.links) hard links, which a rewrite would split (the other names would keep the old content); --force rewrites it"
            )
        }
        return nil
    }

    /// Whether `input`, an input of the same run, is this file: the same path once made
    /// absolute, or the same device and inode (`./x.json`, `x.json`, a link to it, and `-`
    /// when `standardInput`, what the run reads as `-`, is the file).
    public func isSame(asInput input: String, standardInput: FileDescriptor = .standardInput) -> Bool {
        let here = WorkingDirectory.path
        let named = [path, resolvedPath].map { FilePath.absolute($0, in: here) }
        if input != "-", named.contains(FilePath.absolute(input, in: here)) { return true }
        guard let identity else { return false }
        let found = input == "-" ? FileIdentity.of(standardInput) : FileIdentity.of(input)
        guard case .success(let other) = found else { return false }
        return other.isSameFile(as: identity)
    }

    /// Follows `path`'s symbolic links, one at a time, to a name that is not a link (a file, or
    /// nothing yet).
    private static func resolve(_ path: String) -> Result<String, FileReplacementError> {
        var current = path
        for _ in 0..<40 {
            guard case .success(let identity) = FileIdentity.of(current, followLinks: false), identity.isSymbolicLink,
                let target = SymbolicLink.target(of: current)
            else { return .success(current) }
            if let refusal = PlantedLink.refusal(current, identity) { return .failure(refusal) }
            current = FilePath.isAbsolute(target) ? target : FilePath.join(FilePath.directory(of: current), target)
        }
        return refused("its symbolic links loop (\(SystemError(code: ELOOP).message))")
    }

    /// Why a file found in the walk of `tree` may not be rewritten: its links lead outside.
    private static func outside(_ resolved: String, _ tree: String) -> FileReplacementError? {
        guard let root = SymbolicLink.realPath(tree),
            let folder = SymbolicLink.realPath(FilePath.directory(of: resolved))
        else { return nil }
        let file = FilePath.normalize(FilePath.join(folder, FilePath.lastComponent(resolved)))
        if FilePath.isInside(file, root) { return nil }
        return FileReplacementError("a symbolic link leads to '\(resolved)', outside the folder '\(tree)' being walked")
    }

    private static func openDirectory(_ path: String) -> Int32 {
        #if canImport(Darwin)
        Darwin.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #elseif canImport(Glibc)
        Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #else
        Musl.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    private static func refused<Success>(_ reason: String) -> Result<Success, FileReplacementError> {
        .failure(FileReplacementError(reason))
    }

    /// What changed since the file was opened, if anything: its content or times, or what its
    /// name leads to.
    func change() -> String? {
        let now = FileIdentity.of(name, in: directory)
        guard let identity, let file else {
            if case .failure(let error) = now, error.isNotFound { return nil }
            return "a file appeared at its name"
        }
        guard case .success(let listed) = now else { return "the file was removed" }
        if listed.isSymbolicLink { return "a symbolic link was put in the file's place" }
        if !listed.isSameFile(as: identity) { return "another file was put in its place" }
        guard case .success(let current) = FileIdentity.of(file), current.isUnchanged(since: identity) else {
            return "the file changed (its size or modification time)"
        }
        return nil
    }
}
