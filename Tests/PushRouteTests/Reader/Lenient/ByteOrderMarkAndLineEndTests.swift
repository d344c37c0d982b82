import Testing

@testable import PushRouteCore

/// A UTF-8 byte order mark and CR LF line ends (docs/pasted-forms.md §4.6–4.7).
@Suite struct ByteOrderMarkAndLineEndTests {
    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "a byte order mark before relaxed JSON, columns counted after it",
            text: "\u{FEFF}{\r\n  a: 1,\r\n}",
            json: #"{"a":1}"#,
            repairs: ["1:1 byte-order-mark", "2:3 unquoted-key", "2:7 trailing-comma"]),
        ReadingCase(
            name: "an NSDictionary description with CR LF line ends",
            text: "{\r\n    badge = 1;\r\n    title = \"a b\";\r\n}\r\n",
            json: #"{"badge":1,"title":"a b"}"#,
            repairs: ["1:1 openstep", "2:13 plain-number"]),
        ReadingCase(
            name: "a carriage return does not end up in a bare word",
            text: "{\"a\": word\r\n}",
            json: #"{"a":"word"}"#,
            repairs: ["1:7 bare-word"]),
        ReadingCase(
            name: "a string left open at a CR LF line end",
            text: "{\"a\": \"b\r\n}",
            json: #"{"a":"b"}"#,
            repairs: ["1:7 unterminated-string"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func validJSONAfterAByteOrderMarkIsRepairedForTheMarkAlone() throws {
        let payloads = Lenient.readDocument("\u{FEFF}{\"a\": 1}")
        try #require(payloads.count == 1)
        #expect(Lenient.json(payloads[0]) == #"{"a":1}"#)
        #expect(Lenient.rules(payloads[0]) == ["1:1 byte-order-mark"])
        #expect(payloads[0].start == PushRouteCore.SourceLocation(line: 1, column: 1))
    }

    @Test func validJSONWithCRLFNeedsNoRepair() throws {
        let payloads = Lenient.readDocument("{\r\n  \"a\": 1\r\n}\r\n")
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .valid)
        #expect(
            payloads[0].value?.objectValue?.member("a")?.keyLocation == PushRouteCore.SourceLocation(line: 2, column: 3)
        )
    }

    @Test func theSampleHasBoth() throws {
        let payloads = Lenient.readDocument(try Lenient.file("samples/paste-bom-crlf.json"))
        try #require(payloads.count == 1)
        #expect(Lenient.rules(payloads[0]) == ["1:1 byte-order-mark"])
        #expect(
            Lenient.json(payloads[0])
                == #"{"aps":{"alert":"Saved with a byte order mark and CR LF","content-available":1},"_lpm":5066549580791808}"#
        )
    }
}
