import PushRouteCore
import PushRouteReader

/// Reads one session log a line at a time into its pushes and events (`SessionLogReading.Read`):
/// only what the session needs is kept, never the log's bytes (with `keepingLines`, the text
/// of the lines of its pushes and events, `SessionLineWindow`).
public struct SessionLogReader {
    private var log: LogReader
    private var read = SessionLogReading.Read()
    private let file: String
    private var window: SessionLineWindow?
    /// With `keepingLines`, how many lines back an entry's first line is still kept.
    public static let keptWindow = SessionLineWindow.size

    public init(file: String, keepingLines: Bool = false) {
        self.file = file
        read.file = file
        log = LogReader(file: file, format: nil, limits: ReaderLimits(), locateKeys: false, events: true)
        window = keepingLines ? SessionLineWindow() : nil
    }

    /// One line, without its line end; the bytes are read during the call only.
    public mutating func add(_ line: UnsafeRawBufferPointer, number: Int) {
        window?.add(line, number: number)
        var found = take()
        let before = (found.pushes.count, found.events.count)
        log.add(line, number: number, { Self.keep($0, in: &found) }, event: { found.events.append($0) })
        keepLines(of: found, after: before)
        read = found
    }

    /// The pushes and events found since the last call, in line order (a push before the
    /// events of its own line): a live session takes them as they come.
    public mutating func takeFound() -> [SessionLogItem] {
        var found = take()
        found.file = file
        return SessionLogReading.ordered(found)
    }

    /// Reads the log's open entry now (a live log gone quiet, `LogReader.completeOpenEntry`).
    public mutating func completeOpenEntry() {
        var found = take()
        log.completeOpenEntry({ Self.keep($0, in: &found) }, event: { found.events.append($0) })
        read = found
    }

    /// What the log held, and the note that sums it up (none for a text read as a paste).
    public mutating func finish() -> SessionLogReading.Read {
        var found = take()
        let before = (found.pushes.count, found.events.count)
        log.finish({ Self.keep($0, in: &found) }, event: { found.events.append($0) })
        keepLines(of: found, after: before)
        found.file = file
        found.lineTexts = window?.kept ?? [:]
        if !log.readAsPaste { found.summary = log.summary.note(file: file, format: log.format) }
        return found
    }

    /// Only pushes: a record without a payload (a text that holds none) is no episode.
    private static func keep(_ payload: ReadPayload, in read: inout SessionLogReading.Read) {
        if payload.value?.objectValue != nil { read.pushes.append(payload) }
    }

    /// With `keepingLines`, the text of the lines of the pushes and events found since `before`.
    private mutating func keepLines(of found: SessionLogReading.Read, after before: (pushes: Int, events: Int)) {
        guard window != nil else { return }
        for push in found.pushes[before.pushes...] { window!.keep(push.start.line) }
        for event in found.events[before.events...] { window!.keep(event.location.line) }
    }

    /// The read so far, moved out so that the reader's callbacks can append to it.
    private mutating func take() -> SessionLogReading.Read {
        defer { read = SessionLogReading.Read() }
        return read
    }
}
