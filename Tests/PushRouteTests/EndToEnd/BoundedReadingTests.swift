import Foundation
import Testing

/// `--max-bytes` holds while an input is read, not after: an endless or huge input read whole
/// is refused once the limit is passed, having read at most the limit and one chunk, and
/// memory stays within a small multiple of the limit.
@Suite struct BoundedReadingTests {
    /// What `FileDescriptor.readToEnd` reads at a time from a pipe.
    static let chunk = 1 << 16
    /// What may be written into the pipes beyond what the reader took: two pipes' buffers (64
    /// KiB each on Linux and macOS, `dd` to `tr` and `tr` to pushroute), what `tr` holds, and
    /// the block `dd` was writing when the reader went away.
    static let inFlight = 4 << 16

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var limit: Int
        var status: Int32 = 1
        /// Whether `--max-bytes` bounds this input (not a scenario's: its advice would mislead).
        var advice = true
        var testDescription: String { arguments.joined(separator: " ") }
        /// The diagnostic every command gives for an input over the limit.
        var message: String {
            "<stdin>:1:1: error: payload longer than \(limit) bytes"
                + (advice ? "; raise the limit with --max-bytes" : " [too-large]")
        }
    }

    static let pipeCases: [Case] = [
        Case(arguments: ["classify", "--max-bytes", "100000"], limit: 100_000),
        Case(arguments: ["classify", "--format", "json", "--max-bytes", "1000000"], limit: 1_000_000),
        Case(arguments: ["normalize", "--max-bytes", "100000"], limit: 100_000),
        Case(arguments: ["lint"], limit: 16 << 20),
        Case(arguments: ["lint", "--max-bytes", "100000"], limit: 100_000),
        Case(arguments: ["simulate"], limit: 16 << 20),
        Case(arguments: ["simulate", "--max-bytes", "100000"], limit: 100_000),
        Case(arguments: ["simulate", "--scenario", "-"], limit: 16 << 20, advice: false),
    ]

    /// An endless stream (256 MiB of spaces: `dd`'s zeros made text by `tr`, as a stream of
    /// NULs is binary; the reader would take it whole if it did not stop) on standard input: the run ends with the documented error, and `dd` could
    /// write no more than the limit, one chunk and what the pipe holds.
    @Test(arguments: pipeCases)
    func endlessPipeStopsAtTheLimit(_ testCase: Case) throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-dd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        // SIGPIPE ignored: dd's write fails once pushroute is gone, and dd reports what it wrote.
        let script = #"trap '' PIPE; dd if=/dev/zero bs=65536 count=4096 2>"$DDLOG" | tr '\000' ' ' | "$0" "$@""#
        let result = try CommandRunner.run(
            ["-c", script, CommandRunner.binary.path] + testCase.arguments, environment: ["DDLOG": log.path],
            executable: "/bin/sh")
        #expect(result.status == testCase.status)
        #expect(
            (result.standardError + result.standardOutput).contains(testCase.message),
            "\(result.standardError.prefix(300))")
        let written = try Self.bytesCopied(readText(log.path))
        #expect(written > testCase.limit)
        #expect(
            written <= testCase.limit + Self.chunk + Self.inFlight,
            "dd wrote \(written) bytes for a limit of \(testCase.limit)")
    }

    /// `dd`'s count of the bytes it wrote: GNU's `N bytes (...) copied`, BSD's `N bytes transferred`.
    static func bytesCopied(_ log: String) throws -> Int {
        let line = try #require(log.split(separator: "\n").first { $0.contains(" bytes") }, "dd said: \(log)")
        return try #require(Int(line.prefix { $0.isNumber }), "dd said: \(log)")
    }

    /// `/dev/zero` named as a file (a device, endless), as a payload file and as an app
    /// profile (binary: refused, having read no more than the limit and a chunk), and a line of
    /// 64 MiB with `--lines` (bounded by `--max-bytes` or by `--max-line`): the peak memory, measured by GNU time, stays within a few times
    /// the limit.
    @Test(
        .enabled(if: GNUTime.available, GNUTime.skipReason), .disabled(if: Sanitizer.address, Sanitizer.memoryReason),
        arguments: [
            (["classify", "--max-bytes", "1000000", "/dev/zero"], 1_000_000, 2, "/dev/zero: binary file, not read"),
            (["classify", "/dev/zero"], 16 << 20, 2, "/dev/zero: binary file, not read"),
            (["lint", "/dev/zero"], 16 << 20, 2, "/dev/zero: binary file, not read"),
            (
                ["simulate", "--app", "/dev/zero", "samples/firebase.json"], 16 << 20, 2,
                "/dev/zero: binary file, not read"
            ),
            (
                ["classify", "--lines", "--max-bytes", "1000000", "-"], 1_000_000, 1,
                "<stdin>:1:1: error: payload longer than 1000000 bytes"
            ),
            (
                ["classify", "--lines", "--max-line", "1000000", "-"], 1_000_000, 1,
                "<stdin>:1:1: error: line longer than 1000000 bytes; raise the limit with --max-line"
            ),
        ] as [([String], Int, Int32, String)])
    func memoryStaysNearTheLimit(_ arguments: [String], _ limit: Int, _ status: Int32, _ message: String) throws {
        // A 64 MiB line that is a payload, then a good one, for --lines.
        let line = #"{"aps":{"alert":""# + String(repeating: "x", count: 64 << 20) + "\"}}\n" + #"{"_lpm":1}"# + "\n"
        let run = try MeasuredRun.run(arguments, input: arguments.last == "-" ? Data(line.utf8) : nil)
        let result = run.result
        #expect(result.status == status)
        #expect((result.standardError + result.standardOutput).contains(message), "\(result.standardError.prefix(300))")
        #expect(
            run.peakBytes < 4 * limit + (32 << 20), "peak \(run.peakBytes >> 20) MiB for a limit of \(limit >> 20) MiB")
        if arguments.contains("--lines") { #expect(result.standardOutput.contains("<stdin>:2: leanplum by _lpm")) }
    }
}

/// GNU time (`/usr/bin/time -f %M`), which reports the peak memory of a command; macOS's
/// `time` has no `-f`.
enum GNUTime {
    static let path = "/usr/bin/time"

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path),
            let result = try? CommandRunner.run(["-f", "%M", "true"], executable: path)
        else { return false }
        return Int(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)) != nil
    }()

    static let skipReason: Comment = "skipped: no GNU time at /usr/bin/time to measure peak memory"
}
