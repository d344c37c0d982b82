import PushRouteCore
import PushRouteReader

/// One push of a session log and the lines grouped with it (docs/session.md "Episodes").
public struct SessionEpisode: Sendable {
    /// The push's record, when the app printed the payload; nil for an episode opened by iOS's
    /// lines alone (a request the app never printed).
    public var push: ReadPayload?
    /// The line the episode starts at: the push's record, else its first event.
    public var line: Int
    public var file: String
    /// The events grouped with the push, in log order, each with the rule that put it here.
    public var events: [(event: LogEvent, rule: SessionJoinRule)]
    /// The lines where the same payload was printed again (by the other SDK, or a second entry).
    public var reprints: [Int] = []
    /// The app's process ids on lines before the episode opened.
    public var earlierPIDs: Set<Int> = []

    public init(push: ReadPayload?, line: Int, file: String) {
        self.push = push
        self.line = line
        self.file = file
        self.events = []
    }

    /// The process id of the app's own lines (the push's entry, else the first SDK line).
    public var appPID: Int? {
        push?.logEntry?.pid ?? events.first { $0.event.source.isApp }?.event.entry.pid
    }

    /// The episode's events of these kinds.
    func events(_ kinds: Set<LogEventKind>) -> [LogEvent] {
        // Filtered first: only the events kept are copied (an event holds its push's record).
        events.compactMap { kinds.contains($0.event.kind) ? $0.event : nil }
    }
}

/// Why an event belongs to its episode, strongest first (man page, "EPISODES").
public enum SessionJoinRule: String, Sendable, CaseIterable {
    /// The payload is printed on the event's own entry.
    case entry
    /// The same payload printed again on another entry joins the push printed last.
    case payload
    /// The event names the push's Leanplum message id (`_lpm`).
    case message
    /// The event names iOS's request id that an earlier line of the episode named.
    case request
    /// The event names dasd's activity that an earlier line of the episode named.
    case activity
    /// Nothing but order: the event comes after the episode's first line and before the next
    /// episode's, from the same app process where both pids are known.
    case order
}

extension LogEventSource {
    /// The app's own process printed it (an SDK or the app), not iOS.
    var isApp: Bool {
        switch self {
        case .leanplum, .clevertap, .app: true
        default: false
        }
    }
}
