import PushRouteCore
import PushRouteSimulator

/// The search for what explains each `differs` verdict (man page, "EXPLANATIONS"): each
/// setting changed alone to each of its values to try (`SimulationSetting.alternatives`: its
/// domain's other values, an account's among those the log names), the whole session replayed
/// again; a change explains a push's difference when no compared field of that push differs
/// any more, and no push of the session predicted right before differs with it (the log
/// contradicts such a change). A difference no single change explains gets none: a wrong
/// explanation is worse than none.
enum SessionExplainer {
    /// The explanations of each differing episode (by index), one per setting that explains
    /// it, the keys of `first` (the fields the app's repository left unknown) before the
    /// others, then in the settings table's order; the keys of `fixed` (the log decided them)
    /// are not changed, and no value the log's lines rule out (`clues`) is tried; `asPredicted`,
    /// the episodes the settings simulated predicted right, each of which a change must keep so;
    /// `accounts`, the accounts the SDKs' lines name (`SessionLogFacts.accounts`), tried with
    /// the payloads' for an account setting.
    static func explain(
        _ differing: [Int], _ episodes: [SessionEpisode], observed: [SessionObservation], settings: SimulationSettings,
        first: Set<String>, fixed: Set<String>, clues: SessionReleaseClues, asPredicted: [Int] = [],
        accounts: [String] = [], workers: Int = 1
    ) -> [Int: [SessionExplanation]] {
        guard !differing.isEmpty else { return [:] }
        let replay = SessionPredictor.replay(episodes, observed: observed)
        let names = loggedAccounts(accounts, replay)
        // Every (setting, value) to try; each a whole replay, run on `workers` threads, but the
        // releases with one push path share one (`replaySources`).
        let tries = SimulationSetting.all.indices.filter {
            tried(SimulationSetting.all[$0], fixed: fixed, settings)
                && canChange(SimulationSetting.all[$0], replay, settings)
        }
        .flatMap { index in
            SimulationSetting.all[index].alternatives(to: settings, names: names).filter {
                clues.allows($0.settings) && !callIgnored($0.value, settings)
            }
            .map { (index, $0) }
        }
        let sources = replaySources(tries.map { ($0.0, $0.1.settings) }, settings)
        let runs = tries.indices.filter { sources[$0] == $0 }
        // What each replayed try fixes (nil: it breaks a push predicted right), by try.
        var fixedBy: [Int: [(Int, SessionOutcome)]?] = [:]
        var next = 0
        orderedParallelMap(
            workers: min(workers, runs.count), window: workers * 2,
            next: { () -> Int? in
                guard next < runs.count else { return nil }
                defer { next += 1 }
                return runs[next]
            },
            transform: { run -> (Int, [(Int, SessionOutcome)]?) in
                let outcomes = SessionPredictor.predict(replay, settings: tries[run].1.settings)
                let breaks = asPredicted.contains {
                    SessionVerdict.of(observed: observed[$0], predicted: outcomes[$0]) == .differs
                }
                if breaks { return (run, nil) }
                return (
                    run,
                    differing.compactMap { index -> (Int, SessionOutcome)? in
                        guard let outcome = outcomes[index],
                            SessionVerdict.of(observed: observed[index], predicted: outcome) != .differs
                        else { return nil }
                        return (index, outcome)
                    }
                )
            },
            consume: { run, fixedHere in
                fixedBy[run] = fixedHere
                return true
            })
        var explaining: [Int: [Int: [(value: JSONValue, order: Int, outcome: SessionOutcome)]]] = [:]
        for (tried, (setting, alternative)) in tries.enumerated() {
            guard let source = sources[tried], let fixedHere = fixedBy[source] ?? nil else { continue }
            for (index, outcome) in fixedHere {
                explaining[setting, default: [:]][index, default: []].append(
                    (alternative.value, alternative.order, outcome))
            }
        }
        var found: [Int: [SessionExplanation]] = [:]
        for setting in explaining.keys.sorted() {
            for (index, values) in explaining[setting]! {
                found[index, default: []].append(explanation(SimulationSetting.all[setting], values, settings))
            }
        }
        return found.mapValues { all in
            all.filter { first.contains($0.setting) } + all.filter { !first.contains($0.setting) }
        }
    }

