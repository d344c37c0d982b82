import Testing

@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// The output buffer: memory sinks grow and keep every byte; encoders write in place.
@Suite struct OutputSinkTests {
    @Test(arguments: [1, 100, 5000, 200_000])
    func memorySinkKeepsEverything(_ count: Int) {
        let sink = OutputSink.memory(capacity: 16)
        let piece = "0123456789"
        for _ in 0..<count { sink.write(piece) }
        #expect(sink.pending.count == count * piece.utf8.count)
        #expect(String(decoding: sink.pending.prefix(20), as: UTF8.self) == piece + piece || count == 1)
    }

    @Test(arguments: [0, 7, -7, 1234567890, Int.max, Int.min])
    func integers(_ value: Int) {
        let sink = OutputSink.memory(capacity: 4)
        sink.write(integer: value)
        #expect(String(decoding: sink.pending, as: UTF8.self) == String(value))
    }

    /// What is written together comes out whole and in order, nested or not.
    @Test(arguments: [0, 1, 3])
    func writtenTogether(_ depth: Int) {
        let sink = OutputSink.memory(capacity: 4)
        func write(_ level: Int) {
            sink.write("<")
            if level < depth { sink.writeTogether { write(level + 1) } }
            sink.write(">")
        }
        sink.writeTogether { write(0) }
        #expect(
            String(decoding: sink.pending, as: UTF8.self) == String(repeating: "<", count: depth + 1)
                + String(repeating: ">", count: depth + 1))
    }

    @Test func encoderGrowsTheSpareSpace() {
        let big: JSONValue = .array((0..<2000).map { .string("value \($0)") })
        let sink = OutputSink.memory(capacity: 8)
        sink.write("x")
        Jansson.encode(big, style: .record, to: sink)
        #expect(String(decoding: sink.pending, as: UTF8.self) == "x" + Jansson.encode(big, style: .record))
    }
}

/// classify's records: built in jansson directly, they say exactly what the JSON value says.
@Suite struct ClassifyRecordWriterTests {
    @Test(arguments: [
        #"{"_lpm":1,"wzrk_id":"x","aps":{"content-available":1}}"#,
        #"{"gcm.message_id":"1","aps":{"alert":"é"}}"#,
        #"{"aps": {badge: 1}, "W$id": 0_0}"#,
        #"{"a": }"#,
    ])
    func bothFormsAgree(_ text: String) throws {
        let payloads = LenientReader.read(text, file: "t.json")
        for payload in payloads {
            let record = ClassifyRecord(payload: payload)
            let sink = OutputSink.memory()
            record.writeJSON(to: sink)
            #expect(String(decoding: sink.pending, as: UTF8.self) == Jansson.encode(record.json, style: .record))
        }
        #expect(!payloads.isEmpty)
    }
}
