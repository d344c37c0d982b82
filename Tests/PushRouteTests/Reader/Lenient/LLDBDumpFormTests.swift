import Testing

@testable import PushRouteCore
@testable import PushRouteRules

/// lldb's tree dump of a dictionary, `po userInfo` in Swift (docs/pasted-forms.md §4.4).
@Suite struct LLDBDumpFormTests {
    static let example = """
        ▿ 2 elements
          ▿ 0 : 2 elements
            ▿ key : AnyHashable("_lpm")
              - value : "_lpm"
            - value : 42
          ▿ 1 : 2 elements
            ▿ key : AnyHashable("aps")
              - value : "aps"
            ▿ value : 1 element
              ▿ 0 : 2 elements
                - key : alert
                - value : Hello
        """

    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "the example of docs/pasted-forms.md",
            text: example,
            json: #"{"_lpm":42,"aps":{"alert":"Hello"}}"#,
            repairs: ["1:1 lldb-dump", "5:15 plain-number", "12:19 bare-word"]),
        ReadingCase(
            name: "an array value",
            text:
                "▿ 1 element\n  ▿ 0 : 2 elements\n    - key : list\n    ▿ value : 2 elements\n      - 0 : a\n      - 1 : 2",
            json: #"{"list":["a",2]}"#,
            repairs: ["1:1 lldb-dump", "5:13 bare-word", "6:13 plain-number"]),
        ReadingCase(
            name: "an empty dictionary",
            text: "▿ 0 elements",
            json: "{}",
            repairs: ["1:1 lldb-dump"]),
        ReadingCase(
            name: "the schema types leaves: badge a number, title a string",
            text:
                "▿ 1 element\n  ▿ 0 : 2 elements\n    - key : aps\n    ▿ value : 2 elements\n      ▿ 0 : 2 elements\n        - key : badge\n        - value : 3\n      ▿ 1 : 2 elements\n        - key : category\n        - value : 7",
            json: #"{"aps":{"badge":3,"category":"7"}}"#,
            repairs: ["1:1 lldb-dump", "7:19 schema-number", "10:19 schema-string"]),
        ReadingCase(
            name: "the dump ends at a line that is not part of the tree",
            text:
                "(lldb) po userInfo\n▿ 1 element\n  ▿ 0 : 2 elements\n    - key : \"a \\\"b\\\"\"\n    - value : <null>\n(lldb) continue",
            json: #"{"a \"b\"":null}"#,
            repairs: ["1:1 log-prefix", "2:1 lldb-dump", "6:1 log-suffix"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func keysAndValuesKeepTheirPlaceInTheOriginalText() throws {
        let payload = try #require(Lenient.read(Self.example).first)
        let member = try #require(payload.value?.objectValue?.member("_lpm"))
        #expect(member.keyLocation == PushRouteCore.SourceLocation(line: 4, column: 17))
        #expect(member.valueLocation == PushRouteCore.SourceLocation(line: 5, column: 15))
    }

    @Test func theSampleReadsAsOneLeanplumPayload() throws {
        let payloads = Lenient.readDocument(try Lenient.file("samples/paste-lldb.txt"))
        try #require(payloads.count == 1)
        #expect(
            Lenient.json(payloads[0])
                == #"{"_lpm":42,"aps":{"alert":"Hello there","badge":1},"lp_occurrence_id":"8d1e0a52-3f8b-4a53-9b0c-2b8f1c3e7d10"}"#
        )
        #expect(payloads[0].value.map(Classifier.classify)?.handler == .leanplum)
    }
}
