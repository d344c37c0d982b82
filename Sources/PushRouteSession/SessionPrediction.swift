import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// What the simulator predicts for an episode (man page, "PREDICTED"): the cell the log decided,
/// run alone with the profile's settings, projected onto the observed fields. (Not yet a
/// replay of the whole session as a scenario.)
public enum SessionPredictor {
    /// nil when the payload was not printed or the log did not decide the state and the event.
    public static func predict(_ episode: SessionEpisode, observed: SessionObservation, settings: SimulationSettings) -> SessionOutcome? {
        guard let payload = episode.push, let userInfo = payload.value, let state = observed.state, let event = observed.event
        else { return nil }
        let push = Push(id: 1, userInfo: userInfo, source: payload.file, location: payload.start)
        let result = CellSimulator.run(push, in: Cell(state, event), settings: settings)
        return project(result)
    }

    /// Each SDK's handled count (the handler's, 0 for the other) and whether a step opens a URL.
    static func project(_ result: SimulationResult) -> SessionOutcome {
        let handler = result.push?.handler ?? .none
        let times = result.push?.handledTimes ?? 0
        let opened = result.trace.contains { $0.target == .iOS && $0.call.hasPrefix("UIApplication.shared.open(") }
        return SessionOutcome(
            leanplumHandled: handler == .leanplum ? times : 0, cleverTapHandled: handler == .clevertap ? times : 0,
            deepLinkOpened: opened)
    }
}
