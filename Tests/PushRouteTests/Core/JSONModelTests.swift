import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// The JSON model: order, exact integers, reals apart, positions, jansson's encoder.
@Suite struct JSONModelTests {
    @Test func keysKeepTheirWrittenOrder() throws {
        let value = try Jansson.decode(#"{"z":1,"a":2,"m":3}"#).get()
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    @Test(arguments: [
        ("5187874616049123", JSONValue.integer(5187874616049123)),
        ("9223372036854775807", .integer(Int64.max)),
        ("-9223372036854775808", .integer(Int64.min)),
        ("1.0", .real(1.0)),
        ("1", .integer(1)),
        ("1e2", .real(100)),
    ])
    func numbers(_ text: String, _ expected: JSONValue) throws {
        #expect(try Jansson.decode(text).get() == expected)
    }

    @Test(arguments: [
        (JSONValue.real(0.1), "0.1"),
        (.real(1.0), "1.0"),
        (.real(1.5e300), "1.5e300"),
        (.real(0.1234567890123), "0.1234567890123"),
        (.integer(5187874616049123), "5187874616049123"),
        (["b": 1, "a": [true, nil, "é"]] as JSONValue, #"{"b":1,"a":[true,null,"é"]}"#),
    ])
    func encoderWritesShortestExactText(_ value: JSONValue, _ expected: String) {
        #expect(Jansson.encode(value, style: .record) == expected)
    }

    @Test func sortKeysAndIndent() {
        let value: JSONValue = ["b": 1, "a": ["c": 2]]
        #expect(
            Jansson.encode(value, style: JSONStyle(indent: 2, sortKeys: true)) == """
                {
                  "a": {
                    "c": 2
                  },
                  "b": 1
                }
                """)
    }

    @Test func keyPositionsComeFromTheSource() throws {
        let text = "{\n  \"aps\": {\"badge\": 3},\n  \"é\": 1, \"_lpm\": 2\n}"
        var bytes = Array(text.utf8)
        let value = bytes.withUnsafeMutableBytes { raw in
            SourceLocator.annotate(try! Jansson.decode(text).get(), text: UnsafeRawBufferPointer(raw))
        }
        let object = try #require(value.objectValue)
        #expect(object.member("aps")?.keyLocation == PushRouteCore.SourceLocation(line: 2, column: 3))
        #expect(object.member("aps")?.valueLocation == PushRouteCore.SourceLocation(line: 2, column: 10))
        #expect(
            object["aps"]?.objectValue?.member("badge")?.keyLocation
                == PushRouteCore.SourceLocation(line: 2, column: 11))
        #expect(object.member("_lpm")?.keyLocation == PushRouteCore.SourceLocation(line: 3, column: 11))
    }

    @Test func duplicateKeysKeepTheLastValueAndTheFirstPlace() throws {
        let text = #"{"a":1,"b":2,"a":3}"#
        let bytes = Array(text.utf8)
        let value = bytes.withUnsafeBytes { SourceLocator.annotate(try! Jansson.decode(text).get(), text: $0) }
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .integer(3))
        #expect(object.member("a")?.keyLocation == PushRouteCore.SourceLocation(line: 1, column: 2))
        #expect(object.duplicates.map(\.keyLocation) == [PushRouteCore.SourceLocation(line: 1, column: 2)])
    }

    @Test func parseErrorsCarryJanssonsPosition() {
        guard case .failure(let error) = Jansson.decode("{\n  \"a\": tru\n}") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.line == 2)
        #expect(error.message.contains("invalid token"))
    }
}

/// A byte order mark is not a column: positions on line 1 are as an editor shows them.
@Suite struct ByteOrderMarkTests {
    @Test func positionsIgnoreTheByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"aps":{"badge":1}}"#.utf8)
        var payloads: [ReadPayload] = []
        bytes.withUnsafeBytes { PayloadReader().readDocument($0, file: "bom.json") { payloads.append($0) } }
        let payload = try #require(payloads.first)
        #expect(payload.start == PushRouteCore.SourceLocation(line: 1, column: 1))
        #expect(
            payload.value?.objectValue?.member("aps")?.keyLocation == PushRouteCore.SourceLocation(line: 1, column: 2))
        #expect(bytes.withUnsafeBytes { TextUTF8.line(1, in: $0) } == #"{"aps":{"badge":1}}"#)
    }
}

/// Source lines under a diagnostic: whole when short, a window around the column when long.
@Suite struct DiagnosticExcerptTests {
    @Test(arguments: [
        (String(repeating: "a", count: 50), 10, String(repeating: "a", count: 50), 10),
        (String(repeating: "[", count: 1000), 500, "..." + String(repeating: "[", count: 120) + "...", 64),
        (String(repeating: "x", count: 1000), 2, String(repeating: "x", count: 61) + "...", 2),
        (String(repeating: "y", count: 1000), 1000, "..." + String(repeating: "y", count: 61), 64),
        // Columns count scalars, not bytes: a line long in bytes but not in scalars is whole.
        (String(repeating: "é", count: 200), 100, "..." + String(repeating: "é", count: 120) + "...", 64),
        (String(repeating: "é", count: 100), 50, String(repeating: "é", count: 100), 50),
        (
            String(repeating: "🎉", count: 10) + String(repeating: "a", count: 200), 5,
            String(repeating: "🎉", count: 10) + String(repeating: "a", count: 54) + "...", 5
        ),
        ("abc", 10, "abc", 10),
    ])
    func excerpt(_ line: String, _ column: Int, _ expected: String, _ expectedColumn: Int) {
        let (text, at) = DiagnosticPrinter.excerpt(line, column: column)
        #expect(text == expected)
        #expect(at == expectedColumn)
    }

    /// The caret's padding: a space per scalar before the column, the line's own tabs kept,
    /// and no more than the line holds.
    @Test(arguments: [
        ("\t\tab", 4, "\t\t "),
        ("éé x", 4, "   "),
        ("abc", 10, "   "),
        (String(repeating: "\t", count: 200), 150, "   " + String(repeating: "\t", count: 60)),
    ])
    func caretPadding(_ line: String, _ column: Int, _ expected: String) {
        #expect(DiagnosticPrinter.sourceExcerpt(line, column: column).caretPadding == expected)
    }

    /// A line of whitespace, ASCII or not, is not shown under a diagnostic; a control
    /// character is not whitespace, and is shown escaped.
    @Test(
        arguments: [
            ("  \t", nil), ("\u{A0}\u{2003}", nil), ("\u{1F}", "\\u{1F}"), (" x", " x"), ("\u{A0}é", "\u{A0}é"),
        ] as [(String, String?)])
    func blankLinesAreNotShown(_ line: String, _ shown: String?) {
        let diagnostic = Diagnostic(
            file: "f", at: PushRouteCore.SourceLocation(line: 1, column: 1), severity: .warning, rule: nil, message: "m"
        )
        let text = DiagnosticPrinter(showRule: false).render(diagnostic, sourceLine: line)
        #expect(text == "f:1:1: warning: m\n" + (shown.map { $0 + "\n^\n" } ?? ""))
    }
}
