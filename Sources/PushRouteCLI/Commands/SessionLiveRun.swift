import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator

/// `session -` on a pipe or terminal (`log stream … | pushroute session -`): each push's
/// record as soon as its episode closes (`SessionLive`): when the next push opens one, or
/// when the log has been quiet for `SessionLive.quietMilliseconds` (pushroute(1), SESSION).
final class SessionLiveRun {
    private let context: CommandContext
    private let write: (SessionPushReport) -> Void
    private var reader: SessionLogReader
    private var live: SessionLive
    /// Whether a printed verdict is `differs` or `not-delivered`.
    private(set) var finding = false

    init(file: String, live: SessionLive, context: CommandContext, write: @escaping (SessionPushReport) -> Void) {
        reader = SessionLogReader(file: file)
        self.live = live
        self.context = context
        self.write = write
    }

    /// Reads the log to its end, printing as it goes; the whole log's read (for its summary
    /// note), and whether reading failed part way (what came before is kept).
    func run(_ start: InputStart) -> (read: SessionLogReading.Read, failed: Bool) {
        var lines = start.lines(maxLineBytes: LogReader.maxLineBytes)
        defer { lines.release() }
        let output = context.standardOutput
        lines.beforeWaiting = { output.flush() }
        lines.whileQuiet = (SessionLive.quietMilliseconds, { [unowned self] in quiet() })
        let failure = lines.forEachLine { bytes, number in
            reader.add(bytes, number: number)
            print(live.add(reader.takeFound()))
        }
        let read = reader.finish()
        print(live.add(SessionLogReading.ordered(read)) + live.closeAll())
        if let failure { context.report(failure) }
        return (read, failure != nil)
    }

    /// The whole log's analysis, without explanations, and a warning for each printed verdict it changes.
    func wholeAnalysis() -> (analysis: SessionAnalysis, revisions: [Diagnostic]) {
        let whole = live.wholeAnalysis()
        return (whole, live.revisions(whole))
    }

    /// The log went quiet: its open entry is complete, and the open episodes close.
    private func quiet() {
        reader.completeOpenEntry()
        print(live.add(reader.takeFound()) + live.closeAll())
    }

    private func print(_ reports: [SessionPushReport]) {
        for report in reports {
            write(report)
            finding = finding || report.verdict.isFinding
        }
        if !reports.isEmpty { context.standardOutput.flush() }
    }
}
