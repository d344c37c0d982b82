import Testing

@testable import PushRouteRules
@testable import PushRouteSimulator

/// Swift's `print` of `[AnyHashable: Any]`: keys wrapped in `AnyHashable(...)`, string values
/// unquoted (spaces and commas included), nested dictionaries as NSDictionary descriptions
/// (docs/pasted-forms.md §4.3).
@Suite struct SwiftPrintFormTests {
    static let example = """
        Push received: [AnyHashable("wzrk_acct_id"): TEST-ABC-123Z, AnyHashable("wzrk_dl"): shop://deal/7, AnyHashable("aps"): {
            alert =     {
                body = "50% off, today only";
                title = Deals;
            };
            "mutable-content" = 1;
        }, AnyHashable("W$id"): 0_0]
        """

    static let cases: [ReadingCase] = [
        ReadingCase(
            name: "the example of docs/pasted-forms.md",
            text: example,
            json:
                #"{"wzrk_acct_id":"TEST-ABC-123Z","wzrk_dl":"shop://deal/7","aps":{"alert":{"body":"50% off, today only","title":"Deals"},"mutable-content":1},"W$id":"0_0"}"#,
            repairs: [
                "1:1 log-prefix", "1:16 swift-print", "1:46 bare-word", "1:85 bare-word", "4:17 bare-word",
                "6:25 schema-number", "7:25 bare-word",
            ]),
        ReadingCase(
            name: "an unquoted value runs to the next key, commas and spaces included",
            text: #"[AnyHashable("a"): 50% off, today only, AnyHashable("b"): 1]"#,
            json: #"{"a":"50% off, today only","b":1}"#,
            repairs: ["1:1 swift-print", "1:20 bare-word", "1:59 plain-number"]),
        ReadingCase(
            name: "a [String: Any] dictionary has quoted keys",
            text: "[\"aps\": {\n    badge = 2;\n}, \"k\": v w]",
            json: #"{"aps":{"badge":2},"k":"v w"}"#,
            repairs: ["1:1 swift-print", "2:13 schema-number", "3:9 bare-word"]),
        ReadingCase(
            name: "an empty dictionary",
            text: "[:]",
            json: "{}",
            repairs: ["1:1 swift-print"]),
        ReadingCase(
            name: "<null> and a quoted value",
            text: #"[AnyHashable("n"): <null>, AnyHashable("q"): "x, y"]"#,
            json: #"{"n":null,"q":"x, y"}"#,
            repairs: ["1:1 swift-print"]),
        ReadingCase(
            name: "a key that is not a string",
            text: "[AnyHashable(1): one]",
            json: #"{"1":"one"}"#,
            repairs: ["1:1 swift-print", "1:18 bare-word"]),
        ReadingCase(
            name: "text after the closing bracket",
            text: #"[AnyHashable("a"): b] (AppDelegate.swift:42)"#,
            json: #"{"a":"b"}"#,
            repairs: ["1:1 swift-print", "1:20 bare-word", "1:23 log-suffix"]),
    ]

    @Test(arguments: cases)
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    @Test func theSampleReadsAsOneCleverTapPayload() throws {
        let payloads = Lenient.readDocument(try Lenient.file("samples/paste-swift-print.txt"))
        try #require(payloads.count == 1)
        #expect(
            Lenient.json(payloads[0])
                == #"{"wzrk_acct_id":"TEST-ABC-123Z","wzrk_dl":"shop://deal/7","aps":{"alert":{"body":"50% off, today only","title":"Deals"},"mutable-content":1},"wzrk_pivot":"50% off, today only","W$id":"0_0"}"#
        )
        #expect(payloads[0].value.map(Classifier.classify)?.handler == .clevertap)
    }
}
