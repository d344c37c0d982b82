import Foundation
import Testing

/// `--exit-zero` (`lint`, `classify`), as ruff's: a run that exits 1 without it exits 0 with
/// it, printing exactly the same; a run that exits 2 or 64 keeps its status.
@Suite struct ExitZeroTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin: String? = nil
        /// The status without `--exit-zero`.
        var without: Int32
        /// The status with it.
        var with: Int32
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Findings at or above --fail-on, in every lint format (the SARIF upload step).
        .init(arguments: ["lint", "samples/seed-clevertap.json"], without: 1, with: 0),
        .init(
            arguments: ["lint", "--format", "sarif", "samples/seed-clevertap.json", "samples/both-sdks.json"],
            without: 1, with: 0),
        .init(
            arguments: ["lint", "--format", "github", "--fail-on", "warning", "samples/both-sdks.json"], without: 1,
            with: 0),
        .init(arguments: ["lint", "--format", "json"], stdin: "{\"aps\":{\"badge\":\"1\"}}\n", without: 1, with: 0),
        // A parse error is a finding too.
        .init(arguments: ["lint", "-"], stdin: "{\"aps\": }\n", without: 1, with: 0),
        // Nothing found: 0 either way.
        .init(arguments: ["lint", "samples/seed-leanplum.json"], without: 0, with: 0),
        // An unreadable input and a usage error keep their status.
        .init(arguments: ["lint", "samples/seed-clevertap.json", "samples/nope.json"], without: 2, with: 2),
        .init(arguments: ["lint", "--fail-on", "fatal", "samples/seed-clevertap.json"], without: 64, with: 64),
        // classify: an invalid payload, an input holding none.
        .init(arguments: ["classify", "samples/pushes.ndjson"], without: 1, with: 0),
        .init(arguments: ["classify", "--lines", "--format", "json", "samples/pushes.ndjson"], without: 1, with: 0),
        .init(arguments: ["classify"], stdin: "", without: 1, with: 0),
        .init(arguments: ["classify", "samples/pushes.ndjson", "samples/nope.json"], without: 2, with: 2),
    ]

    @Test(arguments: cases)
    func sameOutputOtherStatus(_ testCase: Case) throws {
        let input = testCase.stdin.map { Data($0.utf8) }
        let plain = try CommandRunner.run(testCase.arguments, input: input)
        var arguments = testCase.arguments
        arguments.insert("--exit-zero", at: 1)
        let zero = try CommandRunner.run(arguments, input: input)
        #expect(plain.status == testCase.without)
        #expect(zero.status == testCase.with)
        #expect(zero.standardOutput == plain.standardOutput)
        #expect(zero.standardError == plain.standardError)
    }
}
