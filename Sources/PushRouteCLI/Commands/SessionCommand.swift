import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator

/// `pushroute session`: each push of a session log, what the log shows, what the model
/// predicts, and a verdict (pushroute(1), SESSION). The logic is `PushRouteSession`'s.
public enum SessionCommand: Command {
    public static let name = "session"
    public static let summary = "set each push of a device log against what the model predicts"

    public enum Format: String, CaseIterable, Sendable { case text, json, html }

    public static let format = Option.choice(
        "format", short: "f", of: Format.self,
        help:
            "one block per push, one JSON object per push per line, or one HTML page with each episode beside its predicted sequence diagram",
        default: .text
    ).manual(
        """
        One block per push (the default), one JSON object per push per line, or one HTML page with each episode beside its predicted sequence diagram.
        """)
    public static let app = Option.text(
        "app", valueName: "DIR|PROFILE",
        help:
            "the app's repository or profile the predictions use (see pushroute(1), APP PROFILES); without it, SDK defaults",
        completion: .file
    ).manual(
        "The app's repository or profile the predictions use (see `APP PROFILES`); without it, the SDKs' defaults.")
    /// `--exit-zero` as `session` reads it.
    static let exitZero = ExitZeroOption.option(statusOne: "a push's verdict is differs or not-delivered").manual(
        "Exit 0 even when a verdict is `differs` or `not-delivered`.")
    /// `--jobs` as `session` reads it.
    static let jobs = JobsOption.jobs.manual(
        """
        Workers replaying the pushes for their explanations at once (\(JobsOption.range.lowerBound) to \(JobsOption.range.upperBound); default: the number of online processors); the output is the same whatever *N*.
        """)

    /// `simulate`'s options of the settings (one per setting with a flag), over `--app`'s.
    static let settingOptions = SimulationSetting.all.filter { $0.flag != nil }.map(SettingOptions.option)

    public static let options =
        [format.declaration, app.declaration] + settingOptions.map(\.declaration) + [
            jobs.declaration, exitZero.declaration,
        ]
    public static let synopsis = Synopsis.options(options, then: "LOG...")

    public static let discussion = """
        Groups the lines of a device log into one episode per push, says what the
        episode's lines show (the app's state, the event, how many times each SDK
        handled the push, whether a deep link opened), runs the simulator for that
        cell with the app's settings, and gives a verdict: as-predicted, differs,
        unknown or not-delivered. A difference is explained by each setting or
        release that, changed alone, makes the model predict what the log shows.
        Several logs of one session (Xcode's console for the app's lines, log stream
        for iOS's) are merged by their entries' times; - reads standard input, and
        on a pipe (log stream) prints each push's verdict as soon as its lines end.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        guard !options.operands.isEmpty else { throw UsageError("expected a LOG, or - for standard input") }
        guard options.operands.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("- (standard input) can be given once")
        }
        switch AppProfileOption.load(options[app], context: context, flags: { SettingOptions.apply(options, to: &$0) })
        {
        case .failure(let stop): return stop.status
        case .success(let loaded):
            return run(options, settings: loaded.settings, uncertain: loaded.uncertain, context: context)
        }
    }

    /// The logs read and judged with the app's settings (`uncertain`: the keys its repository
    /// left unknown): live for standard input alone on a pipe or terminal, else whole.
    private static func run(
        _ options: ParsedOptions, settings: SimulationSettings, uncertain: Set<String>, context: CommandContext
    ) -> ExitStatus {
        let inputs = options.operands.map { InputName($0) }
        let html = options[format] == .html
        var standardInput: InputStart?
        if inputs == [InputName("-")] {
            guard let start = SessionRun.start(inputs[0], context: context) else { return .unreadableInput }
            // Live on a pipe or terminal, but for a page, which is written once, whole.
            if !html, start.descriptor.status()?.kind != .file {
                let live = SessionLive(settings: settings, unknownKeys: uncertain, workers: JobsOption.jobs(options))
                let run = SessionLiveRun(
                    file: start.input.displayName, live: live, context: context, write: writer(options, context))
                return runLive(run, start, options, context)
            }
            standardInput = start
        }
        let results = inputs.compactMap { input in
            standardInput.map { SessionRun.read($0, context: context, keepingLines: html) }
                ?? SessionRun.read(input, context: context, keepingLines: html)
        }
        let reads = results.map(\.read)
        guard let first = reads.first else { return .unreadableInput }
        context.report(reads.compactMap(\.summary))
        let analysis = SessionLogReading.analyze(
            reads, settings: settings, unknownKeys: uncertain, workers: JobsOption.jobs(options), keepingTraces: html)
        write(analysis, reads: reads, options, context)
        context.report(
            SessionRun.notes(analysis, file: first.file, appGiven: options[app] != nil, flagged: flagged(options)))
        if reads.count < inputs.count || results.contains(where: { $0.failed }) { return .unreadableInput }
        let finding = analysis.pushes.contains { $0.verdict.isFinding }
        return ExitZeroOption.apply(finding ? .failure : .success, options)
    }

    /// Each push's record in the format asked for: one block or JSON line per push, or one page.
    private static func write(
        _ analysis: SessionAnalysis, reads: [SessionLogReading.Read], _ options: ParsedOptions,
        _ context: CommandContext
    ) {
        guard options[format] == .html else { return analysis.pushes.forEach(writer(options, context)) }
        let page = SessionHTMLReport(
            analysis: analysis, records: analysis.pushes.map { SessionRecord(report: $0) }, logs: reads.map(\.file),
            lineTexts: Dictionary(reads.map { ($0.file, $0.lineTexts) }, uniquingKeysWith: { first, _ in first }),
            date: ReportDate.current(environment: context.environment))
        context.standardOutput.write(page.render())
    }

    /// Writes one push's record, as text or a JSON line.
    private static func writer(_ options: ParsedOptions, _ context: CommandContext) -> (SessionPushReport) -> Void {
        let json = options[format] == .json
        let style = ANSIStyle(enabled: context.colorOutput)
        return { report in
            let record = SessionRecord(report: report)
            if json {
                record.writeJSON(to: context.standardOutput)
            } else {
                record.writeText(style: style, to: context.standardOutput)
            }
        }
    }

    /// Standard input on a pipe or terminal: each push's record as its episode closes
    /// (`SessionLiveRun`), then the notes, with a warning for each verdict the whole log changes.
    private static func runLive(
        _ run: SessionLiveRun, _ start: InputStart, _ options: ParsedOptions, _ context: CommandContext
    ) -> ExitStatus {
        let (read, failed) = run.run(start)
        context.report(read.summary.map { [$0] } ?? [])
        let (whole, revisions) = run.wholeAnalysis()
        context.report(revisions)
        context.report(
            SessionRun.notes(whole, file: read.file, appGiven: options[app] != nil, flagged: flagged(options)))
        if failed { return .unreadableInput }
        return ExitZeroOption.apply(run.finding ? .failure : .success, options)
    }

    /// The keys of the settings whose options were given.
    private static func flagged(_ options: ParsedOptions) -> Set<String> {
        Set(SimulationSetting.all.filter { $0.flag.map { options.values[$0] != nil } ?? false }.map(\.key))
    }
}
