import Testing

@testable import PushRouteSimulator

/// Payloads far bigger than a push read with the same repairs, in text order, however many
/// there are (the reader keeps few NSDictionary syntax marks, and reads again when it needs all).
@Suite struct LargePayloadTests {
    static let count = 1500

    /// `prefix{`, then `count` lines `  kN = N;`, then `last` and `}`.
    static func dictionary(prefix: String = "", last: String) -> String {
        prefix + "{\n" + (1...count).map { "  k\($0) = \($0);\n" }.joined() + last + "}"
    }

    /// The repairs of line `index + 1` (member `kindex`): where each piece of it stands.
    static func memberRepairs(_ index: Int, hybrid: Bool) -> [String] {
        let line = index + 1
        let name = "k\(index)"
        let equals = 3 + name.count + 1
        let value = equals + 2
        let semicolon = value + String(index).count
        if !hybrid { return ["\(line):\(value) plain-number"] }
        return [
            "\(line):3 unquoted-key", "\(line):\(equals) equals-separator", "\(line):\(value) plain-number",
            "\(line):\(semicolon) semicolon-separator",
        ]
    }

    @Test func aLargeHybridReportsEveryMark() throws {
        let payloads = Lenient.read(Self.dictionary(last: "  \"last\": 0\n"))
        try #require(payloads.count == 1)
        let object = try #require(payloads[0].value?.objectValue)
        #expect(object.members.count == Self.count + 1)
        #expect(object["k\(Self.count)"] == .integer(Int64(Self.count)))
        #expect(Lenient.rules(payloads[0]) == (1...Self.count).flatMap { Self.memberRepairs($0, hybrid: true) })
    }

    @Test func aLargeNSDictionaryDescriptionReportsItsFormFirst() throws {
        let payloads = Lenient.read(Self.dictionary(prefix: "Push received: ", last: "  last = 0;\n"))
        try #require(payloads.count == 1)
        let expected =
            ["1:1 log-prefix", "1:16 openstep"]
            + (1...Self.count).flatMap { Self.memberRepairs($0, hybrid: false) }
            + ["\(Self.count + 2):10 plain-number"]
        #expect(Lenient.rules(payloads[0]) == expected)
    }
}
