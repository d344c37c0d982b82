import PushRouteCore

/// Expands command-line operands into the files to read: a directory is walked
/// recursively for files with the given extensions, in byte order of their names, so
/// every run lists the same files in the same order. Entries whose names start with `.`
/// are skipped, and symbolic links to directories are not followed (no loops).
public struct DirectoryWalker: Sendable {
    /// Extensions without the dot, e.g. `json`.
    public var extensions: Set<String>

    public init(extensions: Set<String>) { self.extensions = extensions }

    /// The inputs for one operand, or the directories that could not be read, in order.
    /// A path that is not a directory is returned as it is: reading it reports any error.
    public func expand(_ operand: String) -> [Result<InputName, InputError>] {
        guard operand != "-", Self.kind(operand, follow: true) == .directory else { return [.success(InputName(operand))] }
        var found: [Result<InputName, InputError>] = []
        walk(operand, into: &found)
        return found
    }

    private func walk(_ directory: String, into found: inout [Result<InputName, InputError>]) {
        let names: [String]
        switch Self.entries(directory) {
        case .failure(let error):
            found.append(.failure(error))
            return
        case .success(let list): names = list
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch Self.kind(path, follow: false) {
            case .directory: walk(path, into: &found)
            case .file where matches(name): found.append(.success(InputName(path)))
            case .link where matches(name) && Self.kind(path, follow: true) == .file: found.append(.success(InputName(path)))
            default: break
            }
        }
    }

    /// Whether `name` ends in `.` and one of the extensions.
    public func matches(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }

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
