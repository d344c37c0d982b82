import PushRouteCore
import PushRouteReader

/// An app's repository as `app infer` sees it: its files (paths relative to its root, sorted),
/// without the folders that hold other people's code or build products, and the diagnostics
/// of the files that could not be read.
public struct AppRepository: Sendable {
    public let root: String
    public private(set) var files: [String]
    /// Files left out of `files` (an SDK's own checkout, `excluding`): read when a file names
    /// them, never found by a search.
    private var namedOnly: Set<String> = []
    /// The entries that are neither a regular file nor a folder (symbolic links, FIFOs,
    /// devices, sockets), with what each is: never read, only regular files of the
    /// repository are (a FIFO would block the read, a link may lead out of the repository).
    public let special: [String: String]
    /// What the walk could not see: a folder it could not list, an entry whose status it
    /// could not read; errors (exit status 2), never a silent skip.
    public let problems: [Diagnostic]
    /// What the walk did not enter, each a warning: a link to a folder (not followed), a
    /// folder deeper than `maxDepth`.
    public let notEntered: [Diagnostic]

    /// Folders never entered: dependencies' sources and build products, which hold the SDKs' own
    /// code and plists (they would be read as the app's).
    static let skipped: Set<String> = [
        ".git", ".build", "Pods", "Carthage", "node_modules", "build", "DerivedData", "android", ".dart_tool",
        ".symlinks", "SourcePackages",
    ]
    /// Deepest folder entered below the root.
    static let maxDepth = 12

    /// The repository at `root`; nil when it is not a directory that can be listed.
    public init?(root: String) {
        guard FileStatus.of(root, followLinks: true)?.kind == .directory,
            case .success = DirectoryListing.names(in: root)
        else { return nil }
        self.root = root
        var walk = Walk()
        walk.walk(root, relative: "", depth: 0)
        files = walk.files.sorted()
        special = walk.special
        problems = walk.problems
        notEntered = walk.notEntered
    }

    /// For tests: a repository of the given files.
    init(root: String, files: [String]) {
        self.root = root
        self.files = files.sorted()
        special = [:]
        problems = []
        notEntered = []
    }

    /// What the walk found.
    private struct Walk {
        var files: [String] = []
        var special: [String: String] = [:]
        var problems: [Diagnostic] = []
        var notEntered: [Diagnostic] = []

        mutating func walk(_ directory: String, relative: String, depth: Int) {
            guard depth <= AppRepository.maxDepth else {
                notEntered.append(
                    Diagnostic(
                        file: relative, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                        message:
                            "a folder deeper than \(AppRepository.maxDepth) levels: not entered, its files not read"))
                return
            }
            let names: [String]
            switch DirectoryListing.names(in: directory) {
            case .failure(let error):
                problems.append(
                    Diagnostic(
                        file: relative, at: nil, severity: .error, rule: nil,
                        message: "cannot list the folder: \(error.message)"))
                return
            case .success(let found): names = found
            }
            for name in names.sorted() where !AppRepository.skipped.contains(name) {
                let path = FilePath.join(directory, name)
                let inside = relative.isEmpty ? name : relative + "/" + name
                switch FileIdentity.of(path, followLinks: false) {
                case .failure(let error):
                    problems.append(
                        Diagnostic(
                            file: inside, at: nil, severity: .error, rule: nil,
                            message: "cannot read its status: \(error.message)"))
                case .success(let identity) where identity.isRegularFile: files.append(inside)
                case .success(let identity) where identity.isDirectory: walk(path, relative: inside, depth: depth + 1)
                case .success(let identity):
                    special[inside] = identity.kindDescription
                    if FileStatus.of(path, followLinks: true)?.kind == .directory {
                        notEntered.append(
                            Diagnostic(
                                file: inside, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                                message:
                                    "\(identity.kindDescription) to a folder: not followed, the files under it not read"
                            ))
                    }
                }
            }
        }
    }

