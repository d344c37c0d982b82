import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One normalize invocation: reads inputs, writes one JSON document per payload.
struct NormalizeRun {
    var style: JSONStyle
    var strict: Bool
    var bundle: String?
    var limits: ReaderLimits
    var context: CommandContext

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            PayloadReader(limits: limits, locateKeys: false).readDocument(text, file: input.displayName) { payload in
                status = status.combined(with: write(payload) { lines.lineText($0) })
            }
        }
        return status
    }

    /// Reports the payload's diagnostics and writes it, unless it cannot or may not be written.
    private func write(_ payload: ReadPayload, sourceLine: (Int) -> String?) -> ExitStatus {
        let refused = strict && (payload.status == .repaired || payload.status == .partial)
        var diagnostics = payload.diagnostics
        if refused { diagnostics = diagnostics.map { var error = $0; error.severity = .error; return error } }
        guard var value = payload.value, !refused else {
            context.report(diagnostics, sourceLine: sourceLine)
            return .failure
        }
        if let bundle {
            let problems = SimulatorFile.problems(value, file: payload.file, at: payload.start)
            diagnostics += problems
            context.report(diagnostics, sourceLine: sourceLine)
            guard problems.isEmpty else { return .failure }
            value = SimulatorFile.addingTarget(bundle, to: value)
        } else {
            context.report(diagnostics, sourceLine: sourceLine)
        }
        Jansson.encode(value, style: style, to: context.standardOutput)
        context.standardOutput.write("\n")
        return .success
    }
}
