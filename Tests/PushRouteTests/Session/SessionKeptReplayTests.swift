import Foundation
import PushRouteCore
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// A live session's replay, kept between its verdicts and extended by the pushes after it
/// (`SessionKeptReplay`, docs/logs.md, "Live"): each push's result is the one a replay of all the
/// pushes up to it gives, and each push is played once.
@Suite struct SessionKeptReplayTests {
    /// The settings the fixtures are replayed with: the defaults, a release whose history
    /// matters (Leanplum 6.1.0 skips a later tap), and a start after the first push.
    static let settings: [[String: String]] = [[:], ["leanplum.sdk": "6.1.0"], ["leanplum.start": "later"]]

    static func settings(_ values: [String: String]) throws -> SimulationSettings {
        var settings = SimulationSettings()
        for (key, text) in values { try #require(SimulationSetting.named(key)?.parse(text)).apply(to: &settings) }
        return settings
    }

    @Test(arguments: SessionLogFactsTests.logs, settings)
    func extendedEqualsReplayedAnew(_ log: String, _ values: [String: String]) throws {
        let bytes = try Data(contentsOf: CommandRunner.root.appendingPathComponent(SessionTests.folder + log))
        let analysis = SessionLogReading.analyze(
            SessionLogReading.read(Array(bytes), file: log), settings: try Self.settings(values))
        let (episodes, observed) = (analysis.pushes.map(\.episode), analysis.pushes.map(\.observed))
        let kept = SessionKeptReplay()
        for end in episodes.indices.map({ $0 + 1 }) {
            let replay = SessionPredictor.replay(Array(episodes[..<end]), observed: Array(observed[..<end]))
            let extended = kept.results(replay, settings: analysis.settings, facts: analysis.facts.facts)
            let anew = ReplaySimulator.run(
                replay.entries.map { ($0.push, $0.cell) }, settings: analysis.settings, answers: replay.answers)
            #expect(extended.map(\.pushes) == anew.map(\.pushes), "\(log), \(end) episodes")
            #expect(extended.map(\.trace) == anew.map(\.trace), "\(log), \(end) episodes")
            #expect(extended.map(\.warnings) == anew.map(\.warnings), "\(log), \(end) episodes")
            #expect(kept.plays == replay.entries.count, "\(log), \(end) episodes: a push played again")
        }
    }

    /// Where a push the replay played changes (a later line decided its state), it is replayed anew.
    @Test func changedPushIsReplayedAnew() throws {
        let bytes = try Data(contentsOf: CommandRunner.root.appendingPathComponent(SessionTests.folder + "session.log"))
        let analysis = SessionLogReading.analyze(
            SessionLogReading.read(Array(bytes), file: "session.log"), settings: SimulationSettings())
        let (episodes, observed) = (analysis.pushes.map(\.episode), analysis.pushes.map(\.observed))
        let kept = SessionKeptReplay()
        let whole = SessionPredictor.replay(episodes, observed: observed)
        _ = kept.results(whole, settings: analysis.settings, facts: analysis.facts.facts)
        var changed = observed
        let first = try #require(whole.entries.first?.index)
        changed[first].state = changed[first].state == .background ? .foreground : .background
        let replay = SessionPredictor.replay(episodes, observed: changed)
        let extended = kept.results(replay, settings: analysis.settings, facts: analysis.facts.facts)
        let anew = ReplaySimulator.run(replay.entries.map { ($0.push, $0.cell) }, settings: analysis.settings)
        #expect(extended.map(\.pushes) == anew.map(\.pushes))
        #expect(kept.plays == 2 * whole.entries.count)
    }
}
