import PushRouteCore

/// Groups the lines of a text log into entries and hands each on as soon as it is complete
/// (docs/device-logs.md §1), so that a live log is answered entry by entry. An entry is a line
/// that starts with the format's header, or any line when no entry is open, with the lines
/// that continue it: a dictionary printed over several lines continues until its brackets
/// close. In Xcode's metadata format an entry runs until its metadata line.
struct LogEntryAssembler {
    let format: LogFormat
    private var current: LogEntry?
    private var depth = 0

    /// An open entry longer than this ends anyway (a stray bracket must not swallow the log).
    static let maxEntryBytes = 1 << 20

    init(format: LogFormat) { self.format = format }

    mutating func add(_ line: UnsafeRawBufferPointer, number: Int, _ complete: (LogEntry) -> Void) {
        if format == .xcodeMetadata { return addMetadataFormat(line, number: number, complete) }
        if let header = LogHeader.parse(line, as: format) {
            finish(complete)
            var entry = LogEntry(format: format, line: number, column: header.messageStart + 1)
            entry.header = header
            entry.headerBytes = Array(UnsafeRawBufferPointer(rebasing: line[..<header.messageStart]))
            start(entry, with: UnsafeRawBufferPointer(rebasing: line[header.messageStart...]), complete)
        } else if current != nil {
            current!.text.append(ASCII.newline)
            append(line, complete)
        } else {
            start(LogEntry(format: format, line: number, column: 1), with: line, complete)
        }
    }

    /// Hands on the open entry, if any.
    mutating func finish(_ complete: (LogEntry) -> Void) {
        guard let entry = current else { return }
        current = nil
        depth = 0
        complete(entry)
    }

    private mutating func start(_ entry: LogEntry, with message: UnsafeRawBufferPointer, _ complete: (LogEntry) -> Void) {
        current = entry
        depth = 0
        append(message, complete)
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, _ complete: (LogEntry) -> Void) {
        current!.text.append(contentsOf: bytes)
        depth += Self.bracketBalance(bytes)
        if depth <= 0 || current!.text.count > Self.maxEntryBytes { finish(complete) }
    }

    /// Xcode 15's metadata lines: each ends the message lines before it, and gives its fields.
    private mutating func addMetadataFormat(_ line: UnsafeRawBufferPointer, number: Int, _ complete: (LogEntry) -> Void) {
        if let header = XcodeMetadataLine.parse(line) {
            guard current != nil else { return }
            current!.header = header
            current!.headerBytes = Array(line)
            return finish(complete)
        }
        if current == nil {
            current = LogEntry(format: format, line: number, column: 1)
        } else {
            current!.text.append(ASCII.newline)
        }
        current!.text.append(contentsOf: line)
        if current!.text.count > Self.maxEntryBytes { finish(complete) }
    }

    /// Opening brackets less closing ones, outside double-quoted strings (which end with their line).
    static func bracketBalance(_ bytes: UnsafeRawBufferPointer) -> Int {
        var balance = 0
        var string = QuotedStringState()
        for byte in bytes where !string.consumes(byte) {
            switch byte {
            case ASCII.openBrace, ASCII.openBracket, ASCII.openParen: balance += 1
            case ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen: balance -= 1
            default: break
            }
        }
        return balance
    }
}
