import PushRouteCore

/// Reads the pushes out of a device log, line by line as the log arrives (docs/logs.md,
/// "Device logs"): its entries are cut out (`LogEntryAssembler`, `LogEventSplitter`), screened, and
/// only the pushes among them are read and handed on (`LogPushFinder`). Everything else is
/// counted for one note at the end (`summary`).
public struct LogReader {
    public let file: String
    /// The format, once the first entry has shown it (lines before it are the log's preamble).
    public private(set) var format: LogFormat?
    private var assembler: LogEntryAssembler?
    private var events: LogEventSplitter?
    /// Whether a JSON log's events have begun (the lines before are its preamble).
    private var eventsBegun = false
    /// The lines before the first entry line of a log whose format its start did not show.
    private var beforeFirstEntry: LogEntryAssembler?
    /// What each entry is read for, apart from its assembly (`LogEntryReading`).
    private var reading: LogEntryReading
    public var summary: LogSummary { reading.summary }
    /// The longest line a log is read with: an entry longer ends anyway (`LogEntryAssembler`).
    public static let maxLineBytes = LogEntryAssembler.maxEntryBytes
    static let maxPasteBytes = 1 << 20
    private let limits: ReaderLimits
    private let locateKeys: Bool
    /// Whether the push-path lines are read as events (`classify --events`).
    private let listsEvents: Bool

    /// `events`: the push-path lines are handed on as events too (`add(_:number:_:event:)`).
    public init(file: String, format: LogFormat?, limits: ReaderLimits, locateKeys: Bool, events: Bool = false) {
        self.file = file
        reading = LogEntryReading(
            file: file, finder: LogPushFinder(file: file, limits: limits, locate: locateKeys), listsEvents: events)
        self.limits = limits
        self.locateKeys = locateKeys
        listsEvents = events
        if let format { start(format) }
    }

    private mutating func start(_ format: LogFormat) {
        self.format = format
        reading.format = format
        if format.isJSONEvents {
            events = LogEventSplitter(format: format)
        } else {
            assembler = LogEntryAssembler(format: format)
            assembler?.keepsLines = listsEvents
        }
    }

    /// Reads one line (without its line end); `emit` gets each push completed by it. Markdown
    /// quote marks and `flutter run -v`'s time column before the line are left out
    /// (`LogLineShape.leadingMarks`).
    public mutating func add(_ line: UnsafeRawBufferPointer, number: Int, _ emit: (ReadPayload) -> Void) {
        add(line, number: number, emit, event: { _ in })
    }

    /// Reads one line; `emit` gets each push completed by it and `event` each push-path line
    /// (with `events`), in the order of the log.
    public mutating func add(
        _ line: UnsafeRawBufferPointer, number: Int, _ emit: (ReadPayload) -> Void, event: (LogEvent) -> Void
    ) {
        keepForPaste(line)
        let marks = LogLineShape.leadingMarks(line)
        let line = marks == 0 ? line : UnsafeRawBufferPointer(rebasing: line[marks...])
        if format == nil {
            guard let format = LogSniffer.entryFormat(line) ?? LogLineShape.loose(line)?.format else {
                return addBeforeFirstEntry(line, number: number, shift: marks, emit, event)
            }
            if var before = beforeFirstEntry.take() {
                before.finish { entry in reading.takeBefore(entry, emit, event) }
            }
            start(format)
        }
        if events != nil, !eventsBegun {
            guard !LogSniffer.isPreamble(line) else { return }
            eventsBegun = true
        }
        // In place: `reading` is apart from them (a copy of the assembler per line was a tenth of the time).
        if events != nil {
            events!.add(line, number: number) { entry in reading.take(entry, emit, event) }
        } else if assembler != nil {
            assembler!.add(line, number: number, shift: marks) { entry in reading.take(entry, emit, event) }
        }
    }

    /// The lines of an excerpt before its first entry line (it may begin mid-entry, or with
    /// a `print` output): read as messages alone, and counted only when they hold a dictionary.
    private mutating func addBeforeFirstEntry(
        _ line: UnsafeRawBufferPointer, number: Int, shift: Int, _ emit: (ReadPayload) -> Void,
        _ event: (LogEvent) -> Void
    ) {
        var before = beforeFirstEntry.take() ?? LogEntryAssembler(format: .xcodePlain)
        before.keepsLines = listsEvents
        before.add(line, number: number, shift: shift) { entry in reading.takeBefore(entry, emit, event) }
        beforeFirstEntry = before
    }

    /// Reads the open entry now, as if the next entry had begun: a live reader whose writer
    /// went quiet has the whole entry (`session`'s quiet time). The log goes on after it.
    public mutating func completeOpenEntry(_ emit: (ReadPayload) -> Void, event: (LogEvent) -> Void) {
        if assembler != nil { assembler!.finish { entry in reading.take(entry, emit, event) } }
    }

