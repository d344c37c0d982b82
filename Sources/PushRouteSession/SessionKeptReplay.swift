import PushRouteSimulator

/// The replay a live session keeps between the verdicts it prints (`SessionLive`): each close
/// extends it by the pushes after it, where a replay of every push would give the same results
/// (the same settings, the same account, the pushes it played unchanged, first and in order);
/// else the pushes are replayed anew. For one app's settings: the log's facts alone change them.
final class SessionKeptReplay {
    private var run: ReplayRun?
    /// The pushes `run` played, as the replay named them.
    private var played: [(index: Int, push: Push, cell: Cell)] = []
    /// The answers `run` played them with (`SessionPredictor.Replay.answers`).
    private var playedAnswers: [Int: PresentationOptions] = [:]
    /// The facts the settings `run` played with were applied from.
    private var facts: [SessionLogFacts.Fact] = []
    /// How many pushes were played in all: each once, while the replay is kept.
    private(set) var plays = 0

    /// `ReplaySimulator.run`'s results for `replay`'s pushes, with `settings` (the app's with
    /// `facts` applied).
    func results(_ replay: SessionPredictor.Replay, settings: SimulationSettings, facts: [SessionLogFacts.Fact])
        -> [SimulationResult]
    {
        let pushes = replay.entries.map { (push: $0.push, cell: $0.cell) }
        let account = ReplaySimulator.account(pushes, settings: settings)
        let run: ReplayRun
        if let kept = self.run, kept.account == account, facts == self.facts, Self.extends(replay.entries, played),
            played.allSatisfy({ replay.answers[$0.push.id] == playedAnswers[$0.push.id] })
        {
            run = kept
        } else {
            (run, played, self.facts) = (ReplayRun(settings: settings, account: account), [], facts)
            self.run = run
        }
        for entry in replay.entries[played.count...] {
            run.play(entry.push, in: entry.cell, answer: replay.answers[entry.push.id])
        }
        plays += replay.entries.count - played.count
        played = replay.entries
        playedAnswers = replay.answers
        return run.results(ended: false)
    }

    /// Whether `entries` begin with the pushes `played`, each the same episode, payload and cell.
    private static func extends(
        _ entries: [(index: Int, push: Push, cell: Cell)], _ played: [(index: Int, push: Push, cell: Cell)]
    ) -> Bool {
        entries.count >= played.count
            && zip(entries, played).allSatisfy { new, old in
                new.index == old.index && new.cell == old.cell && new.push.userInfo == old.push.userInfo
                    && new.push.source == old.push.source
                    && new.push.location == old.push.location
            }
    }
}
