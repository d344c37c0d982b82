import PushRouteCore

/// Finds the payloads of a text one after another and reads each one. At each place where
/// a payload may start (`PayloadOpener`), it tries the forms that can start there — jansson
/// first when `strictFirst` (valid JSON takes jansson's path unchanged), the lenient forms
/// otherwise or when jansson refuses — and keeps the best reading (`choose`). Text around
/// payloads is skipped and reported; after a payload that cannot be read, reading resumes at
/// the next line that can start one. With `recognize`, each payload is then taken for what
/// it is (`PayloadRecognition`): an array of pushes, an envelope, a document that is no object.
struct PayloadScanner {
    let text: UnsafeRawBufferPointer
    let file: String
    let limits: ReaderLimits
    let locate: Bool
    let strictFirst: Bool
    /// Read one payload only; the rest is text after it (a line of NDJSON).
    let single: Bool
    let recognize: Bool
    /// How many texts this one was decoded from (`NSData` bytes, a string literal, an SNS
    /// message's string): decoding nests at most `maxNesting` deep.
    let nesting: Int
    static let maxNesting = 4
    /// jansson's refusal of the text from one offset, already known (`StrictRefusal`).
    let refused: StrictRefusal?
    /// Which payloads' findings are worth their messages: a device log wants only its pushes'
    /// (`LogPushFinder`); the others are emitted without diagnostics. Nil: every payload's.
    var describes: ((JSONValue?, _ partial: Bool) -> Bool)?
    /// Whether an object that is no push and no envelope, but holds a push deeper, gives that
    /// push (§11.6). A device log unwraps its holders itself (`LogPushFinder`).
    var unwrapsHolders = true
    var locator: TextLocator
    var diagnosticLocator: TextLocator
    var messageWriter = MessageWriter()
    var position = 0
    /// Findings waiting for the next payload: a byte order mark, text before it.
    var waiting: [Finding] = []
    /// The last payload read, held back so that text after it can still be added.
    var held: HeldPayload?
    var count = 0
    /// A whole document that is one scalar, given as the payload when nothing else is found.
    private var scalarDocument: HeldPayload?
    /// Which readings count, and which of them is best.
    var choice: ReadingChoice { ReadingChoice(text: text) }
    /// The line start of an offset reading reached (`lineStartOfPosition`).
    private var lineStartCache = (offset: 0, lineStart: 0)
    /// Where the last reading of a form that reads the lines after its own (members without
    /// braces, a listing, log entries) stopped when it was not taken, and its kind: one of that
    /// kind from a later line inside it would read the same lines to the same end, so it is not
    /// read again (a text of many `key = {…};` lines stays linear, §10.3).
    private var linesReadTo: (kind: PayloadOpener.Kind, stop: Int)?
    private static let linesKinds: [PayloadOpener.Kind] = [.members, .listing, .entries]
    /// Where the last relaxed JSON reading of a printed map's `{` (§4.19) stopped when the
    /// print's own reading was taken: the relaxed reading of a later print's `{` inside it is
    /// not made (a text of many Dart map prints cut at their line ends stays linear: the
    /// relaxed reading of each one's `{` read all the lines after it, nested ever deeper).
    private var companionReadTo = 0
    /// Whether a map built in code (§4.17) was read to the text's end without its `)`: the
    /// calls after its start are inside it, and are not read again (a text of `Foo(a={` lines
    /// stays linear: each call's reading ran to the text's end).
    private var mapCallReadToEnd = false

    struct HeldPayload {
        var start: SourceLocation
        var startOffset: Int
        var end: Int
        var value: JSONValue?
        var findings: [Finding]
        var gaps: [PayloadGap] = []
        var elementStarts: [Int] = []
        var envelope: PayloadEnvelope?
        /// Where the options object stood that was joined to this payload, read as
        /// firebase-admin's legacy call (`AdminLegacyCall`).
        var adminOptions: SourceLocation?
        /// The variable passed as the payload of that call, when the paste holds only its
        /// options (`AdminLegacyCall.variablePayload`).
        var adminPayloadVariable: String?
    }

