import Foundation
import Testing

/// Where a text can be read in more than one way, the reading that explains the paste wins
/// (docs/pasted-forms.md §10.3): each case names the owner and content-available a person reads.
@Suite struct CompetingReadingTests {
    /// `contentAvailable` `nil`: the record says `null` (unknown: text left out).
    @Test(
        arguments: [
            // `aps {` typed by hand: not the inner `{ … }` alone, whose keys would land at the top.
            (
                "Here is the push:\n\naps {\n    alert: \"Sale\"\n    content-available: 1\n}\nwzrk_id: 1_2\n",
                "clevertap", true
            ),
            // Java calls around a string literal holding JSON: the calls, with their `_lpu`.
            (
                "Bundle b = new Bundle();\nb.putString(\"_lpu\", \"1\");\nb.putString(\"data\", \"{\\\"aps\\\":{\\\"alert\\\":\\\"x\\\"}}\");\n",
                "leanplum", false
            ),
            // A Kotlin block whose `{` fails on the first call: the calls from that line on.
            (
                "Bundle().apply {\n    putString(\"wzrk_acct_id\", \"TEST-ABC-123Z\")\n    putString(\"wzrk_id\", \"0_0\")\n}\n",
                "clevertap", false
            ),
            // Members whose last value is JSON holding `aps`: the members, not the `{` alone, whose
            // reading needs fewer repairs but leaves `_lpm` in the text before it (rule 2).
            ("_lpm = 42; data = {\"aps\":{\"content-available\":1}}\n", "leanplum", false),
            // A label naming a push key before JSON that holds one: the JSON, not the label's words.
            ("wzrk_id 0_0 was sent as {\"aps\":{\"content-available\":1},\"wzrk_id\":\"0_0\"}\n", "clevertap", true),
            // Keys left out and no `aps` in view: the owner is known, content-available is not (rule 3).
            ("{\n  \"_lpm\": 42,\n  ...\n}\n", "leanplum", nil),
            ("{\n  \"wzrk_id\": \"0_0\",\n  [...]\n}\n", "clevertap", nil),
            ("{\n  \"_lpm\": 42,\n  <truncated>\n}\n", "leanplum", nil),
            // `aps` read whole before the elision: content-available is known.
            ("{\n  \"aps\": {\"content-available\": 1},\n  \"_lpm\": 42,\n  // ...\n}\n", "leanplum", true),
            // Android's Bundle print with empty values: the dictionary inside `Bundle[…]`, not an array.
            ("D CleverTap: Bundle[{wzrk_bc=, wzrk_id=0_0, wzrk_acct_id=TEST-ABC-123Z}]\n", "clevertap", false),
            // A Dart map with an empty value.
            ("flutter: {wzrk_cid: , nt: Hello, _lpm: 42}\n", "leanplum", false),
            // A key without its closing quote: the keys after it are still members of the push.
            (
                "{\"ct_ContentSlider: {\n  \"title\": \"x\"},\n\"aps\": {\"content-available\": 1}, \"wzrk_id\": \"0_0\"}\n",
                "clevertap", true
            ),
            // Values that are code: the keys decide (a JS literal, a Ruby hash, Kotlin pairs).
            (
                "const p = {\n  aps: { \"content-available\": 1 },\n  _lpm: msg.id(),\n  ts: new Date().getTime(),\n};\n",
                "leanplum", true
            ),
            (
                "{ \"aps\" => { \"alert\" => push_text(locale) }, \"wzrk_acct_id\" => acct }.to_json\n", "clevertap",
                false
            ),
            ("bundleOf(\n    \"_lpu\" to messageId,\n    \"lp_t\" to System.currentTimeMillis())\n", "leanplum", false),
            // A Kotlin call with its pairs on one line: all of them, not the string literal holding
            // JSON in its last value (whose reading would leave `_lpu` in the text before it).
            (
                "val b = bundleOf(\"_lpu\" to id, \"data\" to \"{\\\"aps\\\":{\\\"content-available\\\":1}}\")\n",
                "leanplum", false
            ),
            (
                "val m = mapOf(\"wzrk_id\" to \"0_0\", \"aps\" to mapOf(\"content-available\" to 1))\n", "clevertap",
                true
            ),
            // A call that is no push, with JSON holding one in a string: the JSON, as before the
            // call was read (both are candidates of the line).
            (
                "val extras = bundleOf(\"data\" to \"{\\\"aps\\\":{\\\"content-available\\\":1},\\\"_lpm\\\":1}\", \"nm\" to \"x\")\n",
                "leanplum", true
            ),
            // A `[ … ]` listing of `key: value` lines: one dictionary, not the `{` on its first line
            // (which would leave `_lpm` in the text after it).
            ("[\n    aps: {alert: Hi, sound: default}\n    _lpm: 42\n]\n", "leanplum", false),
            ("[\n  \"aps\": {\"content-available\": 1}\n  \"wzrk_id\": \"0_0\"\n]\n", "clevertap", true),
            // A listing of `key: value` lines without braces whose first value is a dictionary: the
            // whole listing, not the inner `{ … }` alone (which would leave `aps` and the `wzrk_`
            // keys in the text around it) (§4.18): bare keys with `:` or `=`, quoted keys, the
            // dictionary over several lines, a push key first.
            (
                "aps: {alert: \"Hi\", \"content-available\": 1}\nwzrk_id: \"0_0\"\nwzrk_pivot: wzrk_default\n",
                "clevertap", true
            ),
            (
                "aps = {alert = \"Hi\"; \"content-available\" = 1;}\nwzrk_id = \"0_0\"\nwzrk_pivot = wzrk_default\n",
                "clevertap", true
            ),
            ("\"aps\": {\"alert\": \"Hi\", \"content-available\": 1}\n\"_lpm\": 42\n", "leanplum", true),
            ("aps: {\n  alert: \"Hi\",\n  \"content-available\": 1\n}\nwzrk_id: \"0_0\"\n", "clevertap", true),
            ("wzrk_id: \"0_0\"\naps: {alert: \"Hi\", \"content-available\": 1}\nnt: Hello there\n", "clevertap", true),
            // Prose with a colon around a listing is no member of it: the blank line ends the listing.
            (
                "Note: see below\nStatus: open\n\naps: {\"content-available\": 1}\n_lpm: 42\n\nThanks: QA\n",
                "leanplum", true
            ),
            // Prose with a colon is no payload: the JSON after it is.
            ("Note: see below\nStatus: open\n{\"aps\":{\"alert\":\"x\"},\"_lpm\":1}\n", "leanplum", false),
            // A log line's prefix of two words with colons is no listing: the Dart map after it.
            ("flutter: onMessage: {wzrk_cid: , nt: Hello, _lpm: 42}\n", "leanplum", false),
            // A push key in the text next to the object read, which is no push: the object may be
            // part of a larger push, so the owner and content-available are not known (partial).
            ("D/CleverTap: aps: {alert=Hi, content-available=1}\nD/CleverTap: wzrk_id: 0_0\n", "none", nil),
            ("aps => {alert => \"Hi\", \"content-available\" => 1}\n_lpm => 42\n", "none", nil),
            // An `aps:` label above indented lines: they may be what `aps` holds.
            ("aps:\n  alert: Hi\n  content-available: 1\nwzrk_id: 0_0\n", "clevertap", nil),
            // DevTools' summary with `{…}` for `aps` and nothing after it: the owner is known,
            // content-available is not.
            ("{aps: {…}, _lpm: 42}\n", "leanplum", nil),
            // The summary and its expanded properties, `key` / `:` / `value` on three lines: one
            // DevTools object, not the summary alone and the preview `{…}` as a second payload;
            // `[[Prototype]]` is no payload.
            (
                "{aps: {…}, _lpm: 42}\naps\n: \n{alert: 'Hi', content-available: 1}\n_lpm\n: \n42\n[[Prototype]]\n: \nObject\n",
                "leanplum", true
            ),
            (
                "▼ {aps: {…}, wzrk_id: '0_0'}\n  ▼ aps:\n      content-available: 1\n    ▶ [[Prototype]]: Object\n    wzrk_id: \"0_0\"\n",
                "clevertap", true
            ),
            // DevTools' properties without their summary: one object, not the preview `{…}` of
            // `aps` read alone (which holds no push key and would leave `_lpm` after it).
            (
                "aps\n: \n{alert: 'Hi', content-available: 1}\n_lpm\n: \n42\n[[Prototype]]\n: \nObject\n", "leanplum",
                true
            ),
            // Without `[[Prototype]]` lines, `_lpm` could be in `aps` or at the top level: not read,
            // and content-available is unknown (aps may hold more).
            ("aps\n:\nalert\n:\n\"Hi\"\n_lpm\n:\n42\n", "none", nil),
            // A JSON line and a `Key: value` line after it: JSON, not a DevTools summary.
            ("{\"_lpm\":1}\nReason: test\n", "leanplum", false),
            // A JSON payload stays JSON.
            ("{\"aps\":{\"content-available\":1},\"_lpm\":1}\n", "leanplum", true),
        ] as [(String, String, Bool?)])
    func theReadingThatExplainsThePasteWins(_ text: String, _ handler: String, _ contentAvailable: Bool?) throws {
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(text.utf8))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardOutput)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(record["handler"] as? String == handler)
        #expect(record["content_available"] as? Bool == contentAvailable)
    }
}
