import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// `classify --lines` asks jansson once per line: when its fast path was refused, it hands the
/// refusal to the reader (`StrictRefusal`), which then reads the line exactly as if it had
/// asked jansson itself.
@Suite struct StrictRefusalTests {
    static let lines = [
        #"{"aps":{"alert":"cut off"#,
        #"  {"aps":{"alert":"x"},"_lpm":1,}"#,
        #"{aps: {alert: 'Hi', badge: 1}, "_lpn": 2} // pasted"#,
        #"{"aps":{"alert":"broken" "_lpm":1}"#,
        #"[{"aps":{}},"#,
        #"{"aps":{}} and text after"#,
        "\t{\"wzrk_id\":\"0_0\",\"aps\":{\"content-available\":1}",
    ]

    /// What the reader makes of `line`, given `refused`.
    static func read(_ line: String, refused: StrictRefusal?) -> [String] {
        var read: [String] = []
        Array(line.utf8).withUnsafeBytes { bytes in
            PayloadReader().readLine(bytes, file: "t.ndjson", line: 3, refused: refused) { payload in
                read.append(
                    "\(payload.start) \(payload.status) \(String(describing: payload.value)) \(payload.diagnostics) \(payload.gaps.count)"
                )
            }
        }
        return read
    }

    /// jansson's refusal of the line from its first non-blank byte, as classify asks it.
    static func refusal(_ line: String, offset: Int) -> StrictRefusal? {
        Array(line.utf8).withUnsafeBytes { bytes in
            Jansson.parse(UnsafeRawBufferPointer(rebasing: bytes[offset...]), allowTrailing: true) { _, _ in }
                .map { StrictRefusal(offset: offset, error: $0) }
        }
    }

    @Test(arguments: lines)
    func aRefusalHandedOverReadsAsJanssonAskedAgain(_ line: String) {
        let offset = line.utf8.prefix { ASCII.isWhitespace($0) }.count
        let refused = Self.refusal(line, offset: offset)
        #expect(Self.read(line, refused: refused) == Self.read(line, refused: nil))
        #expect(!Self.read(line, refused: nil).isEmpty)
    }

    /// A refusal from another offset is not this line's: it is ignored.
    @Test func aRefusalFromElsewhereIsIgnored() {
        let line = #"  {"aps":{"alert":"x"},"_lpm":1}"#
        let wrong = StrictRefusal(
            offset: 0, error: Jansson.ParseError(line: 1, column: 1, offset: 0, message: "made up"))
        #expect(Self.read(line, refused: wrong) == Self.read(line, refused: nil))
    }
}
