import Foundation
import Testing

/// A run of the built binary with its CPU time and peak memory as the child's own `getrusage`
/// gives them (GNU time reads them from `wait4`), never a clock around it; under `ulimit -t`,
/// so that a run that would hang dies of SIGXCPU instead of holding the suite.
struct MeasuredRun {
    var result: CommandRunner.Result
    var userSeconds: Double
    var peakBytes: Int

    /// CPU seconds after which the child is killed.
    static let cpuLimit = 120

    static func run(_ arguments: [String], input: Data? = nil, in directory: URL? = nil) throws -> MeasuredRun {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let script = #"ulimit -t "$CPU_LIMIT"; exec "$TIME" -f '%M %U' -o "$REPORT" "$0" "$@""#
        let result = try CommandRunner.run(
            ["-c", script, CommandRunner.binary.path] + arguments, input: input,
            environment: ["CPU_LIMIT": String(cpuLimit), "TIME": GNUTime.path, "REPORT": report.path],
            executable: "/bin/sh",
            in: directory)
        let words = try readText(report.path).split(separator: "\n").last?.split(separator: " ") ?? []
        let kilobytes = try #require(words.first.flatMap { Int($0) }, "GNU time said: \(words)")
        let seconds = try #require(words.last.flatMap { Double($0) }, "GNU time said: \(words)")
        let run = MeasuredRun(result: result, userSeconds: seconds, peakBytes: kilobytes * 1024)
        HostileRunLog.append(run, arguments: arguments, input: input, directory: directory)
        return run
    }

    /// The bounds of a hostile input of about 1 MB (pushroute(1), LIMITS): generous, so
    /// that a debug build on a loaded machine passes and a quadratic scan does not. Under
    /// AddressSanitizer (`make asan-test`) every instruction costs more: four times the CPU
    /// (measured there: 10.9 s for a scenario that takes under 5 s without it); a quadratic scan
    /// still takes far longer.
    static let maxPeakBytes = 256 << 20
    static let maxUserSeconds = Sanitizer.address ? 20.0 : 5.0
}
