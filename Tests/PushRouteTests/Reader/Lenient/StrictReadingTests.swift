import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// The reader's one strict entry point (`PayloadReader.readStrictly`, docs/pasted-forms.md
/// §11): strict JSON that is a push as it stands is taken there, anything that may hold pushes
/// to split or open is left to the full reader, and `readLine` reads a line the same either
/// way: as the full reader (`readDocument`) reads it.
@Suite struct StrictReadingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        /// Whether the strict entry point takes it.
        var strict: Bool
        var recognizePushes = true
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: #"{"aps":{"alert":"a"}}"#, strict: true),
        Case(line: #"  {"_lpm":1,"message":"a push with an envelope's key"}"#, strict: true),
        Case(line: #"{"wzrk_acct_id":"A","payload":{"aps":{}}}"#, strict: true),
        Case(line: #"{"aps":"not an object","payload":1}"#, strict: true),
        Case(line: #"{"title":"no push, no envelope key"}"#, strict: true),
        Case(line: #"{"payload":{"aps":{"alert":"a"}}}"#, strict: false),
        Case(line: #"{"message":"may wrap one; the full reader decides"}"#, strict: false),
        Case(line: #"{"APNS":"{\"aps\":{\"alert\":\"a\"}}"}"#, strict: false),
        Case(line: #"[{"aps":{}},{"aps":{}}]"#, strict: false),
        Case(line: #"[{"aps":{}},{"aps":{}}]"#, strict: true, recognizePushes: false),
        Case(line: #"{"payload":{"aps":{}}}"#, strict: true, recognizePushes: false),
        Case(line: #""a string""#, strict: false),
        Case(line: #"{"aps":{}} and text after"#, strict: false),
        Case(line: #"{aps: {alert: 'Hi'}}"#, strict: false),
    ]

    @Test(arguments: cases)
    func strictEntryPointTakesOnlyAPushAsItStands(_ testCase: Case) {
        let reader = PayloadReader(recognizePushes: testCase.recognizePushes)
        var refused: StrictRefusal?
        var taken: ReadPayload?
        let took = Array(testCase.line.utf8).withUnsafeBytes { bytes in
            reader.readStrictly(bytes, file: "t.ndjson", line: 3, document: false, refused: &refused) { _, payload in
                taken = payload
                return true
            }
        }
        #expect(took == testCase.strict)
        #expect((taken != nil) == testCase.strict)
        let column = testCase.line.utf8.prefix { ASCII.isWhitespace($0) }.count + 1
        if let taken {
            #expect(taken.start == SourceLocation(line: 3, column: column))
            #expect(taken.value == nil && taken.diagnostics.isEmpty)
        }
        #expect((refused != nil) == (testCase.line == #"{aps: {alert: 'Hi'}}"#))
    }

    /// `readLine` gives what the full reader gives for the same text, strict path or not.
    @Test(arguments: cases)
    func readLineReadsAsTheFullReader(_ testCase: Case) {
        let reader = PayloadReader(recognizePushes: testCase.recognizePushes)
        var byLine: [String] = []
        var byDocument: [String] = []
        Array(testCase.line.utf8).withUnsafeBytes { bytes in
            reader.readLine(bytes, file: "t", line: 1) { byLine.append(Self.describe($0)) }
            reader.readDocument(bytes, file: "t", sniffed: true) { byDocument.append(Self.describe($0)) }
        }
        #expect(!byLine.isEmpty)
        #expect(byLine == byDocument)
    }

    static func describe(_ payload: ReadPayload) -> String {
        "\(payload.start) \(payload.status) \(String(describing: payload.value)) \(payload.diagnostics)"
    }
}
