import PushRouteCore
import Testing

@testable import PushRouteReader

/// `JSONRecordWriter` writes, byte for byte, what `JanssonObjectWriter` (jansson's encoder,
/// compact) writes for the same fields: escapes, controls, non-ASCII, nesting, reals.
@Suite struct JSONRecordWriterTests {
    static let strings = [
        "", "plain", "quote \" and backslash \\", "slash / stays", "tab\tline\nreturn\rfeed\u{0C}back\u{08}",
        "nul \u{0} and \u{1}\u{1F} controls", "del \u{7F} and C1 \u{85}", "bidi \u{202E}gnp.exe", "accent é, emoji 🎉",
        "zero width \u{200B} joiner \u{200D}", "line separator \u{2028}",
    ]

    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .integer(0), .integer(-42), .integer(Int64.max), .integer(Int64.min),
        .real(0.1), .real(-2.5), .real(1e300), .real(3), .array([]), .object(JSONObject()),
        .array([.string("a\"b"), .integer(1), .null, .array([.real(0.25)])]),
        .object(JSONObject([.init(key: "by", value: .string("clevertap")), .init(key: "id\n", value: .null)])),
    ]

    /// Both writers' bytes for the same fields, each into a sink too small at first.
    static func written(_ fields: (inout any JSONFieldWriter) -> Void) -> (direct: [UInt8], jansson: [UInt8]) {
        let directSink = OutputSink.memory(capacity: 16)
        var direct: any JSONFieldWriter = JSONRecordWriter()
        fields(&direct)
        var record = direct as! JSONRecordWriter
        record.write(to: directSink)
        let janssonSink = OutputSink.memory(capacity: 16)
        var jansson: any JSONFieldWriter = JanssonObjectWriter()
        fields(&jansson)
        (jansson as! JanssonObjectWriter).write(style: .record, to: janssonSink)
        return (Array(directSink.pending), Array(janssonSink.pending))
    }

    @Test(arguments: strings)
    func stringsAsJansson(_ string: String) {
        let (direct, jansson) = Self.written { writer in
            writer.field("input", string: string)
            writer.field("strings", strings: [string, "b"])
            writer.field("value", value: .string(string))
            writer.field("optional", optionalString: string)
            writer.field("none", optionalString: nil)
        }
        #expect(String(decoding: direct, as: UTF8.self) == String(decoding: jansson, as: UTF8.self))
        #expect(direct == jansson)
    }

    @Test(arguments: values)
    func valuesAsJansson(_ value: JSONValue) {
        let (direct, jansson) = Self.written { writer in
            writer.field("line", integer: 14)
            writer.field("column", optionalInteger: 3)
            writer.field("push_line", optionalInteger: nil)
            writer.field("value", value: value)
            writer.field("flag", bool: true)
        }
        #expect(String(decoding: direct, as: UTF8.self) == String(decoding: jansson, as: UTF8.self))
    }

    @Test func emptyObject() {
        let (direct, jansson) = Self.written { _ in }
        #expect(direct == Array("{}".utf8))
        #expect(direct == jansson)
    }

    /// A record longer than the room the writer starts with (1 024 bytes) makes more, every
    /// byte escaped as jansson escapes it.
    @Test func recordLongerThanItsRoom() {
        let long = String(repeating: "a\"\u{1}\\é\n", count: 400)
        let (direct, jansson) = Self.written { writer in
            writer.field("input", string: long)
            writer.field("value", value: .array([.string(long), .integer(Int64.min), .real(0.5)]))
            writer.field("push", value: .object(JSONObject([.init(key: long, value: .string(long))])))
            writer.field("line", integer: Int.max)
        }
        #expect(direct.count > 4 * 1024)
        #expect(direct == jansson)
    }

    /// One writer for many records (`reset`), the longest first: each record as a new writer
    /// writes it, nothing left of the one before.
    @Test func oneWriterForManyRecords() {
        let records: [(inout JSONRecordWriter) -> Void] = [
            { $0.field("input", string: String(repeating: "long ", count: 400)) },
            { $0.field("line", integer: 1) }, { _ in },
            { $0.field("push", value: .object(JSONObject([.init(key: "by", value: .string("request"))]))) },
        ]
        var shared = JSONRecordWriter()
        for fields in records {
            let sharedSink = OutputSink.memory(capacity: 16)
            shared.reset()
            fields(&shared)
            shared.write(to: sharedSink)
            let freshSink = OutputSink.memory(capacity: 16)
            var fresh = JSONRecordWriter()
            fields(&fresh)
            fresh.write(to: freshSink)
            #expect(Array(sharedSink.pending) == Array(freshSink.pending))
        }
    }
}
