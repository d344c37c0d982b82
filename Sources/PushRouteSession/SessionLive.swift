import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// A session read as it is written (`log stream … | pushroute session -`; man page, "SESSION",
/// live): each push is judged once its episode closes, when the next push opens an episode or
/// when the log has been quiet for `quietMilliseconds`, from what the log has shown up to then
/// (its levels, facts and release clues so far, the pushes before it replayed: the replay kept
/// from the last verdict, extended, `SessionKeptReplay`). A line that joins a push already
/// judged is noted, and at the end each verdict the whole log changes.
public struct SessionLive {
    /// The quiet time that closes the open episode (man page, "SESSION").
    public static let quietMilliseconds: Int32 = 2000

    private var findings = SessionLogFindings()
    /// The pushes judged so far, replayed: each close extends it (`SessionKeptReplay`).
    private let kept = SessionKeptReplay()
    /// The episodes observed so far: each close observes only those a line joined since.
    let observations = SessionKeptObservations()
    private let settings: SimulationSettings
    private let unknownKeys: Set<String>
    private let workers: Int
    /// The verdicts given, one per episode judged (the episodes judged come first, in order).
    public private(set) var verdicts: [SessionVerdict] = []
    /// The episodes a later line joined after their verdict, each with that line's place once.
    private var lateJoined: [Int: (file: String, line: Int)] = [:]

    public init(settings: SimulationSettings, unknownKeys: Set<String> = [], workers: Int = 1) {
        self.settings = settings
        self.unknownKeys = unknownKeys
        self.workers = workers
    }

    /// Takes the pushes and events of the lines read since the last call, in order; returns
    /// the reports of the episodes a new one closed.
    public mutating func add(_ items: [SessionLogItem]) -> [SessionPushReport] {
        for item in items {
            findings.add(item)
            noteLate(item)
        }
        return judge(upTo: findings.episodes.count - 1)
    }

    /// The reports of every episode still open: the log went quiet, or ended.
    public mutating func closeAll() -> [SessionPushReport] {
        judge(upTo: findings.episodes.count)
    }

    /// The whole log's analysis, without explanations: the notes at the end, and each verdict
    /// it changes (`revisions`).
    public func wholeAnalysis() -> SessionAnalysis {
        findings.analysis(settings: settings, unknownKeys: unknownKeys, workers: workers, explaining: 0..<0)
    }

    /// For each episode judged whose verdict the whole log changes, or that a later line
    /// joined: a warning on the push's line, saying what the whole log gives.
    public func revisions(_ whole: SessionAnalysis) -> [Diagnostic] {
        zip(verdicts, whole.pushes).enumerated().compactMap { index, pair -> Diagnostic? in
            let (given, push) = pair
            let late = lateJoined[index]
            guard given != push.verdict || late != nil else { return nil }
            let file = push.episode.file
            let joined =
                late.map {
                    "line \($0.line)\($0.file == file ? "" : " of " + $0.file) joined it after its verdict was printed; "
                } ?? ""
            let verdict =
                given == push.verdict
                ? "its verdict stays \(given.rawValue)"
                : "its verdict is \(push.verdict.rawValue), not \(given.rawValue)"
            return Diagnostic(
                file: file, at: SourceLocation(line: push.episode.line, column: 1), severity: .warning, rule: nil,
                message: "read live: " + joined
                    + "with the whole log \(verdict); give the saved log by name for the whole answer")
        }
    }

    private mutating func judge(upTo end: Int) -> [SessionPushReport] {
        let start = verdicts.count
        guard end > start else { return [] }
        let analysis = findings.analysis(
            episodes: end, settings: settings, unknownKeys: unknownKeys, workers: workers, explaining: start..<end,
            kept: kept, observations: observations)
        let reports = Array(analysis.pushes[start..<end])
        verdicts += reports.map(\.verdict)
        return reports
    }

    /// Notes the first item that joins an episode already judged.
    private mutating func noteLate(_ item: SessionLogItem) {
        guard let index = findings.lastJoined, index < verdicts.count, lateJoined[index] == nil else { return }
        lateJoined[index] = (item.file, item.line)
    }
}
