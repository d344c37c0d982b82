import Foundation
import PushRouteCore
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// `session`'s explanations replay a release once per push path (`SessionExplainer.replaySources`,
/// `ReleasePushPath`): two releases with the same push path must predict the same outcome for
/// every push, and a release with the settings' own push path the settings' outcomes. Checked
/// here on every session log, with every release either setting can take, from several
/// settings (each release path, a CleverTap-only app, autoIntegrate, swizzling off).
@Suite struct SessionReplaySharingTests {
    static let logs = try! FileManager.default.contentsOfDirectory(
        atPath: CommandRunner.root.appendingPathComponent(SessionTests.folder).path
    )
    .filter { $0.hasSuffix(".log") }.sorted()

    /// The settings the releases are changed from.
    static let bases: [(name: String, change: @Sendable (inout SimulationSettings) -> Void)] = [
        ("the defaults", { _ in }),
        ("Leanplum 6.1.0", { $0.leanplumSDK = LeanplumRelease("6.1.0")! }),
        ("Leanplum 6.0.2", { $0.leanplumSDK = LeanplumRelease("6.0.2")! }),
        ("Leanplum 6.0.0", { $0.leanplumSDK = LeanplumRelease("6.0.0")! }),
        ("CleverTap only", { $0.sdks = .cleverTap }),
        (
            "CleverTap only, autoIntegrate",
            {
                $0.sdks = .cleverTap
                $0.autoIntegrate = true
            }
        ),
        (
            "autoIntegrate after start",
            {
                $0.autoIntegrate = true
                $0.autoIntegrateTiming = .afterStart
            }
        ),
        ("swizzling off", { $0.swizzling = false }),
    ]

    /// A session log of the tests, read with base `base`'s settings and made ready to replay.
    static func replay(_ log: String, base: Int) throws -> (SimulationSettings, SessionPredictor.Replay) {
        let file = SessionTests.folder + log
        let bytes = Array(try Data(contentsOf: CommandRunner.root.appendingPathComponent(file)))
        var settings = SimulationSettings()
        bases[base].change(&settings)
        let analysis = SessionLogReading.analyze(SessionLogReading.read(bytes, file: file), settings: settings)
        return (
            settings, SessionPredictor.replay(analysis.pushes.map(\.episode), observed: analysis.pushes.map(\.observed))
        )
    }

    @Test(arguments: logs, bases.indices)
    func releasesWithOnePushPathPredictAlike(log: String, base: Int) throws {
        let (settings, replay) = try SessionReplaySharingTests.replay(log, base: base)
        let own = SessionPredictor.predict(replay, settings: settings)
        let tries = SimulationSetting.releases.flatMap { setting in
            setting.alternatives(to: settings).map {
                (SimulationSetting.all.firstIndex { $0.key == setting.key }!, $0.settings)
            }
        }
        let sources = SessionExplainer.replaySources(tries.map { (setting: $0.0, settings: $0.1) }, settings)
        let outcomes = tries.map { SessionPredictor.predict(replay, settings: $0.1) }
        for tried in tries.indices {
            let expected = sources[tried].map { outcomes[$0] } ?? own
            #expect(
                outcomes[tried] == expected,
                "\(Self.bases[base].name), \(SimulationSetting.all[tries[tried].0].key) = \(SimulationSetting.all[tries[tried].0].json(tries[tried].1))"
            )
        }
        // The sharing is real: fewer replays than releases tried.
        #expect(Set(sources.compactMap { $0 }).count < tries.count)
    }
}
