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
        let (settings, replay) = try SessionReplaySharingTests.replay(log, base: base)
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

    /// A replay that builds no text (`ReplaySimulator.outcomes`, `Recorder.keepsText`) records
    /// the same steps as one that does: the same actors, processes and replies, and the same
    /// calls to iOS (which say whether a URL opens); only the other calls' texts and the notes
    /// are left out. Checked on every session log, with every base's settings.
    @Test(arguments: SessionReplaySharingTests.logs, SessionReplaySharingTests.bases.indices)
    func stepsWithoutTextAreTheSameSteps(log: String, base: Int) throws {
        let (settings, replay) = try SessionReplaySharingTests.replay(log, base: base)
        let pushes = replay.entries.map { ($0.push, $0.cell) }
        let lean = ReplaySimulator.outcomes(pushes, settings: settings, answers: replay.answers)
        let full = ReplaySimulator.run(pushes, settings: settings, answers: replay.answers)
        func shape(_ step: TraceStep) -> String {
            "\(step.actor) \(step.target) \(step.process) \(step.isReply) \(step.target == .iOS ? step.call : "")"
        }
        #expect(lean.map { $0.steps.map(shape) } == full.map { $0.trace.map(shape) })
        #expect(lean.allSatisfy { $0.steps.allSatisfy { $0.note == nil && ($0.target == .iOS || $0.call.isEmpty) } })
    }
}
