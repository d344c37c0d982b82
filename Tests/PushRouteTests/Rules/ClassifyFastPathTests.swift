import Foundation
import Testing

/// `classify` reads a whole file that is strict JSON of one push, with only blanks around it,
/// on jansson's tree without the full reader (`ClassifyRun.fastRecord`). Every other file takes
/// the reader. Either way the answer is the reader's: these are its outputs, recorded before
/// the fast path existed, for files on both sides of the line between the two paths.
@Suite struct ClassifyFastPathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var output: String
        var errors = ""
        var status: Int32 = 0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "blank lines before", bytes: Array("\n\n  {\"aps\":{\"alert\":\"x\"},\"_lpm\":1}\n\n".utf8),
            output: "t.json:3: leanplum by _lpm; content-available: no; mutable-content: no\n"),
        Case(
            name: "CR LF", bytes: Array("\r\n{\"aps\":{\"alert\":\"x\"},\"wzrk_id\":\"1\"}\r\n".utf8),
            output: "t.json:2: clevertap by wzrk_id; content-available: no; mutable-content: no\n"),
        Case(
            name: "text after", bytes: Array(#"{"aps":{}} trailing"#.utf8),
            output: "t.json:1: none; content-available: no; mutable-content: no; repaired (1)\n",
            errors:
                "t.json:1:12: warning: text after the payload skipped: 'trailing'\n{\"aps\":{}} trailing\n           ^\n"
        ),
        Case(
            name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"aps":{},"_lpm":1}"#.utf8),
            output: "t.json:1: leanplum by _lpm; content-available: no; mutable-content: no; repaired (1)\n",
            errors: "t.json:1:1: warning: byte order mark skipped\n{\"aps\":{},\"_lpm\":1}\n^\n"),
        Case(
            name: "array", bytes: Array(#"[{"aps":{},"_lpm":1}]"#.utf8),
            output: "t.json:1: leanplum by _lpm; content-available: no; mutable-content: no; repaired (1)\n",
            errors:
                "t.json:1:2: note: element 1 of an array of 1: APNs takes a single object\n[{\"aps\":{},\"_lpm\":1}]\n ^\n"
        ),
        Case(
            name: "number", bytes: Array("42".utf8),
            output: "t.json:1: invalid at 1:1: an APNs payload is a JSON object; this is a number\n",
            errors: "t.json:1:1: error: an APNs payload is a JSON object; this is a number\n42\n^\n", status: 1),
        Case(
            name: "too deep", bytes: Array(#"{"a":{"b":{"c":{"d":1}}},"_lpm":1}"#.utf8),
            output: "t.json:1: invalid at 1:1: nesting deeper than 3 levels; raise the limit with --max-depth\n",
            errors:
                "t.json:1:1: error: nesting deeper than 3 levels; raise the limit with --max-depth\n{\"a\":{\"b\":{\"c\":{\"d\":1}}},\"_lpm\":1}\n^\n",
            status: 1),
        Case(
            name: "two documents", bytes: Array(#"{"aps":{"alert":"x"}}{"aps":{}}"#.utf8),
            output:
                "t.json:1: none; content-available: no; mutable-content: no\nt.json:1: none; content-available: no; mutable-content: no\n"
        ),
        Case(
            name: "no SDK key", bytes: Array(#"{"aps":{},"x":1}"#.utf8),
            output: "t.json:1: none; content-available: no; mutable-content: no\n"),
    ]

    @Test(arguments: cases)
    func answersAsTheReaderDoes(_ testCase: Case) throws {
        let scratch = try Scratch()
        try scratch.write("t.json", Data(testCase.bytes))
        let result = try scratch.run(["classify", "--max-depth", "3", "t.json"])
        #expect(result.standardOutput == testCase.output)
        #expect(result.standardError == testCase.errors)
        #expect(result.status == testCase.status)
    }
}
