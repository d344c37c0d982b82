import PushRouteCore
import PushRouteReader

/// Groups a log's pushes and events into one episode per push (man page, "EPISODES"):
/// - a push record opens an episode, unless the last episode was opened by iOS's lines for a
///   request and has no push yet: the app prints a push after iOS received it (order); or
///   the last episode's push is the same payload, printed again by the other SDK (payload);
/// - an event whose payload is on its own entry joins that push (entry);
/// - an event naming a Leanplum message id joins the push with that `_lpm` (message);
/// - an event naming an iOS request id or a dasd activity seen before joins that episode
///   (request, activity); a request id not seen before opens a new episode;
/// - any other event joins the last episode opened before it (order), or, for the app's own
///   lines, the last one whose app process id is the event's, where both are known.
/// Events before the first episode belong to none (they still say which levels were on).
public struct SessionEpisodeGrouper {
    public private(set) var episodes: [SessionEpisode] = []
    /// The episode the last push or event joined or opened; nil for an event that joined none.
    public private(set) var lastJoined: Int?
    private var byRequest: [String: Int] = [:]
    private var byActivity: [String: Int] = [:]
    private var byMessage: [String: Int] = [:]
    private var byPushLine: [Int: Int] = [:]
    /// Episodes opened by a request id whose push is not printed yet.
    private var openedByRequest: Set<Int> = []

    public init() {}

    public mutating func add(push: ReadPayload) {
        defer { notePID(push.logEntry?.pid) }
        let index: Int
        if let last = episodes.indices.last, let printed = episodes[last].push, push.value != nil,
            printed.value == push.value
        {
            episodes[last].reprints.append(push.start.line)
            index = last
        } else if let last = episodes.indices.last, openedByRequest.contains(last), episodes[last].push == nil {
            episodes[last].push = push
            episodes[last].line = push.start.line
            episodes[last].file = push.file
            index = last
        } else {
            open(SessionEpisode(push: push, line: push.start.line, file: push.file))
            index = episodes.count - 1
        }
        byPushLine[push.start.line] = index
        lastJoined = index
        if let id = Self.messageID(push.value) { byMessage[id] = index }
    }

    public mutating func add(event: LogEvent) {
        defer { if event.source.isApp { notePID(event.entry.pid) } }
        lastJoined = nil
        if let join = event.join, join.how == .entry, let index = byPushLine[join.line] {
            return attach(event, to: index, .entry)
        }
        switch event.push {
        case .message(let id)?:
            if let index = byMessage[id] { return attach(event, to: index, .message) }
        case .request(let id)?:
            if let index = byRequest[id] { return attach(event, to: index, .request) }
            open(SessionEpisode(push: nil, line: event.location.line, file: event.file))
            openedByRequest.insert(episodes.count - 1)
            byRequest[id] = episodes.count - 1
            return attach(event, to: episodes.count - 1, .request)
        case .activity(let id)?:
            if let index = byActivity[id] { return attach(event, to: index, .activity) }
            if let index = orderIndex(event) {
                byActivity[id] = index
                return attach(event, to: index, .order)
            }
            return
        default: break
        }
        if let index = orderIndex(event) { attach(event, to: index, .order) }
    }

    /// The episode an event joins by order: the last one, or for an app line with a pid, the
    /// last whose app pid is unknown or the same.
    private func orderIndex(_ event: LogEvent) -> Int? {
        guard let last = episodes.indices.last else { return nil }
        guard event.source.isApp, let pid = event.entry.pid else { return last }
        return episodes.indices.last { episodes[$0].appPID.map { $0 == pid } ?? true } ?? last
    }

    /// The app's process ids seen so far (a tap whose app lines come from a new one is a cold start).
    private var seenPIDs: Set<Int> = []

    private mutating func notePID(_ pid: Int?) {
        if let pid { seenPIDs.insert(pid) }
    }

    private mutating func open(_ episode: SessionEpisode) {
        var episode = episode
        episode.earlierPIDs = seenPIDs
        episodes.append(episode)
    }

    private mutating func attach(_ event: LogEvent, to index: Int, _ rule: SessionJoinRule) {
        episodes[index].events.append((event, rule))
        lastJoined = index
        if case .message(let id)? = event.push, byMessage[id] == nil { byMessage[id] = index }
    }

    /// The push's Leanplum message id (`_lpm`, …), as a string.
    static func messageID(_ value: JSONValue?) -> String? {
        guard let object = value?.objectValue else { return nil }
        for key in LeanplumKeys.messageIDs {
            switch object[key.description] {
            case .string(let id)?: return id
            case .integer(let id)?: return String(id)
            default: continue
            }
        }
        return nil
    }
}
