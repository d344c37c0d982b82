import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// One classify invocation: reads inputs, writes one record per payload.
struct ClassifyRun {
    var json: Bool
    var lines: Bool
    /// With `--trace`: the cell simulated after each result.
    var traceCell: Cell?
    var reader: PayloadReader
    var context: CommandContext

    func process(_ input: InputName) -> ExitStatus {
        lines ? processLines(input) : processDocument(input)
    }

    private func processDocument(_ input: InputName) -> ExitStatus {
        guard let bytes = context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        var first = true
        bytes.withUnsafeBytes { text in
            var sourceLines = TextLocator(text)
            reader.readDocument(text, file: input.displayName) { payload in
                let record = ClassifyRecord(payload: payload, showLine: !first || payload.start.line > 1)
                status = status.combined(with: emit(record) { sourceLines.lineText($0) })
                first = false
            }
        }
        return status
    }

    private func processLines(_ input: InputName) -> ExitStatus {
        let descriptor: FileDescriptor
        switch InputFile.open(input) {
        case .failure(let error):
            context.report(error)
            return .unreadableInput
        case .success(let opened): descriptor = opened
        }
        defer { descriptor.close() }
        var lineReader = LineReader(descriptor: descriptor, input: input, maxLineBytes: reader.limits.maxPayloadBytes)
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
        if utf16 {
            context.report([TextEncoding.utf16LinesError(file: input.displayName)])
            return .failure
        }
        if blank, failure == nil {
            let payload = PayloadReader.noPayload(file: input.displayName, empty: lineReader.lineNumber == 0)
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
    private func processLine(_ bytes: UnsafeRawBufferPointer, number: Int, file: String) -> ExitStatus {
        if traceCell == nil, let classification = fastClassification(bytes, number: number) {
            let start = SourceLocation(line: number, column: TextUTF8.firstNonBlankColumn(bytes))
            let payload = ReadPayload(file: file, start: start, value: nil)
            return emit(ClassifyRecord(payload: payload, classification: classification, showLine: true)) { _ in nil }
        }
        var status = ExitStatus.success
        reader.readLine(bytes, file: file, line: number) { payload in
            status = status.combined(with: emit(ClassifyRecord(payload: payload, showLine: true)) { _ in String(decoding: bytes, as: UTF8.self) })
        }
        return status
    }

    /// The classification of a line that jansson reads as it is, within the reader's limits.
    /// A line that is an array or an envelope takes the full reader (docs/pasted-forms.md §11).
    private func fastClassification(_ bytes: UnsafeRawBufferPointer, number: Int) -> Classification? {
        guard reader.mayReadStrictly(bytes, line: number) else { return nil }
        let limits = reader.limits
        var classification: Classification?
        _ = Jansson.parse(bytes, allowTrailing: false) { view, _ in
            if limits.couldBeTooDeep(byteCount: bytes.count), view.exceedsDepth(limits.maxDepth) { return }
            let found = Classifier.classify(view)
            if found.handler == .none, !view.isObject || (view.member("aps") == nil && Envelope.mayWrap(view)) { return }
            classification = found
        }
        return classification
    }

    /// Writes the record, reports diagnostics, and returns the payload's status.
    private func emit(_ record: ClassifyRecord, sourceLine: (Int) -> String?) -> ExitStatus {
        var record = record
        if let traceCell, let value = record.payload.value {
            let push = Push(id: 1, userInfo: value, source: record.payload.file, location: record.payload.start)
            record.trace = CellSimulator.run(push, in: traceCell, settings: SimulationSettings())
        }
        if json {
            record.writeJSON(to: context.standardOutput)
            context.standardOutput.write("\n")
        } else {
            record.writeText(style: ANSIStyle(enabled: context.colorOutput), to: context.standardOutput)
        }
        context.report(record.payload.diagnostics, sourceLine: sourceLine)
        return record.classification == nil ? .failure : .success
    }
}
