import PushRouteCore

/// Finds the payloads of a text one after another and reads each one: with jansson first
/// when `strictFirst` (valid JSON takes jansson's path unchanged), with the lenient reader
/// otherwise or when jansson refuses. Text around payloads is skipped and reported; after a
/// payload that cannot be read, reading resumes at the next line that can start one.
struct PayloadScanner {
    let text: UnsafeRawBufferPointer
    let file: String
    let limits: ReaderLimits
    let locate: Bool
    let strictFirst: Bool
    /// Read one payload only; the rest is text after it (a line of NDJSON).
    let single: Bool
    var locator: TextLocator
    private var diagnosticLocator: TextLocator
    private var messageWriter = MessageWriter()
    var position = 0
    /// Findings waiting for the next payload: a byte order mark, text before it.
    var waiting: [Finding] = []
    /// The last payload read, held back so that text after it can still be added.
    var held: HeldPayload?
    var count = 0

    struct HeldPayload {
        var start: SourceLocation
        var value: JSONValue?
        var findings: [Finding]
    }

    init(
        text: UnsafeRawBufferPointer, file: String, firstLine: Int = 1, limits: ReaderLimits, locate: Bool,
        strictFirst: Bool, single: Bool = false
    ) {
        self.text = text
        self.file = file
        self.limits = limits
        self.locate = locate
        self.strictFirst = strictFirst
        self.single = single
        locator = TextLocator(text, at: SourceLocation(line: firstLine, column: 1))
        diagnosticLocator = locator
    }

    mutating func run(_ emit: (ReadPayload) -> Void) {
        if TextUTF8.byteOrderMarkLength(text) == 3 {
            waiting.append(.byteOrderMark(at: 0))
            position = 3
        }
        var sameLine = false
        while true {
            sameLine = !skipWhitespace() && sameLine
            guard position < text.count else { break }
            if single, count > 0 {
                takeText(position..<text.count, sameLine: true, beforePayload: false, emit)
                break
            }
            if count == 0, readWholeDocument(emit) { break }
            guard let opener = PayloadOpener.next(in: text, from: position) else {
                takeText(position..<text.count, sameLine: sameLine, beforePayload: false, emit)
                break
            }
            if opener > position { takeText(position..<opener, sameLine: sameLine, beforePayload: true, emit) }
            let readable = readPayload(at: opener, emit)
            sameLine = true
            if !readable, single { break }
        }
        release(emit)
    }

    /// Skips whitespace; returns whether a line ended on the way.
    private mutating func skipWhitespace() -> Bool {
        var crossedLine = false
        while position < text.count, ASCII.isWhitespace(text[position]) {
            if text[position] == ASCII.newline { crossedLine = true }
            position += 1
        }
        return crossedLine
    }

    // MARK: Payloads

    /// Reads the payload at `opener`; returns whether it could be read.
    private mutating func readPayload(at opener: Int, _ emit: (ReadPayload) -> Void) -> Bool {
        let start = locator.location(at: opener)
        var refusal: Jansson.ParseError?
        if strictFirst, text[opener] != 0xE2 {
            switch readStrict(at: opener, start: start) {
            case .success(let payload):
                hold(payload, emit)
                return payload.value != nil
            case .failure(let error): refusal = error
            }
        }
        var (value, end, findings, failure) = readLenient(at: opener)
        if let failure {
            hold(HeldPayload(start: start, value: nil, findings: [failure]), emit)
            let strictEnd = opener + (refusal?.offset ?? 0)
            position = PayloadOpener.resynchronizationPoint(in: text, after: max(failure.offset, strictEnd))
            waiting = []
            return false
        }
        if findings.isEmpty, let refusal {
            findings.append(.strictRefused(refusal.message, at: min(opener + refusal.offset, max(opener, end - 1))))
        }
        hold(HeldPayload(start: start, value: value, findings: waiting.isEmpty ? findings : waiting + findings), emit)
        waiting = []
        position = end
        return true
    }

    private mutating func readLenient(at opener: Int) -> (JSONValue?, Int, [Finding], Finding?) {
        if text[opener] == 0xE2 {
            var reader = LLDBTreeReader(text: text, start: opener, limits: limits, locate: locate, locator: locator)
            let value = reader.read()
            locator = reader.locator
            return (value, reader.position, reader.findings, reader.failure)
        }
        var parser = LenientParser(text: text, start: opener, limits: limits, locate: locate, locator: locator)
        let value = parser.parse()
        locator = parser.locator
        return (value, parser.position, parser.findings, parser.failure)
    }

