import PushRouteReader
import PushRouteSimulator

/// What a session log's pushes and events show, read in order: its episodes (grouped as they
/// come), which levels its lines show, the settings they state and the Leanplum releases they
/// allow. A whole log is read into one at once (`SessionLogReading.analyze`), a live one line
/// by line (`SessionLive`), so that both read it the same way.
struct SessionLogFindings {
    private var grouper = SessionEpisodeGrouper()
    private(set) var levels = SessionLevels()
    private(set) var facts = SessionLogFacts()
    private(set) var releaseClues = SessionReleaseClues()

    var episodes: [SessionEpisode] { grouper.episodes }
    /// Each episode's version: how many items joined it (the grouper changes no episode but the
    /// one an item joins or opens), for the observations a live session keeps.
    private(set) var versions: [Int] = []
    /// The episode the last item joined or opened (`SessionEpisodeGrouper.lastJoined`).
    var lastJoined: Int? { grouper.lastJoined }

    /// Reads one more push or event, after the others.
    mutating func add(_ item: SessionLogItem) {
        switch item {
        case .push(let payload): grouper.add(push: payload)
        case .event(let event):
            levels.read(event)
            facts.add(event)
            releaseClues.add(event)
            grouper.add(event: event)
        }
        while versions.count < grouper.episodes.count { versions.append(0) }
        if let index = grouper.lastJoined { versions[index] += 1 }
    }

    /// The analysis of the first `count` episodes (nil: every one) with what the lines read
    /// so far show; the other arguments are `SessionAnalysis`'s.
    func analysis(
        episodes count: Int? = nil, settings: SimulationSettings, unknownKeys: Set<String>, workers: Int,
        explaining: Range<Int>? = nil,
        keepingTraces: Bool = false, kept: SessionKeptReplay? = nil, observations: SessionKeptObservations? = nil
    ) -> SessionAnalysis {
        let episodes = count.map { Array(self.episodes[..<$0]) } ?? self.episodes
        return SessionAnalysis(
            episodes: episodes, levels: levels, facts: facts,
            releaseClues: releaseClues,
            settings: settings, unknownKeys: unknownKeys, workers: workers, explaining: explaining,
            keepingTraces: keepingTraces,
            kept: kept, observations: observations.map { ($0, Array(versions[..<episodes.count])) })
    }
}
