import PushRouteCore

/// Limits that keep hostile input from exhausting memory or the stack. Both are far above
/// what a push needs (APNs takes at most 4 KB); `--max-depth` and `--max-bytes` override them.
public struct ReaderLimits: Sendable, Equatable {
    /// Deepest nesting of objects and arrays accepted in one payload (`too-deep` beyond).
    public var maxDepth: Int
    /// Longest payload accepted, in bytes (`too-large` beyond).
    public var maxPayloadBytes: Int

    /// Longest line read under `classify --lines` (`--max-line`); nil: `maxPayloadBytes`.
    public var maxLineBytes: Int?
    /// Whether a limit's error advises `--max-depth` or `--max-bytes`: not for what a command
    /// reads with the default limits whatever its options (a scenario, an app profile, a
    /// configuration, a baseline, an app's files), where those options would change nothing.
    public var namesOptions = true

    /// The default limits, for an input no option bounds.
    public static let withoutOptions: ReaderLimits = {
        var limits = ReaderLimits()
        limits.namesOptions = false
        return limits
    }()

    /// `message` without its advice to raise a limit, when these limits have no option.
    public func advising(_ message: String) -> String {
        namesOptions ? message : Self.withoutAdvice(message)
    }

    /// `message` without its advice to raise a limit (`; raise the limit with --max-depth`).
    public static func withoutAdvice(_ message: String) -> String {
        guard let advice = message.firstUTF8Range(of: "; raise the limit with --") else { return message }
        return String(message[..<advice.lowerBound])
    }

    public static let defaultMaxDepth = 512
    public static let defaultMaxPayloadBytes = 16 << 20

    public init(
        maxDepth: Int = defaultMaxDepth, maxPayloadBytes: Int = defaultMaxPayloadBytes, maxLineBytes: Int? = nil
    ) {
        self.maxDepth = maxDepth
        self.maxPayloadBytes = maxPayloadBytes
        self.maxLineBytes = maxLineBytes
    }

    /// The longest line kept whole under `--lines`: the smaller of the two limits.
    public var lineLimit: Int { min(maxPayloadBytes, maxLineBytes ?? .max) }

    /// The answer for a line longer than `--max-line` (when that is the smaller limit).
    public func lineTooLong(file: String, line: Int) -> ReadPayload? {
        guard let maxLineBytes, maxLineBytes < maxPayloadBytes else { return nil }
        let start = SourceLocation(line: line, column: 1)
        let plural = maxLineBytes == 1 ? "" : "s"
        let diagnostic = Diagnostic(
            file: file, at: start, severity: LenientRule.tooLarge.severity, rule: LenientRule.tooLarge,
            message: "line longer than \(maxLineBytes) byte\(plural); raise the limit with --max-line")
        return ReadPayload(file: file, start: start, value: nil, diagnostics: [diagnostic])
    }

    /// Whether JSON text of `byteCount` bytes could nest deeper than `maxDepth`: each level
    /// takes an opening and a closing byte, so shorter text needs no depth check.
    public func couldBeTooDeep(byteCount: Int) -> Bool { byteCount > 2 * maxDepth }
}

/// Splits an input into payloads and reads each one: valid JSON with jansson, anything
/// jansson refuses with the lenient reader (`LenientReader`), which reports its repairs.
public struct PayloadReader: Sendable {
    public var limits: ReaderLimits
    /// Also record key positions (lint and diagnostics need them; classify does not).
    public var locateKeys: Bool
    /// Take each document for what it is as a push (docs/pasted-forms.md §11): an array of
    /// pushes split, an envelope opened. Off for the files that are not pushes (a
    /// configuration, a baseline, an app profile), which are read as the documents they are.
    public var recognizePushes: Bool

    public init(limits: ReaderLimits = ReaderLimits(), locateKeys: Bool = true, recognizePushes: Bool = true) {
        self.limits = limits
        self.locateKeys = locateKeys
        self.recognizePushes = recognizePushes
    }

    /// Reads every payload in a whole document, one after another, in order. Text between
    /// payloads (a log line's prefix, a ticket's prose) is skipped and reported. A document
    /// longer than the payload limit is one `too-large` payload at its start: an input read
    /// whole is bounded by the limit (`InputFile.readAll`), and is not read past it.
    /// `refused`: jansson's refusal of the text from its first payload, when the caller already asked it.
    /// A device log (`LogSniffer`) gives its pushes only (`readLog`), unless `sniffed` says the
    /// caller already found the text to be a paste.
    ///
    /// `skipped`: a paste's dictionaries beside its push that are no push are skipped, each
    /// note handed there (`PastePushFilter`; classify, normalize and simulate, not lint).
    public func readDocument(
        _ bytes: UnsafeRawBufferPointer, file: String, refused: StrictRefusal? = nil, sniffed: Bool = false,
        skipped: ((Diagnostic) -> Void)? = nil, _ body: (ReadPayload) -> Void
    ) {
        if bytes.count > limits.maxPayloadBytes { return body(Self.tooLarge(file: file, limits: limits)) }
        if !sniffed, recognizePushes, refused == nil {
            let start = LogSniffer.window(of: bytes)
            if case .log(let format) = LogSniffer.sniff(start, ended: start.count == bytes.count) {
                _ = readLog(bytes, file: file, format: format, body)
                return
            }
        }
        var scanner = PayloadScanner(
            text: bytes, file: file, limits: limits, locate: locateKeys, strictFirst: true, recognize: recognizePushes,
            refused: refused)
        var count = 0
        var filter = skipped.map { _ in PastePushFilter() }
        scanner.run { payload in
            count += 1
            if filter != nil { filter!.take(payload, body) } else { body(payload) }
        }
        if let skipped { filter?.finish(body, text: bytes, skipped: skipped) }
        if count == 0 { body(Self.noPayload(file: file, empty: bytes.isEmpty)) }
    }

