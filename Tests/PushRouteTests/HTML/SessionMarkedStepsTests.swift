import Foundation
import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator
import Testing

/// On `session --format html`, the steps of the predicted diagram behind a field that differs
/// are marked (pushroute(1), SESSION; docs/logs.md, "Why did this push do that?"): the handlings
/// an SDK's count counts (`PushResult.handledAt`), the steps that open a URL, the steps in the
/// extension.
@Suite struct SessionMarkedStepsTests {
    /// Each handling the simulator counts is at a step of the trace: as many steps as the count.
    @Test(arguments: SDKFactTests.all.filter { $0.cell != nil })
    func handledAtHasOneStepPerHandling(_ fact: SDKFactTests.Fact) throws {
        let result = try SDKFactTests.run(fact)
        let push = try #require(result.pushes.first)
        guard push.handler != .none, !push.handledAt.isEmpty else { return }
        #expect(push.handledAt.count == push.handledTimes)
        #expect(push.handledAt.allSatisfy(result.trace.indices.contains))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var log: String
        var flags: [String]
        /// The fields that differ, and the calls each marked step makes, in order.
        var differing: [String]
        var markedCalls: [String]
        var testDescription: String { "\(log) \(flags.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        // CleverTap handled the cold-start tap twice; the model (CleverTap 7.7.1) once: its one
        // handling is marked.
        Case(
            log: "cold-start-clevertap-twice.log", flags: [], differing: ["clevertap.handled"],
            markedCalls: ["CleverTap.handlePushNotification("]),
        // The profile's CleverTap before 7.0.2 (Leanplum 6.5.0's pin allows 7.0.1): twice
        // predicted, once shown: both handlings are marked, its launch observer's and the forward's.
        Case(
            log: "cold-start-left-to-leanplum.log", flags: ["--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1"],
            differing: ["clevertap.handled"],
            markedCalls: ["_handlePushNotification(", "CleverTap.handlePushNotification("]),
        // Predicted not handled and no link opened where the log shows both: nothing to mark.
        Case(
            log: "background-tap.log", flags: ["--migration", "lp"],
            differing: ["clevertap.handled", "deep_link_opened"], markedCalls: []),
    ]

    @Test(arguments: cases)
    func stepsBehindTheDifference(_ testCase: Case) throws {
        let log = SessionTests.folder + testCase.log
        let result = try CommandRunner.run(["session", "--format", "html"] + testCase.flags + [log])
        #expect(result.status == 1)
        let page = result.standardOutput
        let numbers = try Regex(#"<text class="number[a-z ]* marked"[^>]*>([0-9]+)</text>"#)
        let marked = page.matches(of: numbers).compactMap { Int(page[$0.output[1].range!]) }
        #expect(page.components(separatedBy: "<rect class=\"marked\"").count - 1 == marked.count)
        let json = try CommandRunner.run(["session", "--format", "json"] + testCase.flags + [log])
        let record = try Jansson.decode(json.standardOutput.trimmingCharacters(in: .newlines)).get()
        let differing = ["leanplum", "clevertap"].compactMap { sdk -> String? in
            record["observed"]?[sdk]?["handled"] != record["predicted"]?[sdk]?["handled"] ? sdk + ".handled" : nil
        }
        let links = record["observed"]?["deep_link_opened"] != record["predicted"]?["deep_link_opened"]
        #expect(differing + (links ? ["deep_link_opened"] : []) == testCase.differing)
        let calls = try Self.replayedCalls(log, flags: testCase.flags)
        #expect(marked.count == testCase.markedCalls.count)
        for (number, call) in zip(marked, testCase.markedCalls) {
            #expect(calls[number - 1].hasPrefix(call), "step \(number): \(calls[number - 1])")
        }
    }

    /// The calls of the one push's replay, as the command's settings give them.
    static func replayedCalls(_ log: String, flags: [String]) throws -> [String] {
        var settings = SimulationSettings()
        for (flag, value) in zip(flags, flags.dropFirst()) where flag.hasPrefix("--") {
            let setting = try #require(SimulationSetting.all.first { "--" + ($0.flag ?? "") == flag })
            try #require(setting.parse(value)).apply(to: &settings)
        }
        let bytes = Array(try Data(contentsOf: CommandRunner.root.appendingPathComponent(log)))
        let analysis = SessionLogReading.analyze(
            [SessionLogReading.read(bytes, file: log)], settings: settings, keepingTraces: true)
        return try #require(analysis.pushes.first?.replayed).trace.map(\.call)
    }
}
