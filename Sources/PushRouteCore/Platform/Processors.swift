#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How many processors the system has online (`sysconf(_SC_NPROCESSORS_ONLN)`): the
/// default number of workers.
public enum Processors {
    public static var online: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
