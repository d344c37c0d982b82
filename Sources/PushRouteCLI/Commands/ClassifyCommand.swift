import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// `pushroute classify`: who handles each payload, and why.
public enum ClassifyCommand: Command {
    public static let name = "classify"
    public static let summary = "say which SDK handles each payload, and why"

    /// The two forms of a record.
    public enum Format: String, CaseIterable, Sendable { case text, json, html }

    public static let format = Option.choice(
        "format", short: "f", of: Format.self,
        help:
            "one readable line per payload, one JSON object per payload per line, or one HTML page with a table of all payloads",
        default: .text
    ).manual(
        """
        `text` (the default) prints one line per payload, labelled *FILE* or *FILE*:*LINE*.
        `json` prints one JSON object per payload, one per line (see `OUTPUT FIELDS`).
        `html` writes one HTML page with a table of every payload (see `HTML REPORTS`); not with `--trace`.
        """)
    public static let lines = Option.flag("lines", help: "each input line is one payload (NDJSON)").manual(
        """
        Each input line is one payload (NDJSON).
        A line jansson refuses is read by the lenient reader on its own.
        A bad line is reported with its line number; the next line starts fresh.
        Input is read in chunks, so memory does not grow with the input.
        """)
    public static let events = Option.flag(
        "events",
        help: "in a device log, list the lines around each push too: who printed them, what they say, which push"
    ).manual(
        """
        In a device log, lists the lines the SDKs and iOS print on the push path as well, each as an event, in log order (see `EVENTS` under `DEVICE LOGS`).
        Not with `--format html`.
        """)
    public static let trace = Option.flag(
        "trace",
        help:
            "after each result, the calls of one cell of 'simulate' (background, open unless --state and --event say otherwise)"
    ).manual(
        """
        After each result, the calls of one cell of `simulate` (with its defaults), as numbered steps, who handled the push and the warning codes; in JSON, the record carries `trace` as well.
        Shows what a payload does without the whole matrix.
        """)
    public static let state = Option.choice("state", of: AppState.self, help: "the app state of the cell --trace shows")
        .manual(
            """
            The app state of the cell `--trace` shows (default: `\(Cell.classifyDefault.state.rawValue)`, a push received in the background); only with `--trace`.
            """)
    public static let event = Option.choice("event", of: PushEvent.self, help: "the event of the cell --trace shows")
        .manual(
            """
            The event of the cell `--trace` shows (default: `\(Cell.classifyDefault.event.rawValue)`, a tap on the push); only with `--trace`.
            """)
    public static let app = Option.text(
        "app", valueName: "FILE|DIR", help: "the app profile --trace simulates (see pushroute(1), APP PROFILES)",
        completion: .file
    ).manual(
        """
        The app profile `--trace` simulates (see `APP PROFILES`; a directory is an app's repository, whose profile is inferred: see `APP INFER`); only with `--trace`.
        """)
    /// `--exit-zero` as `classify` reads it.
    static let exitZero = ExitZeroOption.option(statusOne: "a payload is invalid or an input holds none").manual(
        """
        Exit 0 even when a payload is invalid or an input holds none (as `lint --exit-zero`): the records and diagnostics are the same; an unreadable input (2), a usage error (64) and a failed write (74) keep their status (see `EXIT STATUS`).
        """)

    /// Its options, in the order its synopsis names them.
    public static let options: [OptionDeclaration] = synopsis.options

    /// `--state`, `--event` and `--app` only with `--trace`; the reader's limits after `--jobs`.
    public static let synopsis = Synopsis(
        SynopsisItem.optional(
            each: [format.declaration, OutputFileOption.output.declaration, lines.declaration, events.declaration])
            + [
                .optional(
                    .option(trace.declaration), .optional(.option(state.declaration)),
                    .optional(.option(event.declaration)), .optional(.option(app.declaration)))
            ]
            + SynopsisItem.optional(
                each: [exitZero.declaration, JobsOption.jobs.declaration] + ReaderLimitOptions.declarations + [
                    ReaderLimitOptions.maxLine.declaration, QuietOption.quiet.declaration,
                    VerboseOption.verbose.declaration, ForceOption.force.declaration, InputWalk.noIgnore.declaration,
                ]) + [.inputs])

    public static let discussion = """
        Says, for each payload, which SDK handles it (leanplum, clevertap or none), the
        keys that decided, whether aps.content-available is 1 (the push wakes the app),
        whether aps.mutable-content is 1, and whether the push is silent. A payload
        neither SDK owns is compared with other SDKs' signatures (looks like ...).

        A FILE may hold several payloads one after another, pasted as JSON or as Xcode,
        Swift or lldb print them. With no FILE, or with -, standard input is read.
        A DIR is walked for *.json and *.apns files, leaving out build products,
        dependencies and what git ignores (see pushroute(1), FOLDERS; --no-ignore).
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        for option in [state.declaration, event.declaration, app.declaration]
        where options.values[option.name] != nil && !options.isSet(trace) {
            throw UsageError("option '\(option.flag)' needs '--trace'")
        }
        if options[format] == .html && options.isSet(events) {
            throw UsageError("'--events' lists events in text and JSON, not with '--format html'")
        }
        if options[format] == .html && options.isSet(trace) {
            throw UsageError(
                "'--trace' cannot be used with '--format html'; 'pushroute simulate --format html' draws the traces")
        }
        let settings: SimulationSettings
        switch AppProfileOption.settings(options[app], context: context) {
        case .failure(let stop): return stop.status
        case .success(let loaded): settings = loaded
        }
        let cell = Cell(options[state] ?? Cell.classifyDefault.state, options[event] ?? Cell.classifyDefault.event)
        let table =
            options[format] == .html
            ? ClassifyHTMLTable(date: ReportDate.current(environment: context.environment)) : nil
        let run = ClassifyRun.Settings(
            json: options[format] == .json, lines: options.isSet(lines), events: options.isSet(events),
            traceCell: options.isSet(trace) ? cell : nil,
            traceSettings: settings,
            reader: PayloadReader(limits: ReaderLimitOptions.limits(options), locateKeys: false),
            // The HTML table collects every record in one place: it is written by one worker.
            jobs: table == nil ? JobsOption.jobs(options) : 1)
        let walked = InputWalk.inputs(options, context: context)
        guard !walked.inputs.isEmpty else { return ExitZeroOption.apply(walked.status, options) }
        context.listsRepairs = VerboseOption.listsRepairs(options, inputs: walked.inputs)
        return ExitZeroOption.apply(
            walked.status.combined(with: classify(walked.inputs, run: run, table: table, context: context)), options)
    }

    private static func classify(
        _ inputs: [InputName], run: ClassifyRun.Settings, table: ClassifyHTMLTable?, context: CommandContext
    ) -> ExitStatus {
        if let table {
            let status = context.forEachInput(
                names: inputs, ClassifyRun(settings: run, table: table, context: context).process)
            table.write(to: context.standardOutput)
            return status
        }
        if run.lines {
            // One file after another, each cut into chunks of lines read by the workers.
            var status = ExitStatus.success
            for input in inputs.isEmpty ? [InputName("-")] : inputs where !context.outputFailed {
                status = status.combined(with: ClassifyRun(settings: run, context: context).processLines(input))
                context.reportHiddenRepairs(input.displayName)
            }
            return status
        }
        return context.forEachInput(names: inputs, jobs: run.jobs) { input, context in
            ClassifyRun(settings: run, context: context).process(input)
        }
    }
}
