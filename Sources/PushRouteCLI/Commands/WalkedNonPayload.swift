import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A file a folder walk found that is strict JSON but no push: one object with no `aps` and
/// no key of any SDK (`Classifier`, `SDKSignatures`), such as a `package.json`. `classify`,
/// `normalize`, `simulate` and `lint` skip it with one note; named on the command line, it is
/// read as a payload (docs/commands.md, "Folders").
enum WalkedNonPayload {
    static let note =
        "not a payload, skipped: a JSON object with no 'aps' and no SDK key (named on the command line, it is checked)"

    /// Whether `input` is such a file, holding `bytes`; when it is, the note is reported.
    /// `screened`: a text with `"aps"` in it is taken for a push without being read again
    /// (classify, normalize and simulate read each file once more only when it has none).
    static func skipped(
        _ bytes: [UInt8], of input: InputName, limits: ReaderLimits, context: CommandContext, screened: Bool = true
    ) -> Bool {
        guard input.tree != nil, !(screened && mentionsAPS(bytes)), isNonPayload(bytes, of: input, limits: limits)
        else {
            return false
        }
        context.report([Diagnostic(file: input.displayName, at: nil, severity: .note, rule: nil, message: note)])
        return true
    }

    /// One strict JSON object, no `aps`, no SDK's key and no other provider's.
    private static func isNonPayload(_ bytes: [UInt8], of input: InputName, limits: ReaderLimits) -> Bool {
        var count = 0
        var skipped = false
        bytes.withUnsafeBytes { text in
            PayloadReader(limits: limits, locateKeys: false).readDocument(text, file: input.displayName) { payload in
                count += 1
                guard payload.diagnostics.isEmpty, payload.envelope == nil, let value = payload.value,
                    let object = value.objectValue, object["aps"] == nil
                else { return }
                let classification = Classifier.classify(value)
                skipped = classification.handler == .none && classification.lookalike == nil
            }
        }
        return count == 1 && skipped
    }

    /// Whether the text holds `"aps"`, as a strict JSON push does.
    private static func mentionsAPS(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { ByteSearch.contains("\"aps\"", in: $0) }
    }
}
