import PushRouteCore
import PushRouteSimulator

/// The search for what explains each `differs` verdict (man page, "EXPLANATIONS"): each
/// setting whose values are few (a release, a flag, a choice), changed alone to each of its
/// other values, the whole session replayed again; a change explains a push's difference when
/// no compared field of that push differs any more, and no push of the session predicted
/// right before differs with it (the log contradicts such a change). A difference no single
/// change explains gets none: a wrong explanation is worse than none.
enum SessionExplainer {
    /// The explanations of each differing episode (by index), one per setting that explains
    /// it, the keys of `first` (the fields the app's repository left unknown) before the
    /// others, then in the settings table's order; the keys of `fixed` (the log decided them)
    /// are not changed, and no value the log's lines rule out (`clues`) is tried; `asPredicted`,
    /// the episodes the settings simulated predicted right, each of which a change must keep so.
    static func explain(
        _ differing: [Int], _ episodes: [SessionEpisode], observed: [SessionObservation], settings: SimulationSettings,
        first: Set<String>, fixed: Set<String>, clues: SessionReleaseClues, asPredicted: [Int] = [], workers: Int = 1
    ) -> [Int: [SessionExplanation]] {
        guard !differing.isEmpty else { return [:] }
        // Every (setting, value) to try; each a whole replay, run on `workers` threads.
        let tries = SimulationSetting.all.indices.filter { !fixed.contains(SimulationSetting.all[$0].key) }.flatMap { index in
            SimulationSetting.all[index].alternatives(to: settings).filter { clues.allows($0.settings) }.map { (index, $0) }
        }
        let replay = SessionPredictor.replay(episodes, observed: observed)
        var explaining: [Int: [Int: [(value: JSONValue, order: Int, outcome: SessionOutcome)]]] = [:]
        var next = 0
        orderedParallelMap(
            workers: min(workers, tries.count), window: workers * 2,
            next: { () -> (Int, JSONValue, Int, SimulationSettings)? in
                guard next < tries.count else { return nil }
                defer { next += 1 }
                let (setting, alternative) = tries[next]
                return (setting, alternative.value, alternative.order, alternative.settings)
            },
            transform: { (setting, value, order, changed) -> (Int, JSONValue, Int, [(Int, SessionOutcome)]) in
                let outcomes = SessionPredictor.predict(replay, settings: changed)
                let breaks = asPredicted.contains { SessionVerdict.of(observed: observed[$0], predicted: outcomes[$0]) == .differs }
                if breaks { return (setting, value, order, []) }
                let fixedHere = differing.compactMap { index -> (Int, SessionOutcome)? in
                    guard let outcome = outcomes[index], SessionVerdict.of(observed: observed[index], predicted: outcome) != .differs
                    else { return nil }
                    return (index, outcome)
                }
                return (setting, value, order, fixedHere)
            },
            consume: { setting, value, order, fixedHere in
                for (index, outcome) in fixedHere { explaining[setting, default: [:]][index, default: []].append((value, order, outcome)) }
                return true
            })
        var found: [Int: [SessionExplanation]] = [:]
        for setting in explaining.keys.sorted() {
            for (index, values) in explaining[setting]! {
                found[index, default: []].append(explanation(SimulationSetting.all[setting], values, settings))
            }
        }
        return found.mapValues { all in all.filter { first.contains($0.setting) } + all.filter { !first.contains($0.setting) } }
    }

    /// The explaining value nearest the current one, with the others that do too.
    private static func explanation(
        _ setting: SimulationSetting, _ values: [(value: JSONValue, order: Int, outcome: SessionOutcome)], _ settings: SimulationSettings
    ) -> SessionExplanation {
        let nearest = values[0]
        return SessionExplanation(
            setting: setting.key, value: nearest.value, alsoValues: values.dropFirst().sorted { $0.order < $1.order }.map(\.value),
            insteadOf: setting.json(settings), predicted: nearest.outcome)
    }
}
