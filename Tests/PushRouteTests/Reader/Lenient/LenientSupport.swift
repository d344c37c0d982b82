import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// One row of a form's table: text as pasted, the exact JSON it reads as (compact, keys in
/// written order), and the repairs reported, as `line:column rule`.
struct ReadingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var json: String
    var repairs: [String]
    var testDescription: String { name }
}

enum Lenient {
    /// The payloads of `text`, read by the lenient reader alone.
    static func read(_ text: String, limits: ReaderLimits = ReaderLimits()) -> [ReadPayload] {
        LenientReader.read(text, file: "t", limits: limits)
    }

    /// The payloads of `text`, read as commands read it: jansson first.
    static func readDocument(_ text: String, limits: ReaderLimits = ReaderLimits()) -> [ReadPayload] {
        var payloads: [ReadPayload] = []
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { raw in
            PayloadReader(limits: limits).readDocument(UnsafeRawBufferPointer(raw), file: "t") { payloads.append($0) }
        }
        return payloads
    }

    static func json(_ payload: ReadPayload) -> String? {
        payload.value.map { Jansson.encode($0, style: .record) }
    }

    /// Each diagnostic as `line:column rule`.
    static func rules(_ payload: ReadPayload) -> [String] {
        payload.diagnostics.map { "\($0.line):\($0.column) \($0.ruleText)" }
    }

    /// Checks a row: exactly one payload, its JSON, its repairs (all warnings).
    static func check(_ row: ReadingCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let payloads = read(row.text)
        try #require(payloads.count == 1, "expected one payload, got \(payloads.count)", sourceLocation: sourceLocation)
        #expect(json(payloads[0]) == row.json, sourceLocation: sourceLocation)
        #expect(rules(payloads[0]) == row.repairs, sourceLocation: sourceLocation)
        #expect(payloads[0].diagnostics.allSatisfy { $0.severity == .warning }, sourceLocation: sourceLocation)
    }

    /// The contents of a file of the repository, byte for byte (a byte order mark included).
    static func file(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: CommandRunner.root.appendingPathComponent(path)), as: UTF8.self)
    }
}
