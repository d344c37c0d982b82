import Testing

@testable import PushRouteSimulator

/// Text around payloads: a log line's prefix and suffix, a ticket's prose between several
/// payloads, and what happens after a payload that cannot be read (docs/pasted-forms.md §4.6–4.7).
@Suite struct LogLineFormTests {
    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "an NSLog line with text before and after the payload",
            text: #"2026-11-29 10:01:02.123 Shop[812:3344] Push received: {"_lpm":1} (handled)"#,
            json: #"{"_lpm":1}"#,
            repairs: ["1:1 log-prefix", "1:66 log-suffix"]),
        ReadingCase(
            name: "an NSDictionary description starting on a log line",
            text: "2026-11-29 10:01:09.004 Shop[812:3344] {\n    badge = 1;\n}",
            json: #"{"badge":1}"#,
            repairs: ["1:1 log-prefix", "1:40 openstep", "2:13 plain-number"]),
        ReadingCase(
            name: "lines of prose before the payload",
            text: "Seen on the QA phone:\n\n  {\"_lpm\":1}\n",
            json: #"{"_lpm":1}"#,
            repairs: ["1:1 log-prefix"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func severalPayloadsWithTextBetween() throws {
        let payloads = Lenient.readDocument("First:\n{\"_lpm\":1}\nthen, a day later:\n{ badge = 2; }\nThanks")
        #expect(payloads.map(Lenient.json) == [#"{"_lpm":1}"#, #"{"badge":2}"#])
        #expect(
            payloads.map(Lenient.rules) == [
                ["1:1 log-prefix"], ["3:1 log-prefix", "4:1 openstep", "4:11 plain-number", "5:1 log-suffix"],
            ])
    }

    @Test func payloadsOneAfterAnotherNeedNoRepair() throws {
        let payloads = Lenient.readDocument("{\"a\":1}\n{\"b\":2} {\"c\":3}")
        #expect(payloads.map(Lenient.json) == [#"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#])
        #expect(payloads.allSatisfy { $0.status == .valid })
        #expect(payloads.map(\.start.line) == [1, 2, 2])
    }

    @Test func readingResumesAfterAPayloadThatCannotBeRead() throws {
        let payloads = Lenient.readDocument("{\"aps\":{\"alert\":\"broken\" \"_lpm\":4}\n{\"b\": 1}")
        try #require(payloads.count == 2)
        let error = try #require(payloads[0].diagnostics.first)
        #expect(payloads[0].status == .invalid)
        #expect(
            "\(error.line):\(error.column) \(error.ruleText): \(error.message)"
                == #"1:26 parse-error: expected ',' or '}' after the value, found '"_lpm"'"#)
        #expect(Lenient.json(payloads[1]) == #"{"b":1}"#)
    }

    @Test func anUnclosedPayloadIsPartialAndNamesWhereItOpened() throws {
        let payload = try #require(Lenient.read("{\"a\": [1,\n 2").first)
        #expect(payload.status == .partial)
        #expect(Lenient.json(payload) == #"{"a":[1,2]}"#)
        #expect(Lenient.rules(payload) == ["2:3 cut-off"])
        #expect(
            payload.diagnostics.map(\.message) == [
                "the input ends before ']' closes the '[' at 1:7; what was read is kept: the payload is partial"
            ])
    }

    @Test func textWithoutAPayloadIsAnError() throws {
        let payloads = Lenient.readDocument("just some words\n")
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(Lenient.rules(payloads[0]) == ["1:1 no-payload"])
        let blank = Lenient.readDocument(" \n\t")
        #expect(blank.map(\.status) == [.invalid])
        #expect(blank.first?.diagnostics.map(\.message) == ["no payload: the input holds only blank lines"])
    }

    @Test func theSamplesReadEveryPayload() throws {
        let log = Lenient.readDocument(try Lenient.file("samples/paste-log-line.txt"))
        #expect(
            log.map(Lenient.json) == [
                #"{"aps":{"alert":"Order shipped","sound":"default"},"_lpm":6021945811681280}"#,
                #"{"aps":{"content-available":1},"wzrk_acct_id":"W84-WW7-123A","W$id":"0_0"}"#,
                #"{"aps":{"alert":"Back in stock"},"wzrk_dl":"shop://item/42"}"#,
            ])
        let ticket = Lenient.readDocument(try Lenient.file("samples/paste-ticket.txt"))
        #expect(
            ticket.map(Lenient.json) == [
                #"{"aps":{"alert":"Welcome back"},"_lpm":5629499534213120}"#,
                #"{"aps":{"alert":"New arrivals","mutable-content":1},"wzrk_acct_id":"W84-WW7-123A"}"#,
            ])
        #expect(ticket.map(\.status) == [.repaired, .repaired])
    }
}
