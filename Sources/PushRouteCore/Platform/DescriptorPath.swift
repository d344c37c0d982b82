#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Names that reach a file through a descriptor the process holds: `-`, `/dev/stdin`,
/// `/dev/fd/0`, `/proc/self/fd/0` (and every `/dev/fd/N`, `/proc/PID/fd/N`), or a link leading
/// through one. Standard input, by any name, is never rewritten (docs/reliability.md): on
/// Linux `/dev/stdin < x.json` leads to `x.json` itself.
public enum DescriptorPath {
    /// Whether `path` names a file through a descriptor.
    public static func isDescriptorName(_ path: String) -> Bool {
        if path == "-" { return true }
        var current = FilePath.absolute(path, in: WorkingDirectory.path)
        for _ in 0..<40 {
            if isDescriptorDirectory(FilePath.directory(of: current)) || standardNames.contains(current) { return true }
            guard let target = SymbolicLink.target(of: current) else { return false }
            current = FilePath.absolute(target, in: FilePath.directory(of: current))
        }
        return false
    }

    /// Whether `path` names standard output itself: `/dev/stdout`, `/dev/fd/1` or
    /// `/proc/self/fd/1`, as `--output` takes them (the same as `-`).
    public static func isStandardOutputName(_ path: String) -> Bool {
        standardOutputNames.contains(path)
    }

    private static let standardOutputNames: Set<String> = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    private static let standardNames: Set<String> = ["/dev/stdin", "/dev/stdout", "/dev/stderr"]

    /// `/dev/fd`, `/proc/self/fd`, `/proc/PID/fd`, as written or once resolved.
    private static func isDescriptorDirectory(_ directory: String) -> Bool {
        [directory, SymbolicLink.realPath(directory) ?? directory].contains { name in
            let parts = name.split(separator: "/")
            if parts == ["dev", "fd"] { return true }
            return parts.count == 3 && parts[0] == "proc" && parts[2] == "fd"
        }
    }
}
