#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The signals that ask a run to end (SIGHUP, SIGINT, SIGQUIT, SIGTERM): each ends it at
/// once with the conventional status 128 + the signal's number (pushroute(1), EXIT STATUS),
/// without the crash report Swift's runtime prints for SIGQUIT on Linux. Nothing is left
/// half-written: a file being replaced is written under a temporary name, unnamed on Linux
/// (`ReplacementFile`), and renamed only once complete; a named leftover is removed by the
/// next run writing in its folder (`LeftoverFiles`).
public enum TerminationSignals {
    public static let numbers: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]
    /// Their names, in the order of `numbers`, for the manual's EXIT STATUS.
    public static let names = ["SIGHUP", "SIGINT", "SIGQUIT", "SIGTERM"]

    /// Installs the handler; only the executable's `main` calls it, before any thread starts.
    /// A signal the parent ignores (`nohup`'s SIGHUP, SIGINT of a background job) stays
    /// ignored; one it left blocked (a parent spawning from a thread that blocks every signal)
    /// is unblocked, so that it is not held forever.
    public static func endRunOnSignal() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in numbers { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        for number in numbers {
            // `_exit` is async-signal-safe: no atexit handler, no buffered output flushed.
            let previous = signal(number) { received in _exit(128 + received) }
            if address(previous) == address(SIG_IGN) { _ = signal(number, SIG_IGN) }
        }
    }

    private static func address(_ handler: sighandler_t?) -> UInt {
        handler.map { unsafeBitCast($0, to: UInt.self) } ?? 0
    }
}
