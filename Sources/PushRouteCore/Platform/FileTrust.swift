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
}
