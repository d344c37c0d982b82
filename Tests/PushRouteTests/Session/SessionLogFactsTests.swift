import Foundation
import PushRouteReader
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// The settings a session log states and the Leanplum releases it allows (man page, session,
/// "Facts" and "Releases"), kept up to date as events arrive (a live session reads them after
/// each line): after each event, they are what the log read up to it gives.
@Suite struct SessionLogFactsTests {
    /// Every session log fixture, by name.
    static let logs =
        (try? FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.root.appendingPathComponent(SessionTests.folder).path))?
        .filter(SessionTests.isLog).sorted() ?? []

    /// One fixture's events, in the order `session` reads them.
    static func events(_ log: String) throws -> [LogEvent] {
        let bytes = try Data(contentsOf: CommandRunner.root.appendingPathComponent(SessionTests.folder + log))
        return SessionLogReading.ordered(SessionLogReading.read(Array(bytes), file: log)).compactMap { item in
            if case .event(let event) = item { return event }
            return nil
        }
    }

    /// Read event by event, the facts and release bounds equal the whole log's up to each
    /// event, and what the rules say: each key's first line, the newest `since` and the oldest
    /// `until`, each from the first line that gives it.
    @Test(arguments: logs)
    func eventByEventEqualsTheLogUpToIt(_ log: String) throws {
        let events = try Self.events(log)
        var facts = SessionLogFacts()
        var clues = SessionReleaseClues()
        for end in events.indices {
            facts.add(events[end])
            clues.add(events[end])
            let upTo = Array(events[...end])
            let place = "\(log), event \(end + 1) (line \(events[end].location.line))"
            #expect(facts.facts == SessionLogFacts(upTo).facts, "\(place)")
            #expect(facts.facts.map { "\($0.key) \($0.text) \($0.line)" } == Self.firstStated(upTo), "\(place)")
            let whole = SessionReleaseClues(upTo)
            #expect(clues.since == whole.since && clues.until == whole.until, "\(place)")
            #expect(
                clues.since.map { "\($0.release) \($0.line)" } == Self.narrowest(upTo, \.since, newest: true),
                "\(place)")
            #expect(
                clues.until.map { "\($0.release) \($0.line)" } == Self.narrowest(upTo, \.until, newest: false),
                "\(place)")
        }
    }

    /// Each key some event states, in the settings table's order, with the first such line.
    static func firstStated(_ events: [LogEvent]) -> [String] {
        SimulationSetting.all.compactMap { setting in
            events.lazy.compactMap { event in
                SessionLogFacts.states(event).first { $0.0 == setting.key }.map {
                    "\(setting.key) \($0.1) \(event.location.line)"
                }
            }.first
        }
    }

    /// The newest (or oldest) bound the events give, with the first line that gives it.
    static func narrowest(
        _ events: [LogEvent], _ bound: KeyPath<(since: String?, until: String?), String?>, newest: Bool
    ) -> String? {
        let given = events.compactMap { event in
            event.leanplumReleases.flatMap { $0.bounds(printedAt: event.level)[keyPath: bound] }.map {
                ($0, event.location.line)
            }
        }
        let best = given.first { candidate in
            !given.contains {
                newest
                    ? SessionReleaseClues.older(candidate.0, than: $0.0)
                    : SessionReleaseClues.older($0.0, than: candidate.0)
            }
        }
        return best.map { "\($0.0) \($0.1)" }
    }

    /// The fixtures state facts and bound the release both ways (`leanplum-6.0.2.log` from
    /// above), so that the table above compares some.
    @Test func fixturesStateFactsAndReleases() throws {
        #expect(Self.logs.count > 10)
        let all = try Self.logs.map(Self.events)
        #expect(all.contains { !SessionLogFacts($0).facts.isEmpty })
        #expect(all.contains { SessionReleaseClues($0).since != nil })
        #expect(all.contains { SessionReleaseClues($0).until != nil })
    }
}
