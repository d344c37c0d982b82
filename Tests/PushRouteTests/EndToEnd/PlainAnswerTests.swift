import Foundation
import Testing

/// A flag present with the wrong type is said so where the answer is given:
/// `content-available: no ("1" is a string; APNs wants the number 1)` in classify, and
/// `woken: no (...)` in simulate, text and JSON (golden files `plain/<name>`).
@Suite struct PlainAnswerTests {
    static let wrongTypes = """
        {"aps":{"alert":"a","content-available":"1"},"_lpm":1}
        {"aps":{"alert":"a","content-available":true,"mutable-content":"1"},"wzrk_id":"1"}
        {"aps":{"content-available":1.0}}
        {"aps":{"alert":"a","content-available":0,"mutable-content":null}}
        {"aps":{"alert":"a","content-available":1,"mutable-content":1},"_lpm":1}

        """

    static let cases: [GoldenCase] = [
        .init(name: "classify-text", arguments: ["classify"], stdin: wrongTypes, status: 0),
        .init(name: "classify-json", arguments: ["classify", "--format", "json"], stdin: wrongTypes, status: 0),
        // The hot path of --lines leaves such a payload to the full reader, which says why.
        .init(name: "classify-lines", arguments: ["classify", "--lines", "--jobs", "1"], stdin: wrongTypes, status: 0),
        .init(
            name: "simulate-text", arguments: ["simulate", "--state", "background", "--event", "receive"],
            stdin: wrongTypes, status: 0),
        .init(
            name: "simulate-json", arguments: ["simulate", "--format", "json", "--state", "background"],
            stdin: wrongTypes, status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "plain")
    }
}
