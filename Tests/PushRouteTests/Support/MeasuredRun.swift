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
    /// that a debug build on a loaded machine passes and a quadratic scan does not. The CPU
    /// bound is a ratio against a baseline measured in the same run, as `make bench` measures:
    /// at most `maxBaselineRatio` times what this build takes on this machine for 256 KiB of
    /// ordinary one-line pushes (`baselineSeconds`), and never under 5 s. A debug build on a
    /// slower machine took 15 s for a linear shape of 256 KiB (87 000 payloads, `lint`), 11 times
    /// its baseline of 1.3 s, where a machine before took under 5 s; a quadratic scan of 256 KiB
    /// takes hundreds of times the baseline. Under AddressSanitizer (`make asan-test`) every
    /// instruction costs more, the baseline too (measured there: 10.9 s for a scenario that
    /// takes under 5 s without it): the floor is 20 s.
    static let maxPeakBytes = 256 << 20
    static let maxBaselineRatio = 20.0
    static var maxUserSeconds: Double { max(Sanitizer.address ? 20.0 : 5.0, maxBaselineRatio * baselineSeconds) }

    /// CPU seconds this build takes here to classify 256 KiB of one-line pushes
    /// (`{"aps":{"badge":1}}`, 13 000 of them) as JSON records: linear work of the hostile
    /// inputs' size, measured once per test run.
    static let baselineSeconds: Double = {
        let text = Data(String(repeating: "{\"aps\":{\"badge\":1}}\n", count: (1 << 18) / 20).utf8)
        return (try? run(["classify", "--format", "json", "-"], input: text).userSeconds) ?? 0
    }()
}
