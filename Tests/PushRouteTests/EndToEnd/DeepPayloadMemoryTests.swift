import Foundation
import Testing

/// `lint --max-depth 1000` (the option's maximum) on wide payloads nested 990 levels, written by
/// the test: the path of each member is kept as one step of a tree (`FindingPaths`), so memory is
/// linear in the payload where a whole path per member took O(members × depth) (370 MB for 42 KB
/// of two-member objects nested 3,000 levels, when the maximum was 10,000). Sixteen members a
/// level make the payload wide, since that cost grew with members × depth. Bounds of
/// `MeasuredRun`, from the child's own usage.
@Suite struct DeepPayloadMemoryTests {
    /// Nested 990 levels, inside the option's maximum with the two levels of `aps` and `alert`.
    static let depth = 990
    static let members = (0..<15).map { #""m\#($0)":"x","# }.joined()

    static let cases:
        [(name: String, unit: String, close: String, arguments: [String], status: Int32, message: String)] = [
            (
                "objects of sixteen members", "{" + members + #""b":"#, "}", ["lint"], 1,
                "over the 4096-byte limit [payload-too-large]"
            ),
            (
                "objects of sixteen members, JSON", "{" + members + #""b":"#, "}", ["lint", "--format", "json"], 1,
                #""rule": "payload-too-large""#
            ),
            (
                "arrays of sixteen elements", "[" + String(repeating: "1,", count: 15), "]", ["lint"], 1,
                "over the 4096-byte limit [payload-too-large]"
            ),
            ("objects of sixteen members, normalize", "{" + members + #""b":"#, "}", ["normalize"], 0, #""alert""#),
        ]

    @Test(arguments: cases.indices)
    func deepPayloadStaysLinear(_ index: Int) throws {
        let testCase = Self.cases[index]
        let scratch = try Scratch()
        let payload =
            #"{"aps":{"alert":"# + String(repeating: testCase.unit, count: Self.depth) + "1"
            + String(repeating: testCase.close, count: Self.depth) + "}}"
        try scratch.write("deep.json", payload)
        let run = try MeasuredRun.run(testCase.arguments + ["--max-depth", "1000", "deep.json"], in: scratch.url)
        #expect(run.result.status == testCase.status, "\(testCase.name): \(run.result.standardError.prefix(300))")
        #expect(!run.result.killed)
        #expect(run.result.standardOutput.contains(testCase.message), "\(testCase.name)")
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(testCase.name): \(run.userSeconds) s of CPU")
        if !Sanitizer.address {
            #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "\(testCase.name): peak \(run.peakBytes >> 20) MiB")
        }
    }
}
