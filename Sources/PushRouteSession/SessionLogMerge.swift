import PushRouteReader

/// A push or an event of a session log.
/// Indirect: each item is one boxed value, so that sorting and merging copy a reference (valgrind
/// memcheck flagged the copies of the two inline payloads, `make memcheck`).
public indirect enum SessionLogItem: Sendable {
    case push(ReadPayload)
    case event(LogEvent)

    var file: String {
        switch self {
        case .push(let payload): payload.file
        case .event(let event): event.file
        }
    }

    /// The item's line in its log.
    public var line: Int {
        switch self {
        case .push(let payload): payload.start.line
        case .event(let event): event.location.line
        }
    }

    /// The time its entry's header wrote, read; nil when it wrote none.
    var time: SessionTime? {
        let text: String? =
            switch self {
            case .push(let payload): payload.logEntry?.time
            case .event(let event): event.entry.time
            }
        return text.flatMap(SessionTimeParser.parse)
    }
}

/// Several logs of one session as one, in the order things happened (docs/logs.md, "Several
/// logs"): each log keeps its own order, and the logs are interleaved by their entries' times,
/// compared as precisely as every log allows. An entry without a time keeps its place after
/// the one before it in its log; at equal times the log named first goes first. A log with no
/// time at all cannot be interleaved: it follows the others, and the summary names it.
public struct SessionLogMerge: Sendable {
    public private(set) var items: [SessionLogItem] = []
    /// How several logs were merged (for one log, nothing was: no precision, none untimed).
    public var summary: Summary

    /// How the logs were merged, for the note `session` prints.
    public struct Summary: Sendable, Equatable {
        /// The least precise time any timed log writes; nil when no log has times.
        public var precision: SessionTime.Precision?
        /// The logs with no time on any entry, in the order given.
        public var untimed: [String]
    }

    public init(_ logs: [[SessionLogItem]]) {
        // One log keeps its own order: its times are not read.
        guard logs.count > 1 else {
            items = logs.first ?? []
            summary = Summary(precision: nil, untimed: [])
            return
        }
        let times = logs.map { $0.map(\.time) }
        let timed = logs.indices.filter { times[$0].contains { $0 != nil } }
        let precision = timed.flatMap { times[$0].compactMap { $0?.precision } }.min()
        summary = Summary(
            precision: precision,
            untimed: logs.indices.filter { !timed.contains($0) }.compactMap { logs[$0].first?.file })
        let keys = timed.map { Self.keys(times[$0], at: precision ?? .timeOfDay) }
        var next = Array(repeating: 0, count: timed.count)
        while let pick = next.indices.filter({ next[$0] < keys[$0].count }).min(by: {
            keys[$0][next[$0]] < keys[$1][next[$1]]
        }) {
            items.append(logs[timed[pick]][next[pick]])
            next[pick] += 1
        }
        for log in logs.indices where !timed.contains(log) { items += logs[log] }
    }

    /// Each item's key: its own time's, else the one before it in the log (the first time's for
    /// the items before any time).
    private static func keys(_ times: [SessionTime?], at precision: SessionTime.Precision) -> [Double] {
        var last = times.lazy.compactMap { $0 }.first?.key(at: precision) ?? 0
        return times.map { time in
            if let time { last = time.key(at: precision) }
            return last
        }
    }
}
