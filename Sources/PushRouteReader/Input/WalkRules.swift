import PushRouteCore

/// What a walk of a folder takes and what it leaves out (README "Folders", pushroute(1)
/// FOLDERS). It takes payload files (`*.json`, `*.apns`) and pastes (`*.txt`, `*.log`) that
/// the configuration includes; it skips, unless `--no-ignore` says otherwise, hidden
/// entries (version control folders among them), build products, dependencies, Xcode
/// bundles, what git ignores, and pushroute's own documents.
public struct WalkRules {
    /// The extensions of the files a walk takes.
    public static let payloadExtensions: Set<String> = ["json", "apns"]
    /// The extensions of pastes, taken when named or included by the configuration.
    public static let pasteExtensions: Set<String> = ["txt", "log"]
    /// Folders skipped by name: build products and dependencies. Hidden entries (`.git`,
    /// `.hg`, `.svn`, `.build`, ...) are skipped as hidden.
    public static let skippedFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "CVS", "_darcs",
    ]
    /// Folder extensions skipped: Xcode's bundles.
    public static let skippedBundles: Set<String> = ["xcassets", "xcodeproj", "xcworkspace"]

    /// Without `--no-ignore`: the skips above, git's ignore files and pushroute's documents.
    public var useDefaults: Bool
    /// Whether a paste met in the walk (absolute path) is included by its configuration.
    public var includesPaste: (String) -> Bool
    /// The kinds of pushroute's own documents, told by their top-level keys.
    public var ownDocuments: [OwnDocument]
    /// The run's variables that find git's global excludes (`GlobalExcludes`); without HOME
    /// or XDG_CONFIG_HOME, none apply.
    public var environment: [String: String]
    /// The names of the variables `environment` is read for.
    public static let variables = GlobalExcludes.variables

    public init(
        useDefaults: Bool = true, includesPaste: @escaping (String) -> Bool = { _ in false },
        ownDocuments: [OwnDocument] = [], environment: [String: String] = [:]
    ) {
        self.useDefaults = useDefaults
        self.includesPaste = includesPaste
        self.ownDocuments = ownDocuments
        self.environment = environment
    }

    /// Whether the walk goes into the folder called `name`.
    public func entersFolder(_ name: String) -> Bool {
        guard useDefaults else { return true }
        if name.hasPrefix(".") || Self.skippedFolders.contains(name) { return false }
        return !Self.skippedBundles.contains(Self.fileExtension(name) ?? "")
    }

    /// Whether a file called `name` is one the walk may take (its content is looked at later).
    public func takesName(_ name: String) -> Bool {
        if useDefaults, name.hasPrefix(".") { return false }
        guard let ext = Self.fileExtension(name) else { return false }
        return Self.payloadExtensions.contains(ext) || Self.pasteExtensions.contains(ext)
    }

    /// Whether an entry the walk met (`absolute`) is wanted by its name: a payload file, or a
    /// paste its configuration includes.
    public func wants(_ absolute: String) -> Bool {
        guard takesName(FilePath.lastComponent(absolute)),
            let ext = Self.fileExtension(FilePath.lastComponent(absolute))
        else {
            return false
        }
        return Self.payloadExtensions.contains(ext) || includesPaste(absolute)
    }

    /// Whether a regular file the walk met (`path` as walked, `absolute`) is taken: wanted,
    /// and not one of pushroute's own documents.
    public func takes(_ path: String, absolute: String) -> Bool {
        guard wants(absolute) else { return false }
        guard useDefaults, !ownDocuments.isEmpty else { return true }
        return OwnDocument.kind(of: path, among: ownDocuments) == nil
    }

    static func fileExtension(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }
}

/// A kind of file pushroute itself reads (an app profile, a baseline), told from a payload by
/// the keys at the top of its JSON object, which no push has together with `aps`.
public struct OwnDocument: Sendable, Equatable {
    public var name: String
    /// Keys that must all be at the top level.
    public var keys: [String]

    public init(name: String, keys: [String]) {
        self.name = name
        self.keys = keys
    }

    /// How much of a file is looked at.
    static let headBytes = 64 << 10

    /// The kind of the file at `path`, if it is one of `kinds`: its top-level keys, read from
    /// its start, hold every key of the kind and no `aps`.
    public static func kind(of path: String, among kinds: [OwnDocument]) -> OwnDocument? {
        guard case .success(let descriptor) = FileDescriptor.open(forReading: path) else { return nil }
        defer { descriptor.close() }
        guard case .success(let head) = descriptor.readToEnd(status: nil, limit: headBytes) else { return nil }
        let keys = topLevelKeys(head.prefix(headBytes))
        if keys.contains("aps") { return nil }
        return kinds.first { $0.keys.allSatisfy(keys.contains) }
    }

    /// The keys of the JSON object `bytes` start with (after white space and a byte order
    /// mark), as far as they go; escapes in keys are kept as written.
    static func topLevelKeys(_ bytes: ArraySlice<UInt8>) -> Set<String> {
        var keys = Set<String>()
        var depth = 0
        var inString = false
        var escaped = false
        var expectingKey = false
        var key: [UInt8]?
        var started = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if let name = key { keys.insert(String(decoding: name, as: UTF8.self)) }
                    key = nil
                    continue
                }
                key?.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if depth == 1, expectingKey { key = [] }
                expectingKey = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if !started, byte == UInt8(ascii: "[") { return keys }
                started = true
                depth += 1
                expectingKey = depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return keys }
            case UInt8(ascii: ","): expectingKey = depth == 1
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: break
            default: if !started { return keys }
            }
        }
        return keys
    }
}
