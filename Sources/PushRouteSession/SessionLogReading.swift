import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Reads a whole session log into its pushes and events, in line order (a push before the
/// events of its own line), grouped into episodes and analysed.
public enum SessionLogReading {
    public struct Read: Sendable {
        /// The log's name as given.
        public var file = ""
        public var pushes: [ReadPayload] = []
        public var events: [LogEvent] = []
        public var summary: Diagnostic?
        /// The text of the pushes' and events' lines, by number, when the reader was asked to
        /// keep them (`SessionLogReader(file:keepingLines:)`); else empty.
        public var lineTexts: [Int: String] = [:]
    }

    /// A whole log in memory, read as `SessionLogReader` reads it line by line.
    public static func read(_ bytes: [UInt8], file: String, keepingLines: Bool = false) -> Read {
        var reader = SessionLogReader(file: file, keepingLines: keepingLines)
        bytes.withUnsafeBytes { raw in
            var start = 0
            var number = 1
            while start < raw.count {
                var end = raw[start...].firstIndex(of: UInt8(ascii: "\n")) ?? raw.count
                let next = end + 1
                if end > start, raw[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                reader.add(UnsafeRawBufferPointer(rebasing: raw[start..<end]), number: number)
                start = next
                number += 1
            }
        }
        return reader.finish()
    }

    /// The analysis of one read log, or of several merged by time (`SessionLogMerge`), with
    /// the app's settings (`unknownKeys`: the profile keys the app's repository left unknown;
    /// `keepingTraces`: each push keeps its replay's result, for the HTML page).
    public static func analyze(
        _ reads: [Read], settings: SimulationSettings, unknownKeys: Set<String> = [], workers: Int = 1,
        keepingTraces: Bool = false
    ) -> SessionAnalysis {
        var findings = SessionLogFindings()
        let merge = SessionLogMerge(reads.map(ordered))
        for item in merge.items { findings.add(item) }
        var analysis = findings.analysis(
            settings: settings, unknownKeys: unknownKeys, workers: workers, keepingTraces: keepingTraces)
        analysis.merge = reads.count > 1 ? merge.summary : nil
        return analysis
    }

    public static func analyze(_ read: Read, settings: SimulationSettings, unknownKeys: Set<String> = [])
        -> SessionAnalysis
    {
        analyze([read], settings: settings, unknownKeys: unknownKeys)
    }

    /// One log's pushes and events in line order, a push before the events of its own line.
    public static func ordered(_ read: Read) -> [SessionLogItem] {
        let items =
            read.pushes.map { (line: $0.start.line, rank: 0, item: SessionLogItem.push($0)) }
            + read.events.enumerated().map { (line: sortLine($1), rank: 1 + $0, item: SessionLogItem.event($1)) }
        return items.sorted(by: { ($0.line, $0.rank) < ($1.line, $1.rank) }).map(\.item)
    }

    /// An event whose push is on its own entry sorts at the push's line (a payload printed
    /// over the lines after the SDK's words).
    private static func sortLine(_ event: LogEvent) -> Int {
        event.join.flatMap { $0.how == .entry ? $0.line : nil } ?? event.location.line
    }
}
