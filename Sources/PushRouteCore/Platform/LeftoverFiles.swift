#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Temporary files of writers that were killed before their rename
/// (`.NAME.pushroute-PID-N`, `ReplacementFile.temporaryName`): before a run first writes in a
/// folder, it removes those whose process is gone (`kill(PID, 0)` answers `ESRCH`). A file of a
/// live process, or of one this process may not signal, stays.
enum LeftoverFiles {
    /// The folders (device and inode) already cleaned by this process.
    private static let cleaned = Locked<Set<[UInt64]>>([])

    /// Removes the leftovers of dead processes in `directory`, once per process and folder;
    /// the names removed.
    @discardableResult
    static func removeDead(in directory: FileDescriptor) -> [String] {
        guard case .success(let folder) = FileIdentity.of(directory) else { return [] }
        guard cleaned.withLock({ $0.insert([folder.device, folder.inode]).inserted }) else { return [] }
        var removed: [String] = []
        for name in names(in: directory) {
            guard let pid = processID(in: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            guard case .success(let found) = FileIdentity.of(name, in: directory), found.isRegularFile else { continue }
            if unlinkat(directory.rawValue, name, 0) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name, if `name` is one.
    static func processID(in name: String) -> pid_t? {
        let pieces = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), pieces.count >= 3 else { return nil }
        let (pid, attempt) = (pieces[pieces.count - 2], pieces[pieces.count - 1])
        let start = pieces[..<(pieces.count - 2)].joined(separator: "-") + "-"
        guard start.hasSuffix(ReplacementFile.marker), start.count > ReplacementFile.marker.count + 1,
            [pid, attempt].allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        return pid_t(pid)
    }

    private static func names(in directory: FileDescriptor) -> [String] {
        DirectoryListing.names(in: directory).filter { processID(in: $0) != nil }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
