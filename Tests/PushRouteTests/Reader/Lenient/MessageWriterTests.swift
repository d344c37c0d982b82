import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteSimulator

/// Messages are built in a reused buffer, with a shortcut for short ASCII text: they must read
/// exactly as `Quoting` quotes any text, the shortcut's bounds included.
@Suite struct MessageWriterTests {
    static let texts = [
        "W84-WW7-123A", "", String(repeating: "x", count: 40), String(repeating: "x", count: 41),
        "two\nlines", "crlf\r\nend", "café ☕", String(repeating: "é", count: 30),
        "emoji 🎉 " + String(repeating: "y", count: 40),
    ]

    @Test(arguments: texts)
    func quotedSpansReadAsQuotingQuotesThem(_ word: String) {
        var bytes = Array("key = \(word);".utf8)
        bytes.withUnsafeMutableBytes { raw in
            let text = UnsafeRawBufferPointer(raw)
            let span = 6..<(6 + word.utf8.count)
            let finding = Finding(.bareWord, at: span.lowerBound, span: span)
            var writer = MessageWriter()
            for _ in 0..<2 {
                #expect(
                    finding.message(in: text, writer: &writer)
                        == "bare word \(Quoting.quoted(span, in: text)) read as a string")
            }
        }
    }

    @Test func invalidUTF8IsQuotedAsQuotingQuotesIt() {
        var bytes: [UInt8] = [0x61, 0xC3, 0x28, 0x62, 0xFF]
        bytes.withUnsafeMutableBytes { raw in
            let text = UnsafeRawBufferPointer(raw)
            let finding = Finding(.bareWord, at: 0, span: 0..<5)
            #expect(finding.message(in: text) == "bare word \(Quoting.quoted(0..<5, in: text)) read as a string")
        }
    }

    @Test(arguments: texts)
    func quotedDetailsReadAsMessageTextQuotesThem(_ key: String) {
        var bytes = Array("3".utf8)
        bytes.withUnsafeMutableBytes { raw in
            let finding = Finding.schemaNumber(0..<1, key: key)
            #expect(
                finding.message(in: UnsafeRawBufferPointer(raw))
                    == "'3' read as a number: Apple's schema gives \(Quoting.quoted(key)) a number")
        }
    }
}
