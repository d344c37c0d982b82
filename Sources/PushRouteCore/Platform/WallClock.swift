#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The system's clock (`time`): seconds since 1970-01-01 00:00 UTC.
public enum WallClock {
    public static var secondsSinceEpoch: Int64 {
        Int64(time(nil))
    }
}
