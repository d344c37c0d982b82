import Foundation
import Testing

/// A baseline of 20,000 entries of one key (one file, rule and fingerprint: the same finding
/// in 20,000 payloads of one file), written by `--write-baseline` at run time: matching it
/// costs next to nothing beside the lint itself, measured as the child's own CPU time
/// (`MeasuredRun`). Each match copied the key's entries: O(n²), 16 s for 20,000.
@Suite struct BaselineScaleTests {
    @Test func entriesOfOneKeyMatchInLinearTime() throws {
        let scratch = try Scratch()
        try scratch.write("m.json", String(repeating: #"{"aps":{"sonud":1}}"# + "\n", count: 20_000))
        let written = try CommandRunner.run(["lint", "--write-baseline", "b.json", "m.json"], in: scratch.url)
        #expect(written.status == 0)
        let plain = try MeasuredRun.run(["lint", "--format", "json", "m.json"], in: scratch.url)
        #expect(plain.result.status == 0, "warnings are under the default --fail-on")
        let matched = try MeasuredRun.run(["lint", "--baseline", "b.json", "m.json"], in: scratch.url)
        #expect(matched.result.status == 0)
        #expect(matched.result.standardOutput == "no findings in 1 file\n")
        #expect(
            matched.userSeconds <= plain.userSeconds * 1.5 + 1,
            "\(matched.userSeconds) s with the baseline, \(plain.userSeconds) s without")
        if !Sanitizer.address {
            #expect(matched.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(matched.peakBytes >> 20) MiB")
        }
    }
}