    init(
        text: UnsafeRawBufferPointer, file: String, firstLine: Int = 1, firstColumn: Int = 1, limits: ReaderLimits,
        locate: Bool,
        strictFirst: Bool, single: Bool = false, recognize: Bool = false, nesting: Int = 0,
        refused: StrictRefusal? = nil
    ) {
        self.text = text
        self.file = file
        self.limits = limits
        self.locate = locate
        self.strictFirst = strictFirst
        self.single = single
        self.recognize = recognize
        self.nesting = nesting
        self.refused = refused
        locator = TextLocator(text, at: SourceLocation(line: firstLine, column: firstColumn))
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
            if count == 0, scalarDocument == nil, readWholeDocument() { break }
            guard let reading = nextReading() else {
                takeText(position..<text.count, sameLine: sameLine, beforePayload: false, emit)
                break
            }
            if reading.textStart > position {
                takeText(position..<reading.textStart, sameLine: sameLine, beforePayload: true, emit)
            }
            let readable = commit(reading, emit)
            // After a payload that could not be read, reading resumes at a line of its own:
            // text there comes before the next payload (docs/pasted-forms.md §3.5).
            sameLine = readable
            if !readable, single { break }
        }
        if count == 0, let scalarDocument {
            held = scalarDocument
            count = 1
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

    // MARK: Choosing a reading

    /// The next reading to take: on the first line, from `position` on, where some form
    /// reads a payload (docs/pasted-forms.md §10.3). Places where nothing payload-shaped
    /// starts are passed over, as text.
    private mutating func nextReading() -> Reading? {
        guard let best = firstReading(from: position, lineStart: lineStartOfPosition(), pushOnly: false) else {
            return nil
        }
        // A payload cut off that is no push may hold one whole (a source literal around a
        // push in a string, a wrapper cut off): the push inside is what a person reads.
        // (Only in the text itself: tried again inside every decoded text, the places tried would multiply.)
        guard nesting == 0, !best.gaps.isEmpty, let value = best.value, !PushShape.looksLikePush(value) else {
            return best
        }
        return firstReading(from: best.start + 1, lineStart: best.lineStart, pushOnly: true, before: best.stop) ?? best
    }

    /// Where the line of `position` starts. Reading only moves on, so this looks only at the
    /// bytes since the last time (a text of many payloads on one line stays linear).
    private mutating func lineStartOfPosition() -> Int {
        if position < lineStartCache.offset { lineStartCache = (0, 0) }
        var index = position
        while index > lineStartCache.offset {
            if text[index - 1] == ASCII.newline {
                lineStartCache = (position, index)
                return index
            }
            index -= 1
        }
        lineStartCache.offset = position
        return lineStartCache.lineStart
    }

    /// The best reading on the first line from `from` on where any is acceptable. With
    /// `pushOnly`, only readings that look like a push count, every place is tried (also
    /// inside readings not taken), and at most `innerCandidates` of them; only places
    /// before `limit` (inside the payload cut off: one after it is no push inside it).
    private mutating func firstReading(from start: Int, lineStart: Int, pushOnly: Bool, before limit: Int = .max)
        -> Reading?
    {
        var from = start
        var lineStart = lineStart
        var tried = 0
        // Moved on with the places tried, so that each reading counts lines only from the last
        // place (text without any payload stays linear).
        var placeLocator = locator
        while let line = PayloadOpener.candidates(in: text, from: from, lineStart: lineStart), line.first.offset < limit
        {
            var best: Reading?
            var resume = line.first.offset + 1
            var lines: (kind: PayloadOpener.Kind, reading: Reading)?
            var companion: Reading?
            var previous: PayloadOpener.Candidate?
            line.forEach { candidate in
                let isCompanion = Self.isCompanion(candidate, after: previous)
                previous = candidate
                if let read = linesReadTo, candidate.kind == read.kind, candidate.offset < read.stop { return }
                if isCompanion, candidate.offset < companionReadTo { return }
                if candidate.kind == .mapCall, mapCallReadToEnd { return }
                if candidate.offset >= placeLocator.reached { _ = placeLocator.location(at: candidate.offset) }
                let reading = read(candidate, lineStart: line.lineStart, locator: placeLocator)
                tried += 1
                if candidate.kind == .mapCall,
                    reading.value == nil ? reading.refusalEnd == text.count : reading.end == text.count
                {
                    mapCallReadToEnd = true
                }
                if Self.linesKinds.contains(candidate.kind) { lines = (candidate.kind, reading) }
                if isCompanion { companion = reading }
                guard choice.counts(reading, pushOnly: pushOnly) else {
                    // Reading goes on where this one stopped; when that is on a later line, at
                    // the start of that line, where a form that starts a line may still read it
                    // (a code block's `{` that fails on the `put("key", value)` line after it).
                    if !pushOnly { resume = max(resume, resumePoint(after: reading, from: candidate.offset)) }
                    return
                }
                if let current = best, !choice.isBetter(reading, than: current) { return }
                best = reading
            }
            if let best {
                // (When no reading is taken, reading resumes past where they stopped.)
                if let lines, lines.reading.start != best.start || lines.reading.form != best.form {
                    linesReadTo = (lines.kind, lines.reading.stop)
                }
                if let companion, best.form == .printedMap, best.start == companion.start {
                    companionReadTo = max(companionReadTo, companion.stop)
                }
                return best
            }
            if pushOnly, tried >= Self.innerCandidates { return nil }
            let next = min(max(from + 1, resume), text.count)
            lineStart = line.lineStart
            var index = next
            while index > line.first.offset {
                if text[index - 1] == ASCII.newline {
                    lineStart = index
                    break
                }
                index -= 1
            }
            from = next
        }
        return nil
    }

    /// Whether `candidate` is the relaxed JSON reading of a printed map's `{`, the candidate
    /// before it on its line (`PayloadOpener`, §4.19).
    private static func isCompanion(_ candidate: PayloadOpener.Candidate, after previous: PayloadOpener.Candidate?)
        -> Bool
    {
        guard candidate.kind == .bracket, let previous, previous.offset == candidate.offset else { return false }
        return previous.kind == .dartMap || previous.kind == .bundle
    }

    /// Where reading goes on after a reading that does not count: where it stopped, or the
    /// start of that line when it is a later line than the candidate's. (Never further back:
    /// a text of many failures on one line stays linear.)
    private func resumePoint(after reading: Reading, from candidate: Int) -> Int {
        let stop = min(reading.stop, text.count)
        let read = UnsafeRawBufferPointer(rebasing: text[..<stop])
        guard let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: read, from: candidate) else { return stop }
        var index = stop
        while index > newline + 1, text[index - 1] != ASCII.newline { index -= 1 }
        return index
    }

