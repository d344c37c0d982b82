import Foundation
import Testing

/// Scenarios of many steps, written by the test: past `maxSteps` (10,000) the scenario is
/// refused with an error at the first step too many, and within it every output format is
/// linear (the JSON trace looked up each step's section among all of them). Bounds of
/// `MeasuredRun`, from the child's own usage.
@Suite struct ScenarioLimitTests {
    static let push = #"{"aps":{"alert":"x"},"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"2"}"#

    static let tooMany =
        "error: more than 10000 steps; a scenario holds at most 10000 [scenario]\n"
    static let pushAndTap = "launch\n" + String(repeating: "push \(push)\ntap \(push)\n", count: 4999)

    /// `stderr` nil: not compared (a Mermaid diagram leaves the model's warnings on standard error).
    static let cases: [(name: String, text: String, arguments: [String], status: Int32, stderr: String?)] = [
        (
            "400,000 taps of a file", String(repeating: "tap p.json\n", count: 400_000), [], 1,
            "s.scenario:10001:1: " + tooMany + "tap p.json\n^\n"
        ),
        (
            "10,001 steps after a launch", "launch\n" + String(repeating: "background\nforeground\n", count: 5000),
            [], 1, "s.scenario:10001:1: " + tooMany + "foreground\n^\n"
        ),
        (
            "9,999 background taps, JSON", "launch\n" + String(repeating: "background\ntap \(push)\n", count: 4999),
            ["--format", "json"], 0, ""
        ),
        (
            "9,999 background taps, text", "launch\n" + String(repeating: "background\ntap \(push)\n", count: 4999), [],
            0, ""
        ),
        // The longest traces a scenario can have, in every format: pushes and taps in turn.
        ("10,000 pushes and taps, JSON", pushAndTap, ["--format", "json"], 0, ""),
        ("10,000 pushes and taps, HTML", pushAndTap, ["--format", "html"], 0, ""),
        ("10,000 pushes and taps, Mermaid", pushAndTap, ["--format", "mermaid"], 0, nil),
    ]

    @Test(arguments: cases.indices)
    func manyStepsStayLinear(_ index: Int) throws {
        let testCase = Self.cases[index]
        let scratch = try Scratch()
        try scratch.write("p.json", Self.push)
        try scratch.write("s.scenario", testCase.text)
        let run = try MeasuredRun.run(["simulate", "--scenario", "s.scenario"] + testCase.arguments, in: scratch.url)
        #expect(run.result.status == testCase.status, "\(testCase.name): \(run.result.standardError.prefix(300))")
        if let stderr = testCase.stderr { #expect(run.result.standardError == stderr, "\(testCase.name)") }
        let replayed = run.result.standardOutput.contains("9999")
        #expect(replayed == (testCase.status == 0), "\(testCase.name): the trace reaches line 9999")
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(testCase.name): \(run.userSeconds) s of CPU")
        if !Sanitizer.address {
            #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "\(testCase.name): peak \(run.peakBytes >> 20) MiB")
        }
    }
}
