import PushRouteCore
import PushRouteReader

/// An app's repository as `app infer` sees it: its files (paths relative to its root, sorted),
/// without the folders that hold other people's code or build products, and the diagnostics
/// of the files that could not be read.
public struct AppRepository: Sendable {
    public let root: String
    public let files: [String]

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
        guard FileStatus.of(root, followLinks: true)?.kind == .directory else { return nil }
        self.root = root
        var found: [String] = []
        Self.walk(root, relative: "", depth: 0, into: &found)
        files = found.sorted()
    }

    /// For tests: a repository of the given files.
    init(root: String, files: [String]) {
        self.root = root
        self.files = files.sorted()
    }

    private static func walk(_ directory: String, relative: String, depth: Int, into found: inout [String]) {
        guard depth <= maxDepth, case .success(let names) = DirectoryListing.names(in: directory) else { return }
        for name in names where !skipped.contains(name) {
            let path = FilePath.join(directory, name)
            let inside = relative.isEmpty ? name : relative + "/" + name
            switch FileStatus.of(path, followLinks: false)?.kind {
            case .directory: walk(path, relative: inside, depth: depth + 1, into: &found)
            case .file: found.append(inside)
            default: break
            }
        }
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

    /// The bytes of a file of the repository, or the diagnostic of why they cannot be read.
    /// A file over `limit` bytes is read to `limit` and one byte more (its reader says so).
    public func read(_ relative: String, limit: Int = ReaderLimits.defaultMaxPayloadBytes) -> Result<[UInt8], UnreadableFile> {
        InputFile.readAll(InputName(FilePath.join(root, relative)), limit: limit, acceptsBinary: true).mapError { failure in
            UnreadableFile(diagnostic: Diagnostic(
                file: relative, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                message: failure.reason + ": the fields it decides are unknown"))
        }
    }
}

/// A file of the repository that cannot be read, and the warning that says so.
public struct UnreadableFile: Error {
    public var diagnostic: Diagnostic
}
