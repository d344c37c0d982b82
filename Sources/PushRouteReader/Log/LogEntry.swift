/// One entry of a device log: its message, with the lines that continue it, and where it
/// stands in the file (docs/device-logs.md §1).
struct LogEntry {
    /// The message as written, its lines joined by `\n` (an event's `eventMessage`, decoded).
    var text: [UInt8] = []
    /// The line of the file where the message starts.
    var line: Int
    /// The column (1-based) where the message starts on that line.
    var column: Int
    /// An event's message decoded from a JSON string: its positions are the field's.
    var decoded = false
    /// The entry's fields, read only for an entry that holds a push.
    var header: LogHeader?
    /// The bytes `header` was parsed from (the first line up to the message, or Xcode's
    /// metadata line); for a JSON event, its fields already read (`eventInfo`).
    var headerBytes: [UInt8] = []
    var eventInfo: LogEntryInfo?
    /// An entry of one line that holds no dictionary, handed on only for its events
    /// (`LogEntryAssembler.keepsLines`): counted as such an entry is, never read for a push.
    var eventsOnly = false
    /// For an `eventsOnly` entry, the words of `LogEventMatcher.eventWords` its line holds,
    /// found when it was screened (the matcher does not look again).
    var eventWords: UInt64 = 0
    /// An `eventsOnly` entry that is a plugin's line saying a message arrived (`MessageReceipt`).
    var messageReceipt = false
    /// How many lines had started an entry by their header when this one began.
    var headerLines = 0
    let format: LogFormat

    init(format: LogFormat, line: Int, column: Int) {
        self.format = format
        self.line = line
        self.column = column
    }

    var info: LogEntryInfo {
        if let eventInfo { return eventInfo }
        guard let header else { return LogEntryInfo(format: format) }
        var info = headerBytes.withUnsafeBytes { header.info(in: $0) }
        info.format = format
        return info
    }
}
