import PushRouteCore
import PushRouteReader

/// A JSON or OpenStep document (Package.resolved, project.pbxproj) read with the project's
/// payload reader, keys located: its value, or the located reason it cannot be used.
enum LocatedDocument {
    /// The one value of `text`; nil with a warning when the text is not one whole value
    /// (a cut-off project, a second value, an error).
    static func read(
        _ text: UnsafeRawBufferPointer, file: String, what: String, consequence: String
    ) -> (value: JSONValue?, diagnostics: [Diagnostic]) {
        var payloads: [ReadPayload] = []
        PayloadReader(limits: .withoutOptions, locateKeys: true, recognizePushes: false).readDocument(text, file: file)
        { payloads.append($0) }
        guard let first = payloads.first else { return (nil, []) }
        let errors = first.diagnostics.filter { $0.severity == .error }
        if let value = first.value, payloads.count == 1, first.status != .partial, errors.isEmpty { return (value, []) }
        var locator = TextLocator(text)
        let location =
            errors.first?.location ?? (first.status == .partial ? locator.location(at: text.count) : first.start)
        // Without the advice to raise a limit: `app infer` and `simulate --app` have no
        // `--max-depth` or `--max-bytes` (their files are read with the default limits).
        let reason =
            errors.first.map { ": " + ReaderLimits.withoutAdvice($0.message) }
            ?? (first.status == .partial ? ": it is cut off" : "")
        return (
            nil,
            [
                Diagnostic(
                    file: file, at: location, severity: .warning, rule: AppInferenceRule.syntax,
                    message: "not a whole \(what)\(reason): \(consequence)")
            ]
        )
    }
}
