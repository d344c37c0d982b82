import PushRouteCore

/// Cuts the events out of a JSON log, line by line: `log show --style json` (one array of
/// pretty-printed events) and `log stream --style ndjson` (one event a line), and makes each
/// event's `eventMessage` an entry (docs/device-logs.md §1).
struct LogEventSplitter {
    let format: LogFormat
    private var event: [UInt8] = []
    private var inEvent = false
    private var depth = 0
    private var messageLine = 0
    private var messageColumn = 0

    init(format: LogFormat) { self.format = format }

    /// Calls `complete` with the entry of each event that has an `eventMessage`.
    mutating func add(_ line: UnsafeRawBufferPointer, number: Int, _ complete: (LogEntry) -> Void) {
        var string = QuotedStringState()
        var start = 0
        for index in 0..<line.count {
            let byte = line[index]
            if string.consumes(byte) {
                // A key opening at the event's top level: the message's line is its line.
                if byte == ASCII.quote, inEvent, depth == 1, Self.isMessageKey(line, at: index) {
                    messageLine = number
                    messageColumn = index + 1
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

    private static func isMessageKey(_ line: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let key: StaticString = "\"eventMessage\""
        let count = key.utf8CodeUnitCount
        guard index + count <= line.count else { return false }
        return (0..<count).allSatisfy { line[index + $0] == key.utf8Start[$0] }
    }

    /// The entry of the event just completed; nil when it has no message.
    private func finished() -> LogEntry? {
        event.withUnsafeBytes { bytes in
            guard messageLine > 0, case .success(let decoded) = Jansson.decode(bytes, allowTrailing: false),
                let object = decoded.value.objectValue, case .string(let message)? = object["eventMessage"]
            else { return nil }
            var entry = LogEntry(format: format, line: messageLine, column: messageColumn)
            entry.text = Array(message.utf8)
            entry.decoded = true
            entry.eventInfo = Self.info(of: object, format: format)
            return entry
        }
    }

    /// The fields of an event (`log show --style json`'s names).
    private static func info(of event: JSONObject, format: LogFormat) -> LogEntryInfo {
        func string(_ key: String) -> String? {
            guard case .string(let value)? = event[key], !value.isEmpty else { return nil }
            return value
        }
        let process = string("processImagePath").map { path in
            String(path.split(separator: "/").last ?? Substring(path))
        }
        var pid: Int?
        if case .integer(let number)? = event["processID"] { pid = Int(number) }
        return LogEntryInfo(
            format: format, time: string("timestamp"), process: process, pid: pid, subsystem: string("subsystem"),
            category: string("category"))
    }
}