    /// How many places are tried inside a payload cut off, for a push whole inside it.
    static let innerCandidates = 64

    // MARK: Taking a reading

    /// Holds the payload a reading read (or its error); returns whether it could be read.
    private mutating func commit(_ reading: Reading, _ emit: (ReadPayload) -> Void) -> Bool {
        // The scanner's locator moves on with reading (a query behind it would count again).
        let startLocation = locator.location(at: reading.start)
        if reading.locator.reached > locator.reached { locator = reading.locator }
        guard let failure = reading.failure else {
            var findings = reading.findings
            var gaps = reading.gaps
            if let key = pushKeyOutside(reading) {
                findings.append(.pushKeyOutside(key))
                gaps = [PayloadGap(path: [])]
            }
            if !waiting.isEmpty { findings = waiting + findings }
            hold(
                HeldPayload(
                    start: startLocation, startOffset: reading.start, end: reading.end, value: reading.value,
                    findings: findings,
                    gaps: gaps, elementStarts: reading.elementStarts), emit)
            waiting = []
            position = reading.end
            return true
        }
        hold(
            HeldPayload(
                start: startLocation, startOffset: reading.start, end: reading.stop, value: nil, findings: [failure]),
            emit)
        // jansson read the whole value (too deep to take): reading goes on after it.
        position =
            reading.form == .strict ? reading.end : PayloadOpener.resynchronizationPoint(in: text, after: reading.stop)
        waiting = []
        return false
    }

    /// A push key next to an object read that is no push (`aps: {alert=Hi}` after a log
    /// prefix), or an `aps:` label line above one without `aps`: the object may be part of a
    /// larger push, so what it says is not known (docs/pasted-forms.md §10.3, rule 3). Only
    /// in the text itself, not in decoded texts.
    private func pushKeyOutside(_ reading: Reading) -> Range<Int>? {
        guard nesting == 0, reading.gaps.isEmpty, let value = reading.value, let object = value.objectValue else {
            return nil
        }
        if !PushShape.looksLikePush(value) {
            return SkippedPushKeys.firstAround(reading, in: text, skipped: position)
                ?? SkippedPushKeys.labelAbove(reading, in: text)
        }
        guard object["aps"] == nil, let label = SkippedPushKeys.labelAbove(reading, in: text),
            text.hasPrefix("aps", at: label.lowerBound, end: label.upperBound)
        else { return nil }
        return label
    }

