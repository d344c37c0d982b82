import PushRouteCore

/// Reading the text at one candidate place with the form that may start there.
extension PayloadScanner {
    /// `lineStart`: where the candidate's line starts.
    /// `locator`: a locator at or before the candidate (the scanner's, moved on as it looks).
    func read(_ candidate: PayloadOpener.Candidate, lineStart: Int, locator: TextLocator) -> Reading {
        var reading: Reading
        switch candidate.kind {
        case .bracket: reading = readBrackets(at: candidate.offset, lineStart: lineStart, locator: locator)
        case .members:
            reading = readMembers(at: candidate.offset, lineStart: lineStart, wordKeys: false, locator: locator)
        case .listing:
            reading = readMembers(at: candidate.offset, lineStart: lineStart, wordKeys: true, locator: locator)
        case .tree: reading = readTree(at: candidate.offset, lineStart: lineStart, locator: locator)
        case .entries: reading = readEntries(at: candidate.offset, lineStart: lineStart, locator: locator)
        case .hexBytes: reading = readHexBytes(at: candidate.offset, locator: locator)
        case .escapedJSON: reading = readEscapedJSON(at: candidate.offset, locator: locator)
        case .devTools:
            var reader = DevToolsReader(
                text: text, start: candidate.offset, limits: limits, locate: locate, locator: locator)
            reading = Reading(form: .devTools, start: candidate.offset, reader: &reader, marker: nil, in: text)
        case .mapCall:
            var reader = MapCallReader(
                text: text, open: candidate.offset, limits: limits, locate: locate, locator: locator)
            reading = Reading(form: .mapCall, start: reader.start, reader: &reader, marker: nil, in: text)
            if reader.readToEnd, reading.value == nil { reading.refusalEnd = text.count }
        case .dartMap, .bundle:
            var reader = PrintedMapReader(
                text: text, start: candidate.offset, dialect: candidate.kind == .dartMap ? .dart : .bundle,
                limits: limits, locate: locate,
                locator: locator)
            reading = Reading(form: .printedMap, start: candidate.offset, reader: &reader, marker: nil, in: text)
        case .cfDescription:
            var reader = CFDescriptionReader(
                text: text, start: candidate.offset, limits: limits, locate: locate, locator: locator)
            reading = Reading(form: .cfDescription, start: candidate.offset, reader: &reader, marker: nil, in: text)
            // A description that fails is skipped to its end (§4.20).
            if let end = reader.descriptionEnd, reading.value == nil { reading.refusalEnd = end }
        case .devToolsProperties:
            var reader = DevToolsReader(
                text: text, start: candidate.offset, limits: limits, locate: locate, locator: locator, summary: false)
            reading = Reading(form: .devTools, start: candidate.offset, reader: &reader, marker: nil, in: text)
        }
        reading.lineStart = lineStart
        return reading
    }

    /// jansson's reading of the JSON at `opener` (within the size and depth limits), or the
    /// lenient parser's when jansson refuses.
    private func readBrackets(at opener: Int, lineStart: Int, locator: TextLocator) -> Reading {
        let literal = SourceLiteral.language(text, opener: opener)
        guard literal == .swift else {
            return readBrackets(at: opener, literal: literal, lineStart: lineStart, locator: locator)
        }
        // After an assignment a `[` opens a Swift literal, or a print someone labelled
        // (`userInfo = [AnyHashable(...): ...]`): both are read, and the one that needs fewer
        // repairs is kept (docs/pasted-forms.md §4.12).
        let asLiteral = readBrackets(at: opener, literal: .swift, lineStart: lineStart, locator: locator)
        let asWritten = readBrackets(at: opener, literal: nil, lineStart: lineStart, locator: locator)
        return choice.better(literal: asLiteral, written: asWritten)
    }

    private func readBrackets(at opener: Int, literal: SourceLiteral.Language?, lineStart: Int, locator: TextLocator)
        -> Reading
    {
        let start = literal == .objectiveC ? opener - 1 : opener
        var refusal: Jansson.ParseError?
        if strictFirst, literal == nil {
            switch readStrict(at: opener, locator: locator) {
            case .success(let reading): return reading
            case .failure(let error): refusal = error
            }
        }
        let marker = CommentMarker.atLineStart(text, of: start, lineStart: lineStart)
        var parser = LenientParser(
            text: text, start: opener, limits: limits, locate: locate, locator: locator,
            mode: .init(marker: marker, literal: literal))
        var reading = Reading(form: .brackets, start: start, reader: &parser, marker: marker, in: text)
        if let refusal {
            reading.refusalEnd = opener + refusal.offset
            if reading.value != nil, reading.findings.isEmpty {
                reading.findings.append(
                    .strictRefused(refusal.message, at: min(opener + refusal.offset, max(opener, reading.end - 1))))
            }
        }
        return reading
    }

