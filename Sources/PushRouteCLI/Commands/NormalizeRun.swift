import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One normalize invocation: reads inputs, writes one JSON document per payload; with
/// `--write`, `--check` or `--diff`, compares each file with its normalized form instead.
struct NormalizeRun {
    var style: JSONStyle
    var strict: Bool
    var bundle: String?
    var limits: ReaderLimits
    var inPlace: InPlace?
    var context: CommandContext

    /// What `--write`, `--check` and `--diff` ask of a file.
    struct InPlace {
        /// Rewrite it (unless `diff`).
        var write: Bool
        /// Report it when it is not normalized (exit status 1).
        var check: Bool
        /// Print the diff instead of writing.
        var diff: Bool
    }

    func process(_ input: InputName) -> ExitStatus {
        if let inPlace, inPlace.write, !inPlace.diff { return rewrite(input, inPlace) }
        guard let bytes = context.read(input, limits: limits) else { return .unreadableInput }
        if let inPlace { return process(input, bytes, inPlace, into: nil) }
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            PayloadReader(limits: limits, locateKeys: false).readDocument(text, file: input.displayName) { payload in
                let (value, payloadStatus) = prepare(payload) { lines.lineText($0) }
                status = status.combined(with: payloadStatus)
                guard let value else { return }
                Jansson.encode(value, style: style, to: context.standardOutput)
                context.standardOutput.write("\n")
            }
        }
        return status
    }

    /// Reports the payload's diagnostics, and gives the value to write unless it cannot or
    /// may not be written.
    private func prepare(_ payload: ReadPayload, sourceLine: (Int) -> String?) -> (JSONValue?, ExitStatus) {
        let refused = strict && payload.status.wasRepaired
        var diagnostics = payload.diagnostics
        if refused { diagnostics = diagnostics.map { var error = $0; error.severity = .error; return error } }
        guard var value = payload.value, !refused else {
            context.report(diagnostics, sourceLine: sourceLine)
            return (nil, .failure)
        }
        if let bundle {
            let problems = SimulatorFile.problems(value, file: payload.file, at: payload.start)
            diagnostics += problems
            context.report(diagnostics, sourceLine: sourceLine)
            guard problems.isEmpty else { return (nil, .failure) }
            value = SimulatorFile.addingTarget(bundle, to: value)
        } else {
            context.report(diagnostics, sourceLine: sourceLine)
        }
        return (value, .success)
    }

    /// `--write`: the file is opened for its rewrite before anything is read, and read through
    /// the opened file, so that the rename replaces the file read (`FileRewriter`).
    private func rewrite(_ input: InputName, _ mode: InPlace) -> ExitStatus {
        let rewriter = FileRewriter(context: context)
        guard let target = rewriter.open(input) else { return .outputError }
        defer { target.close() }
        guard let bytes = rewriter.read(target, named: input.displayName, limits: limits) else { return .unreadableInput }
        return process(input, bytes, mode, into: target)
    }

    /// `--write`, `--check`, `--diff`: the file as normalized JSON, compared with what it
    /// holds; with `--write`, written over `target`.
    private func process(_ input: InputName, _ bytes: [UInt8], _ mode: InPlace, into target: RewriteTarget?) -> ExitStatus {
        let name = input.displayName
        let payloads = PayloadReader(limits: limits, locateKeys: false).payloads(in: bytes, file: name)
        var values: [JSONValue] = []
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            for payload in payloads {
                let (value, payloadStatus) = prepare(payload) { lines.lineText($0) }
                status = status.combined(with: payloadStatus)
                if let value { values.append(value) }
            }
        }
        if let reason = RewriteGuard.refusal(payloads) {
            let severity: Severity = mode.check ? .error : .warning
            context.report([Diagnostic(file: name, at: nil, severity: severity, rule: RewriteRule.refused, message: "not rewritten: " + reason)])
            return status.combined(with: mode.check ? .failure : .success)
        }
        guard status == .success, let value = values.first else { return status }
        var normalized: [UInt8] = []
        Jansson.encode(value, style: style, into: &normalized)
        normalized.append(ASCII.newline)
        if normalized == bytes { return .success }
        if mode.diff { FileRewriter(context: context).writeDiff(from: bytes, to: normalized, named: name) }
        if mode.check {
            let message = "not normalized; 'pushroute normalize --write' rewrites it"
            context.report([Diagnostic(file: name, at: nil, severity: .error, rule: RewriteRule.notNormalized, message: message)])
            return .failure
        }
        guard mode.write, !mode.diff, let target else { return .success }
        let reader = PayloadReader(limits: limits, locateKeys: false)
        let written = FileRewriter(context: context).write(normalized, to: target, named: name) { readBack in
            let again = reader.payloads(in: readBack, file: name)
            return again.count == 1 && again[0].status == .valid && again[0].value == value
        }
        guard written else { return .outputError }
        context.report([Diagnostic(file: name, at: nil, severity: .note, rule: nil, message: "rewritten as normalized JSON")])
        return .success
    }
}
