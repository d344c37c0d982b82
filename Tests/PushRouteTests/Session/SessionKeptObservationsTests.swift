import Foundation
import PushRouteCore
import Testing

@testable import PushRouteSession

/// A live session's observations, kept between its verdicts (`SessionKeptObservations`): read
/// item by item, each episode's kept observation is the one observing it anew gives, and an
/// item makes at most one new observation (the episode it joined or opened) unless the levels
/// changed, when every episode is observed again.
@Suite struct SessionKeptObservationsTests {
    @Test(arguments: SessionLogFactsTests.logs)
    func keptEqualsObservedAnew(_ log: String) throws {
        let bytes = try Data(contentsOf: CommandRunner.root.appendingPathComponent(SessionTests.folder + log))
        let items = SessionLogReading.ordered(SessionLogReading.read(Array(bytes), file: log))
        var findings = SessionLogFindings()
        let kept = SessionKeptObservations()
        var levels: SessionLevels?
        for (number, item) in items.enumerated() {
            findings.add(item)
            let before = kept.observations
            let observed = kept.observe(findings.episodes, versions: findings.versions, levels: findings.levels)
            let anew = findings.episodes.map {
                SessionObserver.observe($0, levels: findings.levels, earlierPIDs: $0.earlierPIDs)
            }
            let place = "\(log), item \(number + 1)"
            #expect(observed.map { String(describing: $0) } == anew.map { String(describing: $0) }, "\(place)")
            if levels == findings.levels {
                #expect(kept.observations - before <= 1, "\(place): an episode no line joined observed again")
            }
            levels = findings.levels
        }
    }
}