    /// Ends the log: the open entry is read. A short text in which the log's rules found no
    /// push is read as a paste instead, payload by payload (`readAsPaste` is then true).
    public mutating func finish(_ emit: (ReadPayload) -> Void) {
        finish(emit, event: { _ in })
    }

    /// Ends the log, handing on the open entry's events too.
    public mutating func finish(_ emit: (ReadPayload) -> Void, event: (LogEvent) -> Void) {
        if var before = beforeFirstEntry.take() { before.finish { entry in reading.takeBefore(entry, emit, event) } }
        if assembler != nil { assembler!.finish { entry in reading.take(entry, emit, event) } }
        if events != nil { events!.finish { entry in reading.take(entry, emit, event) } }
        if summary.pushes == 0, let text = reading.pasteText {
            reading.summary.notificationDescription = text.withUnsafeBytes {
                ByteSearch.contains(LogSniffer.notificationDescription, in: $0)
            }
        }
        guard let text = pasteCandidate else { return }
        var records: [ReadPayload] = []
        text.withUnsafeBytes { bytes in
            PayloadReader(limits: limits, locateKeys: locateKeys).readDocument(bytes, file: file, sniffed: true) {
                records.append($0)
            }
        }
        let read = records.compactMap(\.value)
        // One dictionary pasted, or any number among which one looks like a push: several that
        // are none (an SDK's upload batch, `[{…},{…}]`) are what the log's line printed, and so
        // is one printed after a label naming no message (docs/pasted-forms.md §11.7).
        guard read.count == 1 || read.contains(where: PushShape.looksLikePush) else { return }
        let unnamed = text.withUnsafeBytes { text in
            records.count == 1 && PastePushFilter.unnamedLabel(of: records[0], in: text) != nil
        }
        guard !unnamed else { return }
        readAsPaste = true
        records.forEach(emit)
    }

    /// The text `finish` reads as a paste if the last entry holds no push either: a short text
    /// in which the log's rules find no push and that is a single log line around what a
    /// person pasted (at most one dictionary), or a push logged key by key (one entry a line).
    /// When the paste reading finds nothing it can read either (a logcat line cut inside a
    /// word), or reads several dictionaries none of which looks like a push (an SDK's upload
    /// batch), the log's answer stands: no push, said in its note. Any other log without a push
    /// gives no record, only its note (docs/logs.md).
    public var pasteCandidate: [UInt8]? {
        guard summary.pushes == 0, format?.isJSONEvents != true, let text = reading.pasteText else { return nil }
        let singleLine = summary.notPushes <= 1 && entryLines <= 1
        guard singleLine || summary.pushParts > 0, text.contains(where: { !ASCII.isWhitespace($0) }) else { return nil }
        return text
    }

    /// The lines that started an entry by their header.
    private var entryLines: Int { (assembler?.headerLines ?? 0) + (beforeFirstEntry?.headerLines ?? 0) }

    /// Whether the text was read as a paste (`finish`): its payloads' repairs are reported as a
    /// paste's, and no note about the log is said.
    public private(set) var readAsPaste = false

    private mutating func keepForPaste(_ line: UnsafeRawBufferPointer) {
        guard reading.pasteText != nil else { return }
        guard summary.pushes == 0, reading.pasteText!.count + line.count < Self.maxPasteBytes else {
            reading.pasteText = nil
            return
        }
        reading.pasteText!.append(contentsOf: line)
        reading.pasteText!.append(ASCII.newline)
    }
}

/// What a log held besides its pushes, said once per input.
public struct LogSummary: Sendable, Equatable {
    public var entries = 0
    public var pushes = 0
    /// Entries holding a dictionary that is no push.
    public var notPushes = 0
    /// Entries among those that hold one key of a push logged key by key.
    public var pushParts = 0
    /// Whether a short log without a push printed a UserNotifications object's description
    /// (`LogSniffer.notificationDescription`), which leaves the push's `userInfo` out.
    public var notificationDescription = false

    public init() {}

    /// The note said after the log's records: `read 1,324 pushes in 85,000 entries of an Xcode
    /// console log; skipped 12,000 dictionaries that are not pushes`.
    public func note(file: String, format: LogFormat?) -> Diagnostic {
        var message = "device log (\(format?.rawValue ?? "preamble only")): \(Self.count(pushes, "push", "pushes")) in "
        message += Self.count(entries, "entry", "entries")
        if notPushes == 1 { message += "; skipped 1 dictionary that is not a push" }
        if notPushes > 1 { message += "; skipped \(notPushes) dictionaries that are not pushes" }
        if notificationDescription {
            message +=
                "; a <UNNotification…> description shows no userInfo, so no payload: print the notification's request.content.userInfo"
        }
        return Diagnostic(file: file, at: nil, severity: .note, rule: nil, message: message)
    }

    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
