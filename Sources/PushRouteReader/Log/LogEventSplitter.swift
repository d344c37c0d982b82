import PushRouteCore

/// Cuts the events out of a JSON log, line by line: `log show --style json` (one array of
/// pretty-printed events), `log stream --style ndjson` (one event a line) and Flipper's rows,
/// and makes each event's message (`LogFormat.eventMessageField`) an entry (docs/device-logs.md
/// §1). An event the text ends inside gives its message as far as it goes (`finish`).
struct LogEventSplitter {
    let format: LogFormat
    private var event: [UInt8] = []
    private var inEvent = false
    private var depth = 0
    private var messageLine = 0
    private var messageColumn = 0
    /// Where the open event's message key starts in `event`.
    private var messageOffset = 0
    /// The message's key, quoted.
    private let messageKey: [UInt8]

    init(format: LogFormat) {
        self.format = format
        messageKey = Array("\"\(format.eventMessageField)\"".utf8)
    }

    /// Calls `complete` with the entry of each event that has a message.
    mutating func add(_ line: UnsafeRawBufferPointer, number: Int, _ complete: (LogEntry) -> Void) {
        var string = QuotedStringState()
        var start = 0
        for index in 0..<line.count {
            let byte = line[index]
            if string.consumes(byte) {
                // A key opening at the event's top level: the message's line is its line.
                if byte == ASCII.quote, inEvent, depth == 1, isMessageKey(line, at: index) {
                    messageLine = number
                    messageColumn = index + 1
                    messageOffset = event.count + index - start
                }
                continue
            }
            switch byte {
            case ASCII.openBrace, ASCII.openBracket:
                if !inEvent {
                    guard byte == ASCII.openBrace else { continue }
                    inEvent = true
                    depth = 0
                    start = index
                    event.removeAll(keepingCapacity: true)
                    messageLine = 0
                }
                depth += 1
            case ASCII.closeBrace, ASCII.closeBracket:
                guard inEvent else { continue }
                depth -= 1
                if depth == 0 {
                    event.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start...index]))
                    inEvent = false
                    if let entry = finished() { complete(entry) }
                }
            default: break
            }
        }
        if inEvent {
            event.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start...]))
            event.append(ASCII.newline)
            if event.count > LogEntryAssembler.maxEntryBytes { inEvent = false }
        }
    }

    /// Reads the event the text ended inside, if its message had begun.
    mutating func finish(_ complete: (LogEntry) -> Void) {
        guard inEvent, messageLine > 0 else { return }
        inEvent = false
        if let entry = cutEntry() { complete(entry) }
    }

    private func isMessageKey(_ line: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + messageKey.count <= line.count else { return false }
        return messageKey.indices.allSatisfy { line[index + $0] == messageKey[$0] }
    }

    /// The entry of the event just completed; nil when it has no message.
    private func finished() -> LogEntry? {
        event.withUnsafeBytes { bytes in
            guard messageLine > 0, case .success(let decoded) = Jansson.decode(bytes, allowTrailing: false),
                let object = decoded.value.objectValue, case .string(let message)? = object[format.eventMessageField]
            else { return nil }
            return entry(message, info: Self.info(of: object, format: format))
        }
    }

    private func entry(_ message: String, info: LogEntryInfo) -> LogEntry {
        var entry = LogEntry(format: format, line: messageLine, column: messageColumn)
        entry.text = Array(message.utf8)
        entry.decoded = true
        entry.eventInfo = info
        return entry
    }

    /// The entry of an event cut short: its message up to the cut (the end of the text, or a
    /// line end inside the string), and the fields before the message.
    private func cutEntry() -> LogEntry? {
        event.withUnsafeBytes { bytes in
            let keyEnd = messageOffset + messageKey.count
            guard let message = CutJSONEvent.message(bytes, afterKey: keyEnd) else { return nil }
            let fields = CutJSONEvent.fieldsBefore(bytes, keyOffset: messageOffset)
            return entry(
                message, info: fields.map { Self.info(of: $0, format: format) } ?? LogEntryInfo(format: format))
        }
    }

    /// The fields of an event (`log show --style json`'s names).
    private static func info(of event: JSONObject, format: LogFormat) -> LogEntryInfo {
        func string(_ key: String) -> String? {
            guard case .string(let value)? = event[key], !value.isEmpty else { return nil }
            return value
        }
        if format == .flipper { return flipperInfo(of: event, string: string) }
        let process = string("processImagePath").map { path in
            String(path.split(separator: "/").last ?? Substring(path))
        }
        var pid: Int?
        if case .integer(let number)? = event["processID"] { pid = Int(number) }
        return LogEntryInfo(
            format: format, time: string("timestamp"), process: process, pid: pid, subsystem: string("subsystem"),
            category: string("category"))
    }

    /// The fields of a Flipper row: `date`, `pid`, `app` (the process, where Flipper knows it)
    /// and `tag` (the category, as logcat's tag is).
    private static func flipperInfo(of event: JSONObject, string: (String) -> String?) -> LogEntryInfo {
        var pid: Int?
        if case .integer(let number)? = event["pid"] { pid = Int(number) }
        return LogEntryInfo(
            format: .flipper, time: string("date"), process: string("app"), pid: pid, category: string("tag"))
    }
}
