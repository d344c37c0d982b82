import PushRouteCore
import PushRouteSimulator

/// The search for what explains a `differs` verdict (man page, "EXPLANATIONS"): each setting
/// whose values are few (a release, a flag, a choice), changed alone to each of its other
/// values, the push simulated again in the same cell; a change explains the difference when
/// no compared field differs any more. A difference no single change explains gets none: a
/// wrong explanation is worse than none.
enum SessionExplainer {
    /// The explanations of `episode`, one per setting that explains it, the keys of `first`
    /// (the fields the app's repository left unknown) before the others, then in the settings
    /// table's order; the keys of `fixed` (the log decided them) are not changed.
    static func explain(
        _ episode: SessionEpisode, observed: SessionObservation, settings: SimulationSettings, first: Set<String>,
        fixed: Set<String>
    ) -> [SessionExplanation] {
        let found = SimulationSetting.all.filter { !fixed.contains($0.key) }
            .compactMap { explanation(by: $0, episode, observed: observed, settings: settings) }
        return found.filter { first.contains($0.setting) } + found.filter { !first.contains($0.setting) }
    }

    /// The value of `setting` nearest the current one that explains the difference, with the
    /// others that do too; nil when none does.
    private static func explanation(
        by setting: SimulationSetting, _ episode: SessionEpisode, observed: SessionObservation, settings: SimulationSettings
    ) -> SessionExplanation? {
        let explaining = setting.alternatives(to: settings).compactMap { alternative -> (value: JSONValue, order: Int, outcome: SessionOutcome)? in
            guard let outcome = SessionPredictor.predict(episode, observed: observed, settings: alternative.settings),
                SessionVerdict.of(observed: observed, predicted: outcome) != .differs
            else { return nil }
            return (alternative.value, alternative.order, outcome)
        }
        guard let nearest = explaining.first else { return nil }
        return SessionExplanation(
            setting: setting.key, value: nearest.value, alsoValues: explaining.dropFirst().sorted { $0.order < $1.order }.map(\.value),
            insteadOf: setting.json(settings), predicted: nearest.outcome)
    }
}
