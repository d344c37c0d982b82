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

    /// Deep nesting is skipped with a counter, not the stack.
    @Test func deepNestingIsSkipped() {
        let bytes = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(bytes.withUnsafeBytes { JSONSpans.value(in: $0, at: 0) } == 0..<200_000)
    }
}
