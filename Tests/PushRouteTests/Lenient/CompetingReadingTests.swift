import Foundation
import Testing

/// Where a text can be read in more than one way, the reading that explains the paste wins
/// (docs/pasted-forms.md §10.3): each case names the owner and content-available a person reads.
@Suite struct CompetingReadingTests {
    @Test(arguments: [
        // `aps {` typed by hand: not the inner `{ … }` alone, whose keys would land at the top.
        ("Here is the push:\n\naps {\n    alert: \"Sale\"\n    content-available: 1\n}\nwzrk_id: 1_2\n", "clevertap", true),
        // Java calls around a string literal holding JSON: the calls, with their `_lpu`.
        ("Bundle b = new Bundle();\nb.putString(\"_lpu\", \"1\");\nb.putString(\"data\", \"{\\\"aps\\\":{\\\"alert\\\":\\\"x\\\"}}\");\n", "leanplum", false),
        // A Kotlin block whose `{` fails on the first call: the calls from that line on.
        ("Bundle().apply {\n    putString(\"wzrk_acct_id\", \"TEST-ABC-123Z\")\n    putString(\"wzrk_id\", \"0_0\")\n}\n", "clevertap", false),
        // A JSON payload stays JSON.
        ("{\"aps\":{\"content-available\":1},\"_lpm\":1}\n", "leanplum", true),
    ])
    func theReadingThatExplainsThePasteWins(_ text: String, _ handler: String, _ contentAvailable: Bool) throws {
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(text.utf8))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardOutput)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(record["handler"] as? String == handler)
        #expect(record["content_available"] as? Bool == contentAvailable)
    }
}
