#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether a file that decides what a run checks (a `.pushroute.json`, a `.gitignore`) may be
/// trusted: one planted by another user (in `/tmp`, in a shared folder) could exclude every
/// file from a CI gate. Trusted: owned by the user running, and neither it nor its folder
/// writable by anyone (pushroute(1), CONFIGURATION), as git trusts a repository
/// (`safe.directory`).
public enum FileTrust {
    /// Why the file at `path` is not trusted; nil when it is (or cannot be looked at: reading
    /// it then reports the error).
    public static func refusal(_ path: String) -> String? {
        guard case .success(let file) = FileIdentity.of(path) else { return nil }
        if file.owner != geteuid() { return "it is owned by another user (uid \(file.owner))" }
        if file.mode & 0o002 != 0 { return "anyone may write it" }
        let folder = FilePath.directory(of: path)
        if case .success(let directory) = FileIdentity.of(folder), directory.mode & 0o002 != 0 {
            return "its folder '\(folder)' is one anyone may write"
        }
        return nil
    }

    /// Why the file at `path`, found in a folder (a configuration, a folder's ignore file), is
    /// not read as the repository's: it is a symbolic link to a file outside the git work tree
    /// that holds that folder (outside one, outside the folder), which whoever controls the
    /// target decides (docs/reliability.md). nil when it is no link, or its target is inside.
    public static func linkRefusal(_ path: String) -> String? {
        guard FileStatus.of(path, followLinks: false)?.kind == .link, let target = SymbolicLink.realPath(path)
        else { return nil }
        let folder = FilePath.directory(of: path)
        guard let root = WorkTree.top(of: folder) ?? SymbolicLink.realPath(folder), !FilePath.isInside(target, root)
        else { return nil }
        return "it is a link to '\(target)', outside its repository '\(root)'"
    }
}