    /// Why `relative`, a path a file or setting of the repository names, is not read: it is
    /// not a regular file of the repository (outside it, or a link, FIFO, device or socket
    /// in it); nil for a regular file of the repository.
    public func refusal(_ relative: String) -> String? {
        if contains(relative) || namedOnly.contains(relative) { return nil }
        if let kind = special[relative] { return "\(kind), not a regular file: not read" }
        var folder = FilePath.directory(of: relative)
        while folder != "." && folder != "/" && !folder.isEmpty {
            if let kind = special[folder] { return "under '\(folder)', \(kind): not followed" }
            folder = FilePath.directory(of: folder)
        }
        if FilePath.isAbsolute(relative) || relative == ".." || relative.hasPrefix("../") {
            return "outside the repository: not followed"
        }
        return "not in the repository"
    }

    /// Warnings for the entries named `name` that are not regular files (a linked or FIFO
    /// `Podfile.lock`), which are not read: `consequence` says what stays unknown.
    public func specialWarnings(named name: String, consequence: String) -> [Diagnostic] {
        specialWarnings(consequence: consequence) { FilePath.lastComponent($0) == name }
    }

    /// Warnings for the entries that are not regular files among those `matching` picks.
    public func specialWarnings(consequence: String, matching: (String) -> Bool) -> [Diagnostic] {
        special.keys.filter(matching).sorted().map { path in
            Diagnostic(
                file: path, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                message: "\(special[path] ?? "not a regular file"), not a regular file: not read; \(consequence)")
        }
    }

    /// The repository without the files under `folders`, the SDKs' own checkouts
    /// (`SDKCheckouts`): their sample apps, lock files, plists and sources are not the app's.
    /// A file there is still read where one names it (a checkout's podspec and version file).
    func excluding(_ folders: [String]) -> AppRepository {
        guard !folders.isEmpty else { return self }
        let under: (String) -> Bool = { file in folders.contains { file.hasPrefix($0 + "/") } }
        var copy = self
        copy.files = files.filter { !under($0) }
        copy.namedOnly = Set(files.filter(under))
        return copy
    }

    /// The files whose last component is `name`, nearest the root first.
    public func named(_ name: String) -> [String] {
        byDepth(files.filter { FilePath.lastComponent($0) == name })
    }

    /// The files whose path ends with `suffix`, nearest the root first.
    public func ending(with suffix: String) -> [String] {
        byDepth(files.filter { $0.hasSuffix(suffix) })
    }

    private func byDepth(_ paths: [String]) -> [String] {
        paths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    public func contains(_ relative: String) -> Bool { files.contains(relative) }

    /// The bytes of a whole file of the repository, or the diagnostic of why they cannot be
    /// read: a file longer than the default limit is not read (never read cut short, which
    /// would answer from a part of it).
    public func read(_ relative: String) -> Result<[UInt8], UnreadableFile> {
        let limit = ReaderLimits.defaultMaxPayloadBytes
        return read(relative, limit: limit).flatMap { bytes in
            guard bytes.count > limit else { return .success(bytes) }
            return .failure(
                UnreadableFile(
                    diagnostic: Diagnostic(
                        file: relative, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                        message: "longer than \(limit) bytes, not read: the fields it decides are unknown")))
        }
    }

    /// The bytes of a file of the repository, or the diagnostic of why they cannot be read.
    /// A file over `limit` bytes is read to `limit` and one byte more (its reader says so).
    public func read(_ relative: String, limit: Int) -> Result<[UInt8], UnreadableFile> {
        InputFile.readAll(
            InputName(FilePath.join(root, relative)), limit: limit, acceptsBinary: true, regularOnly: true,
            followsLinks: false
        ).mapError { failure in
            UnreadableFile(
                diagnostic: Diagnostic(
                    file: relative, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                    message: failure.reason + ": the fields it decides are unknown"))
        }
    }
}

/// A file of the repository that cannot be read, and the warning that says so.
public struct UnreadableFile: Error {
    public var diagnostic: Diagnostic
}
