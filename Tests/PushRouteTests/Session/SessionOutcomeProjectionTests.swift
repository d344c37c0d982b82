import Foundation
import PushRouteCore
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// `SessionPredictor.predict` projects each push's outcome from the replay without building
/// its result, and keeps no warning (`ReplaySimulator.outcomes`): it must give what the results
/// `session --format html` draws give (`predictWithResults`). Checked on every session log,
/// with the settings of `SessionReplaySharingTests` and every value the explanations try from
/// each of them.
@Suite struct SessionOutcomeProjectionTests {
    @Test(arguments: SessionReplaySharingTests.logs, SessionReplaySharingTests.bases.indices)
    func outcomesMatchTheResults(log: String, base: Int) throws {
        let file = SessionTests.folder + log
        let bytes = Array(try Data(contentsOf: CommandRunner.root.appendingPathComponent(file)))
        var settings = SimulationSettings()
        SessionReplaySharingTests.bases[base].change(&settings)
        let analysis = SessionLogReading.analyze(SessionLogReading.read(bytes, file: file), settings: settings)
        let replay = SessionPredictor.replay(analysis.pushes.map(\.episode), observed: analysis.pushes.map(\.observed))
        let tried =
            [("the settings", settings)]
            + SimulationSetting.all.flatMap { setting in
                setting.alternatives(to: settings, names: ["TEST-ACCOUNT"]).map {
                    ("\(setting.key) = \($0.value)", $0.settings)
                }
            }
        for (name, simulated) in tried {
            #expect(
                SessionPredictor.predict(replay, settings: simulated)
                    == SessionPredictor.predictWithResults(replay, settings: simulated).map { $0?.outcome },
                "\(SessionReplaySharingTests.bases[base].name), \(name)")
        }
    }
}
