import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// One classify invocation: reads inputs, writes one record per payload.
struct ClassifyRun {
    /// What the run does, the same for every worker.
    struct Settings: Sendable {
        var json: Bool
        var lines: Bool
        /// With `--trace`: the cell simulated after each result.
        var traceCell: Cell?
        /// With `--trace`: the app the cell is simulated with (`--app`).
        var traceSettings = SimulationSettings()
        var reader: PayloadReader
        /// `--jobs`.
        var jobs = 1
    }

    var settings: Settings
    /// With `--format html`: the table the records go to, written at the end.
    var table: ClassifyHTMLTable?
    var context: CommandContext

    init(settings: Settings, table: ClassifyHTMLTable? = nil, context: CommandContext) {
        self.settings = settings
        self.table = table
        self.context = context
    }

    private var json: Bool { settings.json }
    private var traceCell: Cell? { settings.traceCell }
    private var traceSettings: SimulationSettings { settings.traceSettings }
    private var reader: PayloadReader { settings.reader }

    /// A whole file, or with `--lines` one line after another, on this worker.
    func process(_ input: InputName) -> ExitStatus {
        settings.lines ? processLinesSerially(input) : processDocument(input)
    }

    private func processDocument(_ input: InputName) -> ExitStatus {
        guard let bytes = context.read(input, limits: reader.limits) else { return .unreadableInput }
        var status = ExitStatus.success
        var first = true
        bytes.withUnsafeBytes { text in
            var refused: StrictRefusal?
            if traceCell == nil, let record = fastRecord(text, line: 1, file: input.displayName, document: true, refused: &refused) {
                status = emit(record) { _ in nil }
                return
            }
            var sourceLines = TextLocator(text)
            reader.readDocument(text, file: input.displayName, refused: refused) { payload in
                let record = ClassifyRecord(payload: payload, showLine: !first || payload.start.line > 1)
                status = status.combined(with: emit(record) { sourceLines.lineText($0) })
                first = false
            }
        }
        return status
    }

    /// `--lines`: one payload a line, on `settings.jobs` workers (one line after another at 1).
    func processLines(_ input: InputName) -> ExitStatus {
        settings.jobs > 1 ? processLinesInParallel(input) : processLinesSerially(input)
    }

    private func processLinesSerially(_ input: InputName) -> ExitStatus {
        guard var lineReader = openLines(input) else { return .unreadableInput }
        defer { lineReader.release() }
        var status = ExitStatus.success
        var blank = true
        var utf16 = false
        let failure = lineReader.forEachLine(until: { context.outputFailed }) { bytes, number in
            if number == 1, TextEncoding.startsUTF16(bytes) { utf16 = true }
            if utf16 { return }
            if blank, !TextUTF8.isBlank(bytes) { blank = false }
            status = status.combined(with: processLine(bytes, number: number, file: input.displayName))
        }
        return finishLines(input, status: status, blank: blank, utf16: utf16, lineCount: lineReader.lineNumber, failure: failure)
    }

    /// The lines cut into chunks (`LineChunk`) that the workers classify, each with a
    /// capturing context; their output is written here in the chunks' order.
    private func processLinesInParallel(_ input: InputName) -> ExitStatus {
        guard var lineReader = openLines(input) else { return .unreadableInput }
        defer { lineReader.release() }
        var status = ExitStatus.success
        var blank = true
        var utf16 = false
        let settings = settings, colors = context.workerTemplate, file = input.displayName
        orderedParallelMap(
            workers: settings.jobs, window: settings.jobs * 2,
            next: { LineChunk.next(from: &lineReader, utf16: &utf16) },
            transform: { chunk in
                let worker = ClassifyRun(settings: settings, context: .capturing(like: colors))
                var status = ExitStatus.success
                var blank = true
                chunk.forEachLine { bytes, number in
                    if blank, !TextUTF8.isBlank(bytes) { blank = false }
                    status = status.combined(with: worker.processLine(bytes, number: number, file: file))
                }
                return (worker.context.captured(status: status), blank)
            },
            consume: { captured, chunkBlank in
                context.replay(captured)
                status = status.combined(with: captured.status)
                blank = blank && chunkBlank
                return !context.outputFailed
            })
        return finishLines(input, status: status, blank: blank, utf16: utf16, lineCount: lineReader.lineNumber, failure: lineReader.failure)
    }

