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
}

/// A session log read: its pushes in log order, and what the log's levels could not show.
public struct SessionAnalysis: Sendable {
    public var pushes: [SessionPushReport]
    public var levels: SessionLevels

    /// `episodes` from `SessionEpisodeGrouper`; `levels` read from every event of the log.
    public init(episodes: [SessionEpisode], levels: SessionLevels, settings: SimulationSettings) {
        self.levels = levels
        pushes = episodes.map { episode in
            let observed = SessionObserver.observe(episode, levels: levels, earlierPIDs: episode.earlierPIDs)
            let predicted = SessionPredictor.predict(episode, observed: observed, settings: settings)
            let handler = episode.push?.value.map { Push(id: 1, userInfo: $0, source: episode.file).classification.handler }
            return SessionPushReport(
                episode: episode, handler: handler, observed: observed, predicted: predicted,
                verdict: SessionVerdict.of(observed: observed, predicted: predicted))
        }
    }
}
