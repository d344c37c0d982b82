import Foundation
import Testing

/// `--write-baseline` and `--baseline`, round trip: an edit above a finding does not bring
/// it back (findings are matched by file, rule and a fingerprint of their JSON path), a new
/// finding is reported, and the entry of a fixed one is reported stale, as info.
@Suite struct BaselineTests {
    static func fixtures() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy("samples/seed-clevertap.json", to: "Fixtures/ct.json")
        try scratch.copy("samples/both-sdks.json", to: "Fixtures/both.json")
        try scratch.copy("samples/clevertap-no-account.json", to: "Fixtures/no-account.json")
        return scratch
    }

    @Test func roundTrip() throws {
        let scratch = try Self.fixtures()
        let missingFolder = try scratch.run(["lint", "--write-baseline", "ci/baseline.json", "Fixtures"])
        #expect(missingFolder.status == 74)
        #expect(
            missingFolder.standardError.hasPrefix(
                "ci/baseline.json: error: baseline not written: cannot create a temporary file in '"))
        try FileManager.default.createDirectory(atPath: scratch.path("ci"), withIntermediateDirectories: false)
        let written = try scratch.run(["lint", "--write-baseline", "ci/baseline.json", "Fixtures"])
        #expect(written.status == 0)
        #expect(written.standardOutput == "")
        #expect(written.standardError == "ci/baseline.json: note: baseline written: 3 findings in 3 files\n")
        try Golden.check(try scratch.read("ci/baseline.json"), against: "baseline/baseline.json")

        // Everything recorded: nothing reported.
        var result = try scratch.run(["lint", "--baseline", "ci/baseline.json", "Fixtures"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no findings in 3 files\n")

        // Lines added above each finding: still suppressed.
        for name in ["ct.json", "both.json"] {
            let text = try scratch.read("Fixtures/" + name)
            try scratch.write(
                "Fixtures/" + name,
                text.replacing(
                    "{\n", with: "{\n  \"campaign\": \"spring\",\n  \"extra\": {\"a\": 1},\n", maxReplacements: 1))
        }
        result = try scratch.run(["lint", "--baseline", "ci/baseline.json", "Fixtures"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no findings in 3 files\n")

        // A new finding is reported; the fixed one's entry is stale.
        let both = try scratch.read("Fixtures/both.json")
        try scratch.write(
            "Fixtures/both.json",
            both.replacing("\"aps\": {", with: "\"aps\": {\n    \"badge\": \"2\",", maxReplacements: 1))
        let ct = try scratch.read("Fixtures/ct.json")
        try scratch.write("Fixtures/ct.json", ct.replacing("\"https:\"", with: "\"https://shop.example.com/deal\""))
        result = try scratch.run(["lint", "--baseline", "ci/baseline.json", "Fixtures"])
        #expect(result.status == 1)
        try Golden.check(result.standardOutput, against: "baseline/after-edits.out")
        #expect(result.standardError == "")

        // Linting one file reports only that file's stale entries.
        result = try scratch.run(["lint", "--baseline", "ci/baseline.json", "Fixtures/no-account.json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no findings in 1 file\n")

        // From another folder the same files match: entries are relative to the baseline.
        result = try CommandRunner.run(
            ["lint", "--baseline", "../ci/baseline.json", "."], in: scratch.url.appendingPathComponent("Fixtures"))
        #expect(result.standardOutput.components(separatedBy: "[stale-baseline-entry]").count == 2)

        // SARIF: new results and the stale entry, each with its baselineState.
        result = try scratch.run(["lint", "--format", "sarif", "--baseline", "ci/baseline.json", "Fixtures"])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let states = results.map { "\($0["ruleId"] ?? "") \($0["baselineState"] ?? "")" }
        #expect(states == ["aps-badge new", "clevertap-deep-link absent"])
        try scratch.checkFixturesIntact()
    }

    /// Without `--baseline`, SARIF results carry no baselineState.
    @Test func noBaselineStateWithoutABaseline() throws {
        let result = try CommandRunner.run(["lint", "--format", "sarif", "samples/both-sdks.json"])
        #expect(!result.standardOutput.contains("baselineState"))
    }

    @Test(
        arguments: [
            (
                "{\"findings\": []}\n",
                "b.json:1:1: error: expected 'version' 1; write the baseline again with '--write-baseline' [baseline-syntax]\n{\"findings\": []}\n^\n"
            ),
            (
                "{\"version\": 1, \"findings\": [{\"file\": \"a.json\"}]}\n",
                "b.json:1:28: error: 'findings[0]' needs the strings 'file', 'rule', 'path' and 'fingerprint' [baseline-syntax]\n{\"version\": 1, \"findings\": [{\"file\": \"a.json\"}]}\n                           ^\n"
            ),
            (
                "[]\n",
                "b.json:1:1: error: not a baseline: expected one JSON object as '--write-baseline' writes it [baseline-syntax]\n[]\n^\n"
            ),
            (
                "",
                "b.json:1:1: error: not a baseline: expected one JSON object as '--write-baseline' writes it [baseline-syntax]\n"
            ),
        ] as [(String, String)])
    func aBaselineThatIsNotOneIsRefused(_ text: String, _ expected: String) throws {
        let scratch = try Scratch()
        try scratch.write("b.json", text)
        try scratch.copy("samples/both-sdks.json", to: "a.json")
        let result = try scratch.run(["lint", "--baseline", "b.json", "a.json"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test func aMissingBaselineIsAnError() throws {
        let scratch = try Scratch()
        let result = try scratch.run(["lint", "--baseline", "nope.json", "a.json"])
        #expect(result.status == 64)
        #expect(result.standardError == "nope.json: error: cannot read the baseline: no such file or directory\n")
    }
}
