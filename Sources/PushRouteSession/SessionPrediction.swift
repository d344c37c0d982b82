import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// What the simulator predicts for a session's episodes (man page, "PREDICTED"): the pushes
/// whose payload was printed and whose state and event the log decided, replayed in log order
/// on one device (`ReplaySimulator`), so that what one push leaves behind reaches the next;
/// each projected onto the observed fields.
public enum SessionPredictor {
    /// The pushes a replay runs: each episode whose payload was printed and whose state and
    /// event the log decided, with its index, in order. Built once, replayed with each setting.
    public struct Replay: Sendable {
        var entries: [(index: Int, push: Push, cell: Cell)] = []
        var episodeCount = 0
        /// Whether the service extension's lines show for each episode.
        var extensionShown: [Bool] = []
        /// By push id, the options iOS says the app answered that push's `willPresent` with
        /// (`SessionObservation.answered`): each push is shown or not as its own line says.
        var answers: [Int: PresentationOptions] = [:]
    }

    public static func replay(_ episodes: [SessionEpisode], observed: [SessionObservation]) -> Replay {
        var replay = Replay(
            episodeCount: episodes.count, extensionShown: observed.map { $0.outcome.extensionRan != nil })
        for (index, episode) in episodes.enumerated() {
            guard let payload = episode.push, let userInfo = payload.value, let state = observed[index].state,
                let event = observed[index].event
            else { continue }
            let push = Push(
                id: replay.entries.count + 1, userInfo: userInfo, source: payload.file, location: payload.start)
            replay.entries.append((index, push, Cell(state, event)))
            if let answer = observed[index].answered { replay.answers[push.id] = answer }
        }
        return replay
    }

    /// One prediction per episode, in order; nil where the payload was not printed or the log
    /// did not decide the state and the event (that push is left out of the replay).
    public static func predict(
        _ episodes: [SessionEpisode], observed: [SessionObservation], settings: SimulationSettings
    ) -> [SessionOutcome?] {
        predict(replay(episodes, observed: observed), settings: settings)
    }

    /// `predictWithResults`' outcomes, projected from the replay's pushes without building
    /// their results (`ReplaySimulator.outcomes`): each value an explanation tries is one.
    public static func predict(_ replay: Replay, settings: SimulationSettings) -> [SessionOutcome?] {
        let outcomes = ReplaySimulator.outcomes(
            replay.entries.map { ($0.push, $0.cell) }, settings: settings, answers: replay.answers)
        var predictions = [SessionOutcome?](repeating: nil, count: replay.episodeCount)
        for (entry, outcome) in zip(replay.entries, outcomes) {
            predictions[entry.index] = project(
                handler: outcome.handler, times: outcome.handledTimes, steps: outcome.steps,
                extensionShown: replay.extensionShown[entry.index])
        }
        return predictions
    }

    /// `predict`'s outcomes, each with the replay's result it was projected from (the push's
    /// own steps of the session's trace: what `session --format html` draws).
    public static func predictWithResults(
        _ replay: Replay, settings: SimulationSettings
    ) -> [(outcome: SessionOutcome, result: SimulationResult)?] {
        projected(
            replay,
            ReplaySimulator.run(replay.entries.map { ($0.push, $0.cell) }, settings: settings, answers: replay.answers))
    }

    /// `predictWithResults` from the replay's results (`ReplaySimulator.run`'s, or a kept replay's).
    static func projected(_ replay: Replay, _ results: [SimulationResult]) -> [(
        outcome: SessionOutcome, result: SimulationResult
    )?] {
        var predictions = [(outcome: SessionOutcome, result: SimulationResult)?](
            repeating: nil, count: replay.episodeCount)
        for (entry, result) in zip(replay.entries, results) {
            predictions[entry.index] = (project(result, extensionShown: replay.extensionShown[entry.index]), result)
        }
        return predictions
    }

    /// Each SDK's handled count (the handler's, 0 for the other), whether a step opens a URL,
    /// and, where the log shows it (`extensionShown`), whether a step ran in the extension.
    static func project(_ result: SimulationResult, extensionShown: Bool) -> SessionOutcome {
        project(
            handler: result.push?.handler ?? .none, times: result.push?.handledTimes ?? 0, steps: result.trace[...],
            extensionShown: extensionShown)
    }

    /// `project` from a push's handler, handled count and own steps.
    static func project(handler: Handler, times: Int, steps: ArraySlice<TraceStep>, extensionShown: Bool)
        -> SessionOutcome
    {
        SessionOutcome(
            leanplumHandled: handler == .leanplum ? times : 0, cleverTapHandled: handler == .clevertap ? times : 0,
            deepLinkOpened: steps.contains(where: opensURL),
            extensionRan: extensionShown ? steps.contains(where: runsInExtension) : nil)
    }

    /// A step that opens a URL: iOS's `UIApplication.shared.open(…)`.
    static func opensURL(_ step: TraceStep) -> Bool {
        step.target == .iOS && step.call.hasPrefix("UIApplication.shared.open(")
    }

    static func runsInExtension(_ step: TraceStep) -> Bool { step.process == .extension }

    /// The steps of a push's replay (`SessionPushReport.replayed`) its prediction of a compared
    /// field (`SessionOutcome.compared`'s names) was projected from: the handling steps an
    /// SDK's count counts (`PushResult.handledAt`), the steps that open a URL, the steps run in
    /// the extension; none for a count of 0, a no, or another name.
    public static func steps(behind field: String, in result: SimulationResult) -> [Int] {
        let handler = result.push?.handler ?? .none
        switch field {
        case "leanplum.handled": return handler == .leanplum ? result.push?.handledAt ?? [] : []
        case "clevertap.handled": return handler == .clevertap ? result.push?.handledAt ?? [] : []
        case "deep_link_opened": return result.trace.indices.filter { opensURL(result.trace[$0]) }
        case "extension_ran": return result.trace.indices.filter { runsInExtension(result.trace[$0]) }
        default: return []
        }
    }
}
