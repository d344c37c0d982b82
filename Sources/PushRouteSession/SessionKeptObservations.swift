/// The observations a live session keeps between the verdicts it prints (`SessionLive`): an
/// episode is observed again only when a line joined it since (its version in
/// `SessionLogFindings.versions` moved) or the levels it is read at changed; every other
/// episode's observation is the one kept, as `SessionObserver.observe` reads nothing else.
/// Without it each close observed every episode of the session again.
final class SessionKeptObservations {
    private var kept: [(version: Int, observation: SessionObservation)] = []
    private var levels: SessionLevels?
    /// How many episodes were observed in all.
    private(set) var observations = 0

    /// Each episode's observation at `levels`, `versions` its version, in order.
    func observe(_ episodes: [SessionEpisode], versions: [Int], levels: SessionLevels) -> [SessionObservation] {
        if levels != self.levels { (kept, self.levels) = ([], levels) }
        return episodes.indices.map { index in
            if index < kept.count, kept[index].version == versions[index] { return kept[index].observation }
            let observation = SessionObserver.observe(
                episodes[index], levels: levels, earlierPIDs: episodes[index].earlierPIDs)
            observations += 1
            if index < kept.count {
                kept[index] = (versions[index], observation)
            } else {
                kept.append((versions[index], observation))
            }
            return observation
        }
    }
}
