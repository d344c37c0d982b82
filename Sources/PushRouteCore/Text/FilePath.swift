/// Paths as text, with `/` separators: joined, normalized, split and made relative without
/// asking the file system (`a/../b` is `b` even when `a` is a symbolic link), which is how
/// configuration globs and baseline entries name files.
public enum FilePath {
    public static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// `path` in `directory`: `path` itself when it is absolute.
    public static func join(_ directory: String, _ path: String) -> String {
        if isAbsolute(path) || directory.isEmpty { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `path` without empty and `.` segments, with each `..` taking away the segment before
    /// it (never above the root of an absolute path); `.` for an empty relative path.
    public static func normalize(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", isAbsolute(path) {
                continue
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if isAbsolute(path) { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against `directory` (itself absolute), and normalized.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalize(join(directory, path))
    }

    /// The directory holding `path`: `a/b` for `a/b/c`, `/` for `/c`, `.` for `c`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last segment of `path`: `c` for `a/b/c`.
    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `directory`, both absolute and normalized: `b/c` for `/a/b/c`
    /// from `/a`, `../d` for `/a/d` from `/a/b`, `.` for the directory itself.
    public static func relative(_ path: String, to directory: String) -> String {
        let target = path.split(separator: "/")
        let base = directory.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` lies inside `directory` (or is it), both absolute and normalized.
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }
}
