import PushRouteCore

/// The patterns of one `.gitignore` (or `.git/info/exclude`), read as git reads them
/// (gitignore(5)): blank lines and `#` comments are skipped, `!` re-includes, a trailing `/`
/// matches directories only, a pattern with a `/` before its end is anchored to the file's
/// folder, one without matches a name at any depth, and `**` is any number of folders. The
/// last pattern that matches decides.
public struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        var glob: Glob
        var negated: Bool
        var directoryOnly: Bool
    }

    /// Every pattern, and those that also match files (no trailing `/`), each in the order
    /// written, matched through an index (`GlobIndex`: only the patterns a path could match
    /// are tried, so thousands of patterns of any of its keyed shapes cost a few lookups).
    private let patterns: [Pattern]
    private let filePatterns: [Pattern]
    private let index: GlobIndex
    private let fileIndex: GlobIndex

    /// The patterns of `text`; a line that is no pattern git would take is left out.
    public init(_ text: String) {
        patterns = text.split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        ).compactMap { Self.pattern(String($0)) }
        filePatterns = patterns.filter { !$0.directoryOnly }
        index = GlobIndex(patterns.map(\.glob))
        fileIndex = GlobIndex(filePatterns.map(\.glob))
    }

    /// Whether the patterns ignore `path` (relative to the file's folder, `/`-separated),
    /// or re-include it (false), or say nothing about it (nil).
    public func decision(_ path: String, isDirectory: Bool) -> Bool? {
        let (candidates, index) = isDirectory ? (patterns, index) : (filePatterns, fileIndex)
        return index.lastMatch(path).map { !candidates[$0].negated }
    }

    static func pattern(_ line: String) -> Pattern? {
        var text = Substring(line)
        if text.hasPrefix("#") { return nil }
        // Trailing spaces are dropped unless escaped with a backslash.
        while text.hasSuffix(" "), !text.dropLast().hasSuffix("\\") { text = text.dropLast() }
        var negated = false
        if text.hasPrefix("!") {
            negated = true
            text = text.dropFirst()
        } else if text.hasPrefix("\\!") || text.hasPrefix("\\#") {
            text = text.dropFirst()
        }
        var directoryOnly = false
        if text.hasSuffix("/") {
            directoryOnly = true
            text = text.dropLast()
        }
        guard !text.isEmpty else { return nil }
        let anchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        // `**` inside a name is an ordinary `*` to git.
        var glob = String(text).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0 == "**" ? "**" : $0.replacing("**", with: "*") }.joined(separator: "/")
        if !anchored { glob = "**/" + glob }
        guard let compiled = try? Glob(glob) else { return nil }
        return Pattern(glob: compiled, negated: negated, directoryOnly: directoryOnly)
    }
}

/// The ignore files that apply in a git work tree as a walk goes down it: the repository's
/// `info/exclude`, then each folder's `.gitignore`, the deeper over the higher.
public struct GitIgnoreStack: Sendable {
    /// Each file's folder (absolute) and its patterns, from the lowest precedence up.
    var levels: [(directory: String, rules: GitIgnore)] = []
    /// The ignore files found but not trusted (`FileTrust`), not read: a warning each.
    public var refused: [Diagnostic] = []

    /// The stack for a walk starting at `directory` (absolute, normalized): empty when it
    /// is in no git work tree; else `info/exclude` and the `.gitignore` files from the work
    /// tree's top down to `directory`, below git's global excludes found from `environment`.
    public static func start(at directory: String, environment: [String: String] = [:]) -> GitIgnoreStack {
        var stack = GitIgnoreStack()
        var folders: [String] = []
        var folder = directory
        while true {
            folders.append(folder)
            if let gitDirectory = gitDirectory(in: folder) {
                // git's global excludes, the lowest precedence (`GlobalExcludes`).
                if let global = GlobalExcludes.path(environment: environment).flatMap({ stack.trusted($0) }) {
                    stack.levels.append((folder, GitIgnore(global)))
                }
                if let exclude = stack.trusted(FilePath.join(commonDirectory(gitDirectory), "info/exclude")) {
                    stack.levels.append((folder, GitIgnore(exclude)))
                }
                for level in folders.reversed() { stack.entering(level) }
                return stack
            }
            if folder == "/" {
                // Outside a work tree, only the `.ignore` files apply.
                var outside = GitIgnoreStack()
                outside.enteringIgnoreFile(directory)
                return outside
            }
            folder = FilePath.directory(of: folder)
        }
    }