    private func openLines(_ input: InputName) -> LineReader? {
        switch InputFile.open(input) {
        case .failure(let error):
            context.report(error)
            return nil
        case .success(let descriptor):
            return LineReader(descriptor: descriptor, input: input, maxLineBytes: reader.limits.maxPayloadBytes)
        }
    }

    /// What `--lines` says after the last line: UTF-16 refused, an input with no payload, a
    /// read error.
    private func finishLines(
        _ input: InputName, status: ExitStatus, blank: Bool, utf16: Bool, lineCount: Int, failure: InputError?
    ) -> ExitStatus {
        var status = status
        if utf16 {
            context.report([TextEncoding.utf16LinesError(file: input.displayName)])
            return .failure
        }
        if blank, failure == nil {
            let payload = PayloadReader.noPayload(file: input.displayName, empty: lineCount == 0)
            status = status.combined(with: emit(ClassifyRecord(payload: payload, showLine: true)) { _ in nil })
        }
        if let failure {
            context.report(failure)
            return status.combined(with: .unreadableInput)
        }
        return status
    }

    /// Classifies one NDJSON line. Strict JSON within the limits is classified straight
    /// on jansson's tree; anything else takes the full reader, which repairs or explains.
    func processLine(_ bytes: UnsafeRawBufferPointer, number: Int, file: String) -> ExitStatus {
        var refused: StrictRefusal?
        if traceCell == nil, let record = fastRecord(bytes, line: number, file: file, document: false, refused: &refused) {
            return emit(record) { _ in nil }
        }
        var status = ExitStatus.success
        reader.readLine(bytes, file: file, line: number, refused: refused) { payload in
            status = status.combined(with: emit(ClassifyRecord(payload: payload, showLine: true)) { _ in String(decoding: bytes, as: UTF8.self) })
        }
        return status
    }

    /// The record of a line, or of a whole `document`, that jansson reads as it is within the
    /// reader's limits, classified on jansson's tree. `nil` when the full reader takes it:
    /// jansson refuses it (then `refused` says why, so that the reader does not ask again), it
    /// is too deep, it is an array or an envelope (docs/pasted-forms.md §11), or text follows it.
    private func fastRecord(
        _ bytes: UnsafeRawBufferPointer, line number: Int, file: String, document: Bool, refused: inout StrictRefusal?
    ) -> ClassifyRecord? {
        guard reader.mayReadStrictly(bytes, line: number) else { return nil }
        // Where readLine and readDocument look first, so that a refusal from here is theirs.
        let offset = TextUTF8.firstNonWhitespace(bytes)
        guard offset < bytes.count else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        let limits = reader.limits
        var record: ClassifyRecord?
        let refusal = Jansson.parse(text, allowTrailing: true) { view, consumed in
            guard text[consumed...].allSatisfy(ASCII.isWhitespace) else { return }
            if limits.couldBeTooDeep(byteCount: text.count), view.exceedsDepth(limits.maxDepth) { return }
            let classification = Classifier.classify(view)
            if classification.handler == .none, !view.isObject || (view.member("aps") == nil && Envelope.mayWrap(view)) { return }
            var locator = TextLocator(bytes)
            let found = locator.location(at: offset)
            // A document's payload may start on a later line; a line's is on that line.
            let start = document ? found : SourceLocation(line: number, column: found.column)
            let payload = ReadPayload(file: file, start: start, value: nil)
            record = ClassifyRecord(payload: payload, classification: classification, showLine: !document || start.line > 1)
        }
        if let refusal { refused = StrictRefusal(offset: offset, error: refusal) }
        return record.take()
    }

    /// Writes the record, reports diagnostics, and returns the payload's status.
    private func emit(_ record: consuming ClassifyRecord, sourceLine: (Int) -> String?) -> ExitStatus {
        if let traceCell, let value = record.payload.value {
            let push = Push(id: 1, userInfo: value, source: record.payload.file, location: record.payload.start)
            record.trace = CellSimulator.run(push, in: traceCell, settings: traceSettings)
        }
        if let table {
            table.add(record)
        } else if json {
            record.writeJSON(to: context.standardOutput)
            context.standardOutput.write("\n")
        } else {
            record.writeText(style: ANSIStyle(enabled: context.colorOutput), to: context.standardOutput)
        }
        context.report(record.payload.diagnostics, sourceLine: sourceLine)
        return record.status == .invalid ? .failure : .success
    }
}
