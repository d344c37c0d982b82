#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The standard streams as the process found them. A stream closed at start (`<&-`) is
/// opened on /dev/null at once, so that no descriptor opened later takes its number (the
/// concurrency runtime's own eventfd would become "standard input"); reading or writing it
/// still fails as it would have, with EBADF (`FileDescriptor`).
public enum StandardStreams {
    /// Standard input, output and error that were closed at start. The executable reads it
    /// first thing (`reserve()`), before anything else opens a descriptor.
    public static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }()

    /// Takes the streams' state now; call it before any other work.
    public static func reserve() { _ = closedAtStart }

    /// EBADF, for a stream that was closed at start.
    static var closedError: SystemError { SystemError(code: EBADF) }
}
