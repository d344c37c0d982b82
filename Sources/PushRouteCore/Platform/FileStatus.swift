#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a path or descriptor refers to (`stat`).
public struct FileStatus: Equatable, Sendable {
    public enum Kind: Sendable { case file, directory, link, other }

    public var kind: Kind
    /// Bytes, for a regular file.
    public var size: Int

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .file
        case S_IFLNK: kind = .link
        default: kind = .other
        }
        size = Int(info.st_size)
    }

    /// The status of `path`; with `followLinks` false a symbolic link is reported as a link.
    public static func of(_ path: String, followLinks: Bool) -> FileStatus? {
        try? status(path, followLinks: followLinks).get()
    }

    /// The status of `path`, or why it cannot be had: following a link that leads nowhere
    /// fails with `isNotFound` (dangling) or `isLoop` (looping).
    public static func status(_ path: String, followLinks: Bool) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .failure(.last) }
        return .success(FileStatus(info))
    }
}
