/// `pushroute classify`: who handles each payload, and why.
public enum ClassifyCommand: Command {
    public static let name = "classify"
    public static let summary = "say which SDK handles each payload, and why"
    public static let options: [OptionSpec] = [
        OptionSpec("format", .choice(["text", "json"])),
        OptionSpec("lines"),
        OptionSpec("trace"),
        OptionSpec("state", .choice(AppState.allCases.map(\.rawValue))),
        OptionSpec("event", .choice(PushEvent.allCases.map(\.rawValue))),
    ]

    public static let help = """
        usage: pushroute classify [--format text|json] [--lines] [--trace [--state S] [--event E]] [FILE...]

        Says, for each payload, which SDK handles it (leanplum, clevertap or none), the
        keys that decided, whether aps.content-available is 1 (the push wakes the app),
        whether aps.mutable-content is 1, and whether the push is silent. A payload
        neither SDK owns is compared with other SDKs' signatures (looks like ...).

        A FILE may hold several payloads one after another. With no FILE, or with -,
        standard input is read.

        options:
          --format text|json   one readable line per payload (default), or one JSON
                               object per payload per line
          --lines              each input line is one payload (NDJSON)
          --trace              after each result, the calls of one cell of 'simulate'
                               (default: background, open)
          --state not-running|background|foreground, --event receive|open
                               the cell --trace shows

        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        for name in ["state", "event"] where options.has(name) && !options.has("trace") {
            throw UsageError("option '--\(name)' needs '--trace'")
        }
        let cell = Cell(
            options.value("state").flatMap(AppState.init) ?? Cell.classifyDefault.state,
            options.value("event").flatMap(PushEvent.init) ?? Cell.classifyDefault.event)
        let run = ClassifyRun(
            json: options.value("format") == "json", lines: options.has("lines"),
            traceCell: options.has("trace") ? cell : nil, context: context)
        let inputs = options.operands.isEmpty ? ["-"] : options.operands
        return inputs.map { run.process(InputName($0)) }.reduce(.success) { $0.combined(with: $1) }
    }
}

/// One classify invocation: reads inputs, writes one record per payload.
struct ClassifyRun {
    var json: Bool
    var lines: Bool
    /// With `--trace`: the cell simulated after each result.
    var traceCell: Cell?
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
            PayloadReader(locateKeys: false).readDocument(text, file: input.displayName) { payload in
                let record = ClassifyRecord(payload: payload, showLine: !first || payload.start.line > 1)
                status = status.combined(with: emit(record) {
                    TextUTF8.line($0, in: text)
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
        var reader = LineReader(descriptor: descriptor, input: input)
        defer { reader.release() }
        var status = ExitStatus.success
        let failure = reader.forEachLine { bytes, number in
            status = status.combined(with: processLine(bytes, number: number, file: input.displayName))
        }
        if let failure {
            context.report(failure)
            return status.combined(with: .unreadableInput)
        }
        return status
    }

    /// Classifies one NDJSON line. Valid JSON is classified straight on jansson's tree;
    /// anything else takes the full reader, which explains what is wrong.
    private func processLine(_ bytes: UnsafeRawBufferPointer, number: Int, file: String) -> ExitStatus {
        if traceCell == nil,
            case .success(let classification) = Jansson.withParsed(bytes, allowTrailing: false, { view, _ in
                Classifier.classify(view)
            })
        {
            let start = SourceLocation(line: number, column: TextUTF8.firstNonBlankColumn(bytes))
            let payload = ReadPayload(file: file, start: start, value: nil)
            return emit(ClassifyRecord(payload: payload, classification: classification, showLine: true)) { _ in nil }
        }
        guard let payload = PayloadReader(locateKeys: false).readLine(bytes, file: file, line: number) else {
            return .success
        }
        return emit(ClassifyRecord(payload: payload, showLine: true)) { _ in String(decoding: bytes, as: UTF8.self) }
    }

    /// Writes the record, reports diagnostics, and returns the payload's status.
    private func emit(_ record: ClassifyRecord, sourceLine: (Int) -> String?) -> ExitStatus {
        var record = record
        if let traceCell, let value = record.payload.value {
            let push = Push(id: 1, userInfo: value, source: record.payload.file, location: record.payload.start)
            record.trace = CellSimulator.run(push, in: traceCell, settings: SimulationSettings())
        }
        if json {
            Jansson.encode(record.json, style: .record, to: context.standardOutput)
            context.standardOutput.write("\n")
        } else {
            record.writeText(style: ANSIStyle(enabled: context.colorOutput), to: context.standardOutput)
        }
        context.report(record.payload.diagnostics, sourceLine: sourceLine)
        return record.classification == nil ? .failure : .success
    }
}
