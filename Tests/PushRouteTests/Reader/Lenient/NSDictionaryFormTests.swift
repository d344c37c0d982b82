import Testing

@testable import PushRouteCore
@testable import PushRouteSimulator

/// The NSDictionary description (OpenStep text) as `NSLog(@"%@", userInfo)` and `po` print it,
/// with Apple's quoting: only strings of letters and digits go unquoted (docs/pasted-forms.md §4.2).
@Suite struct NSDictionaryFormTests {
    static let example = """
        {
            "_lpm" = 6021945811681280;
            aps =     {
                alert =         {
                    body = "Your order shipped";
                    title = Shop;
                };
                "content-available" = 1;
                sound = default;
            };
            "lp_occurrence_id" = "8d1e0a52-3f8b-4a53-9b0c-2b8f1c3e7d10";
        }
        """

    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "the example of docs/pasted-forms.md",
            text: example,
            json:
                #"{"_lpm":6021945811681280,"aps":{"alert":{"body":"Your order shipped","title":"Shop"},"content-available":1,"sound":"default"},"lp_occurrence_id":"8d1e0a52-3f8b-4a53-9b0c-2b8f1c3e7d10"}"#,
            repairs: ["1:1 openstep", "2:14 plain-number", "6:21 bare-word", "8:31 schema-number", "9:17 bare-word"]),
        ReadingCase(
            name: "arrays in parentheses and <null>",
            text:
                "{\n    list =     (\n        1,\n        \"two words\",\n        three\n    );\n    gone = <null>;\n}",
            json: #"{"list":[1,"two words","three"],"gone":null}"#,
            repairs: ["1:1 openstep", "3:9 plain-number", "5:9 bare-word"]),
        ReadingCase(
            name: "a quoted number is a number only where the schema says so",
            text:
                "{\n    aps =     {\n        \"relevance-score\" = \"0.5\";\n        \"thread-id\" = 42;\n    };\n    version = \"1.5\";\n}",
            json: #"{"aps":{"relevance-score":0.5,"thread-id":"42"},"version":"1.5"}"#,
            repairs: ["1:1 openstep", "3:29 schema-number", "4:23 schema-string"]),
        ReadingCase(
            name: "\\U escapes of non-ASCII text, surrogate pairs included",
            text: #"{ title = "caf\U00e9 \U2014 \Ud83d\Ude00"; }"#,
            json: #"{"title":"café — 😀"}"#,
            repairs: ["1:1 openstep"]),
        ReadingCase(
            name: "true and null are words: the description prints booleans as 1 and 0",
            text: "{ flag = true; word = null; count = 0; }",
            json: #"{"flag":"true","word":"null","count":0}"#,
            repairs: ["1:1 openstep", "1:10 bare-word", "1:23 bare-word", "1:37 plain-number"]),
        ReadingCase(
            name: "an empty dictionary inside",
            text: "{\n    aps =     {\n    };\n    \"_lpm\" = 1;\n}",
            json: #"{"aps":{},"_lpm":1}"#,
            repairs: ["1:1 openstep", "4:14 plain-number"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func keysAndValuesKeepTheirPlaceInTheOriginalText() throws {
        let payload = try #require(Lenient.read(Self.example).first)
        let aps = try #require(payload.value?.objectValue?.member("aps"))
        #expect(aps.keyLocation == PushRouteCore.SourceLocation(line: 3, column: 5))
        #expect(aps.valueLocation == PushRouteCore.SourceLocation(line: 3, column: 15))
        let sound = try #require(aps.value.objectValue?.member("sound"))
        #expect(sound.keyLocation == PushRouteCore.SourceLocation(line: 9, column: 9))
        #expect(sound.valueLocation == PushRouteCore.SourceLocation(line: 9, column: 17))
    }

    @Test func theSampleReadsAsOneNSDictionaryPayload() throws {
        let payloads = Lenient.readDocument(try Lenient.file("samples/paste-nsdictionary.txt"))
        try #require(payloads.count == 1)
        #expect(
            Lenient.json(payloads[0])
                == #"{"_lpm":6021945811681280,"_lpx":{"URL":"shop://orders/8812","__name__":"Open URL"},"aps":{"alert":{"body":"Your order shipped","loc-args":["8812","café"],"title":"3"},"badge":2,"content-available":1,"relevance-score":0.5,"sound":"default"},"lp_occurrence_id":"8d1e0a52-3f8b-4a53-9b0c-2b8f1c3e7d10","lp_sent_time":1795948862,"tracking":"<null>","extra":null}"#
        )
        #expect(
            Lenient.rules(payloads[0]) == [
                "1:1 openstep", "2:14 plain-number", "11:17 schema-string", "14:21 schema-string",
                "16:17 schema-number",
                "17:31 schema-number", "18:29 schema-number", "19:17 bare-word", "22:22 plain-number",
            ])
    }
}
