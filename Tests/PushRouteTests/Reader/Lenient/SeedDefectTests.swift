import Testing

@testable import PushRouteReader
@testable import PushRouteSimulator

/// The nine defects of the design note's two examples (docs/pasted-forms.md §4.8), one case each.
@Suite struct SeedDefectTests {
    static let defects: [ReadingCase] = [
        ReadingCase(
            name: "1. a URL cut at its colon is kept as far as it goes",
            text: #"{"wzrk_dl":"https":,"LP_URL":"https":}"#,
            json: #"{"wzrk_dl":"https:","LP_URL":"https:"}"#,
            repairs: ["1:12 truncated-value", "1:30 truncated-value"]),
        ReadingCase(
            name: "2. bare words are strings",
            text: #"{"wzrk_acct_id":W84-WW7-123A,"W$id":0_0}"#,
            json: #"{"wzrk_acct_id":"W84-WW7-123A","W$id":"0_0"}"#,
            repairs: ["1:17 bare-word", "1:37 bare-word"]),
        ReadingCase(
            name: "3. a quoted fragment and its unquoted rest are one string",
            text: #"{"ct_mediaUrl":"https"://db7hsdc8829us.cloudfront.net/...,"W$dt":"APPLE"}"#,
            json: #"{"ct_mediaUrl":"https://db7hsdc8829us.cloudfront.net/...","W$dt":"APPLE"}"#,
            repairs: ["1:16 fused-string"]),
        ReadingCase(
            name: "4. the key and '=' inside one quoted string",
            text: "{\"aps\":{\"alert =\"\"Push message goes here.\",\"x\":{\"alert =\"{\"body\":\"b\"}}}}",
            json: #"{"aps":{"alert":"Push message goes here.","x":{"alert":{"body":"b"}}}}"#,
            repairs: ["1:9 fused-key-value", "1:49 fused-key-value"]),
        ReadingCase(
            name: "5. a whole key = value pair inside one quoted string",
            text: "{\"alert\":{\n  \"body = message\",\n  \"title = hello\"\n}}",
            json: #"{"alert":{"body":"message","title":"hello"}}"#,
            repairs: ["2:3 fused-pair", "3:3 fused-pair"]),
        ReadingCase(
            name: "6. key, '=' and an empty value fused into quotes",
            text: "{\"_lpx\":{\n      \"__name__\"\"=\"\"\"\n}}",
            json: #"{"_lpx":{"__name__":""}}"#,
            repairs: ["2:17 quoted-separator"]),
        ReadingCase(
            name: "7. '=' instead of ':', unquoted keys",
            text: "{\"aps\":{\"content-available\"= 1,\n badge = 3}}",
            json: #"{"aps":{"content-available":1,"badge":3}}"#,
            repairs: [
                "1:28 equals-separator", "1:30 schema-number", "2:2 unquoted-key", "2:8 equals-separator",
                "2:10 schema-number",
            ]),
        ReadingCase(
            name: "8. a ';' after a value, mixed with ',' separators",
            text: "{\"aps\":{\"alert\":{\"title\":\"hello\"};\n \"badge\":1},\"_lpm\":1}",
            json: #"{"aps":{"alert":{"title":"hello"},"badge":1},"_lpm":1}"#,
            repairs: ["1:34 semicolon-separator"]),
        ReadingCase(
            name: "9. numbers stay as in the source: exact 64-bit integers",
            text: "{\"_lpn\":5187874616049123,\"W$rnv\":0,\"aps\":{\"mutable-content\"= 1, badge = 3}}",
            json: #"{"_lpn":5187874616049123,"W$rnv":0,"aps":{"mutable-content":1,"badge":3}}"#,
            repairs: [
                "1:60 equals-separator", "1:62 schema-number", "1:65 unquoted-key", "1:71 equals-separator",
                "1:73 schema-number",
            ]),
    ]

    @Test(arguments: defects)
    func defect(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    /// The two examples verbatim read as the JSON the design note means (samples/seed-*.json).
    @Test(arguments: ["seed-leanplum", "seed-clevertap"])
    func seedReadsAsIntended(_ name: String) throws {
        let payloads = Lenient.read(try Lenient.file("samples/\(name).txt"))
        try #require(payloads.count == 1)
        let intended = try Jansson.decode(try Lenient.file("samples/\(name).json")).get()
        #expect(payloads[0].value == intended)
        #expect(payloads[0].status == .repaired)
    }

    @Test func clevertapSeedRepairsAreReportedWhereTheyStand() throws {
        let payload = try #require(Lenient.read(try Lenient.file("samples/seed-clevertap.txt")).first)
        let bareWord = try #require(payload.diagnostics.first { $0.rule == "bare-word" })
        #expect(
            "\(bareWord.line):\(bareWord.column): \(bareWord.message)"
                == "6:19: bare word 'W84-WW7-123A' read as a string")
    }
}
