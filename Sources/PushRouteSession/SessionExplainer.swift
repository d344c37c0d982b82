import PushRouteCore
import PushRouteSimulator

/// The search for what explains each `differs` verdict (man page, "EXPLANATIONS"): each
/// setting whose values are few (a release, a flag, a choice), changed alone to each of its
/// other values, the whole session replayed again; a change explains a push's difference when
/// no compared field of that push differs any more. A difference no single change explains
/// gets none: a wrong explanation is worse than none.
enum SessionExplainer {
    /// The explanations of each differing episode (by index), one per setting that explains
    /// it, the keys of `first` (the fields the app's repository left unknown) before the
    /// others, then in the settings table's order; the keys of `fixed` (the log decided them)
    /// are not changed, and no value the log's lines rule out (`clues`) is tried.
    static func explain(
        _ differing: [Int], _ episodes: [SessionEpisode], observed: [SessionObservation], settings: SimulationSettings,
        first: Set<String>, fixed: Set<String>, clues: SessionReleaseClues
    ) -> [Int: [SessionExplanation]] {
        guard !differing.isEmpty else { return [:] }
        var found: [Int: [SessionExplanation]] = [:]
        for setting in SimulationSetting.all where !fixed.contains(setting.key) {
            var explaining: [Int: [(value: JSONValue, order: Int, outcome: SessionOutcome)]] = [:]
            for alternative in setting.alternatives(to: settings) where clues.allows(alternative.settings) {
                let outcomes = SessionPredictor.predict(episodes, observed: observed, settings: alternative.settings)
                for index in differing {
                    guard let outcome = outcomes[index], SessionVerdict.of(observed: observed[index], predicted: outcome) != .differs
                    else { continue }
                    explaining[index, default: []].append((alternative.value, alternative.order, outcome))
                }
            }
            for (index, values) in explaining {
                found[index, default: []].append(explanation(setting, values, settings))
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
