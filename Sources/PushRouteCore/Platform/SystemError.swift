#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call: its `errno` and the C library's text for it.
public struct SystemError: Error, Equatable, Sendable {
    public var code: Int32

    public init(code: Int32) { self.code = code }

    /// The error of the call that just failed.
    public static var last: SystemError { SystemError(code: errno) }

    /// The C library's description, with its first letter in lower case as messages write it
    /// (`no such file or directory`).
    public var message: String {
        if code == EISDIR { return "is a directory" }
        return String(cString: strerror(code)).lowercasedFirst
    }

    public var isInterrupted: Bool { code == EINTR }
    /// Nothing at the path, or at the end of its links.
    public var isNotFound: Bool { code == ENOENT }
    /// Links that lead back to one another, or too many in a row.
    public var isLoop: Bool { code == ELOOP }
    /// A write to a pipe whose reader has gone (`… | head -1`).
    public var isBrokenPipe: Bool { code == EPIPE }
}

extension String {
    /// The string with its first letter in lower case, as compiler messages write them.
    public var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
