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
    private var locator: TextLocator
    private var diagnosticLocator: TextLocator
    private var position = 0
    /// Findings waiting for the next payload: a byte order mark, text before it.
    private var waiting: [Finding] = []
    /// The last payload read, held back so that text after it can still be added.
    private var held: HeldPayload?
    private var count = 0

    private struct HeldPayload {
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
            if count == 0, strictFirst, readWholeDocument(emit) { break }
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
        hold(HeldPayload(start: start, value: value, findings: waiting + findings), emit)
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
            if decoded.consumed > 2 * limits.maxDepth, JSONDepth.exceeds(decoded.value, limits.maxDepth) {
                waiting = []
                return .success(HeldPayload(start: start, value: nil, findings: [.tooDeep(limit: limits.maxDepth, at: opener)]))
            }
            let value = locate ? SourceLocator.annotate(decoded.value, text: text, start: opener, at: start) : decoded.value
            defer { waiting = [] }
            return .success(HeldPayload(start: start, value: value, findings: waiting))
        }
    }

    /// A whole document that is one JSON value of any type (`42`, `"text"`), as jansson reads it.
    private mutating func readWholeDocument(_ emit: (ReadPayload) -> Void) -> Bool {
        let byte = text[position]
        guard byte != ASCII.openBrace, byte != ASCII.openBracket, byte != 0xE2 else { return false }
        let slice = UnsafeRawBufferPointer(rebasing: text[position...])
        guard slice.count <= limits.maxPayloadBytes, case .success(let decoded) = Jansson.decode(slice, allowTrailing: false) else {
            return false
        }
        hold(HeldPayload(start: locator.location(at: position), value: decoded.value, findings: waiting), emit)
        waiting = []
        position = text.count
        return true
    }

    // MARK: Text around payloads

    /// Text between payloads: what stands on the line where the last payload ended is text
    /// after it; the rest is text before the next payload, or after the last one. Comments
    /// leading either part are reported as comments.
    private mutating func takeText(_ range: Range<Int>, sameLine: Bool, beforePayload: Bool, _ emit: (ReadPayload) -> Void) {
        var start = range.lowerBound
        let end = trimmedEnd(range)
        guard start < end else { return }
        if sameLine, held != nil {
            let lineEnd = min(text.lineEnd(from: start, end: end), end)
            let (comments, rest) = leadingComments(start..<lineEnd)
            held?.findings += comments
            let suffixEnd = trimmedEnd(rest..<lineEnd)
            if rest < suffixEnd {
                let suffix = Finding.logSuffix(rest..<suffixEnd)
                held?.findings.append(suffix)
            }
            start = lineEnd
            while start < end, ASCII.isWhitespace(text[start]) { start += 1 }
            guard start < end else { return }
        }
        let (comments, rest) = leadingComments(start..<end)
        let skipped = rest < end ? rest..<end : nil
        if beforePayload {
            waiting += comments
            if let skipped { waiting.append(.logPrefix(skipped)) }
        } else if held != nil {
            held?.findings += comments
            if let skipped {
                let suffix = Finding.logSuffix(skipped)
                held?.findings.append(suffix)
            }
        } else if count == 0 {
            let finding = Finding.noPayload(start..<end)
            hold(HeldPayload(start: locator.location(at: start), value: nil, findings: [finding]), emit)
        }
    }

    /// The comments (`//`, `/* */`) at the start of `range`, and where the text after them starts.
    private func leadingComments(_ range: Range<Int>) -> ([Finding], Int) {
        var comments: [Finding] = []
        var index = range.lowerBound
        while index + 1 < range.upperBound, text[index] == ASCII.slash {
            var commentEnd: Int
            if text[index + 1] == ASCII.slash {
                commentEnd = min(text.lineEnd(from: index, end: range.upperBound), range.upperBound)
            } else if text[index + 1] == ASCII.star {
                commentEnd = index + 2
                while commentEnd + 1 < range.upperBound, !(text[commentEnd] == ASCII.star && text[commentEnd + 1] == ASCII.slash) {
                    commentEnd += 1
                }
                guard commentEnd + 1 < range.upperBound else { break }
                commentEnd += 2
            } else {
                break
            }
            comments.append(.comment(index..<trimmedEnd(index..<commentEnd)))
            index = commentEnd
            while index < range.upperBound, ASCII.isWhitespace(text[index]) { index += 1 }
        }
        return (comments, index)
    }

    private func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        return end
    }

    // MARK: Emitting

    private mutating func hold(_ payload: HeldPayload, _ emit: (ReadPayload) -> Void) {
        release(emit)
        held = payload
        count += 1
    }

    /// Emits the held payload with its findings turned into diagnostics, in text order.
    private mutating func release(_ emit: (ReadPayload) -> Void) {
        guard let payload = held else { return }
        held = nil
        let findings = payload.findings.sorted { $0.offset < $1.offset }
        let diagnostics = findings.map { finding in
            Diagnostic(
                file: file, at: diagnosticLocator.location(at: finding.offset),
                severity: finding.rule.isError ? .error : .warning, rule: finding.rule.rawValue,
                message: finding.message(in: text))
        }
        emit(ReadPayload(file: file, start: payload.start, value: payload.value, diagnostics: diagnostics))
    }
}

/// How deep a value nests, measured without recursion.
enum JSONDepth {
    static func exceeds(_ value: JSONValue, _ limit: Int) -> Bool {
        var pending: [(JSONValue, Int)] = [(value, 1)]
        while let (current, depth) = pending.popLast() {
            switch current {
            case .object(let object):
                if depth > limit { return true }
                pending.append(contentsOf: object.members.map { ($0.value, depth + 1) })
            case .array(let elements):
                if depth > limit { return true }
                pending.append(contentsOf: elements.map { ($0, depth + 1) })
            default: break
            }
        }
        return false
    }
}
