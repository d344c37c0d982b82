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
    /// With `--apns` and `--output DIR`: the folder each payload is written to, a file each.
    var apnsDirectory: String? = nil
    /// With `apnsDirectory`: every input of the run, by device and inode, with its name, so that
    /// no `.apns` file is written over an input, read before or still to be read (`inputFiles`).
    var runInputs: [FilesRead.Key: String] = [:]
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
        if WalkedNonPayload.skipped(bytes, of: input, limits: limits, context: context) { return .success }
        if let inPlace { return process(input, bytes, inPlace, into: nil) }
        if bundle != nil { return processForSimulator(input, bytes) }
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            PayloadReader(limits: limits, locateKeys: false).readDocument(
                text, file: input.displayName, skipped: { context.report([$0]) { lines.lineText($0) } }
            ) { payload in
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
        if refused {
            diagnostics = diagnostics.map {
                var error = $0
                error.severity = .error
                return error
            }
        }
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
        guard let bytes = rewriter.read(target, named: input.displayName, limits: limits) else {
            return .unreadableInput
        }
        if WalkedNonPayload.skipped(bytes, of: input, limits: limits, context: context) { return .success }
        return process(input, bytes, mode, into: target)
    }

    /// `--write`, `--check`, `--diff`: the file as normalized JSON, compared with what it
    /// holds; with `--write`, written over `target`.
    private func process(_ input: InputName, _ bytes: [UInt8], _ mode: InPlace, into target: RewriteTarget?)
        -> ExitStatus
    {
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
            context.report([
                Diagnostic(
                    file: name, at: nil, severity: severity, rule: RewriteRule.refused,
                    message: "not rewritten: " + reason)
            ])
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
            context.report([
                Diagnostic(file: name, at: nil, severity: .error, rule: RewriteRule.notNormalized, message: message)
            ])
            return .failure
        }
        guard mode.write, !mode.diff, let target else { return .success }
        let reader = PayloadReader(limits: limits, locateKeys: false)
        let written = FileRewriter(context: context).write(normalized, to: target, named: name) { readBack in
            let again = reader.payloads(in: readBack, file: name)
            return again.count == 1 && again[0].status == .valid && again[0].value == value
        }
        guard written else { return .outputError }
        context.report([
            Diagnostic(file: name, at: nil, severity: .note, rule: nil, message: "rewritten as normalized JSON")
        ])
        return .success
    }

    /// `--apns`: `xcrun simctl push` takes one payload a file. A paste holding several is
    /// refused, naming them, or with `--output DIR` written one file each (`NAME-1.apns`, ...).
    private func processForSimulator(_ input: InputName, _ bytes: [UInt8]) -> ExitStatus {
        let name = input.displayName
        let payloads = PayloadReader(limits: limits, locateKeys: false).payloads(in: bytes, file: name)
        if payloads.count > 1, apnsDirectory == nil {
            let lines = payloads.map { "\($0.start.line)" }
            let message =
                "holds \(payloads.count) payloads (at lines \(Self.listed(lines))); 'xcrun simctl push' takes one a file: "
                + "give --output DIR to write one file each"
            context.report([
                Diagnostic(
                    file: name, at: nil, severity: .error, rule: SimulatorFileRule.simulatorFile, message: message)
            ])
            return .failure
        }
        var status = ExitStatus.success
        var documents: [[UInt8]] = []
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            for payload in payloads {
                let (value, payloadStatus) = prepare(payload) { lines.lineText($0) }
                status = status.combined(with: payloadStatus)
                guard let value else { continue }
                var document: [UInt8] = []
                Jansson.encode(value, style: style, into: &document)
                document.append(ASCII.newline)
                documents.append(document)
            }
        }
        guard let directory = apnsDirectory else {
            for document in documents { context.standardOutput.write(bytes: document) }
            return status
        }
        guard status == .success else { return status }
        let stem = Self.stem(of: input)
        for (index, document) in documents.enumerated() {
            let file = FilePath.join(directory, documents.count == 1 ? stem + ".apns" : "\(stem)-\(index + 1).apns")
            guard write(document, to: file, readFrom: input) else { return .outputError }
            context.report([
                Diagnostic(
                    file: file, at: nil, severity: .note, rule: nil,
                    message: "written from \(name), payload \(index + 1) of \(documents.count)")
            ])
        }
        return status
    }

    /// One payload's `.apns` file in `--output DIR`, through the one writer and its rules
    /// (never over the input it was read from).
    private func write(_ document: [UInt8], to file: String, readFrom input: InputName) -> Bool {
        let writer = FileRewriter(context: context)
        let failure = "not written"
        guard let target = writer.report(writer.replacement.open(file), named: file, failure: failure) else {
            return false
        }
        defer { target.close() }
        if writer.isInput(target, among: [input.isStandardInput ? "-" : input.path], named: file, failure: failure) {
            return false
        }
        if let identity = target.identity, let other = runInputs[FilesRead.Key(identity)] {
            writer.reportInput(other, named: file, failure: failure)
            return false
        }
        return writer.write(document, to: target, named: file, failure: failure)
    }

    /// The run's inputs by device and inode, with the name each is given (`runInputs`): one
    /// look at each, before any is read.
    static func inputFiles(_ inputs: [InputName], standardInput: FileDescriptor) -> [FilesRead.Key: String] {
        var files: [FilesRead.Key: String] = [:]
        for input in inputs {
            let found = input.isStandardInput ? FileIdentity.of(standardInput) : FileIdentity.of(input.path)
            guard case .success(let identity) = found else { continue }
            files[FilesRead.Key(identity)] = files[FilesRead.Key(identity)] ?? input.displayName
        }
        return files
    }

    /// `1, 5 and 9`.
    static func listed(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items.joined()
    }

    /// The input's name without its folder and extension; `stdin` for standard input.
    static func stem(of input: InputName) -> String {
        guard !input.isStandardInput else { return "stdin" }
        let last = FilePath.lastComponent(input.path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
