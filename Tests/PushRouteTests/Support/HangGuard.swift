import Foundation

/// A hang guard whose clock runs only while the work runs: `body` on a thread of its own,
/// waited for at most `seconds`. Swift Testing's `.timeLimit` also counts the time a test waits
/// for a thread of the test pool: in the fresh-clone CI of 2026-12-04, while other tests waited
/// on child processes (pip, make), a 6 ms reading failed its 1-minute limit. Returns nil when
/// `body` did not finish in time (a hang; its thread is left running).
func finishing<Value: Sendable>(within seconds: Double, _ body: @escaping @Sendable () -> Value) -> Value? {
    let result = HangGuardResult<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.value
}

/// Written by the guard's thread before it signals, read after the wait: the semaphore orders them.
private final class HangGuardResult<Value>: @unchecked Sendable {
    var value: Value?
}
