import Foundation
import Testing

/// `lint --max-depth 10000` on payloads nested thousands of levels, written by the test: the
/// path of each member is kept as one step of a tree (`FindingPaths`), so memory is linear in
/// the payload where a whole path per member took O(members × depth) (370 MB for 42 KB nested
/// 3,000 levels). Bounds of `MeasuredRun`, from the child's own usage.
@Suite struct DeepPayloadMemoryTests {
    /// Nested 3,000 levels: deep enough that the quadratic index passed 256 MiB, shallow enough
    /// for the stack of a debug build's recursive encoder.
    static let depth = 3000

    static let cases: [(name: String, unit: String, close: String, arguments: [String], status: Int32, message: String)] = [
        ("objects of two members", #"{"a":"x","b":"#, "}", ["lint"], 1, "over the 4096-byte limit [payload-too-large]"),
        ("objects of two members, JSON", #"{"a":"x","b":"#, "}", ["lint", "--format", "json"], 1, #""rule": "payload-too-large""#),
        ("arrays of two elements", "[1,", "]", ["lint"], 1, "over the 4096-byte limit [payload-too-large]"),
        ("objects of two members, normalize", #"{"a":"x","b":"#, "}", ["normalize"], 0, #""alert""#),
    ]

    @Test(arguments: cases.indices)
    func deepPayloadStaysLinear(_ index: Int) throws {
        let testCase = Self.cases[index]
        let scratch = try Scratch()
        let payload = #"{"aps":{"alert":"# + String(repeating: testCase.unit, count: Self.depth) + "1"
            + String(repeating: testCase.close, count: Self.depth) + "}}"
        try scratch.write("deep.json", payload)
        let run = try MeasuredRun.run(testCase.arguments + ["--max-depth", "10000", "deep.json"], in: scratch.url)
        #expect(run.result.status == testCase.status, "\(testCase.name): \(run.result.standardError.prefix(300))")
        #expect(!run.result.killed)
        #expect(run.result.standardOutput.contains(testCase.message), "\(testCase.name)")
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(testCase.name): \(run.userSeconds) s of CPU")
        if !Sanitizer.address { #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "\(testCase.name): peak \(run.peakBytes >> 20) MiB") }
    }
}