    /// Whether a setting's values are tried: not when the log decided it (`fixed`), nor when the
    /// simulator does not read it with these settings (`SimulationSetting.isRead(in:)`: a
    /// CleverTap-only app's Leanplum settings; when autoIntegrate is called without autoIntegrate,
    /// the extension's Info.plist without an extension), whose values change no outcome: each
    /// value tried is a replay of the whole session.
    static func tried(_ setting: SimulationSetting, fixed: Set<String>, _ settings: SimulationSettings) -> Bool {
        !fixed.contains(setting.key) && setting.isRead(in: settings)
    }

    /// Whether some value of the setting can change a compared field of this replay: not so
    /// for Leanplum's presentation option when no replayed push is in the foreground (iOS asks
    /// `willPresent` only there), or when the app implements its own `willPresent`, whose
    /// options decide (`AppDelegate.foregroundPresentation`; Leanplum's is only noted as
    /// unused); nor for the app's token method when no token is registered (a session's replay
    /// registers none unless the settings give one). Each value tried is a replay.
    static func canChange(
        _ setting: SimulationSetting, _ replay: SessionPredictor.Replay, _ settings: SimulationSettings
    ) -> Bool {
        switch setting.profileKey {
        case .presentation:
            settings.appDelegate.willPresent == nil && replay.entries.contains { $0.cell.state == .foreground }
        case .didRegisterToken: settings.token != nil
        default: true
        }
    }

    /// Whether a value is an app delegate method's body that calls Leanplum's method where
    /// Leanplum ignores the call (swizzling on: "will be ignored due to swizzling") or is not
    /// in the app: it changes no compared field, only a note.
    static func callIgnored(_ value: JSONValue, _ settings: SimulationSettings) -> Bool {
        value[AppDelegateMethodField.callsLeanplum.rawValue] == .bool(true)
            && (settings.swizzling || !settings.hasLeanplum)
    }

    /// The accounts an account setting is tried with: those the SDKs' lines name, then each
    /// replayed push's `wzrk_acct_id`, each once.
    static func loggedAccounts(_ accounts: [String], _ replay: SessionPredictor.Replay) -> [String] {
        var names = accounts
        for entry in replay.entries {
            if let account = entry.push.userInfo[CleverTapKeys.accountID]?.stringValue, !account.isEmpty,
                !names.contains(account)
            {
                names.append(account)
            }
        }
        return names
    }

    /// For each try (a setting's index and the settings it gives), the try whose replay it
    /// takes: itself, or an earlier release tried with the same `ReleasePushPath` (the same
    /// calls, docs/routing-model.md §8); nil for a release whose push path is `settings`' own,
    /// which changes no outcome.
    static func replaySources(_ tries: [(setting: Int, settings: SimulationSettings)], _ settings: SimulationSettings)
        -> [Int?]
    {
        let own = settings.releasePushPath
        var first: [ReleasePushPath: Int] = [:]
        return tries.indices.map { tried in
            guard SimulationSetting.all[tries[tried].setting].choosesRelease else { return tried }
            let path = tries[tried].settings.releasePushPath
            guard path != own else { return nil }
            if let earlier = first[path] { return earlier }
            first[path] = tried
            return tried
        }
    }

    /// The explaining value nearest the current one, with the others that do too.
    private static func explanation(
        _ setting: SimulationSetting, _ values: [(value: JSONValue, order: Int, outcome: SessionOutcome)],
        _ settings: SimulationSettings
    ) -> SessionExplanation {
        let nearest = values[0]
        return SessionExplanation(
            setting: setting.key, value: nearest.value,
            alsoValues: values.dropFirst().sorted { $0.order < $1.order }.map(\.value),
            insteadOf: setting.json(settings), predicted: nearest.outcome)
    }
}
