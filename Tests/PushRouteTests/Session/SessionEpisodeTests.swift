import Foundation
import PushRouteReader
import PushRouteSession
import PushRouteSimulator
import Testing

/// The episode rules of `PushRouteSession` (pushroute(1), session, "Episodes") on the
/// generated golden session: which lines join which push, and by which rule.
@Suite struct SessionEpisodeTests {
    static func analysis(_ log: String) throws -> SessionAnalysis {
        let path = CommandRunner.root.appendingPathComponent("Tests/Fixtures/logs/session/" + log).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return SessionLogReading.analyze(SessionLogReading.read(bytes, file: log), settings: SimulationSettings())
    }

    /// Each episode's events: (line, rule), in log order.
    static func joins(_ episode: SessionEpisode) -> [String] {
        episode.events.map { "\($0.event.location.line) \($0.event.kind.rawValue) \($0.rule.rawValue)" }
    }

    @Test func oneEpisodePerPush() throws {
        let analysis = try Self.analysis("session.log")
        // Five payload records (two pushes printed twice) and one request the app never printed.
        #expect(analysis.pushes.map(\.episode.line) == [11, 31, 48, 53])
        #expect(analysis.pushes.map(\.episode.reprints) == [[19], [39], [], []])
    }

    @Test func joinRules() throws {
        let episodes = try Self.analysis("session.log").pushes.map(\.episode)
        #expect(
            Self.joins(episodes[0]) == [
                "5 request-received request", "6 delivered request", "7 tapped request", "8 launch-for-action order",
                "9 response-callback order", "10 forwarded order", "11 handle-called entry", "19 handled entry",
                "27 deep-link-opened order",
            ])
        #expect(Self.joins(episodes[2]) == ["48 request-received request", "49 not-delivered request"])
    }

    /// Leanplum's message id joins the `Notification Opened` line to the push with that `_lpm`.
    @Test func messageIDJoins() throws {
        let episode = try #require(try Self.analysis("cold-start.log").pushes.first?.episode)
        #expect(Self.joins(episode).contains("12 opened message"))
    }

    /// Lines before the first episode belong to none, but still say the levels: here Leanplum's
    /// debug lines, so CleverTap's count is known.
    @Test func levelsFromTheWholeLog() throws {
        let analysis = try Self.analysis("session.log")
        #expect(analysis.levels.leanplum && analysis.levels.cleverTap && analysis.levels.ios)
        let quiet = try Self.analysis("default-level.log")
        #expect(quiet.levels.leanplum && !quiet.levels.cleverTap)
    }
}
