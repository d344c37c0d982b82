import Foundation

/// A deadline for a child process of the tests: past it the process is killed (SIGKILL), so a
/// run that never exits fails with what it printed instead of hanging the suite. Every child
/// the tests start is given one (`CommandRunner.run` and the tests that drive a process by hand).
final class ProcessDeadline: @unchecked Sendable {
    /// Seconds a child may run: `PUSHROUTE_TEST_DEADLINE`, else ten minutes, far above any run of
    /// the suite (the slowest, under AddressSanitizer, take seconds); a deadline, not a timing.
    static let seconds: Double = {
        let configured = ProcessInfo.processInfo.environment["PUSHROUTE_TEST_DEADLINE"].flatMap(Double.init)
        return configured.map { max($0, 1) } ?? 600
    }()

    private let lock = NSLock()
    private var fired = false
    private var item: DispatchWorkItem?
    let seconds: Double

    /// Arms the deadline for the child `pid`, not yet waited for (`SpawnedProcess`).
    init(pid: pid_t, seconds: Double = ProcessDeadline.seconds, isRunning: @escaping @Sendable () -> Bool = { true }) {
        self.seconds = seconds
        let item = DispatchWorkItem { [weak self] in
            guard let self, isRunning() else { return }
            self.lock.withLock { self.fired = true }
            kill(pid, SIGKILL)
        }
        self.item = item
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
    }

    /// Disarms it (the process has exited); whether it had fired and killed the process.
    @discardableResult
    func cancel() -> Bool {
        item?.cancel()
        return lock.withLock { fired }
    }

    /// The message of a test whose child was killed at the deadline.
    func message(_ command: [String], output: String, errors: String) -> String {
        "\(command.joined(separator: " ")) did not exit within \(Int(seconds)) s and was killed"
            + " (PUSHROUTE_TEST_DEADLINE); it printed:\n\(output.suffix(2000))\nand on stderr:\n\(errors.suffix(2000))"
    }
}
