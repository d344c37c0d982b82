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
        /// `--events`: a device log's push-path lines are listed too.
        var events = false
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

    /// A whole file, or with `--lines` one line after another, on this worker; a device log
    /// entry by entry as it arrives, in either mode.
    func process(_ input: InputName) -> ExitStatus {
        guard let start = readStart(input) else { return .unreadableInput }
        if case .log(let format) = start.answer { return processLog(start, format: format) }
        return settings.lines ? processLinesSerially(start) : processDocument(start)
    }

    /// The start of `input`, read to tell a log from a paste; nil after reporting why it cannot be read.
    private func readStart(_ input: InputName) -> InputStart? {
        switch InputStart.read(
            input, standardInput: context.standardInput, byFirstLine: settings.lines,
            limit: reader.limits.maxPayloadBytes)
        {
        case .success(let start): return start
        case .failure(let error):
            context.report(error)
            return nil
        }
    }

    private func processDocument(_ start: InputStart) -> ExitStatus {
        let input = start.input
        let bytes: [UInt8]
        switch start.readWhole(limit: reader.limits.maxPayloadBytes) {
        case .success(let whole): bytes = whole
        case .failure(let error):
            context.report(error)
            return .unreadableInput
        }
        if WalkedNonPayload.skipped(bytes, of: input, limits: reader.limits, context: context) { return .success }
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var refused: StrictRefusal?
            if traceCell == nil,
                let fast = emitFast(text, line: 1, file: input.displayName, document: true, refused: &refused)
            {
                status = fast
                return
            }
            var sourceLines = TextLocator(text)
            reader.readDocument(
                text, file: input.displayName, refused: refused, sniffed: true,
                skipped: { context.report([$0]) { sourceLines.lineText($0) } }
            ) { payload in
                let record = ClassifyRecord(payload: payload)
                status = status.combined(with: emit(record) { sourceLines.lineText($0) })
            }
        }
        return status
    }

    /// `--lines`: one payload a line, on `settings.jobs` workers (one line after another at 1);
    /// a device log entry by entry.
    func processLines(_ input: InputName) -> ExitStatus {
        guard let start = readStart(input) else { return .unreadableInput }
        if case .log(let format) = start.answer { return processLog(start, format: format) }
        return settings.jobs > 1 ? processLinesInParallel(start) : processLinesSerially(start)
    }

    private func processLinesSerially(_ start: InputStart) -> ExitStatus {
        let input = start.input
        var lineReader = openLines(start)
        defer { lineReader.release() }
        var status = ExitStatus.success
        var blank = true
        var wideEncoding: String?
        let failure = lineReader.forEachLine(until: { context.outputFailed }) { bytes, number in
            if number == 1 { wideEncoding = TextEncoding.wideEncoding(bytes) }
            if wideEncoding != nil { return }
            if blank, !TextUTF8.isBlank(bytes) { blank = false }
            status = status.combined(with: processLine(bytes, number: number, file: input.displayName))
        }
        return finishLines(
            input, status: status, blank: blank, wideEncoding: wideEncoding, lineCount: lineReader.lineNumber,
            failure: failure)
    }

    /// The lines cut into chunks (`LineChunk`) that the workers classify, each with a
    /// capturing context; their output is written here in the chunks' order.
    private func processLinesInParallel(_ start: InputStart) -> ExitStatus {
        let input = start.input
        var lineReader = openLines(start)
        defer { lineReader.release() }
        var status = ExitStatus.success
        var blank = true
        var wideEncoding: String?
        let settings = settings
        let colors = context.workerTemplate
        let file = input.displayName
        orderedParallelMap(
            workers: settings.jobs, window: settings.jobs * 2,
            next: { LineChunk.next(from: &lineReader, wideEncoding: &wideEncoding) },
            drainBeforeNext: { lineReader.wouldWait },
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
        return finishLines(
            input, status: status, blank: blank, wideEncoding: wideEncoding, lineCount: lineReader.lineNumber,
            failure: lineReader.failure)
    }

    /// The lines of an input whose start was read; on a pipe or terminal, the answers so far are
    /// flushed before each read that would wait (docs/logs.md, "Device logs").
    private func openLines(_ start: InputStart, maxLineBytes: Int? = nil) -> LineReader {
        var lines = start.lines(maxLineBytes: maxLineBytes ?? reader.limits.lineLimit)
        let output = context.standardOutput
        lines.beforeWaiting = { output.flush() }
        return lines
    }

    /// A device log: each push's record as soon as its entry is complete, then one note
    /// saying what else the log held (docs/logs.md, "Device logs").
    private func processLog(_ start: InputStart, format: LogFormat?) -> ExitStatus {
        var lines = openLines(start, maxLineBytes: LogReader.maxLineBytes)
        defer { lines.release() }
        var log = LogReader(
            file: start.input.displayName, format: format, limits: reader.limits, locateKeys: reader.locateKeys,
            events: settings.events)
        var status = ExitStatus.success
        var pasteLines: TextLocator?
        let record = { (payload: ReadPayload) in
            let fromLog = payload.logEntry != nil
            let record = ClassifyRecord(payload: payload)
            status = status.combined(with: emit(record, errorsOnly: fromLog) { pasteLines?.lineText($0) })
        }
        var eventWriter = JSONRecordWriter()
        let event = { (event: LogEvent) in writeEvent(ClassifyEventRecord(event: event), writer: &eventWriter) }
        let failure = lines.forEachLine(until: { context.outputFailed }) { bytes, number in
            log.add(bytes, number: number, record, event: event)
        }
        if let text = log.pasteCandidate {
            text.withUnsafeBytes { raw in
                pasteLines = TextLocator(raw)
                log.finish(record, event: event)
                pasteLines = nil
            }
        } else {
            log.finish(record, event: event)
        }
        if !log.readAsPaste { context.report([log.summary.note(file: start.input.displayName, format: log.format)]) }
        if let failure {
            context.report(failure)
            return status.combined(with: .unreadableInput)
        }
        return status
    }

    /// Writes an event's record (`--events`).
    private func writeEvent(_ record: ClassifyEventRecord, writer: inout JSONRecordWriter) {
        if json {
            record.writeJSON(to: context.standardOutput, writer: &writer)
            context.standardOutput.write("\n")
        } else {
            record.writeText(style: ANSIStyle(enabled: context.colorOutput), to: context.standardOutput)
        }
    }

    /// What `--lines` says after the last line: UTF-16 or UTF-32 refused, an input with no
    /// payload, a read error.
    private func finishLines(
        _ input: InputName, status: ExitStatus, blank: Bool, wideEncoding: String?, lineCount: Int, failure: InputError?
    ) -> ExitStatus {
        var status = status
        if let wideEncoding {
            context.report([TextEncoding.wideTextLinesError(file: input.displayName, encoding: wideEncoding)])
            return .failure
        }
        if blank, failure == nil {
            let payload = PayloadReader.noPayload(file: input.displayName, empty: lineCount == 0)
            status = status.combined(with: emit(ClassifyRecord(payload: payload)) { _ in nil })
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
        if bytes.count > reader.limits.lineLimit, let tooLong = reader.limits.lineTooLong(file: file, line: number) {
            return emit(ClassifyRecord(payload: tooLong)) { _ in nil }
        }
        var refused: StrictRefusal?
        if traceCell == nil,
            let fast = emitFast(bytes, line: number, file: file, document: false, refused: &refused)
        {
            return fast
        }
        var status = ExitStatus.success
        reader.readLine(bytes, file: file, line: number, refused: refused) { payload in
            status = status.combined(
                with: emit(ClassifyRecord(payload: payload)) { _ in String(decoding: bytes, as: UTF8.self) })
        }
        return status
    }

    /// Emits the record of a line, or of a whole `document`, that the reader's strict path
    /// takes (`PayloadReader.readStrictly`), classified on jansson's tree, and returns its
    /// status; nil when the full reader reads it (then `refused` may say why jansson refused
    /// it). The record is emitted where it is made: this runs for every line, and a record
    /// handed out of the closure is copied and destroyed once more.
    private func emitFast(
        _ bytes: UnsafeRawBufferPointer, line number: Int, file: String, document: Bool, refused: inout StrictRefusal?
    ) -> ExitStatus? {
        var status: ExitStatus?
        _ = reader.readStrictly(bytes, file: file, line: number, document: document, refused: &refused) {
            view, payload in
            // A push service's answer is skipped with a note (`PastePushFilter`): from the full reading.
            if document, view.member("aps") == nil,
                ServiceResponse.namingKeys.contains(where: { view.member($0) != nil })
            {
                return false
            }
            // A flag present but not the integer 1 is said why (`FlagValueNote`): from the full reading.
            guard let classification = Classifier.classifyStrictly(view) else { return false }
            status = emit(ClassifyRecord(payload: payload, classification: classification)) { _ in nil }
            return true
        }
        return status
    }

    /// Writes the record, reports diagnostics (with `errorsOnly`, only its errors: a log's
    /// pushes keep their repairs in the record), and returns the payload's status.
    private func emit(_ record: consuming ClassifyRecord, errorsOnly: Bool = false, sourceLine: (Int) -> String?)
        -> ExitStatus
    {
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
        if errorsOnly {
            context.report(record.payload.diagnostics.filter { $0.severity == .error }, sourceLine: sourceLine)
        } else {
            context.report(record.payload.diagnostics, sourceLine: sourceLine)
        }
        return record.status == .invalid ? .failure : .success
    }
}
