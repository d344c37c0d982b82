import Testing

@testable import PushRouteRules

/// JSON as people edit it: comments, single quotes, trailing commas, unquoted keys, missing
/// commas at line ends, bare values (docs/pasted-forms.md §4.5).
@Suite struct RelaxedJSONFormTests {
    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "comments",
            text: "{\n  // note\n  \"a\": 1, /* inline */ \"b\": 2\n}",
            json: #"{"a":1,"b":2}"#,
            repairs: ["2:3 comment", "3:11 comment"]),
        ReadingCase(
            name: "single quotes",
            text: #"{'a': 'it\'s', "b": 'say "hi"'}"#,
            json: #"{"a":"it's","b":"say \"hi\""}"#,
            repairs: ["1:2 single-quotes", "1:7 single-quotes", "1:21 single-quotes"]),
        ReadingCase(
            name: "trailing commas",
            text: #"{"a": [1, 2,], "b": {"c": 1,},}"#,
            json: #"{"a":[1,2],"b":{"c":1}}"#,
            repairs: ["1:12 trailing-comma", "1:28 trailing-comma", "1:30 trailing-comma"]),
        ReadingCase(
            name: "unquoted keys",
            text: "{aps: {badge: 1}, $x_y-z: true}",
            json: #"{"aps":{"badge":1},"$x_y-z":true}"#,
            repairs: ["1:2 unquoted-key", "1:8 unquoted-key", "1:19 unquoted-key"]),
        ReadingCase(
            name: "a missing comma at a line end",
            text: "{\n \"a\": 1\n \"b\": 2\n}",
            json: #"{"a":1,"b":2}"#,
            repairs: ["3:2 missing-comma"]),
        ReadingCase(
            name: "a bare value of several words",
            text: #"{"alert": Hello world}"#,
            json: #"{"alert":"Hello world"}"#,
            repairs: ["1:11 bare-word"]),
        ReadingCase(
            name: "numbers outside JSON's grammar are words",
            text: #"{"a": 0x10, "b": .5, "c": NaN}"#,
            json: #"{"a":"0x10","b":".5","c":"NaN"}"#,
            repairs: ["1:7 bare-word", "1:18 bare-word", "1:27 bare-word"]),
        ReadingCase(
            name: "a number beyond 64 bits is kept as written",
            text: #"{"id": 123456789012345678901234567890, "r": 1e999}"#,
            json: #"{"id":"123456789012345678901234567890","r":"1e999"}"#,
            repairs: ["1:8 number-out-of-range", "1:45 number-out-of-range"]),
        ReadingCase(
            name: "a string left open at its line end",
            text: "{\"a\": \"open\n}",
            json: #"{"a":"open"}"#,
            repairs: ["1:7 unterminated-string"]),
        // Markdown's emphasis left around a member by a page's editor (§4.8); `_lpm` stays a key.
        ReadingCase(
            name: "Markdown emphasis around a member",
            text: "{\n _lpm: 1,\n **_\"click_action\": \"OPEN\"_**\n}",
            json: #"{"_lpm":1,"click_action":"OPEN"}"#,
            repairs: ["2:2 unquoted-key", "3:2 markdown-emphasis", "3:27 markdown-emphasis"]),
        ReadingCase(
            name: "Markdown bold around a number; a longer run of stars is no emphasis",
            text: #"{"aps": {"content-available": **1**}, "n": 2*****}"#,
            json: #"{"aps":{"content-available":1},"n":"2*****"}"#,
            repairs: ["1:31 markdown-emphasis", "1:34 markdown-emphasis", "1:44 bare-word"]),
        // The type names React Native's console prints before objects and arrays (§4.8).
        ReadingCase(
            name: "pretty-format's type names",
            text: "{\"a\": Object {\"b\": 1,}, \"c\": Array [1,], \"d\": \"Object {\"}",
            json: #"{"a":{"b":1},"c":[1],"d":"Object {"}"#,
            repairs: ["1:7 type-name", "1:21 trailing-comma", "1:30 type-name", "1:38 trailing-comma"]),
        // Dart's type arguments before map and list literals (§4.8); a `<` not followed so is a word.
        ReadingCase(
            name: "Dart's type arguments",
            text: "{'data': <String, dynamic>{'k': <String>['a']}, 'n': <Map<String, int?>> [], 'w': <a> b}",
            json: #"{"data":{"k":["a"]},"n":[],"w":"<a> b"}"#,
            repairs: [
                "1:2 single-quotes", "1:10 type-name", "1:28 single-quotes", "1:33 type-name",
                "1:42 single-quotes", "1:49 single-quotes", "1:54 type-name", "1:78 single-quotes",
                "1:83 bare-word",
            ]),
        // PHP's short array: a `[` whose first entry is a quoted key and `=>` (§4.17).
        ReadingCase(
            name: "PHP's short array",
            text: "['alert' => 'Hi', 'data' => ['k' => 1], 'ids' => [1, 2]]",
            json: #"{"alert":"Hi","data":{"k":1},"ids":[1,2]}"#,
            repairs: [
                "1:2 single-quotes", "1:10 hash-rocket", "1:13 single-quotes", "1:19 single-quotes",
                "1:26 hash-rocket", "1:30 single-quotes", "1:34 hash-rocket", "1:41 single-quotes",
                "1:47 hash-rocket",
            ]),
        // A line a terminal or a page wrapped inside a string (§6).
        ReadingCase(
            name: "a key whose closing quote was wrapped onto the next line",
            text: "{\"id\": 1, \"foreground\n\": true}",
            json: #"{"id":1,"foreground":true}"#,
            repairs: ["1:22 wrapped-string"]),
        ReadingCase(
            name: "a value wrapped inside a word",
            text: "{\"alert\": \"Hello wor\r\nld\", \"b\": 1}",
            json: #"{"alert":"Hello world","b":1}"#,
            repairs: ["1:21 wrapped-string"]),
        ReadingCase(
            name: "a value left open before a line that starts a key is not joined to it",
            text: "{\"a\": \"open\n\"b\": 2}",
            json: #"{"a":"open","b":2}"#,
            repairs: ["1:7 unterminated-string", "2:1 missing-comma"]),
        ReadingCase(
            name: "an unknown escape and a raw tab",
            text: "{\"a\": \"x\\qy\tz\"}",
            json: #"{"a":"xqy\tz"}"#,
            repairs: ["1:7 control-character", "1:9 invalid-escape"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func repairMessagesSayWhatWasFoundAndWhatWasDone() throws {
        let payload = try #require(Lenient.read("{a: 'b',}").first)
        #expect(
            payload.diagnostics.map(\.message) == [
                "unquoted key 'a' read as a string", "string in single quotes 'b' read as a JSON string",
                "trailing ',' before '}' dropped",
            ])
    }

    @Test func theSampleReadsAsOneCleverTapPayload() throws {
        let payloads = Lenient.readDocument(try Lenient.file("samples/paste-json5ish.txt"))
        try #require(payloads.count == 1)
        #expect(
            Lenient.json(payloads[0])
                == #"{"aps":{"alert":{"title":"Price drop","body":"It's cheaper now"},"mutable-content":1,"sound":"default"},"wzrk_acct_id":"W84-WW7-123A","wzrk_pivot":"wzrk_default","wzrk_id":"1764410462_20261129"}"#
        )
        #expect(Lenient.rules(payloads[0]).first == "1:1 comment")
        #expect(payloads[0].value.map(Classifier.classify)?.handler == .clevertap)
    }
}
