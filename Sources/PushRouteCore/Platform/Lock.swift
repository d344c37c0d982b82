#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value shared between threads, behind the C library's mutex. Not the standard library's
/// `Mutex`: that needs macOS 15, and on Linux ThreadSanitizer does not see the lock's
/// contended path (a futex call inside the uninstrumented runtime), so `make tsan-test`
/// reports the accesses it guards as races.
///
/// `@unchecked Sendable`, the one exception besides jansson's values (docs/development.md, "Architecture"):
/// the compiler cannot see that `value` is only touched inside `withLock`, between
/// `pthread_mutex_lock` and `pthread_mutex_unlock`. It is private, `withLock` is the only way
/// to it, and `Value` must itself be `Sendable`, so nothing that is not safe to share gets in.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value with no other thread in a `withLock` of this value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