    /// Adds the `.gitignore` of `directory` (absolute), then its `.ignore` (as ripgrep and
    /// fd read it: the same patterns, in or out of a git work tree, over `.gitignore`).
    public mutating func entering(_ directory: String) {
        if let text = trusted(FilePath.join(directory, ".gitignore"), inRepository: true) {
            levels.append((directory, GitIgnore(text)))
        }
        enteringIgnoreFile(directory)
    }

    mutating func enteringIgnoreFile(_ directory: String) {
        if let text = trusted(FilePath.join(directory, ".ignore"), inRepository: true) {
            levels.append((directory, GitIgnore(text)))
        }
    }

    /// The ignore file at `path` when it is trusted; else nil, and a warning in `refused`.
    /// `inRepository`: a folder's own file, which a link out of the repository does not give
    /// (git's global excludes and `info/exclude` are outside the folders walked).
    mutating func trusted(_ path: String, inRepository: Bool = false) -> String? {
        switch FileStatus.of(path, followLinks: true)?.kind {
        case .file: break
        case nil, .directory: return nil
        case .link, .other:
            // A FIFO, socket or device: never opened (a FIFO would be waited on), said.
            refused.append(
                Diagnostic(
                    file: path, at: nil, severity: .warning, rule: nil,
                    message: "ignore file not read: \(FileIdentity.kindDescription(of: path)), not a regular file"))
            return nil
        }
        if let refusal = FileTrust.refusal(path) ?? (inRepository ? FileTrust.linkRefusal(path) : nil) {
            refused.append(
                Diagnostic(
                    file: path, at: nil, severity: .warning, rule: nil, message: "ignore file not read: \(refusal)"))
            return nil
        }
        return Self.read(path)
    }

    /// Whether `path` (absolute) is ignored: the last file, from the deepest, that decides.
    public func ignores(_ path: String, isDirectory: Bool) -> Bool {
        for level in levels.reversed() where FilePath.isInside(path, level.directory) {
            if let decision = level.rules.decision(
                FilePath.relative(path, to: level.directory), isDirectory: isDirectory)
            {
                return decision
            }
        }
        return false
    }

    /// The git directory of a work tree whose top is `folder`: `.git` itself, or where a
    /// `.git` file (a linked work tree, a submodule) points with `gitdir: PATH`.
    static func gitDirectory(in folder: String) -> String? {
        let dotGit = FilePath.join(folder, ".git")
        switch FileStatus.of(dotGit, followLinks: true)?.kind {
        case .directory: return dotGit
        case .file:
            guard let text = read(dotGit), text.hasPrefix("gitdir:") else { return nil }
            let path = text.dropFirst("gitdir:".count).trimmingPrefix(" ").prefix { $0 != "\n" && $0 != "\r" }
            return FilePath.absolute(String(path), in: folder)
        default: return nil
        }
    }

    /// A linked work tree's git directory names in `commondir` the one that holds `info/`.
    static func commonDirectory(_ gitDirectory: String) -> String {
        guard let text = read(FilePath.join(gitDirectory, "commondir")) else { return gitDirectory }
        return FilePath.absolute(String(text.prefix { $0 != "\n" && $0 != "\r" }), in: gitDirectory)
    }

    static func read(_ path: String) -> String? {
        guard FileStatus.of(path, followLinks: true)?.kind == .file,
            case .success(let bytes) = InputFile.readAll(InputName(path), limit: 1 << 20)
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
