import Foundation
import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator
import Testing

/// The session replayed as one scenario (docs/logs.md, "Why did this push do that?"): on
/// `second-tap.log`, a cold-start tap and a later tap on another CleverTap push, neither with
/// `lp_occurrence_id`. Leanplum before 6.1.1 takes the second for the push that launched the
/// app and skips it (Leanplum-iOS-SDK PR #569); only a replay of the whole session sees it.
@Suite struct SessionReplayTests {
    static let log = SessionTests.folder + "second-tap.log"

    static func records(_ options: [String]) throws -> (records: [JSONValue], status: Int32) {
        let result = try CommandRunner.run(["session", "--format", "json"] + options + [log], in: CommandRunner.root)
        return (
            try result.standardOutput.split(separator: "\n").map { try Jansson.decode(String($0)).get() }, result.status
        )
    }

    /// At 6.6.1 (the default) both taps are handled once, as the log shows.
    @Test func bothAsPredictedAtTheDefault() throws {
        let (records, status) = try Self.records([])
        #expect(records.map { $0["verdict"] } == [.string("as-predicted"), .string("as-predicted")])
        #expect(status == 0)
    }

    /// At 6.1.0 the second tap is predicted lost, so it differs, and the one explanation is the
    /// nearest release that fixes it and keeps the first tap as the log shows it: 6.1.1 fixed
    /// the skip, but from 6.1.1 to 6.4.2 the model has CleverTap handle the cold-start tap twice,
    /// which the log's first push contradicts, so 6.5.0 is the nearest. Leanplum 6.1.0 passes
    /// CleverTap the flag the app set, else `false`: the forwards' `true` says the app set it
    /// (a fact), and with it a scene-based app (no launch observer sees the launch push, so no
    /// later tap is taken for it) fits the log as well: the log does not tell the two apart.
    @Test func historyMakesTheSecondTapDiffer() throws {
        let (records, status) = try Self.records(["--leanplum-sdk", "6.1.0"])
        #expect(records.map { $0["verdict"] } == [.string("as-predicted"), .string("differs")])
        #expect(records[1]["predicted"]?["clevertap"]?["handled"] == .integer(0))
        guard case .array(let explanations)? = records[1]["explanations"] else {
            Issue.record("no explanations")
            return
        }
        #expect(explanations.map { $0["setting"] } == [.string("leanplum.sdk"), .string("app.scene_based")])
        #expect(explanations.first?["value"] == .string("6.5.0"))
        #expect(explanations.first?["also"] == .array([.string("6.6.0"), .string("6.6.1")]))
        #expect(status == 1)
    }

    /// The second push alone, without the launch before it, is predicted handled: the
    /// difference comes from the session's history.
    @Test func aloneTheSecondTapIsHandled() throws {
        let bytes = Array(try Data(contentsOf: CommandRunner.root.appendingPathComponent(Self.log)))
        var settings = SimulationSettings()
        settings.leanplumSDK = try #require(LeanplumRelease("6.1.0"))
        let analysis = SessionLogReading.analyze(SessionLogReading.read(bytes, file: Self.log), settings: settings)
        let episodes = analysis.pushes.map(\.episode)
        let observed = analysis.pushes.map(\.observed)
        let whole = SessionPredictor.predict(episodes, observed: observed, settings: settings)
        let alone = SessionPredictor.predict([episodes[1]], observed: [observed[1]], settings: settings)
        #expect(whole[1]?.cleverTapHandled == 0)
        #expect(alone[0]?.cleverTapHandled == 1)
    }

    /// The explanations' replays run on `--jobs` threads; the output is the same for each count.
    @Test func sameOutputForEveryJobCount() throws {
        let logs = ["cold-start-once.log", "second-tap.log", "session.log"].map { SessionTests.folder + $0 }
        let outputs = try [1, 2, 3].map { jobs in
            try CommandRunner.run(
                ["session", "--leanplum-sdk", "6.1.0", "--jobs", String(jobs)] + logs, in: CommandRunner.root)
        }
        #expect(outputs[0].standardOutput.contains("differs"))
        for output in outputs.dropFirst() {
            #expect(
                output.standardOutput == outputs[0].standardOutput && output.standardError == outputs[0].standardError)
        }
    }

    @Test func golden() throws {
        let result = try CommandRunner.run(["session", "--leanplum-sdk", "6.1.0", Self.log], in: CommandRunner.root)
        #expect(result.status == 1)
        try Golden.check(
            result.standardOutput + "--- stderr\n" + result.standardError, against: "session/replayed-second-tap.out")
    }
}
