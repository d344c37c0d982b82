import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// On valid JSON the lenient reader gives exactly what jansson gives: the same values, key
/// order, integers apart from reals, duplicate keys resolved alike, the same positions as
/// `SourceLocator` finds, and no repair.
@Suite struct DifferentialTests {
    /// Every sample jansson reads, and every line of the NDJSON sample.
    static let validSamples: [String] = {
        let directory = CommandRunner.root.appendingPathComponent("samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var texts: [String] = []
        for name in names.sorted() {
            let text = String(
                decoding: (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
            let candidates = name.hasSuffix(".ndjson") ? text.split(separator: "\n").map(String.init) : [text]
            texts += candidates.filter { (try? Jansson.decode($0).get()) != nil }
        }
        return texts
    }()

    @Test func everyValidSampleIsCompared() {
        #expect(Self.validSamples.count >= 15)
    }

    @Test(arguments: validSamples)
    func validSample(_ text: String) throws {
        try Self.compare(text)
    }

    @Test func generatedJSON() throws {
        var generator = JSONTextGenerator(seed: 2316)
        for _ in 0..<400 {
            try Self.compare(generator.document())
        }
    }

    /// A document that is one scalar, as jansson reads it.
    @Test(arguments: ["42", "-0", "1.5e3", "true", "null", #""a \u00e9 \"b\"""#, " 7 \n"])
    func scalarDocument(_ text: String) throws {
        try Self.compare(text)
    }

    static func compare(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = try Jansson.decode(text).get()
        let located = Array(text.utf8).withUnsafeBytes { SourceLocator.annotate(expected, text: $0) }
        let payloads = LenientReader.read(text)
        try #require(payloads.count == 1, "\(text)", sourceLocation: sourceLocation)
        let value = try #require(payloads[0].value, "\(payloads[0].diagnostics)", sourceLocation: sourceLocation)
        #expect(value == expected, "\(text)", sourceLocation: sourceLocation)
        #expect(
            Jansson.encode(value, style: .record) == Jansson.encode(expected, style: .record),
            sourceLocation: sourceLocation)
        #expect(positions(value) == positions(located), "\(text)", sourceLocation: sourceLocation)
        #expect(payloads[0].diagnostics.isEmpty, "\(payloads[0].diagnostics)", sourceLocation: sourceLocation)
    }

    /// Every member's key and value position, and those of repeated keys, in document order.
    static func positions(_ value: JSONValue) -> [String] {
        var result: [String] = []
        var pending = [value]
        while let current = pending.popLast() {
            switch current {
            case .object(let object):
                for member in object.members {
                    result.append(
                        "\(member.key) \(member.keyLocation.map(String.init(describing:)) ?? "-") \(member.valueLocation.map(String.init(describing:)) ?? "-")"
                    )
                }
                for duplicate in object.duplicates {
                    result.append(
                        "dup \(duplicate.key) \(duplicate.keyLocation.map(String.init(describing:)) ?? "-") \(duplicate.valueLocation.map(String.init(describing:)) ?? "-")"
                    )
                }
                pending += object.members.map(\.value).reversed()
            case .array(let elements): pending += elements.reversed()
            default: break
            }
        }
        return result
    }
}

/// Writes random valid JSON text, deterministically: every escape, numbers in every form
/// JSON allows, repeated keys, and whitespace of every kind between tokens.
struct JSONTextGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func document() -> String { object(depth: 0) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random.next(below: choices.count)] }

    private mutating func space() -> String { pick(["", "", " ", "\n", "\t", "\r\n  ", "  \n    "]) }

    private mutating func value(depth: Int) -> String {
        switch random.next(below: depth > 4 ? 6 : 8) {
        case 0, 1: return string()
        case 2: return integer()
        case 3: return real()
        case 4: return pick(["true", "false", "null"])
        case 5: return string()
        case 6: return object(depth: depth + 1)
        default: return array(depth: depth + 1)
        }
    }

    private mutating func object(depth: Int) -> String {
        let keys = ["aps", "alert", "_lpm", "wzrk_id", "a", "é", "k\"q", "", "W$id", "badge"]
        let count = random.next(below: 7)
        let members = (0..<count).map { _ in
            let key = random.next(below: 3) == 0 ? string() : jsonString(pick(keys))
            return space() + key + space() + ":" + space() + value(depth: depth) + space()
        }
        return "{" + (members.isEmpty ? space() : members.joined(separator: ",")) + "}"
    }

    private mutating func array(depth: Int) -> String {
        let elements = (0..<random.next(below: 5)).map { _ in space() + value(depth: depth) + space() }
        return "[" + (elements.isEmpty ? space() : elements.joined(separator: ",")) + "]"
    }

    private mutating func integer() -> String {
        let extremes = ["0", "-0", "1", "-1", "9223372036854775807", "-9223372036854775808", "5187874616049123"]
        if random.next(below: 3) == 0 { return pick(extremes) }
        return String(Int64(bitPattern: random.next()) >> random.next(below: 63))
    }

    private mutating func real() -> String {
        let forms = [
            "0.0", "-0.0", "1.5", "1e5", "1E+2", "2.5e-3", "-1.0E-10", "123456789.123456789", "0.1", "1e-400",
            "6.02214076e23",
        ]
        if random.next(below: 2) == 0 { return pick(forms) }
        let double = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.next(below: 2) == 0 ? 1 : -1)
        let text = "\(double)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private mutating func string() -> String {
        let pieces = [
            "a", "Z", "0", " ", "\\\"", "\\\\", "/", "\\/", "\\n", "\\t", "\\r", "\\b", "\\f", "\\u0001", "\\u001F",
            "é", "\\u00e9", "\\u00E9", "中", "😀", "\\ud83d\\ude00", "\\uD83D\\uDE00", "'", "=", ";", "{", "]",
        ]
        return "\"" + (0..<random.next(below: 8)).map { _ in pick(pieces) }.joined() + "\""
    }

    private func jsonString(_ text: String) -> String { Jansson.encode(.string(text), style: .record) }
}