    /// A whole document that is one JSON value of any type (`42`, `"text"`), as jansson reads it.
    /// It is the payload only if no form reads one (a JSON string may hold a push: §4.16).
    private mutating func readWholeDocument() -> Bool {
        let byte = text[position]
        guard byte != ASCII.openBrace, byte != ASCII.openBracket, byte != 0xE2 else { return false }
        let slice = UnsafeRawBufferPointer(rebasing: text[position...])
        guard slice.count <= limits.maxPayloadBytes, let value = strictFirst ? strictScalar(slice) : lenientScalar()
        else {
            return false
        }
        let held = HeldPayload(
            start: locator.location(at: position), startOffset: position, end: text.count, value: value,
            findings: waiting)
        if case .string(let string) = value, EscapedJSON.mayHoldJSON(string) {
            scalarDocument = held
            return false
        }
        self.held = held
        count = 1
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
        if recognize, let previous = held, let repeated = PayloadRecognition.repeatedPart(payload, of: previous) {
            held?.findings += payload.findings.filter { $0.rule == .logPrefix || $0.rule == .comment }
            held?.findings.append(repeated)
            return
        }
        if recognize, let previous = held, previous.adminOptions == nil, previous.gaps.isEmpty, payload.gaps.isEmpty,
            let request = AdminLegacyCall.request(payload: previous.value, options: payload.value)
        {
            held?.value = .object(request)
            held?.end = payload.end
            held?.findings += payload.findings
            held?.adminOptions = payload.start
            return
        }
        release(emit)
        held = Self.optionsOfCall(payload, in: text, recognize: recognize) ?? payload
        count += 1
    }

    /// A legacy call's options whose payload is a variable (`sendToDevice(tokens, message,
    /// {contentAvailable: true})`): the request they make, the payload's part a gap.
    private static func optionsOfCall(_ payload: HeldPayload, in text: UnsafeRawBufferPointer, recognize: Bool)
        -> HeldPayload?
    {
        guard recognize, payload.gaps.isEmpty,
            let variable = AdminLegacyCall.variablePayload(text, before: payload.startOffset),
            let request = AdminLegacyCall.request(options: payload.value)
        else { return nil }
        var joined = payload
        joined.value = .object(request)
        joined.gaps = [PayloadGap(path: [])]
        joined.adminOptions = payload.start
        joined.adminPayloadVariable = variable
        return joined
    }

    /// Emits the held payload (or, with `recognize`, what it turns out to hold) with its
    /// findings turned into diagnostics, in text order.
    private mutating func release(_ emit: (ReadPayload) -> Void) {
        guard let payload = held else { return }
        held = nil
        // The common case, a push as it is, needs nothing more.
        if !recognize || payload.value == nil || payload.value?.objectValue.map(PushShape.isPush) == true {
            return emit(readPayload(payload))
        }
        // A copy recognizes, so that each part is read (which counts lines in `self`) as it comes.
        let recognizer = self
        recognizer.recognized(payload) { part in emit(readPayload(part)) }
    }

    /// The most repairs a payload lists: a megabyte of 500 000 invalid escapes made records and
    /// lint findings of hundreds of megabytes; the rest are counted in one note (pushroute(1),
    /// LIMITS). Errors are always listed.
    static let maxListedFindings = 10_000

    private mutating func readPayload(_ payload: HeldPayload) -> ReadPayload {
        // A push read out of an envelope is one (an FCM message's `data` with no SDK key too).
        if let describes, payload.envelope == nil, !describes(payload.value, !payload.gaps.isEmpty) {
            return ReadPayload(
                file: file, start: payload.start, value: payload.value, diagnostics: [], gaps: payload.gaps,
                envelope: payload.envelope)
        }
        var payload = payload
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(min(payload.findings.count, Self.maxListedFindings + 1))
        var unlisted = 0
        Self.inTextOrder(&payload.findings) { finding in
            guard diagnostics.count < Self.maxListedFindings || finding.rule.isError else {
                unlisted += 1
                return
            }
            diagnostics.append(
                Diagnostic(
                    file: file, at: diagnosticLocator.location(at: finding.offset),
                    severity: finding.rule.severity, rule: finding.rule,
                    message: limits.advising(finding.message(in: text, writer: &messageWriter))))
        }
        if unlisted > 0 {
            diagnostics.append(
                Diagnostic(
                    file: file, at: payload.start, severity: .note, rule: nil,
                    message:
                        "\(unlisted) more repairs not listed: a payload lists at most \(Self.maxListedFindings)"))
        }
        var read = ReadPayload(
            file: file, start: payload.start, value: payload.value, diagnostics: diagnostics, gaps: payload.gaps,
            envelope: payload.envelope)
        read.unlistedRepairs = unlisted
        return read
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
