import PushRouteCore

/// Attaches each event to a push read before it (`classify --events`; docs/device-logs.md
/// "Events"), as it arrives: the push printed on its own entry; else the push whose Leanplum
/// message id (`_lpm`, …) the event names; else, by position only, the last push read. An
/// event before the first push belongs to none. (Grouping by iOS's request id and by time,
/// across processes, is `pushroute session`'s.)
struct LogEventLinker {
    private var lastPush: Int?
    /// The pushes' Leanplum message ids, and the line of each push's record (the latest wins).
    private var byMessage: [String: Int] = [:]

    mutating func read(_ push: ReadPayload) {
        lastPush = push.start.line
        guard let object = push.value?.objectValue else { return }
        for key in LeanplumKeys.messageIDs {
            switch object[key.description] {
            case .string(let id)?: byMessage[id] = push.start.line
            case .integer(let id)?: byMessage[String(id)] = push.start.line
            default: continue
            }
            return
        }
    }

    /// The join of `event`; `entryPushes`: the lines of the pushes read from its own entry.
    func join(_ event: LogEvent, entryPushes: [Int]) -> LogEventJoin? {
        if event.push == .payload, let line = entryPushes.first { return LogEventJoin(line: line, how: .entry) }
        if case .message(let id)? = event.push, let line = byMessage[id] { return LogEventJoin(line: line, how: .id) }
        return lastPush.map { LogEventJoin(line: $0, how: .position) }
    }
}
