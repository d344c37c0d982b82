#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ends the process. Only the executable's `main` calls it, with the status the command
/// line returned: the library itself never exits, it returns its status.
public enum ProcessExit {
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
        Darwin.exit(status)
        #elseif canImport(Glibc)
        Glibc.exit(status)
        #else
        Musl.exit(status)
        #endif
    }
}
