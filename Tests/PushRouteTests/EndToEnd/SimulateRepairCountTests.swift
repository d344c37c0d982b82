import Foundation
import Testing

/// The repairs made to read a payload are counted in every simulate format, not only in the
/// text heading's `repaired (N)` (issue 37): JSON's `repairs`, a Mermaid comment line, and
/// the HTML page's `repaired (N)` beside its verdict; the count is the number of repairs
/// `classify --format json` lists.
@Suite struct SimulateRepairCountTests {
    static let repaired = "samples/paste-json5ish.txt"

    static func records(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// How many repairs classify lists for the file's payload.
    static func listed(_ file: String) throws -> Int {
        let records = try Self.records(try CommandRunner.run(["classify", "--format", "json", file]).standardOutput)
        return try #require(records.first?["repairs"] as? [Any]).count
    }

    @Test func jsonCountsThemOnEveryRecord() throws {
        let count = try Self.listed(Self.repaired)
        #expect(count > 0)
        // CommandRunner checks the records against docs/schemas/simulate.schema.json.
        let result = try CommandRunner.run(["simulate", "--format", "json", Self.repaired])
        let records = try Self.records(result.standardOutput)
        #expect(records.count == 6)
        for record in records { #expect(record["repairs"] as? Int == count) }
        // Read as written: no field.
        for record in try Self.records(
            try CommandRunner.run(["simulate", "--format", "json", "samples/seed-clevertap.json"]).standardOutput)
        {
            #expect(record["repairs"] == nil)
        }
    }

    @Test func mermaidCountsThemInACommentLine() throws {
        let count = try Self.listed(Self.repaired)
        let output = try CommandRunner.run([
            "simulate", "--format", "mermaid", "--state", "foreground", "--event", "receive", Self.repaired,
        ])
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count > 2 && lines[1] == "%% repaired (\(count))" && lines[2] == "sequenceDiagram",
            "\(output.standardOutput)")
        let clean = try CommandRunner.run([
            "simulate", "--format", "mermaid", "--state", "foreground", "--event", "receive",
            "samples/seed-clevertap.json",
        ])
        #expect(!clean.standardOutput.contains("repaired"))
    }

    /// HTML lists every repair with its payload, and its verdict counts them as classify does.
    @Test func htmlCountsThemBesideTheVerdict() throws {
        let count = try Self.listed(Self.repaired)
        let html = try CommandRunner.run(["simulate", "--format", "html", Self.repaired]).standardOutput
        #expect(html.contains("<span class=\"warn\">repaired (\(count))</span>"))
        #expect(html.contains("<h3>Repairs (\(count)), at their line and column in the input</h3>"))
    }
}
