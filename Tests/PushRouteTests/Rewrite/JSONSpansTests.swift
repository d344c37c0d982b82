import Testing

@testable import PushRouteReader

/// The byte ranges `lint --fix` edits through: members (repeated keys kept), elements and
/// values of strict JSON, whatever the spacing.
@Suite struct JSONSpansTests {
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    @Test func membersKeepEveryOccurrenceAndTheirExactBytes() throws {
        let bytes = Array(#"{ "a" : 1 , "b":{"c":[1,{"d":"}"}]},"a":"x\"y" }"#.utf8)
        let members = try #require(bytes.withUnsafeBytes { JSONSpans.members(in: $0, objectAt: 0) })
        #expect(members.map(\.key) == ["a", "b", "a"])
        #expect(members.map { Self.text(bytes, $0.keyRange) } == [#""a""#, #""b""#, #""a""#])
        #expect(members.map { Self.text(bytes, $0.valueRange) } == ["1", #"{"c":[1,{"d":"}"}]}"#, #""x\"y""#])
    }

    @Test func elementsAndValues() throws {
        let bytes = Array("  [ 1,\n \"two\" , [3], {\"four\": 4} ]  ".utf8)
        let elements = try #require(bytes.withUnsafeBytes { JSONSpans.elements(in: $0, arrayAt: 0) })
        #expect(elements.map { Self.text(bytes, $0) } == ["1", "\"two\"", "[3]", "{\"four\": 4}"])
        let whole = try #require(bytes.withUnsafeBytes { JSONSpans.value(in: $0, at: 0) })
        #expect(Self.text(bytes, whole).hasPrefix("[") && Self.text(bytes, whole).hasSuffix("]"))
    }

    /// Text cut short gives nothing (the text is otherwise JSON jansson has read: inside a
    /// value only brackets and strings are followed).
    @Test(arguments: ["", "{", "[1,", "\"open", "}"])
    func textCutShortGivesNothing(_ text: String) {
        Array(text.utf8).withUnsafeBytes { #expect(JSONSpans.value(in: $0, at: 0) == nil) }
    }

    @Test(arguments: ["{\"a\"}", "{\"a\" 1}", "[1", "{\"a\":}"])
    func membersAndElementsNeedTheirSyntax(_ text: String) {
        Array(text.utf8).withUnsafeBytes { raw in
            #expect(JSONSpans.members(in: raw, objectAt: 0) == nil)
            #expect(JSONSpans.elements(in: raw, arrayAt: 0) == nil)
        }
    }

    /// One pass over an array finds the elements of it and of every array inside it, the
    /// same as `elements` finds for each, and ends where `value` ends.
    @Test(arguments: [
        "[]", " [ 1 ] ", "[1, [2, [3, []]], {\"a\": [4, 5], \"b\": {\"c\": [6]}}, \"[7,8]\", [[], [[]]]]",
        "[\n  {\"files\": [\"a/*.json\", \"b/**\"], \"rules\": {\"x\": \"off\"}},\n  {\"files\": []}\n]",
    ])
    func forEachElementFindsEveryArraysElements(_ text: String) throws {
        let bytes = Array(text.utf8)
        var found: [Int: [Int]] = [:]
        var openings: [Int] = []
        let end = bytes.withUnsafeBytes { raw in
            JSONSpans.forEachElement(in: raw, arrayAt: 0) { event in
                switch event {
                case .opening(let offset): openings.append(offset)
                case .element(let array, let start): found[array, default: []].append(start)
                }
            }
        }
        #expect(end == bytes.withUnsafeBytes { JSONSpans.value(in: $0, at: 0) }?.upperBound)
        let arrays = bytes.indices.filter { bytes[$0] == UInt8(ascii: "[") && !Self.inString(bytes, $0) }
        #expect(openings == arrays)
        for offset in arrays {
            let expected = try #require(bytes.withUnsafeBytes { JSONSpans.elements(in: $0, arrayAt: offset) })
            #expect((found[offset] ?? []) == expected.map(\.lowerBound), "the array at \(offset)")
        }
    }

    @Test(arguments: ["", "{}", "[1,", "[1}", "[\"open]", "[1]]"])
    func forEachElementNeedsAnArray(_ text: String) {
        let end = Array(text.utf8).withUnsafeBytes { JSONSpans.forEachElement(in: $0, arrayAt: 0) { _ in } }
        #expect(text == "[1]]" ? end == 3 : end == nil)
    }

    /// Whether `offset` lies inside a string literal (for the tests' own texts).
    static func inString(_ bytes: [UInt8], _ offset: Int) -> Bool {
        var inside = false
        var escaped = false
        for byte in bytes[..<offset] {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = inside
            } else if byte == UInt8(ascii: "\"") {
                inside.toggle()
            }
        }
        return inside
    }

    /// Deep nesting is skipped with a counter, not the stack.
    @Test func deepNestingIsSkipped() {
        let bytes = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(bytes.withUnsafeBytes { JSONSpans.value(in: $0, at: 0) } == 0..<200_000)
    }
}