    /// jansson's reading of the JSON at `opener`, within the size limit and the depth limit.
    private mutating func readStrict(at opener: Int, start: SourceLocation) -> Result<HeldPayload, Jansson.ParseError> {
        let end = min(text.count, opener.addingReportingOverflow(limits.maxPayloadBytes).overflow ? text.count : opener + limits.maxPayloadBytes)
        let slice = UnsafeRawBufferPointer(rebasing: text[opener..<end])
        switch Jansson.decode(slice, allowTrailing: true) {
        case .failure(let error): return .failure(error)
        case .success(let decoded):
            position = opener + decoded.consumed
            if limits.couldBeTooDeep(byteCount: decoded.consumed), JSONDepth.exceeds(decoded.value, limits.maxDepth) {
                waiting = []
                return .success(HeldPayload(start: start, value: nil, findings: [.tooDeep(limit: limits.maxDepth, at: opener)]))
            }
            let value = locate ? SourceLocator.annotate(decoded.value, text: text, start: opener, at: start, maxDepth: limits.maxDepth) : decoded.value
            defer { waiting = [] }
            return .success(HeldPayload(start: start, value: value, findings: waiting))
        }
    }

    /// A whole document that is one JSON value of any type (`42`, `"text"`), as jansson reads it.
    private mutating func readWholeDocument(_ emit: (ReadPayload) -> Void) -> Bool {
        let byte = text[position]
        guard byte != ASCII.openBrace, byte != ASCII.openBracket, byte != 0xE2 else { return false }
        let slice = UnsafeRawBufferPointer(rebasing: text[position...])
        guard slice.count <= limits.maxPayloadBytes, let value = strictFirst ? strictScalar(slice) : lenientScalar() else {
            return false
        }
        hold(HeldPayload(start: locator.location(at: position), value: value, findings: waiting), emit)
        waiting = []
        position = text.count
        return true
    }

    private func strictScalar(_ slice: UnsafeRawBufferPointer) -> JSONValue? {
        guard case .success(let decoded) = Jansson.decode(slice, allowTrailing: false) else { return nil }
        return decoded.value
    }

    /// The same without jansson: one number, literal or string, and nothing else, needing no repair.
    private func lenientScalar() -> JSONValue? {
        let end = trimmedEnd(position..<text.count)
        if text[position] == ASCII.quote {
            let string = QuotedText.scan(text, at: position, end: end)
            var findings: [Finding] = []
            let value = string.decode(text, findings: &findings)
            guard string.closed, string.end == end, findings.isEmpty else { return Optional.none }
            return .string(value)
        }
        // (JSONValue is ExpressibleByNilLiteral: `nil` here must be spelled Optional.none.)
        var findings: [Finding] = []
        let word = UnsafeRawBufferPointer(rebasing: text[position..<end])
        let value = ValueTyping.unquoted(word, at: position, typeless: false, slot: .root, findings: &findings)
        guard findings.isEmpty else { return Optional.none }
        return value
    }

    // MARK: Emitting

    mutating func hold(_ payload: HeldPayload, _ emit: (ReadPayload) -> Void) {
        release(emit)
        held = payload
        count += 1
    }

    /// Emits the held payload with its findings turned into diagnostics, in text order.
    private mutating func release(_ emit: (ReadPayload) -> Void) {
        guard var payload = held else { return }
        held = nil
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(payload.findings.count)
        Self.inTextOrder(&payload.findings) { finding in
            diagnostics.append(Diagnostic(
                file: file, at: diagnosticLocator.location(at: finding.offset),
                severity: finding.rule.isError ? .error : .warning, rule: finding.rule,
                message: finding.message(in: text, writer: &messageWriter)))
        }
        emit(ReadPayload(file: file, start: payload.start, value: payload.value, diagnostics: diagnostics))
    }

    /// Visits `findings` in text order: a stable sort by offset. Readers find them in that
    /// order, but for a form's one warning, added last: that one is visited at its place
    /// without moving the others (a pasted dictionary has tens of thousands of findings).
    static func inTextOrder(_ findings: inout [Finding], _ body: (Finding) -> Void) {
        let count = findings.count
        var ordered = min(count, 1)
        while ordered < count, findings[ordered - 1].offset <= findings[ordered].offset { ordered += 1 }
        if ordered < count - 1 {
            findings.sort { $0.offset < $1.offset }
            ordered = count
        }
        guard ordered < count else { return findings.forEach(body) }
        let last = findings[count - 1]
        var index = 0
        while index < ordered, findings[index].offset <= last.offset {
            body(findings[index])
            index += 1
        }
        body(last)
        while index < ordered {
            body(findings[index])
            index += 1
        }
    }
}
