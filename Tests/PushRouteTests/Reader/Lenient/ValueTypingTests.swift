import Testing

@testable import PushRouteSimulator

/// How values of text without types are typed: Apple's schema first, then plain numbers,
/// then strings; JSON's own types are kept where the text has them.
@Suite struct ValueTypingTests {
    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "badge outside aps is not the schema's badge",
            text: "{ badge = 3; }",
            json: #"{"badge":3}"#,
            repairs: ["1:1 openstep", "1:11 plain-number"]),
        ReadingCase(
            name: "badge inside aps is a number",
            text: "{ aps = { badge = 3; }; }",
            json: #"{"aps":{"badge":3}}"#,
            repairs: ["1:1 openstep", "1:19 schema-number"]),
        ReadingCase(
            name: "the alert's title is a string, and so is a plain alert",
            text: "{ aps = { alert = { title = 3; }; }; x = { aps = { alert = 42; }; }; }",
            json: #"{"aps":{"alert":{"title":"3"}},"x":{"aps":{"alert":42}}}"#,
            repairs: ["1:1 openstep", "1:29 schema-string", "1:60 plain-number"]),
        ReadingCase(
            name: "a critical sound: critical and volume numbers, name a string",
            text: #"{ aps = { sound = { critical = 1; name = 7; volume = "0.5"; }; }; }"#,
            json: #"{"aps":{"sound":{"critical":1,"name":"7","volume":0.5}}}"#,
            repairs: ["1:1 openstep", "1:32 schema-number", "1:42 schema-string", "1:54 schema-number"]),
        ReadingCase(
            name: "the Live Activity times and the relevance score are numbers",
            text:
                #"{ aps = { "stale-date" = 1795948862; timestamp = "1795948862"; "dismissal-date" = 0; "relevance-score" = 1.5; }; }"#,
            json: #"{"aps":{"stale-date":1795948862,"timestamp":1795948862,"dismissal-date":0,"relevance-score":1.5}}"#,
            repairs: [
                "1:1 openstep", "1:26 schema-number", "1:50 schema-number", "1:83 schema-number", "1:106 schema-number",
            ]),
        ReadingCase(
            name: "a schema number that is not a number stays a string",
            text: "{ aps = { badge = many; }; }",
            json: #"{"aps":{"badge":"many"}}"#,
            repairs: ["1:1 openstep", "1:19 bare-word"]),
        ReadingCase(
            name: "a quoted number without a schema type stays a string",
            text: #"{ version = "1.5"; }"#,
            json: #"{"version":"1.5"}"#,
            repairs: ["1:1 openstep"]),
        ReadingCase(
            name: "JSON's own types are kept: a quoted badge, a numeric title",
            text: #"{"aps": {"badge": "3", "alert": {"title": 3}}, "flag": true, "none": null,}"#,
            json: #"{"aps":{"badge":"3","alert":{"title":3}},"flag":true,"none":null}"#,
            repairs: ["1:74 trailing-comma"]),
        ReadingCase(
            name: "a value after '=' in JSON is typed like NSDictionary text",
            text: #"{"aps": {"alert" = {"title" = 3}, "badge" = "2"}}"#,
            json: #"{"aps":{"alert":{"title":"3"},"badge":2}}"#,
            repairs: [
                "1:18 equals-separator", "1:29 equals-separator", "1:31 schema-string", "1:43 equals-separator",
                "1:45 schema-number",
            ]),
        ReadingCase(
            name: "loc-args elements are strings",
            text: #"{ aps = { alert = { "loc-args" = ( 1, two ); }; }; }"#,
            json: #"{"aps":{"alert":{"loc-args":["1","two"]}}}"#,
            repairs: ["1:1 openstep", "1:36 schema-string", "1:39 bare-word"]),
    ]

    @Test(arguments: cases)
    func types(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func decisionsNameTheKeyAndTheSchema() throws {
        let payload = try #require(Lenient.read("{ aps = { badge = 3; alert = { title = 4; }; }; }").first)
        #expect(
            payload.diagnostics.map(\.message) == [
                "NSDictionary description (OpenStep text) read as JSON",
                "'3' read as a number: Apple's schema gives 'badge' a number",
                "'4' read as a string: Apple's schema gives 'title' a string",
            ])
    }
}
