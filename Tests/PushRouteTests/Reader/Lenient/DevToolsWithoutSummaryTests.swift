import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Chrome DevTools' expanded properties copied without their summary line (docs/pasted-forms.md
/// §4.17): what the text shows of the nesting is read, the rest is unplaced and the payload
/// partial, with gaps where the unplaced properties could stand. Made-up examples.
@Suite struct DevToolsWithoutSummaryTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        var status: PayloadStatus
        var json: String?
        var rules: [String]
        /// Each gap's path, keys joined by `.` (`""` for the top level).
        var gaps: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        .init(
            name: "three-line properties, each object ended by its [[Prototype]]: whole",
            lines: [
                "aps", ":", "alert", ":", "\"Hi\"", "content-available", ":", "1", "[[Prototype]]", ":", "Object",
                "wzrk_id", ":", "\"0_0\"", "[[Prototype]]", ":", "Object",
            ],
            status: .repaired, json: #"{"aps":{"alert":"Hi","content-available":1},"wzrk_id":"0_0"}"#,
            rules: ["1:1 devtools-tree"], gaps: []),
        .init(
            name: "no [[Prototype]] lines: the property after the first child of aps could be in aps or at the top",
            lines: ["aps", ":", "alert", ":", "\"Hi\"", "mutable-content", ":", "1"],
            status: .partial, json: #"{"aps":{"alert":"Hi"}}"#,
            rules: ["1:1 devtools-tree", "6:1 devtools-nesting"], gaps: ["", "aps"]),
        .init(
            name: "the top level's [[Prototype]] missing: the copy may end before its last properties",
            lines: ["aps", ":", "badge", ":", "1", "[[Prototype]]", ":", "Object", "_lpm", ":", "42"],
            status: .partial, json: #"{"aps":{"badge":1},"_lpm":42}"#,
            rules: ["1:1 devtools-tree", "11:3 cut-off"], gaps: [""]),
        .init(
            name: "text left out: nothing after it is placed",
            lines: ["aps", ":", "badge", ":", "1", "…", "_lpm", ":", "42", "[[Prototype]]", ":", "Object"],
            status: .partial, json: #"{"aps":{"badge":1}}"#,
            rules: ["1:1 devtools-tree", "6:1 elision", "7:1 devtools-nesting"], gaps: ["", "aps"]),
        .init(
            name: "a collapsed object's preview is its value; properties of the top level follow",
            lines: [
                "aps", ":", "{alert: 'Hi', content-available: 1}", "_lpm", ":", "42", "[[Prototype]]", ":", "Object",
            ],
            status: .repaired, json: #"{"aps":{"alert":"Hi","content-available":1},"_lpm":42}"#,
            rules: ["1:1 devtools-tree"], gaps: []),
        .init(
            name: "a preview that elides ({…}) is a gap in that object",
            lines: ["aps", ":", "{alert: {…}}", "wzrk_id", ":", "\"0_0\"", "[[Prototype]]", ":", "Object"],
            status: .partial, json: #"{"aps":{"alert":{}},"wzrk_id":"0_0"}"#,
            rules: ["1:1 devtools-tree"], gaps: ["aps"]),
        .init(
            name: "'Object' may be expanded or not: kept with a gap, what follows unplaced",
            lines: ["aps", ":", "Object", "badge", ":", "1", "[[Prototype]]", ":", "Object"],
            status: .partial, json: #"{"aps":{}}"#,
            rules: ["1:1 devtools-tree", "4:1 devtools-nesting"], gaps: ["aps", ""]),
        .init(
            name:
                "more after the top level's [[Prototype]]: the copy started inside an object; nothing placed, no payload",
            lines: [
                "badge", ":", "1", "[[Prototype]]", ":", "Object", "wzrk_id", ":", "\"0_0\"", "[[Prototype]]", ":",
                "Object",
            ],
            status: .invalid, json: nil, rules: ["1:1 no-payload"], gaps: []),
        .init(
            name: "rows marked ▼ and ▶, one line each, two levels deep",
            lines: [
                "▼ message:", "  ▼ aps:", "      badge: 1", "    ▶ [[Prototype]]: Object", "    _lpm: 42",
                "  ▶ [[Prototype]]: Object", "  wzrk_id: \"0_0\"", "▶ [[Prototype]]: Object",
            ],
            status: .repaired, json: #"{"message":{"aps":{"badge":1},"_lpm":42},"wzrk_id":"0_0"}"#,
            rules: ["1:1 devtools-tree"], gaps: []),
        .init(
            name: "an expanded [[Prototype]]: where its own properties end is not shown",
            lines: [
                "aps", ":", "badge", ":", "1", "[[Prototype]]", ":", "constructor", ":", "ƒ Object()", "_lpm", ":",
                "42",
            ],
            status: .partial, json: #"{"aps":{"badge":1}}"#,
            rules: ["1:1 devtools-tree", "8:1 devtools-nesting"], gaps: ["", "aps"]),
    ]

    @Test(arguments: rows)
    func reads(_ row: Row) throws {
        let payloads = Lenient.readDocument(row.lines.joined(separator: "\n") + "\n")
        try #require(payloads.count == 1, "\(payloads.map(Lenient.json))")
        let payload = payloads[0]
        #expect(payload.status == row.status)
        #expect(Lenient.json(payload) == row.json)
        #expect(Lenient.rules(payload) == row.rules)
        #expect(payload.gaps.map { $0.path.joined(separator: ".") } == row.gaps)
    }

    /// A word alone on a line and a `:` line after it start the form; a `[[Prototype]]` line
    /// never does, nor a word followed by anything else.
    @Test(arguments: [
        ("aps\n:\n1\n", true),
        ("aps\n: \n\"x\"\n", true),
        ("▼ aps:\n  badge: 1\n", true),
        ("[[Prototype]]\n:\nObject\n", false),
        ("Hello there\n:\n1\n", false),
        ("aps\nbadge\n", false),
        ("aps: 1\n", false),
    ])
    func starts(_ text: String, _ expected: Bool) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            let lineEnd = buffer.lineEnd(from: 0, end: buffer.count)
            #expect(DevToolsReader.startsProperties(buffer, content: 0, lineEnd: lineEnd) == expected)
        }
    }
}
