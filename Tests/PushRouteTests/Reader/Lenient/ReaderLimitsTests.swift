import Testing

@testable import PushRouteReader

/// The reader's limits, and its promise never to crash or throw on any input.
@Suite struct ReaderLimitsTests {
    static let tight = ReaderLimits(maxDepth: 4, maxPayloadBytes: 1000)

    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test(arguments: [
        ("[[[[]]]]", "valid"),
        ("[[[[[]]]]]", "too-deep"),
        ("{a: {b: {c: {d: {e: 1}}}}}", "too-deep"),
        ("{a: {b: {c: {d: 1}}}}", "valid"),
        ("{a: {b: {c: 1}}}", "valid"),
        ("{ a = ( ( ( ( 1 ) ) ) ); }", "too-deep"),
        (lldbTree(depth: 4), "valid"),
        (lldbTree(depth: 5), "too-deep"),
        ("{\"a\": \"\(String(repeating: "x", count: 1200))\"}", "too-large"),
        ("{a: '\(String(repeating: "x", count: 1200))'}", "too-large"),
    ])
    func limitsHaveTheirOwnErrors(_ text: String, _ outcome: String) throws {
        let payload = try #require(Lenient.read(text, limits: Self.tight).first)
        if outcome == "valid" {
            #expect(payload.value != nil)
        } else {
            #expect(payload.value == nil)
            #expect(payload.diagnostics.map(\.ruleText) == [outcome])
        }
    }

    /// An lldb dump of `depth` dictionaries, each the only value of the one before.
    static func lldbTree(depth: Int) -> String {
        var lines = ["▿ 1 element"]
        var indent = ""
        for level in 1..<depth {
            lines += [
                "\(indent)  ▿ 0 : 2 elements", "\(indent)    - key : k\(level)", "\(indent)    ▿ value : 1 element",
            ]
            indent += "    "
        }
        lines += ["\(indent)  ▿ 0 : 2 elements", "\(indent)    - key : leaf", "\(indent)    - value : 1"]
        return lines.joined(separator: "\n")
    }

    @Test func limitMessagesNameTheOption() throws {
        let deep = try #require(Lenient.read(Self.nested(5), limits: Self.tight).first)
        #expect(deep.diagnostics.map(\.message) == ["nesting deeper than 4 levels; raise the limit with --max-depth"])
        let large = try #require(
            Lenient.read("{\"a\": \"\(String(repeating: "x", count: 1200))\"}", limits: Self.tight).first)
        #expect(
            large.diagnostics.map(\.message) == ["payload longer than 1000 bytes; raise the limit with --max-bytes"])
    }

    /// The same limits hold for JSON that jansson reads.
    @Test func limitsHoldForValidJSONToo() throws {
        let deep = Lenient.readDocument(Self.nested(5), limits: Self.tight)
        #expect(deep.map(Lenient.rules) == [["1:1 too-deep"]])
        let large = Lenient.readDocument("{\"a\": \"\(String(repeating: "x", count: 1200))\"}", limits: Self.tight)
        #expect(large.map(Lenient.rules) == [["1:1 too-large"]])
    }

    @Test func deepInputDoesNotExhaustTheStack() throws {
        let payloads = Lenient.read(Self.nested(200_000) + String(repeating: "{\"a\":", count: 100_000))
        #expect(payloads.first?.diagnostics.map(\.ruleText) == ["too-deep"])
        let raised = Lenient.read(Self.nested(5_000), limits: ReaderLimits(maxDepth: 5_000))
        #expect(raised.first?.value != nil)
    }

    /// Every prefix, and deterministic byte mutations, of every pasted sample: each read ends,
    /// and each payload has a value or an error.
    @Test(arguments: [
        "seed-leanplum.txt", "seed-clevertap.txt", "paste-nsdictionary.txt", "paste-swift-print.txt",
        "paste-lldb.txt", "paste-log-line.txt", "paste-json5ish.txt", "paste-ticket.txt", "pushes.ndjson",
    ])
    func anyDamageIsSurvived(_ sample: String) throws {
        let bytes = Array(try Lenient.file("samples/\(sample)").utf8)
        var random = SplitMix64(seed: UInt64(bytes.count))
        var inputs: [[UInt8]] = (0...bytes.count).map { Array(bytes[0..<$0]) }
        let alphabet = Array("{}[]()\"':=,;<>\\/*-▿ \nA0".utf8)
        for _ in 0..<300 {
            var damaged = bytes
            for _ in 0..<(1 + random.next(below: 4)) {
                let at = random.next(below: damaged.count)
                switch random.next(below: 3) {
                case 0: damaged[at] = alphabet[random.next(below: alphabet.count)]
                case 1: damaged.insert(alphabet[random.next(below: alphabet.count)], at: at)
                default: damaged.remove(at: at)
                }
            }
            inputs.append(damaged)
        }
        for input in inputs {
            for payload in input.withUnsafeBytes({ LenientReader.read($0, file: "t") }) {
                #expect(payload.value != nil || payload.diagnostics.contains { $0.severity == .error })
            }
        }
    }
}

/// A small deterministic random generator (SplitMix64), for generated test inputs.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}
