import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// The exit statuses of every pushroute command (sysexits-style for usage and internal errors).
public enum ExitStatus: Int32, Sendable, Comparable, CaseIterable {
    /// Every payload read, nothing at or above the failure threshold.
    case success = 0
    /// Some payload invalid, or lint findings at or above `--fail-on`.
    case failure = 1
    /// An input could not be opened or read.
    case unreadableInput = 2
    /// Unknown option or bad value.
    case usage = 64
    /// A bug in pushroute.
    case internalError = 70
    /// Standard output, or the `--output` file, could not be written (EX_IOERR), e.g. the
    /// disk is full.
    case outputError = 74
    /// Standard output is a pipe whose reader went away (`… | head -1`): the run ends
    /// quietly with the status a filter killed by SIGPIPE has.
    case closedPipe = 141

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }

    /// The status of a run where both happened: the more serious one.
    public func combined(with other: ExitStatus) -> ExitStatus { max(self, other) }
}
