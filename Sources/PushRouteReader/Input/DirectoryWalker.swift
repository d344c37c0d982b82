import PushRouteCore

/// Expands command-line operands into the files to read: a directory is walked
/// recursively for the files `rules` take, in byte order of their names, so every run lists
/// the same files in the same order, leaving out what the rules skip (hidden entries,
/// build products, what git ignores, ...: `WalkRules`). Symbolic links to directories are
/// not followed (no loops), nor links to files outside the folder walked (a fixture linked to
/// `/etc/shadow` is not read, its first line never printed). An entry with a payload file's name that cannot be read as one
/// (a dangling or looping link, a link to a directory, a FIFO, socket or device) is
/// skipped with a warning naming it.
public struct DirectoryWalker {
    public var rules: WalkRules
    /// The folder relative operands are read against.
    public var workingDirectory: String
    /// A walk for a rewrite (`lint --fix`), which says so when it skips a symbolic link leading
    /// outside the folder walked: a rewrite never leaves the folder (docs/reliability.md).
    public var rewriting: Bool

    public init(
        rules: WalkRules = WalkRules(), workingDirectory: String = WorkingDirectory.path, rewriting: Bool = false
    ) {
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.rewriting = rewriting
    }

    /// What the walk finds at one entry.
    public enum Found: Equatable, Sendable {
        /// A file to read.
        case file(InputName)
        /// A directory that could not be listed (exit status 2).
        case unreadable(InputError)
        /// An entry with a payload file's name that is not read, and why: a warning.
        case skipped(Diagnostic)

        /// The file to read, if it is one.
        public var input: InputName? {
            if case .file(let input) = self { return input }
            return nil
        }
    }

    /// What one operand holds, in order. A path that is not a directory is returned as it
    /// is: reading it reports any error.
    public func expand(_ operand: String) -> [Found] {
        guard operand != "-", Self.kind(operand, follow: true) == .directory else { return [.file(InputName(operand))] }
        var found: [Found] = []
        let absolute = FilePath.absolute(operand, in: workingDirectory)
        var ignored =
            rules.useDefaults ? GitIgnoreStack.start(at: absolute, environment: rules.environment) : GitIgnoreStack()
        walk(operand, absolute: absolute, root: operand, ignored: &ignored, into: &found)
        return ignored.refused.map(Found.skipped) + found
    }

    private func walk(
        _ directory: String, absolute: String, root: String, ignored: inout GitIgnoreStack, into found: inout [Found]
    ) {
        let names: [String]
        switch Self.entries(directory) {
        case .failure(let error):
            found.append(.unreadable(error))
            return
        case .success(let list): names = list
        }
        let depth = ignored.levels.count
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let absolutePath = FilePath.join(absolute, name)
            let kind: FileStatus.Kind
            switch FileStatus.status(path, followLinks: false) {
            case .success(let status): kind = status.kind
            case .failure(let error):
                // Never a silent skip: an entry whose status cannot be read (a path longer than
                // the system takes, a folder that can be listed but not searched) is an error.
                found.append(.unreadable(InputError(file: path, reason: "cannot read its status: \(error.message)")))
                continue
            }
            if rules.useDefaults, ignored.ignores(absolutePath, isDirectory: kind == .directory) { continue }
            switch kind {
            case .directory where rules.entersFolder(name):
                if rules.useDefaults { ignored.entering(absolutePath) }
                walk(path, absolute: absolutePath, root: root, ignored: &ignored, into: &found)
                ignored.levels.removeSubrange(depth...)
            case .file where rules.takes(path, absolute: absolutePath): found.append(.file(InputName(path, tree: root)))
            case .link where rules.wants(absolutePath):
                let followed = followed(path, root: root)
                if followed.input == nil || rules.takes(path, absolute: absolutePath) { found.append(followed) }
            case .other where rules.wants(absolutePath):
                found.append(Self.skipped(path, "not a regular file (a FIFO, socket or device)"))
            default: break
            }
        }
    }

    /// A link with a payload file's name: the file it leads to, or why it is skipped.
    func followed(_ link: String, root: String) -> Found {
        let target = "'\(SymbolicLink.target(of: link) ?? "?")'"
        switch FileStatus.status(link, followLinks: true) {
        case .success(let status) where status.kind == .file:
            if let real = SymbolicLink.realPath(link), let tree = SymbolicLink.realPath(root),
                !FilePath.isInside(real, tree)
            {
                let why = rewriting ? "a rewrite never leaves the folder it walks" : "a walk never reads outside it"
                return Self.skipped(link, "symbolic link to \(target), outside the folder '\(root)': \(why)")
            }
            return .file(InputName(link, tree: root))
        case .success(let status) where status.kind == .directory:
            return Self.skipped(link, "symbolic link to the directory \(target): links to directories are not followed")
        case .success:
            return Self.skipped(
                link, "symbolic link to \(target), which is not a regular file (a FIFO, socket or device)")
        case .failure(let error) where error.isNotFound:
            return Self.skipped(link, "dangling symbolic link: its target \(target) does not exist")
        case .failure(let error) where error.isLoop:
            return Self.skipped(
                link, "looping symbolic link: following \(target) never reaches a file (\(error.message))")
        case .failure(let error):
            return Self.skipped(link, "symbolic link to \(target) cannot be followed: \(error.message)")
        }
    }

    private static func skipped(_ path: String, _ reason: String) -> Found {
        .skipped(Diagnostic(file: path, at: nil, severity: .warning, rule: nil, message: "skipped: " + reason))
    }

    /// Whether `name` is one the walk may take: a payload's or a paste's extension, and not
    /// hidden unless the defaults are off.
    public func matches(_ name: String) -> Bool { rules.takesName(name) }

    static func kind(_ path: String, follow: Bool) -> FileStatus.Kind? {
        FileStatus.of(path, followLinks: follow)?.kind
    }

    /// The names in `directory` (without `.` and `..`), sorted by their bytes.
    static func entries(_ directory: String) -> Result<[String], InputError> {
        DirectoryListing.names(in: directory)
            .map { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
            .mapError { InputError(file: directory, reason: "cannot read directory: \($0.message)") }
    }
}
