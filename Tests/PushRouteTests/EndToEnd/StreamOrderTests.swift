import Foundation
import Testing

/// With standard output and standard error in one place (`2>&1`, a terminal), each record
/// comes before its diagnostics. In two places, each stream holds the same bytes, and the
/// records stay buffered (`CommandContext.streamsMeet`).
@Suite struct StreamOrderTests {
    /// Bytes, not `Data`: a `Data` held in a static is reported as a leak by LeakSanitizer.
    static let input = Array(
        (#"{"aps":{"alert":"a"},"_lpm":1}"# + "\n" + #"{"aps":{"alert":"b"},"wzrk_id":"0_0""# + "\n"
            + #"{"aps":{"alert":"c"},"_lpm":3}"# + "\n").utf8)

    static let records = [
        "<stdin>:1: leanplum by _lpm; content-available: no; mutable-content: no\n",
        "<stdin>:2: clevertap (unless a Leanplum key was cut off) by wzrk_id; content-available: no; mutable-content: no; partial (1)\n",
        "<stdin>:3: leanplum by _lpm; content-available: no; mutable-content: no\n",
    ]
    static let diagnostics = """
        <stdin>:2:37: warning: the input ends before '}' closes the '{' at 2:1; what was read is kept: the payload is partial
        {"aps":{"alert":"b"},"wzrk_id":"0_0"
                                            ^

        """

    /// Runs classify with both streams on one pipe, as `2>&1 | …` does.
    static func runMerged(_ arguments: [String]) throws -> String {
        let child = try SpawnedProcess.start(
            CommandRunner.binary.path, arguments, environment: ["NO_COLOR": "1"], errors: .merged)
        let deadline = ProcessDeadline(pid: child.pid)
        child.input.write(Data(input))
        try child.input.close()
        let output = child.output.readDataToEndOfFile()
        _ = child.wait()
        if deadline.cancel() {
            Issue.record(
                Comment(
                    rawValue: deadline.message(arguments, output: String(decoding: output, as: UTF8.self), errors: "")))
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: [1, 2])
    func recordsComeBeforeTheirDiagnosticsInOnePlace(_ jobs: Int) throws {
        let merged = try Self.runMerged(["classify", "--lines", "--jobs", "\(jobs)", "-"])
        #expect(merged == Self.records[0] + Self.records[1] + Self.diagnostics + Self.records[2])
    }

    @Test func eachStreamHoldsItsOwnInTwoPlaces() throws {
        let result = try CommandRunner.run(["classify", "--lines", "-"], input: Data(Self.input))
        #expect(result.standardOutput == Self.records.joined())
        #expect(result.standardError == Self.diagnostics)
        #expect(result.status == 0)
    }
}