    /// jansson's reading of the JSON at `opener`, within the size limit and the depth limit.
    private func readStrict(at opener: Int, locator: TextLocator) -> Result<Reading, Jansson.ParseError> {
        let end = min(
            text.count,
            opener.addingReportingOverflow(limits.maxPayloadBytes).overflow
                ? text.count : opener + limits.maxPayloadBytes)
        if let refused, refused.offset == opener, end == text.count { return .failure(refused.error) }
        let slice = UnsafeRawBufferPointer(rebasing: text[opener..<end])
        switch Jansson.decode(slice, allowTrailing: true) {
        case .failure(let error): return .failure(error)
        case .success(let decoded):
            var reading = Reading(form: .strict, start: opener, end: opener + decoded.consumed, locator: locator)
            if limits.couldBeTooDeep(byteCount: decoded.consumed), JSONDepth.exceeds(decoded.value, limits.maxDepth) {
                reading.failure = .tooDeep(limit: limits.maxDepth, at: opener)
                return .success(reading)
            }
            if locate {
                let start = reading.locator.location(at: opener)
                reading.value = SourceLocator.annotate(
                    decoded.value, text: text, start: opener, at: start, maxDepth: limits.maxDepth)
            } else {
                reading.value = decoded.value
            }
            if case .array = decoded.value {
                reading.elementStarts = TopLevelElements.starts(in: text, array: opener, end: reading.end)
            }
            return .success(reading)
        }
    }

    /// A dictionary's members without their braces, from the first member (§4.10); with
    /// `wordKeys`, a listing of bare `key:` lines (§4.18).
    private func readMembers(at start: Int, lineStart: Int, wordKeys: Bool, locator: TextLocator) -> Reading {
        let marker = CommentMarker.atLineStart(text, of: start, lineStart: lineStart)
        var parser = LenientParser(
            text: text, start: start, limits: limits, locate: locate, locator: locator,
            mode: .init(marker: marker, missingBraces: true, wordKeys: wordKeys))
        return Reading(form: wordKeys ? .listing : .members, start: start, reader: &parser, marker: marker, in: text)
    }

    /// An lldb tree dump (§4.4, §4.14).
    private func readTree(at root: Int, lineStart: Int, locator: TextLocator) -> Reading {
        let marker = CommentMarker.atLineStart(text, of: root, lineStart: lineStart)
        var reader = LLDBTreeReader(
            text: text, start: root, limits: limits, locate: locate, locator: locator, marker: marker)
        return Reading(form: .tree, start: root, reader: &reader, marker: marker, in: text)
    }

    /// One entry a log line (§4.11).
    private func readEntries(at start: Int, lineStart: Int, locator: TextLocator) -> Reading {
        let marker = CommentMarker.atLineStart(text, of: start, lineStart: lineStart)
        var reader = LogEntriesReader(
            text: text, start: start, limits: limits, locate: locate, locator: locator, marker: marker)
        return Reading(form: .entries, start: start, reader: &reader, marker: marker, in: text)
    }

    /// `NSData` bytes of JSON text (§4.15).
    private func readHexBytes(at start: Int, locator: TextLocator) -> Reading {
        var reading = Reading(form: .decoded, start: start, end: start, locator: locator)
        guard let bytes = HexBytes.decode(text, at: start) else {
            reading.failure = .parseError("not JSON bytes", at: start)
            return reading
        }
        reading.end = bytes.end
        reading.findings = [.hexBytes(start..<bytes.end)]
        readDecoded(bytes.text, origin: start, cutOff: bytes.elided, into: &reading)
        return reading
    }

