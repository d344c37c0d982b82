#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the writer remembers of a file when it opens it (`fstat`): which file it is (device
/// and inode), what it holds (size and modification time, to the nanosecond), and what a
/// rewrite must keep (mode, owner, group) or must not split (its hard links).
public struct FileIdentity: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var links: UInt64
    /// The whole `st_mode`: the type bits and the permission bits.
    public var mode: mode_t
    public var owner: uid_t
    public var group: gid_t

    init(_ info: stat) {
        device = UInt64(bitPattern: Int64(info.st_dev))  // dev_t is signed on Darwin
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        links = UInt64(info.st_nlink)
        mode = info.st_mode
        owner = info.st_uid
        group = info.st_gid
    }

    /// The identity of an open file.
    public static func of(_ descriptor: FileDescriptor) -> Result<FileIdentity, SystemError> {
        var info = stat()
        guard fstat(descriptor.rawValue, &info) == 0 else { return .failure(.last) }
        return .success(FileIdentity(info))
    }

    /// The identity of `path`, following symbolic links or not.
    public static func of(_ path: String, followLinks: Bool = true) -> Result<FileIdentity, SystemError> {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .failure(.last) }
        return .success(FileIdentity(info))
    }

    /// The identity of `name` in the open directory, not following a link there.
    static func of(_ name: String, in directory: FileDescriptor) -> Result<FileIdentity, SystemError> {
        var info = stat()
        guard fstatat(directory.rawValue, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(.last) }
        return .success(FileIdentity(info))
    }

    /// Whether both name the same file (device and inode).
    public func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }

    /// Whether the file is as it was: the same file, size and modification time.
    public func isUnchanged(since other: FileIdentity) -> Bool {
        isSameFile(as: other) && size == other.size && modifiedSeconds == other.modifiedSeconds
            && modifiedNanoseconds == other.modifiedNanoseconds
    }

    public var isRegularFile: Bool { mode & S_IFMT == S_IFREG }
    public var isSymbolicLink: Bool { mode & S_IFMT == S_IFLNK }
    public var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
    /// The permission bits, set-id and sticky bits included.
    public var permissions: mode_t { mode & 0o7777 }
    /// No one may write it (0444, 0400, …).
    public var isReadOnly: Bool { mode & 0o222 == 0 }

    /// What the file is, as a message names it: `a directory`, `a FIFO`, `a character device`.
    public var kindDescription: String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }

    /// What the file at `path` is (`kindDescription`, through its links); `a special file` when
    /// its status cannot be read.
    public static func kindDescription(of path: String) -> String {
        (try? of(path).get())?.kindDescription ?? "a special file"
    }
}
