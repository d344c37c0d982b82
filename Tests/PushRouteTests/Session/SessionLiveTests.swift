import Foundation
import PushRouteCore
import PushRouteSession
import PushRouteSimulator
import Testing

/// `session -` on a pipe (`log stream … | pushroute session -`): each push judged once its
/// episode closes, by the next push or by the quiet time (pushroute(1), session, "Live").
@Suite struct SessionLiveTests {
    static let log = SessionTests.folder + "session.log"

    static func lines() throws -> [String] {
        try readText(CommandRunner.root.appendingPathComponent(log).path).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast().map { $0 + "\n" }
    }

    /// Fed item by item, a push is judged when the next one opens its episode, and the rest at
    /// the end; the verdicts are the whole log's, and each push is judged at the next episode's
    /// first line.
    @Test func judgesEachPushWhenTheNextOpens() throws {
        let read = SessionLogReading.read(Array(try Self.lines().joined().utf8), file: "session.log")
        let items = SessionLogReading.ordered(read)
        var live = SessionLive(settings: SimulationSettings())
        var judgedAt: [Int] = []
        var verdicts: [SessionVerdict] = []
        for item in items {
            let reports = live.add([item])
            judgedAt += reports.map { _ in item.line }
            verdicts += reports.map(\.verdict)
        }
        verdicts += live.closeAll().map(\.verdict)
        let whole = SessionLogReading.analyze(read, settings: SimulationSettings())
        #expect(verdicts == whole.pushes.map(\.verdict))
        // The item that opens each next episode: iOS's request line before the push's own.
        let opened = whole.pushes.dropFirst().map {
            ([$0.episode.line] + $0.episode.events.map(\.event.location.line)).min()!
        }
        #expect(judgedAt == opened)
        #expect(opened == [28, 48, 50])
        #expect(live.revisions(live.wholeAnalysis()).isEmpty)
    }

    /// Every session fixture fed item by item gives each push the verdict and the prediction
    /// the whole log gives it.
    @Test(arguments: SessionLogFactsTests.logs)
    func liveEqualsWholeOnEveryFixture(_ log: String) throws {
        let bytes = try Data(contentsOf: CommandRunner.root.appendingPathComponent(SessionTests.folder + log))
        let read = SessionLogReading.read(Array(bytes), file: log)
        var live = SessionLive(settings: SimulationSettings())
        var reports = SessionLogReading.ordered(read).flatMap { live.add([$0]) }
        reports += live.closeAll()
        let whole = SessionLogReading.analyze(read, settings: SimulationSettings())
        #expect(reports.map(\.verdict) == whole.pushes.map(\.verdict))
        #expect(reports.map(\.predicted) == whole.pushes.map(\.predicted))
        #expect(live.revisions(live.wholeAnalysis()).isEmpty)
    }

    /// The writer sends one episode's lines at a time and waits for its verdict before the
    /// next: only the quiet time can close the last episode written.
    @Test func printsEachVerdictOnceTheLogIsQuiet() throws {
        let lines = try Self.lines()
        // The episodes of session.log begin at lines 28, 48 and 50 (its golden).
        let chunks = [lines[0..<27], lines[27..<47], lines[47..<49], lines[49...]].map { $0.joined() }
        try LiveWriter.expectAnswerPerEntry(["session", "--format", "json", "-"], entries: chunks)
    }

    /// A line that joins a push already judged is named at the end, with what the whole log
    /// says: here the deep link line arrives after the tap's verdict.
    @Test func warnsOfALineAfterTheVerdict() throws {
        let lines = try Self.lines()
        let child = try SpawnedProcess.start(
            CommandRunner.binary.path, ["session", "--format", "json", "-"], environment: ["NO_COLOR": "1"],
            errors: .pipe)
        let deadline = ProcessDeadline(pid: child.pid, seconds: LiveWriter.processSeconds)
        let errorText = CommandRunner.DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.data = child.errors.readDataToEndOfFile() }
        let output = LineCollector(child.output)
        child.input.write(Data(lines[0..<26].joined().utf8))
        let answered = output.waitForLines(1, deadline: LiveWriter.deadline)
        child.input.write(Data(lines[26...].joined().utf8))
        try child.input.close()
        group.wait()
        let (status, _) = child.wait()
        #expect(!deadline.cancel())
        #expect(answered, "no verdict before the log's next line")
        #expect(status == 1)
        let warning =
            "<stdin>:11:1: warning: read live: line 27 joined it after its verdict was printed; with the whole log its verdict is as-predicted, not differs; give the saved log by name for the whole answer"
        #expect(String(decoding: errorText.data, as: UTF8.self).split(separator: "\n").contains { $0 == warning })
    }

    /// Standard input from a file is read whole, as a named log: the same records and notes.
    @Test func standardInputFromAFileIsReadWhole() throws {
        let named = try CommandRunner.run(["session", Self.log], in: CommandRunner.root)
        let redirected = try CommandRunner.run(
            ["-c", "exec \"$0\" session - < " + Self.log, CommandRunner.binary.path], executable: "/bin/sh",
            in: CommandRunner.root)
        #expect(redirected.status == named.status)
        #expect(redirected.standardOutput == named.standardOutput.replacingOccurrences(of: Self.log, with: "<stdin>"))
        #expect(redirected.standardError == named.standardError.replacingOccurrences(of: Self.log, with: "<stdin>"))
    }
}
