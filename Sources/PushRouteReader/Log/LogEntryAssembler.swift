import PushRouteCore

/// Groups the lines of a text log into entries and hands each on as soon as it is complete
/// (docs/device-logs.md §1), so that a live log is answered entry by entry. An entry is a line
/// that starts with the format's header, or any line when no entry is open, with the lines
/// that continue it: a dictionary printed over several lines continues until its brackets
/// close. In Xcode's metadata format an entry runs until its metadata line.
struct LogEntryAssembler {
    let format: LogFormat
    /// The open entry's storage, reused from entry to entry (a log has millions of entries).
    private var entry: LogEntry
    private var open = false
    private var depth = 0
    /// The lines that started an entry by their header.
    private(set) var headerLines = 0
    /// Whether an entry of one line without a dictionary is handed on (`eventsOnly`) rather
    /// than as nil: for its events (`classify --events`).
    var keepsLines = false

    /// An open entry longer than this ends anyway (a stray bracket must not swallow the log).
    static let maxEntryBytes = 1 << 20

    init(format: LogFormat) {
        self.format = format
        entry = LogEntry(format: format, line: 0, column: 1)
    }

    /// `complete` gets each entry; nil for an entry of one line that holds no dictionary,
    /// which is only counted (most of a log: it is not copied).
    /// `shift`: the columns left out before the line (Markdown quote marks). A line that starts
    /// no entry of the format may start one cut short or reflowed (`LogLineShape.loose`).
    mutating func add(_ line: UnsafeRawBufferPointer, number: Int, shift: Int = 0, _ complete: (LogEntry?) -> Void) {
        if format == .xcodeMetadata { return addMetadataFormat(line, number: number, complete) }
        if let header = LogHeader.parse(line, as: format) ?? LogLineShape.loose(line) {
            guard !header.separatesOnly else { return finish(complete) }
            headerLines += 1
            if continues(line, header: header) {
                // The header's columns stand as spaces, so that columns read on this line are the file's.
                entry.text.append(ASCII.newline)
                entry.text.append(contentsOf: repeatElement(ASCII.space, count: header.messageStart + shift))
                let message = UnsafeRawBufferPointer(rebasing: line[header.messageStart...])
                return take(message, balance: Self.bracketBalance(message), complete)
            }
            finish(complete)
            let message = UnsafeRawBufferPointer(rebasing: line[header.messageStart...])
            let (balance, jsonBytes) = Self.scan(message)
            if balance <= 0, !jsonBytes, !LogPushFinder.holdsDictionary(message) {
                return completeLine(line, header: header, number: number, shift: shift, complete)
            }
            begin(line: number, column: Self.column(header.messageStart, in: line) + shift)
            entry.header = header
            entry.headerBytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[..<header.messageStart]))
            take(message, balance: balance, complete)
        } else if open {
            entry.text.append(ASCII.newline)
            // The marks left out stand as spaces, so that columns read on this line are the file's.
            if shift > 0 { entry.text.append(contentsOf: repeatElement(ASCII.space, count: shift)) }
            take(line, balance: Self.bracketBalance(line), complete)
        } else {
            let (balance, jsonBytes) = Self.scan(line)
            if balance <= 0, !jsonBytes, !LogPushFinder.holdsDictionary(line) {
                return completeLine(line, header: nil, number: number, shift: shift, complete)
            }
            begin(line: number, column: 1 + shift)
            take(line, balance: balance, complete)
        }
    }

    /// Whether a logcat line continues the open entry: logcat prints each line of a message
    /// logged at once (a React Native `console.log` of an object over several lines) with the
    /// same header (time, pid, tid, level and tag), so a dictionary still open goes on under
    /// an identical header (docs/device-logs.md §2).
    private func continues(_ line: UnsafeRawBufferPointer, header: LogHeader) -> Bool {
        guard open, depth > 0, format == .logcat, header.time != nil, header.messageStart > 0,
            entry.headerBytes.count == header.messageStart
        else { return false }
        return entry.headerBytes.withUnsafeBytes { $0.elementsEqual(line[..<header.messageStart]) }
    }

    /// The character column of the byte at `offset` of `line` (a localized Console.app type
    /// column, `por omisión`, is longer in bytes than in characters; most headers are ASCII,
    /// a column a byte).
    static func column(_ offset: Int, in line: UnsafeRawBufferPointer) -> Int {
        if line.isASCII(before: offset) { return offset + 1 }
        var locator = TextLocator(line)
        return locator.location(at: offset).column
    }

    /// Hands on the open entry, if any.
    mutating func finish(_ complete: (LogEntry?) -> Void) {
        guard open else { return }
        open = false
        depth = 0
        complete(entry)
    }

    /// An entry of one line that holds no dictionary: nil, or with `keepsLines` the line as an
    /// `eventsOnly` entry (in the storage of the last one; no entry is open here) when it may
    /// hold a push-path line (most lines hold none: they are not copied); in a logcat log, a
    /// plugin's `messageReceipt` line is handed on too. `shift`: as `add`'s.
    private mutating func completeLine(
        _ line: UnsafeRawBufferPointer, header: LogHeader?, number: Int, shift: Int, _ complete: (LogEntry?) -> Void
    ) {
        let messageStart = header?.messageStart ?? 0
        let message = UnsafeRawBufferPointer(rebasing: line[messageStart...])
        let receipt = format == .logcat && message.hasPrefix(SDKLogLines.messageReceipt, at: 0)
        let words = keepsLines ? LogEventMatcher.eventWords.present(in: message) : 0
        guard words != 0 || receipt else { return complete(nil) }
        begin(line: number, column: Self.column(messageStart, in: line) + shift)
        open = false
        entry.header = header
        entry.headerBytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[..<messageStart]))
        entry.text.append(contentsOf: message)
        entry.eventsOnly = true
        entry.eventWords = words
        entry.messageReceipt = receipt
        complete(entry)
        entry.eventsOnly = false
        entry.messageReceipt = false
    }

    /// Opens an entry in the storage of the last one.
    private mutating func begin(line: Int, column: Int) {
        entry.text.removeAll(keepingCapacity: true)
        entry.headerBytes.removeAll(keepingCapacity: true)
        entry.header = nil
        entry.line = line
        entry.column = column
        entry.headerLines = headerLines
        open = true
        depth = 0
    }

    /// Adds a line's text, whose bracket balance is `balance`, to the open entry.
    private mutating func take(_ bytes: UnsafeRawBufferPointer, balance: Int, _ complete: (LogEntry?) -> Void) {
        entry.text.append(contentsOf: bytes)
        depth += balance
        if depth <= 0 || entry.text.count > Self.maxEntryBytes { finish(complete) }
    }

    /// Xcode 15's metadata lines: each ends the message lines before it, and gives its fields.
    private mutating func addMetadataFormat(
        _ line: UnsafeRawBufferPointer, number: Int, _ complete: (LogEntry?) -> Void
    ) {
        if let header = XcodeMetadataLine.parse(line) {
            guard open else { return }
            entry.header = header
            entry.headerBytes.append(contentsOf: line)
            return finish(complete)
        }
        if open {
            entry.text.append(ASCII.newline)
        } else {
            begin(line: number, column: 1)
        }
        entry.text.append(contentsOf: line)
        if entry.text.count > Self.maxEntryBytes { finish(complete) }
    }

    /// Opening brackets less closing ones, outside double-quoted strings (which end with their
    /// line). Every byte of a log passes here: a byte that is none of `{[(}])"\<` is passed over
    /// with one table look-up.
    static func bracketBalance(_ bytes: UnsafeRawBufferPointer) -> Int {
        scan(bytes).balance
    }

    /// The bracket balance, and whether the bytes hold `<7b`: the start of an `NSData`
    /// description of JSON (`<7b226170 …>`, docs/pasted-forms.md §7 "Bytes"), a push with no brace.
    static func scan(_ bytes: UnsafeRawBufferPointer) -> (balance: Int, jsonBytes: Bool) {
        var scan = BracketScan(bytes)
        scan.run()
        return (scan.balance, scan.jsonBytes)
    }
}
