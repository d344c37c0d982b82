import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// What the reader repaired, written by jansson's encoder, reads back as valid JSON with the
/// same value and no repair.
@Suite struct IdempotenceTests {
    static let texts: [String] =
        SeedDefectTests.defects.map(\.text) + NSDictionaryFormTests.cases.map(\.text)
        + SwiftPrintFormTests.cases.map(\.text) + LLDBDumpFormTests.cases.map(\.text)
        + RelaxedJSONFormTests.cases.map(\.text) + ValueTypingTests.cases.map(\.text)

    @Test(arguments: texts)
    func repairedTextReadsBackUnchanged(_ text: String) throws {
        for payload in Lenient.read(text) {
            let value = try #require(payload.value)
            for style in [JSONStyle.record, JSONStyle(indent: 2), JSONStyle(indent: 4, sortKeys: true)] {
                let written = Jansson.encode(value, style: style)
                let again = Lenient.readDocument(written)
                try #require(again.count == 1)
                #expect(again[0].status == .valid)
                #expect(again[0].value.map { Jansson.encode($0, style: style) } == written)
            }
        }
    }
}
