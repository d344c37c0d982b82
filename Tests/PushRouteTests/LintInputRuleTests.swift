import Testing
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// Rules about the input itself and the payload's shape. The `⟨` marks where each
/// finding must point.
@Suite struct LintInputRuleTests {
    static let parseError: [RuleCase] = [
        .init("strict JSON is fine", #"{"aps":{"alert":"hi"}}"#),
        .init("missing comma", #"{"aps":{"alert":"broken" ⟨"_lpm":4}}"#, message: "expected ',' or '}' after the value, found '\"_lpm\"'"),
        .init("missing value, second line", "{\n  \"wzrk_acct_id\": ⟨}\n}"),
        .init("one finding per broken payload", "{\"aps\":{}}\n{\"a\": ⟨}\n{\"aps\":{}}\n{\"b\": ⟨]"),
    ]

    @Test(arguments: parseError) func parseErrorRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: ParseErrorRule.self)
    }

    static let duplicateKey: [RuleCase] = [
        .init("distinct keys", #"{"aps":{"badge":1},"a":1,"b":1}"#),
        .init("top level", #"{"aps":{},⟨"_lpm":1,"_lpm":2}"#, message: "duplicate key '_lpm': this value is ignored, the value at 1:27 is used"),
        .init("inside aps", #"{"aps":{⟨"badge":1,"sound":"a","badge":2}}"#, message: "duplicate key 'aps.badge': this value is ignored, the value at 1:39 is used"),
        .init("three times", #"{"aps":{},⟨"x":1,⟨"x":2,"x":3}"#),
        .init("inside an array", #"{"aps":{},"list":[{⟨"k":1,"k":2}]}"#),
        .init("same key in two objects is fine", #"{"aps":{"alert":{"title":"a"}},"x":{"title":"b"}}"#),
    ]

    @Test(arguments: duplicateKey) func duplicateKeyRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: DuplicateKeyRule.self)
    }

    static let payloadNotObject: [RuleCase] = [
        .init("object", #"{"aps":{}}"#),
        .init("array of objects: another rule", #"[{"aps":{}}]"#),
        .init("mixed array", #"⟨[{"aps":{}}, 1]"#, message: "an APNs payload is a JSON object; this is a mixed array"),
        .init("string", #"⟨"aps""#, message: "an APNs payload is a JSON object; this is a string"),
        .init("number after leading space", "  \n  ⟨42", message: "an APNs payload is a JSON object; this is a number"),
    ]

    @Test(arguments: payloadNotObject) func payloadNotObjectRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadNotObjectRule.self)
    }

    static let payloadArray: [RuleCase] = [
        .init("one object", #"{"aps":{}}"#),
        .init("an array of two", "[⟨{\"aps\":{}},\n ⟨{\"_lpm\":1}]", message: "element 1 of an array of 2: APNs takes a single object"),
        .init("an lldb dump of an array", "\u{25BF} 1 element\n  - 0 : ⟨{\n    aps = {\n    };\n  }"),
    ]

    @Test(arguments: payloadArray) func payloadArrayRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadArrayRule.self)
    }

    static let payloadEnvelope: [RuleCase] = [
        .init("the push itself", #"{"aps":{},"payload":{"aps":{}}}"#),
        .init(
            "Amazon SNS", #"{"default":"x","APNS":⟨"{\"aps\":{}}"}"#,
            message: "push read from inside an Amazon SNS message, at 'APNS' (a JSON string); a fixture should be the push itself"),
        .init("Firebase HTTP v1", #"{"message":{"token":"t","apns":{"payload":⟨{"aps":{}}}}}"#),
        .init("a payload key that holds no push", #"{"token":"t","payload":{"x":1}}"#),
    ]

    @Test(arguments: payloadEnvelope) func payloadEnvelopeRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadEnvelopeRule.self)
    }

    static let payloadPartial: [RuleCase] = [
        .init("whole", #"{"aps":{"alert":"a"},"_lpm":1}"#),
        .init(
            "cut off", "{\"aps\":{\"alert\":\"a\"},\n \"_lpm\":1,⟨",
            message: "the input ends before '}' closes the '{' at 1:1; what was read is kept: the payload is partial"),
        .init("left out", "{\"aps\":{},\n  ⟨…\n}"),
    ]

    @Test(arguments: payloadPartial) func payloadPartialRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadPartialRule.self)
    }

    static let apsMissing: [RuleCase] = [
        .init("aps present", #"{"aps":{"alert":"a"}}"#),
        .init("no aps", #"⟨{"alert":"a"}"#, message: "missing 'aps': every push needs an 'aps' object"),
        .init("APS in upper case", "\n⟨{\"APS\":{\"alert\":\"a\"}}", message: "missing 'aps': every push needs an 'aps' object; is 'APS' meant to be 'aps'?"),
        .init("not an object: another rule", #"[1]"#),
    ]

    @Test(arguments: apsMissing) func apsMissingRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSMissingRule.self)
    }

    static let apsNotObject: [RuleCase] = [
        .init("object", #"{"aps":{}}"#),
        .init("string", #"{"aps":⟨"alert"}"#, message: "expected an object for 'aps', found string \"alert\""),
        .init("array on its own line", "{\n  \"aps\":\n    ⟨[]\n}"),
        .init("null", #"{"aps": ⟨null}"#),
    ]

    @Test(arguments: apsNotObject) func apsNotObjectRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSNotObjectRule.self)
    }

    /// The lenient reader produces repaired payloads; here one is built by hand, with
    /// its repairs placed at the markers.
    @Test func repairedInputGivesOneFindingPerPayloadListingItsRepairs() throws {
        let fixture = MarkedFixture("{\n   \"wzrk_acct_id\":⟨W84-WW7-123A,\n   \"wzrk_dl\":\"https\"⟨:,\n   \"aps\":{}\n}")
        let repairs = [
            Diagnostic(file: "seed.txt", at: fixture.locations[0], severity: .warning, rule: "bare-word", message: "bare word 'W84-WW7-123A' read as a string"),
            Diagnostic(file: "seed.txt", at: fixture.locations[1], severity: .warning, rule: nil, message: "value looks truncated"),
        ]
        let payload = ReadPayload(
            file: "seed.txt", start: .init(line: 1, column: 1),
            value: ["wzrk_acct_id": "W84-WW7-123A", "wzrk_dl": "https:", "aps": [:]], diagnostics: repairs)
        let found = Linter(rules: [RepairedInputRule.info]).lint(payload)
        #expect(found.map(\.location) == [fixture.locations[0]])
        #expect(found.map(\.message) == [
            "not strict JSON, read after 2 repairs: bare word 'W84-WW7-123A' read as a string (bare-word) at 2:19; value looks truncated at 3:21",
        ])
        // One repair: the message is the repair's.
        let one = ReadPayload(
            file: "seed.txt", start: .init(line: 1, column: 1), value: ["aps": [:]], diagnostics: [repairs[1]])
        #expect(Linter(rules: [RepairedInputRule.info]).lint(one).map(\.message) == ["not strict JSON: value looks truncated"])
        // 25 repairs: the first 20 listed, then how many more.
        let many = (1...25).map { Diagnostic(file: "m.txt", at: .init(line: $0, column: 1), severity: .warning, rule: nil, message: "r\($0)") }
        let manyPayload = ReadPayload(file: "m.txt", start: .init(line: 1, column: 1), value: ["aps": [:]], diagnostics: many)
        let listed = (1...20).map { "r\($0) at \($0):1" }.joined(separator: "; ")
        #expect(Linter(rules: [RepairedInputRule.info]).lint(manyPayload).map(\.message) == [
            "not strict JSON, read after 25 repairs: \(listed); and 5 more",
        ])
        #expect(found.allSatisfy { $0.severity == .error && $0.rule == "repaired-input" && $0.file == "seed.txt" })
    }

    @Test func repairedInputIsSilentForValidAndInvalidPayloads() {
        let valid = ReadPayload(file: "a", start: .init(line: 1, column: 1), value: ["aps": [:]])
        let invalid = ReadPayload(
            file: "a", start: .init(line: 1, column: 1), value: nil,
            diagnostics: [Diagnostic(file: "a", line: 1, column: 2, severity: .error, rule: "parse-error", message: "x")])
        #expect(Linter(rules: [RepairedInputRule.info]).lint(valid).isEmpty)
        #expect(Linter(rules: [RepairedInputRule.info]).lint(invalid).isEmpty)
    }

    /// Hand-built values have no positions: findings fall back to the payload's start.
    @Test func findingsWithoutPositionsPointAtThePayload() {
        let payload = ReadPayload(file: "a", start: .init(line: 4, column: 2), value: ["aps": ["badge": -1]])
        let found = Linter(rules: [APSBadgeRule.info]).lint(payload)
        #expect(found.map(\.location) == [.init(line: 4, column: 2)])
    }
}