    /// A string literal whose content is JSON text (§4.16).
    private func readEscapedJSON(at start: Int, locator: TextLocator) -> Reading {
        var reading = Reading(form: .decoded, start: start, end: start, locator: locator)
        if text[start] == ASCII.openBrace {
            // Escaped JSON without its quotes: the rest of the line, unescaped.
            var lineEnd = text.lineEnd(from: start, end: text.count)
            while lineEnd > start, ASCII.isWhitespace(text[lineEnd - 1]) { lineEnd -= 1 }
            var ignored: [Finding] = []
            let content = StringEscapes.decode(
                UnsafeRawBufferPointer(rebasing: text[start..<lineEnd]), quote: ASCII.quote, at: start,
                findings: &ignored)
            reading.findings = [.escapedJSON(start..<lineEnd)]
            readDecoded(Array(content.utf8), origin: start, cutOff: false, into: &reading)
            reading.end = lineEnd
            return reading
        }
        let string = QuotedText.scan(text, at: start, end: text.count)
        // A literal the input ends inside holds JSON cut off there.
        let cut = !string.closed && text.lineEnd(from: string.end, end: text.count) == text.count
        guard string.closed || cut else {
            reading.failure = .parseError("unterminated string", at: start)
            return reading
        }
        var ignored: [Finding] = []
        let content = string.decode(text, findings: &ignored)
        reading.end = cut ? text.count : string.end
        reading.findings = [.escapedJSON(start..<string.end)]
        readDecoded(Array(content.utf8), origin: start, cutOff: cut, into: &reading)
        return reading
    }

    /// Reads a text decoded from the input (`PayloadScanner.readNested`) into `reading`; its
    /// findings are reported at `origin`.
    private func readDecoded(_ decoded: [UInt8], origin: Int, cutOff: Bool, into reading: inout Reading) {
        guard let nested = readNested(decoded, origin: origin, cutOff: cutOff) else {
            reading.failure = .parseError("no payload in the decoded text", at: origin)
            return
        }
        reading.value = nested.value
        reading.findings += nested.findings
        reading.gaps = nested.gaps
        if nested.value == nil { reading.failure = nested.findings.first ?? .parseError("unreadable", at: origin) }
    }

    /// The one payload of a text decoded from the input, read as a text of its own; its
    /// findings are worded against it and placed at `origin`. `cutOff`: the text ends where
    /// the input elided the rest (its payload is then partial). `nil` when it holds none.
    func readNested(_ decoded: [UInt8], origin: Int, cutOff: Bool) -> (
        value: JSONValue?, findings: [Finding], gaps: [PayloadGap]
    )? {
        guard nesting < Self.maxNesting else { return nil }
        var result: (value: JSONValue?, findings: [Finding], gaps: [PayloadGap])?
        decoded.withUnsafeBytes { bytes in
            var scanner = PayloadScanner(
                text: bytes, file: file, limits: limits, locate: false, strictFirst: strictFirst, single: true,
                recognize: false,
                nesting: nesting + 1)
            scanner.run { payload in
                guard result == nil else { return }
                let findings = payload.diagnostics.compactMap { diagnostic in
                    diagnostic.rule.flatMap { LenientRule(rawValue: $0.rawValue) }.map {
                        Finding.worded($0, at: origin, message: Self.nested(diagnostic.message))
                    }
                }
                result = (payload.value, findings, payload.gaps)
            }
        }
        if cutOff, var found = result, found.value != nil, found.gaps.isEmpty {
            found.gaps = [PayloadGap(path: [])]
            result = found
        }
        return result
    }
}

extension PayloadScanner {
    /// A message about a decoded text, where "the input" is that text.
    static func nested(_ message: String) -> String {
        guard message.hasPrefix("the input ends") else { return message }
        return "the decoded text ends" + message.dropFirst("the input ends".count)
    }
}

extension Reading {
    /// The payload's lines carry `marker`: the text before it on its first line is the
    /// reading's (the marker, reported as the form's, and a label after it, as text before).
    mutating func takeMarker(_ marker: CommentMarker, before start: Int, in text: UnsafeRawBufferPointer) {
        textStart = marker.range.lowerBound
        var labelStart = marker.range.upperBound
        while labelStart < start, ASCII.isHorizontalSpace(text[labelStart]) { labelStart += 1 }
        var labelEnd = start
        while labelEnd > labelStart, ASCII.isHorizontalSpace(text[labelEnd - 1]) { labelEnd -= 1 }
        if labelStart < labelEnd { findings.insert(.logPrefix(labelStart..<labelEnd), at: min(1, findings.count)) }
    }

}
