#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Links another user planted in a folder anyone may write that has the sticky bit (like
/// /tmp): the writer does not follow them, as the kernel's `fs.protected_symlinks` would not
/// let `open` follow them. The kernel's rule does not see the links the writer follows itself
/// (`RewriteTarget` resolves the file's own name link by link), and it applies to every link a
/// path passes, the folders on the way included (pushroute(1), FILES).
enum PlantedLink {
    /// How many links a path may pass, as the kernel allows (`ELOOP` after 40).
    static let maxLinks = 40

    /// Why the link at `path` may not be followed: it lies in a sticky folder anyone may write,
    /// and neither the user running nor the folder's owner owns it.
    static func refusal(_ path: String, _ link: FileIdentity) -> FileReplacementError? {
        let folder = FilePath.directory(of: path)
        guard case .success(let directory) = FileIdentity.of(folder), directory.mode & 0o1002 == 0o1002,
            link.owner != geteuid(), link.owner != directory.owner
        else { return nil }
        return FileReplacementError(
            "'\(path)' is a symbolic link of another user (uid \(link.owner)) in '\(folder)', a sticky folder anyone may write; "
                + "it is not followed (as the kernel's fs.protected_symlinks would not)")
    }

    /// Why the folder `folder` may not be reached: a link on the way to it, followed segment by
    /// segment as the kernel does (a link's target takes its place, `..` after it leaves the
    /// target's folder), that `refusal` refuses. Nil when none is, or when the path cannot be
    /// followed (the open that comes next reports why).
    static func onTheWay(to folder: String) -> FileReplacementError? {
        var pending = segments(FilePath.join(WorkingDirectory.path, folder))
        var current = "/"
        var followed = 0
        while !pending.isEmpty {
            let segment = pending.removeFirst()
            if segment == ".." {
                current = FilePath.directory(of: current)
                continue
            }
            let next = FilePath.join(current, segment)
            guard case .success(let identity) = FileIdentity.of(next, followLinks: false), identity.isSymbolicLink,
                let target = SymbolicLink.target(of: next)
            else {
                current = next
                continue
            }
            if let refused = refusal(next, identity) { return refused }
            followed += 1
            guard followed < maxLinks else { return nil }
            if FilePath.isAbsolute(target) { current = "/" }
            pending = segments(target) + pending
        }
        return nil
    }

    /// A path's segments, without empty ones and `.`.
    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
