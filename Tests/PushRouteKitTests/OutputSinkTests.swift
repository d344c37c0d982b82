import Testing
@testable import PushRouteKit

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

    @Test func encoderGrowsTheSpareSpace() {
        let big: JSONValue = .array((0..<2000).map { .string("value \($0)") })
        let sink = OutputSink.memory(capacity: 8)
        sink.write("x")
        Jansson.encode(big, style: .record, to: sink)
        #expect(String(decoding: sink.pending, as: UTF8.self) == "x" + Jansson.encode(big, style: .record))
    }
}
