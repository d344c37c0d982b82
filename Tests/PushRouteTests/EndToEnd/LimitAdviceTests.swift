import Foundation
import Testing

/// A limit's error advises `--max-depth` or `--max-bytes` only where the option bounds the
/// input: a scenario and an app profile are read with the default limits whatever the
/// command line says, so their errors give no advice; a payload file linted keeps it.
@Suite struct LimitAdviceTests {
    static let cases: [(name: String, file: String, text: String, arguments: [String], status: Int32, stderr: String)] =
        [
            (
                "scenario over 16 MiB", "s.scenario", "launch\n" + String(repeating: "#", count: 16 << 20) + "\n",
                ["simulate", "--scenario", "s.scenario"], 1,
                "s.scenario:1:1: error: payload longer than 16777216 bytes [too-large]\n"
            ),
            (
                "app profile nested 600 levels", "app.json",
                #"{"profile": 1, "x": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
                    + "}",
                ["simulate", "--app", "app.json", "p.json"], 64,
                "app.json:1:1: error: nesting deeper than 512 levels\n{\"profile\": 1, \"x\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[...\n^\n"
            ),
            (
                "payload nested past --max-depth", "d.json",
                #"{"aps":{"alert":"# + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}}",
                ["lint", "--max-depth", "10", "d.json"], 1,
                "d.json:1:1: error: nesting deeper than 10 levels; raise the limit with --max-depth [parse-error]\n"
            ),
        ]

    @Test(arguments: cases.indices)
    func adviceNamesOnlyOptionsThatApply(_ index: Int) throws {
        let testCase = Self.cases[index]
        let scratch = try Scratch()
        try scratch.write("p.json", #"{"aps":{"alert":"x"}}"#)
        try scratch.write(testCase.file, testCase.text)
        let result = try CommandRunner.run(testCase.arguments, in: scratch.url)
        #expect(result.status == testCase.status, "\(testCase.name)")
        let stderr =
            testCase.arguments[0] == "lint"
            ? result.standardOutput.split(separator: "\n").first.map { $0 + "\n" } ?? "" : result.standardError
        #expect(stderr == testCase.stderr, "\(testCase.name)")
    }
}
