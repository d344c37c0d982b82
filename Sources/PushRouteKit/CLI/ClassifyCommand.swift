/// `pushroute classify`: who handles each payload, and why.
public enum ClassifyCommand: Command {
    public static let name = "classify"
    public static let summary = "say which SDK handles each payload, and why"
    public static let options: [OptionSpec] = [
        OptionSpec("format", .choice(["text", "json"])),
        OptionSpec("lines"),
    ] + ReaderLimitOptions.specs

    public static let help = """
        usage: pushroute classify [--format text|json] [--lines] [--max-depth N] [--max-bytes N] [FILE...]

        Says, for each payload, which SDK handles it (leanplum, clevertap or none), the
        keys that decided, whether aps.content-available is 1 (the push wakes the app),
        whether aps.mutable-content is 1, and whether the push is silent. A payload
        neither SDK owns is compared with other SDKs' signatures (looks like ...).

        Payloads are read as people paste them (JSON, NSDictionary descriptions, Swift
        print, lldb dumps, log lines, hand-edited hybrids); each repair is reported on
        standard error and the payload is marked repaired. A FILE may hold several
        payloads, with text between them. With no FILE, or with -, standard input is read.

        options:
          --format text|json   one readable line per payload (default), or one JSON
                               object per payload per line
          --lines              each input line is one payload (NDJSON)
        \(ReaderLimitOptions.help)

        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let run = ClassifyRun(
            json: options.value("format") == "json", lines: options.has("lines"),
            reader: PayloadReader(limits: ReaderLimitOptions.limits(options), locateKeys: false), context: context)
        let inputs = options.operands.isEmpty ? ["-"] : options.operands
        return inputs.map { run.process(InputName($0)) }.reduce(.success) { $0.combined(with: $1) }
    }
}

/// One classify invocation: reads inputs, writes one record per payload.
struct ClassifyRun {
    var json: Bool
    var lines: Bool
    var reader: PayloadReader
    var context: CommandContext

    func process(_ input: InputName) -> ExitStatus {
        lines ? processLines(input) : processDocument(input)
    }

    private func processDocument(_ input: InputName) -> ExitStatus {
        let bytes: [UInt8]
        switch InputFile.readAll(input) {
        case .failure(let error):
            context.report(error)
            return .unreadableInput
        case .success(let read): bytes = read
        }
        var status = ExitStatus.success
        var first = true
        bytes.withUnsafeBytes { text in
            var sourceLines = SourceLines(text)
            reader.readDocument(text, file: input.displayName) { payload in
                status = status.combined(with: emit(payload, showLine: !first || payload.start.line > 1) {
                    sourceLines.line($0)
                })
                first = false
            }
        }
        return status
    }

    private func processLines(_ input: InputName) -> ExitStatus {
        let descriptor: Int32
        switch InputFile.open(input) {
        case .failure(let error):
            context.report(error)
            return .unreadableInput
        case .success(let opened): descriptor = opened
        }
        defer { InputFile.close(descriptor) }
        var lineReader = LineReader(descriptor: descriptor, input: input)
        defer { lineReader.release() }
        var status = ExitStatus.success
        let failure = lineReader.forEachLine { bytes, number in
            guard let payload = reader.readLine(bytes, file: input.displayName, line: number) else { return }
            status = status.combined(with: emit(payload, showLine: true) { _ in
                String(decoding: bytes, as: UTF8.self)
            })
        }
        if let failure {
            context.report(failure)
            return status.combined(with: .unreadableInput)
        }
        return status
    }

    /// Writes the record, reports diagnostics, and returns the payload's status.
    private func emit(_ payload: ReadPayload, showLine: Bool, sourceLine: (Int) -> String?) -> ExitStatus {
        let record = ClassifyRecord(payload: payload, showLine: showLine)
        if json {
            context.standardOutput.append { Jansson.encode(record.json, style: .record, into: &$0) }
            context.standardOutput.write("\n")
        } else {
            context.standardOutput.write(record.text(style: ANSIStyle(enabled: context.colorOutput)))
        }
        context.report(payload.diagnostics, sourceLine: sourceLine)
        return payload.status == .invalid ? .failure : .success
    }
}
