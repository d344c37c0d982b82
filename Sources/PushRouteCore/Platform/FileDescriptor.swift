#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open file descriptor, and the read, write and status calls pushroute makes on it.
public struct FileDescriptor: Equatable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let standardInput = FileDescriptor(rawValue: 0)
    public static let standardOutput = FileDescriptor(rawValue: 1)
    public static let standardError = FileDescriptor(rawValue: 2)

    /// Opens `path` for reading (close-on-exec), and notes the file as read by the run
    /// (`FilesRead`).
    /// `nonBlocking`: the open does not wait for a FIFO's writer (`O_NONBLOCK`), for a caller
    /// that reads only regular files and refuses anything else once it has the descriptor's
    /// status. `followLinks` false: a link at the last component is refused (`O_NOFOLLOW`, ELOOP).
    public static func open(forReading path: String, nonBlocking: Bool = false, followLinks: Bool = true) -> Result<
        FileDescriptor, SystemError
    > {
        let descriptor = openFile(path, flags: (nonBlocking ? O_NONBLOCK : 0) | (followLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(.last) }
        let file = FileDescriptor(rawValue: descriptor)
        if case .success(let identity) = FileIdentity.of(file) { FilesRead.note(path, identity) }
        return .success(file)
    }

    private static func openFile(_ path: String, flags: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.open(path, O_RDONLY | O_CLOEXEC | flags)
        #elseif canImport(Glibc)
        Glibc.open(path, O_RDONLY | O_CLOEXEC | flags)
        #else
        Musl.open(path, O_RDONLY | O_CLOEXEC | flags)
        #endif
    }

    /// Closes the descriptor; the three standard streams stay open.
    public func close() {
        guard rawValue > 2 else { return }
        #if canImport(Darwin)
        _ = Darwin.close(rawValue)
        #elseif canImport(Glibc)
        _ = Glibc.close(rawValue)
        #else
        _ = Musl.close(rawValue)
        #endif
    }

    /// A descriptor of its own on the same open file (the same offset), close-on-exec, for a
    /// reader that closes what it opened; a standard stream is its own (its `close` does nothing).
    public func duplicate() -> Result<FileDescriptor, SystemError> {
        guard rawValue > 2 else { return .success(self) }
        let copy = fcntl(rawValue, F_DUPFD_CLOEXEC, 3)
        return copy >= 0 ? .success(FileDescriptor(rawValue: copy)) : .failure(.last)
    }

    /// Reads at most `buffer.count` bytes; 0 at the end of the input. Retries when interrupted.
    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        if isClosedStandardStream { return .failure(StandardStreams.closedError) }
        while true {
            #if canImport(Darwin)
            let count = Darwin.read(rawValue, buffer.baseAddress, buffer.count)
            #elseif canImport(Glibc)
            let count = Glibc.read(rawValue, buffer.baseAddress, buffer.count)
            #else
            let count = Musl.read(rawValue, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 { return .success(count) }
            let error = SystemError.last
            if !error.isInterrupted { return .failure(error) }
        }
    }

    /// Reads from the current position to the end: a regular file in one read of its size
    /// where it can, anything else in chunks of `chunkSize`. `status`: the descriptor's, when
    /// the caller already asked for it. Stops once it holds more than `limit` bytes, so that a
    /// huge or endless input (`/dev/zero`, a pipe that never closes) costs at most the limit
    /// and one chunk: the caller sees more than `limit` bytes (the start of the input, to
    /// quote), and the rest stays unread.
    public func readToEnd(status: FileStatus? = nil, limit: Int = .max) -> Result<[UInt8], SystemError> {
        let status = status ?? self.status()
        let size = status?.kind == .file ? status?.size ?? 0 : 0
        let most = limit > Int.max - Self.chunkSize ? Int.max : limit + Self.chunkSize
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size + 1, most))
        var chunk = min(max(size + 1, Self.chunkSize), most)
        while bytes.count <= limit {
            let read = withUnsafeTemporaryAllocation(byteCount: chunk, alignment: 16) { buffer in
                self.read(into: buffer).map { count in
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                    return count
                }
            }
            switch read {
            case .failure(let failure): return .failure(failure)
            case .success(0): return .success(bytes)
            // A regular file that gave exactly the size it has, when asked for one byte more,
            // is at its end: a read of a regular file stops short only there, or when a
            // signal interrupts it, and then it would have given fewer (POSIX read(2)).
            case .success(let count) where size > 0 && count == size && bytes.count == size: return .success(bytes)
            case .success: chunk = Self.chunkSize
            }
        }
        return .success(bytes)
    }

    /// What `readToEnd` reads at a time from anything but a regular file.
    public static let chunkSize = 1 << 16

    /// Writes all of `bytes`, retrying short and interrupted writes.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) -> Result<Void, SystemError> {
        if isClosedStandardStream { return .failure(StandardStreams.closedError) }
        var written = 0
        while written < bytes.count {
            #if canImport(Darwin)
            let count = Darwin.write(rawValue, bytes.baseAddress! + written, bytes.count - written)
            #elseif canImport(Glibc)
            let count = Glibc.write(rawValue, bytes.baseAddress! + written, bytes.count - written)
            #else
            let count = Musl.write(rawValue, bytes.baseAddress! + written, bytes.count - written)
            #endif
            if count >= 0 {
                written += count
                continue
            }
            let error = SystemError.last
            if !error.isInterrupted { return .failure(error) }
        }
        return .success(())
    }

    /// A standard stream that was closed when the process started (`StandardStreams`).
    private var isClosedStandardStream: Bool {
        rawValue <= 2 && StandardStreams.closedAtStart.contains(rawValue)
    }

    /// Whether a read would return at once: input is waiting, or the input has ended. False
    /// when a read would wait for a writer (a pipe or terminal with nothing in it yet): a live
    /// reader flushes what it has written before it waits (docs/logs.md, "Device logs").
    public func hasInputReady() -> Bool {
        var entry = pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Waits up to `milliseconds` for input (or the input's end): false when none came in that
    /// time. A signal ends the wait early, as input would (the caller reads, or waits again).
    public func waitForInput(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) != 0
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(rawValue) == 1 }

    /// The width in columns of the terminal the descriptor is, from `ioctl(TIOCGWINSZ)`;
    /// nil when it is not a terminal or does not say.
    public var terminalColumns: Int? {
        var size = winsize()
        guard isTerminal, ioctl(rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether both descriptors refer to the same file, terminal or pipe (`2>&1`, or both
    /// streams on one terminal): what is written to each then ends up in one sequence.
    public func refersToSameFile(as other: FileDescriptor) -> Bool {
        var mine = stat()
        var theirs = stat()
        guard fstat(rawValue, &mine) == 0, fstat(other.rawValue, &theirs) == 0 else { return false }
        return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
    }

    /// What the descriptor refers to when it is not a regular file (`a FIFO`, `a character
    /// device`: `FileIdentity.kindDescription`); nil for a regular file.
    public var kindIfNotRegular: String? {
        guard case .success(let identity) = FileIdentity.of(self) else { return "not a regular file" }
        return identity.isRegularFile ? nil : identity.kindDescription
    }

    /// What the descriptor refers to, and its size in bytes for a regular file.
    public func status() -> FileStatus? {
        var info = stat()
        guard fstat(rawValue, &info) == 0 else { return nil }
        return FileStatus(info)
    }
}