    /// The pushes of a whole device log, and what it held besides them.
    public func readLog(
        _ bytes: UnsafeRawBufferPointer, file: String, format: LogFormat?, _ body: (ReadPayload) -> Void
    ) -> LogSummary {
        var log = LogReader(file: file, format: format, limits: limits, locateKeys: locateKeys)
        var start = 0
        var number = 0
        while start < bytes.count {
            var end = CLibraryBytes.firstIndex(of: ASCII.newline, in: bytes, from: start) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == ASCII.carriageReturn { end -= 1 }
            number += 1
            log.add(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), number: number, body)
            start = next
        }
        log.finish(body)
        return log.summary
    }

    /// The answer for an input without any payload: empty, or only blank lines.
    public static func noPayload(file: String, empty: Bool) -> ReadPayload {
        let what = empty ? "the input is empty" : "the input holds only blank lines"
        let diagnostic = Diagnostic(
            file: file, at: SourceLocation(line: 1, column: 1), severity: .error, rule: LenientRule.noPayload,
            message: "no payload: \(what)")
        return ReadPayload(file: file, start: SourceLocation(line: 1, column: 1), value: nil, diagnostics: [diagnostic])
    }

    /// The answer for an input longer than `limits` allow, read whole.
    public static func tooLarge(file: String, limits: ReaderLimits) -> ReadPayload {
        let start = SourceLocation(line: 1, column: 1)
        let finding = Finding.tooLarge(limit: limits.maxPayloadBytes, at: 0)
        let diagnostic = Diagnostic(
            file: file, at: start, severity: finding.rule.severity, rule: finding.rule,
            message: limits.advising(finding.message(in: UnsafeRawBufferPointer(start: nil, count: 0))))
        return ReadPayload(file: file, start: start, value: nil, diagnostics: [diagnostic])
    }

    /// Whether a line may go to jansson as it is: within the size limit, and not the first
    /// line of an input that starts with a byte order mark (a repair the lenient reader reports).
    public func mayReadStrictly(_ bytes: UnsafeRawBufferPointer, line: Int) -> Bool {
        bytes.count <= limits.maxPayloadBytes && (line > 1 || TextUTF8.byteOrderMarkLength(bytes) == 0)
    }

    /// Reads one line of NDJSON: nothing for a blank line, else its payload (or, for an array
    /// of objects or an envelope, the payloads it holds: docs/pasted-forms.md §11). A line
    /// jansson refuses is read by the lenient reader; text after its payload is skipped and reported.
    /// `refused`: jansson's refusal of the line, when the caller already asked it.
    public func readLine(
        _ bytes: UnsafeRawBufferPointer, file: String, line: Int, refused: StrictRefusal? = nil,
        _ body: (ReadPayload) -> Void
    ) {
        let offset = TextUTF8.firstNonWhitespace(bytes)
        if offset == bytes.count { return }
        var refused = refused?.offset == offset ? refused : nil
        if refused == nil {
            var payload: ReadPayload?
            _ = readStrictly(bytes, file: file, line: line, document: false, refused: &refused) { view, strict in
                payload = strict
                payload?.value =
                    locateKeys
                    ? SourceLocator.annotate(
                        view.value, text: bytes, start: offset, at: strict.start, maxDepth: limits.maxDepth)
                    : view.value
                return true
            }
            if let payload { return body(payload) }
        }
        var scanner = PayloadScanner(
            text: bytes, file: file, firstLine: line, limits: limits, locate: locateKeys, strictFirst: true,
            single: true,
            recognize: recognizePushes, refused: refused)
        scanner.run(body)
    }
}

/// jansson's refusal of a text read from `offset` to its end, with trailing text allowed: what
/// the reader would ask jansson first there (`PayloadReader.readStrictly`). Handed over by a
/// caller that already asked, so that a line jansson refuses is parsed by it once.
public struct StrictRefusal: Sendable {
    public var offset: Int
    public var error: Jansson.ParseError

    public init(offset: Int, error: Jansson.ParseError) {
        self.offset = offset
        self.error = error
    }
}
