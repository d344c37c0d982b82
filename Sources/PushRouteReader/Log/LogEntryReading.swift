import PushRouteCore

/// What `LogReader` does with each entry its assembler hands on: counts it, reads its pushes
/// (`LogPushFinder`), and with `classify --events` its push-path lines. Kept apart from the
/// assembler, so that the reader hands entries here while its assembler is used in place.
struct LogEntryReading {
    let file: String
    let finder: LogPushFinder
    /// Whether the push-path lines are read as events (`classify --events`).
    let listsEvents: Bool
    var format: LogFormat?
    var summary = LogSummary()
    /// The text read so far, while no push was found in it and it is short (`LogReader.pasteCandidate`).
    var pasteText: [UInt8]? = []
    private var linker = LogEventLinker()
    /// A message a plugin said it received, while its print may still come.
    private var receipt: MessageReceipt?

    init(file: String, finder: LogPushFinder, listsEvents: Bool) {
        self.file = file
        self.finder = finder
        self.listsEvents = listsEvents
    }

    /// Counts an entry, and reads it when it may hold a push (nil: one that holds no dictionary).
    mutating func take(_ entry: LogEntry?, _ emit: (ReadPayload) -> Void, _ event: (LogEvent) -> Void) {
        summary.entries += 1
        if receipt?.counted() == false { receipt = nil }
        guard let entry else { return }
        if entry.messageReceipt { receipt = MessageReceipt(pid: entry.info.pid) }
        if entry.eventsOnly { return listsEvents ? events(of: entry, pushes: [], event) : () }
        var pushes = 0
        var pushLines: [Int] = []
        var linker = LogEventLinker()
        if listsEvents { swap(&linker, &self.linker) }
        let bytes = format?.isJSONEvents == true || entry.headerLines > 1
        // The app's print of a message its plugin received: read as one when the rules read no push in it.
        let printed = receipt?.isPrint(entry.info) == true
        let outcome = finder.find(in: entry, bytes: bytes, received: printed) { [listsEvents] push in
            pushes += 1
            if listsEvents {
                linker.read(push)
                pushLines.append(push.start.line)
            }
            emit(push)
        }
        if printed, outcome == .push { receipt = nil }
        if listsEvents {
            swap(&linker, &self.linker)
            events(of: entry, pushes: pushLines, event)
        }
        switch outcome {
        case .noDictionary: break
        case .push:
            summary.pushes += pushes
            pasteText = nil
        case .notPush:
            summary.notPushes += 1
        case .pushPart:
            summary.notPushes += 1
            summary.pushParts += 1
        }
    }

    /// An entry before the first entry line: counted only when it holds a dictionary.
    mutating func takeBefore(_ entry: LogEntry?, _ emit: (ReadPayload) -> Void, _ event: (LogEvent) -> Void) {
        guard let entry else { return }
        if entry.eventsOnly { return events(of: entry, pushes: [], event) }
        take(entry, emit, event)
    }

    /// The events of an entry's first line, each joined to a push (`LogEventLinker`);
    /// `pushes`: the lines of the pushes read from the entry itself.
    private func events(of entry: LogEntry, pushes: [Int], _ event: (LogEvent) -> Void) {
        entry.text.withUnsafeBytes { text in
            let end = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: 0) ?? text.count
            // Most entries with a dictionary hold none of the words: screened before anything is set up.
            let words =
                entry.eventsOnly
                ? entry.eventWords
                : LogEventMatcher.eventWords.present(in: UnsafeRawBufferPointer(rebasing: text[..<end]))
            guard words != 0 else { return }
            var info: LogEntryInfo?
            LogEventMatcher.matches(in: text, firstLineEnd: end, words: words) {
                match in
                let fields = info ?? entry.info
                info = fields
                let column = entry.decoded ? entry.column : entry.column + match.offset
                let source =
                    match.source.tag == nil && match.source != .notificationService && match.source != .app
                    ? LogEventSource.ios(process: fields.process, declared: match.source) : match.source
                var found = LogEvent(
                    file: file, location: SourceLocation(line: entry.line, column: column), source: source,
                    kind: match.kind,
                    push: match.push, value: match.value, bundle: match.bundle, level: match.level, entry: fields)
                found.instance = match.instance
                found.flag = match.flag
                found.join = linker.join(found, entryPushes: pushes)
                event(found)
            }
        }
    }
}
