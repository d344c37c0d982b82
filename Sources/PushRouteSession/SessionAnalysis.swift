import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// One push of a session, observed, predicted and judged.
public struct SessionPushReport: Sendable {
    public var episode: SessionEpisode
    /// Who owns the payload by its keys; nil when no payload was printed.
    public var handler: Handler?
    public var observed: SessionObservation
    public var predicted: SessionOutcome?
    public var verdict: SessionVerdict
    /// For a `differs` verdict, each single change that explains it (none: nothing does).
    public var explanations: [SessionExplanation]
    /// The replay's result for this push, the steps its prediction was projected from; kept
    /// only when the analysis is asked to (`keepingTraces`, for `session --format html`).
    public var replayed: SimulationResult? = nil
    /// The Leanplum release the prediction modelled; nil in a CleverTap-only app.
    public var leanplumSDK: LeanplumRelease? = nil
    /// The CleverTap release the prediction modelled; nil when the Leanplum release links none.
    public var cleverTapSDK: CleverTapRelease? = nil
}

/// A session log read: its pushes in log order, what the log's levels could not show, and
/// the settings the log states.
public struct SessionAnalysis: Sendable {
    public var pushes: [SessionPushReport]
    public var levels: SessionLevels
    public var facts: SessionLogFacts
    /// The facts the predictions used, as the app's settings read them (`SessionLogFacts.stated(for:)`).
    public var stated: [SessionLogFacts.Fact]
    /// The settings the predictions used: the app's, with the log's facts applied.
    public var settings: SimulationSettings
    /// The value each fact replaced, by key, where it changed one.
    public var overridden: [String: JSONValue]
    /// What the log's Leanplum lines say of the Leanplum release.
    public var releaseClues: SessionReleaseClues
    /// How several logs were merged; nil for one log.
    public var merge: SessionLogMerge.Summary?

    /// `episodes` from `SessionEpisodeGrouper`; `levels`, `facts` and `releaseClues` read from every event of
    /// the log; `unknownKeys`, the profile keys the app's repository left unknown, searched
    /// first for explanations (the keys the log decided are not searched); `workers`, the threads
    /// the search for explanations runs on; `explaining`, the episodes whose differences are
    /// explained (nil: every one; a live session explains only the pushes it prints);
    /// `keepingTraces`, whether each push keeps its replay's result (`SessionPushReport.replayed`).
    public init(
        episodes: [SessionEpisode], levels: SessionLevels, facts: SessionLogFacts, releaseClues: SessionReleaseClues,
        settings app: SimulationSettings, unknownKeys: Set<String> = [], workers: Int = 1,
        explaining: Range<Int>? = nil,
        keepingTraces: Bool = false
    ) {
        self.init(
            episodes: episodes, levels: levels, facts: facts, releaseClues: releaseClues, settings: app,
            unknownKeys: unknownKeys,
            workers: workers, explaining: explaining, keepingTraces: keepingTraces, kept: nil, observations: nil)
    }

    /// `kept`: the replay a live session keeps, extended by these episodes' pushes (`SessionKeptReplay`);
    /// `observations`: the observations it keeps, with each episode's version (`SessionKeptObservations`).
    init(
        episodes: [SessionEpisode], levels: SessionLevels, facts: SessionLogFacts, releaseClues: SessionReleaseClues,
        settings app: SimulationSettings, unknownKeys: Set<String>, workers: Int, explaining: Range<Int>?,
        keepingTraces: Bool,
        kept: SessionKeptReplay?, observations: (kept: SessionKeptObservations, versions: [Int])?
    ) {
        self.facts = facts
        self.releaseClues = releaseClues
        let (settings, overridden, stated) = facts.applied(to: app)
        self.stated = stated
        var levels = levels
        levels.leanplumPushLinesAtDebug = !settings.leanplumSDK.logsPushLinesAtInfo
        levels.appWithoutLeanplum = !settings.sdks.hasLeanplum
        self.levels = levels
        self.settings = settings
        self.overridden = overridden
        let observed =
            observations.map { $0.kept.observe(episodes, versions: $0.versions, levels: levels) }
            ?? episodes.map { SessionObserver.observe($0, levels: levels, earlierPIDs: $0.earlierPIDs) }
        let (predicted, replayed) = Self.predict(
            episodes, observed: observed, settings: settings, facts: stated, keepingTraces: keepingTraces, kept: kept)
        let verdicts = episodes.indices.map { SessionVerdict.of(observed: observed[$0], predicted: predicted[$0]) }
        let explanations = SessionExplainer.explain(
            (explaining ?? episodes.indices).filter { verdicts[$0] == .differs }, episodes, observed: observed,
            settings: settings, first: unknownKeys,
            fixed: Set(stated.map(\.key)), clues: releaseClues,
            asPredicted: episodes.indices.filter { verdicts[$0] == .asPredicted }, accounts: facts.accounts,
            workers: workers)
        pushes = episodes.indices.map { index in
            let episode = episodes[index]
            let handler = episode.push?.value.map {
                Push(id: 1, userInfo: $0, source: episode.file).classification.handler
            }
            return SessionPushReport(
                episode: episode, handler: handler, observed: observed[index], predicted: predicted[index],
                verdict: verdicts[index],
                explanations: explanations[index] ?? [], replayed: replayed.isEmpty ? nil : replayed[index],
                leanplumSDK: settings.hasLeanplum ? settings.leanplumSDK : nil, cleverTapSDK: settings.cleverTapRelease)
        }
    }

    /// The predictions, and with `keepingTraces` the replay's result of each push (else none:
    /// the traces of a long session are let go as soon as they are projected); from the `kept`
    /// replay extended, where one is given.
    private static func predict(
        _ episodes: [SessionEpisode], observed: [SessionObservation], settings: SimulationSettings,
        facts: [SessionLogFacts.Fact],
        keepingTraces: Bool, kept: SessionKeptReplay?
    ) -> (outcomes: [SessionOutcome?], results: [SimulationResult?]) {
        let replay = SessionPredictor.replay(episodes, observed: observed)
        // No trace kept: the outcomes alone, as each explanation's try has them (no text built).
        if kept == nil, !keepingTraces { return (SessionPredictor.predict(replay, settings: settings), []) }
        let replays =
            kept.map { SessionPredictor.projected(replay, $0.results(replay, settings: settings, facts: facts)) }
            ?? SessionPredictor.predictWithResults(replay, settings: settings)
        return (replays.map { $0?.outcome }, keepingTraces ? replays.map { $0?.result } : [])
    }
}
