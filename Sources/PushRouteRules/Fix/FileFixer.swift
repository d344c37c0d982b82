import PushRouteCore
import PushRouteReader

/// What `lint --fix` makes of one file.
public enum FixOutcome: Sendable {
    /// No finding of the file has a fix.
    case unchanged
    /// The fixed text, the payload it must read back as, and the fixes made.
    case fixed(text: [UInt8], payload: JSONValue, fixes: [LintFix])
    /// The file has fixable findings but may not be rewritten: the reason.
    case refused(String)
}

/// Fixes one file in passes, as ESLint does: each pass lints the text, makes the fixes that
/// do not overlap, and reads the result again, until nothing is left to fix. Only a file
/// holding exactly one payload, read whole and without text around it, is fixed; and the
/// fixed text must read back as the payload the fixes describe (`LintFix.apply`), pass after
/// pass.
public struct FileFixer: Sendable {
    public var linter: Linter
    public var reader: PayloadReader
    public static let maxPasses = 10

    public init(linter: Linter, reader: PayloadReader = PayloadReader(locateKeys: true)) {
        self.linter = linter
        self.reader = reader
    }

    public func fix(_ bytes: [UInt8], file: String) -> FixOutcome {
        var text = bytes
        var expected: JSONValue?
        var made: [LintFix] = []
        for pass in 0..<Self.maxPasses {
            let payloads = read(text, file: file)
            let fixes = payloads.flatMap { linter.findings($0).compactMap(\.fix) }
            if fixes.isEmpty { break }
            if pass == 0, let reason = RewriteGuard.refusal(payloads) { return .refused(reason) }
            guard let payload = payloads.first, let value = payload.value else { break }
            if let expected, payloads.count != 1 || payload.status != .valid || value != expected {
                return .refused(Self.differentReading)
            }
            let (edits, applied) = text.withUnsafeBytes { FixEdits(text: $0, payload: payload).plan(fixes) }
            if applied.isEmpty { break }
            expected = applied.reduce(expected ?? value) { $1.apply(to: $0) }
            text = TextEdit.apply(edits, to: text)
            made += applied
        }
        guard let expected, !made.isEmpty else { return .unchanged }
        guard readsAs(text, expected, file: file) else { return .refused(Self.differentReading) }
        return .fixed(text: text, payload: expected, fixes: made)
    }

    /// Whether `text` holds exactly one payload, strict JSON, equal to `value`: the check
    /// made on the fixed text, and again on the bytes read back from the disk.
    public func readsAs(_ text: [UInt8], _ value: JSONValue, file: String) -> Bool {
        let payloads = read(text, file: file)
        return payloads.count == 1 && payloads[0].status == .valid && payloads[0].value == value
    }

    static let differentReading = "the fixed text would read as a different payload"

    private func read(_ text: [UInt8], file: String) -> [ReadPayload] {
        reader.payloads(in: text, file: file)
    }
}
