import PushRouteCore
import PushRouteReader

/// What a command runs with: its standard streams and the environment.
public final class CommandContext {
    /// What `-`, and no operand, reads: the process's standard input unless a caller (a test
    /// running the tool in its own process) supplies another open file. Never closed here.
    public let standardInput: FileDescriptor
    public let standardOutput: OutputSink
    public let standardError: OutputSink
    /// The variables the run reads (`CommandLineTool.environmentVariables`); nothing below the
    /// executable's front door reads the process's environment.
    public let environment: [String: String]

    public init(
        standardInput: FileDescriptor = .standardInput, standardOutput: OutputSink, standardError: OutputSink,
        environment: [String: String]
    ) {
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
    }

    /// `--color`; set before any output is written, as the colours below are decided once.
    public var colorChoice = ColorChoice.auto
    /// Colour on standard output: `--color`, then NO_COLOR, FORCE_COLOR and CLICOLOR_FORCE,
    /// then only on a terminal (`Terminal.wantsColor`).
    public lazy var colorOutput = Terminal.wantsColor(
        isTerminal: standardOutput.isTerminal, environment: environment, choice: colorChoice)
    /// Colour on standard error, by the same rule.
    public lazy var colorErrors = Terminal.wantsColor(
        isTerminal: standardError.isTerminal, environment: environment, choice: colorChoice)

    /// With `--quiet`: `report` writes errors only, no notes or warnings.
    public var quiet = false
    /// With `--force`: the writer's rules `--force` lifts are lifted (`FileRewriter`).
    public var force = false
    /// False on a folder or several inputs without `--verbose` (`VerboseOption`): `report`
    /// counts the reader's repairs in `hiddenRepairs` instead of writing them, and writes
    /// each other diagnostic on one line, without its source line.
    public var listsRepairs = true
    /// The repairs `report` counted and did not write since the last `reportHiddenRepairs`.
    var hiddenRepairs = 0

    /// The least status the run ends with, raised when an input was read only in part and the
    /// run went on: a folder of the app's repository `--app DIR` could not list (status 2).
    public var statusFloor = ExitStatus.success

    /// The same context with standard output going to `sink` (`--output FILE`).
    func writing(to sink: OutputSink) -> CommandContext {
        let context = CommandContext(
            standardInput: standardInput, standardOutput: sink, standardError: standardError, environment: environment)
        context.quiet = quiet
        context.force = force
        context.listsRepairs = listsRepairs
        context.colorChoice = colorChoice
        return context
    }

    /// The long source line last shown under a diagnostic (`SourceLineCache`).
    let sourceLineCache = SourceLineCache()

    /// In a worker's context (`capturing`): where each `report` began.
    var captureMarks: [CapturedOutput.Mark]?

    /// Prints diagnostics to standard error, with the source line and a caret when
    /// `sourceLine` can give the line; repeated repairs on a line folded into one
    /// (`RepeatedRepairs`). Without `listsRepairs`, repairs are counted, not printed.
    public func report(_ diagnostics: [Diagnostic], showRule: Bool = false, sourceLine: (Int) -> String? = { _ in nil })
    {
        guard !diagnostics.isEmpty else { return }  // most payloads: called for every line
        var diagnostics = diagnostics
        if !listsRepairs {
            let count = diagnostics.count
            diagnostics.removeAll(where: RepeatedRepairs.isRepair)
            hiddenRepairs += count - diagnostics.count
        }
        if quiet { diagnostics.removeAll { $0.severity != .error } }
        guard !diagnostics.isEmpty else { return }
        diagnostics = RepeatedRepairs.folded(diagnostics)
        if streamsMeet { standardOutput.flush() }  // records before their diagnostics
        captureMarks?.append(.init(output: standardOutput.pending.count, errors: standardError.pending.count))
        DiagnosticPrinter(color: colorErrors, showRule: showRule)
            .write(
                diagnostics, sourceLine: listsRepairs ? sourceLine : { _ in nil }, cache: sourceLineCache,
                to: standardError)
    }

    /// After an input, without `listsRepairs`: one note saying how many of its repairs were
    /// counted and not listed, and that `-v` lists them (none when there were none, or with `-q`).
    func reportHiddenRepairs(_ file: String) {
        guard hiddenRepairs > 0 else { return }
        let count = hiddenRepairs
        hiddenRepairs = 0
        let message = "\(count) \(count == 1 ? "repair" : "repairs") not listed; -v lists them"
        report([Diagnostic(file: file, at: nil, severity: .note, rule: InputRule.repairsNotListed, message: message)])
    }

    /// Whether what is written to standard output and standard error ends up in one place (a
    /// terminal, `2>&1`), where records must be flushed before the diagnostics that follow
    /// them. When they go to different places, no order between them can be seen, and
    /// records stay buffered. Also true with standard output on a terminal, so that records
    /// show as they are made.
    lazy var streamsMeet: Bool = {
        guard let output = standardOutput.descriptor, let errors = standardError.descriptor else { return true }
        return output.isTerminal || output.refersToSameFile(as: errors)
    }()

    /// The whole of `input`, or `nil` after reporting why it cannot be read (the caller
    /// then answers `.unreadableInput`). An input longer than `limits` allow is read no
    /// further than the limit and a chunk, and readers refuse it (`InputFile.readAll`).
    public func read(_ input: InputName, limits: ReaderLimits = ReaderLimits()) -> [UInt8]? {
        switch InputFile.readAll(input, standardInput: standardInput, limit: limits.maxPayloadBytes) {
        case .success(let bytes): return bytes
        case .failure(let error):
            report(error)
            return nil
        }
    }

    /// Runs `body` on each operand in turn (standard input when there is none) and
    /// returns the most serious status. Stops when standard output can take no more.
    public func forEachInput(_ operands: [String], _ body: (InputName) -> ExitStatus) -> ExitStatus {
        forEachInput(names: operands.map { InputName($0) }, body)
    }

    /// Each input as the walk named it (`InputName.tree` kept), standard input when there is none.
    func forEachInput(names inputs: [InputName], _ body: (InputName) -> ExitStatus) -> ExitStatus {
        var status = ExitStatus.success
        for input in inputs.isEmpty ? [InputName("-")] : inputs {
            if outputFailed { break }
            status = status.combined(with: body(input))
            reportHiddenRepairs(input.displayName)
        }
        return status
    }

    /// Reports an input that could not be read; a binary one on one line without a
    /// severity, as grep reports it (`FILE: binary file, not read`).
    public func report(_ error: InputError) {
        guard error.isBinary else { return report([error.diagnostic]) }
        if streamsMeet { standardOutput.flush() }
        captureMarks?.append(.init(output: standardOutput.pending.count, errors: standardError.pending.count))
        standardError.writeTogether {
            standardError.write(escaping: error.file)
            standardError.write(": " + error.reason + "\n")
        }
    }

    /// Whether standard output failed (a closed pipe, a full disk): the run should stop.
    public var outputFailed: Bool { standardOutput.failure != nil }
}

extension CommandContext {
    /// `forEachInput` on up to `jobs` workers: each input is processed by `process` with a
    /// context of its own that captures what it writes, and the captures are written here
    /// in the inputs' order, as one worker alone would have written them. `jobs` 1 is the
    /// plain loop, writing straight here.
    func forEachInput(
        _ operands: [String], jobs: Int, _ process: @Sendable (InputName, CommandContext) -> ExitStatus
    ) -> ExitStatus {
        forEachInput(names: operands.map { InputName($0) }, jobs: jobs, process)
    }

    /// Each input as the walk named it, on up to `jobs` workers; standard input when there is none.
    func forEachInput(
        names inputs: [InputName], jobs: Int, _ process: @Sendable (InputName, CommandContext) -> ExitStatus
    ) -> ExitStatus {
        forEach(inputs.isEmpty ? [InputName("-")] : inputs, jobs: jobs) { input, context in
            let status = process(input, context)
            context.reportHiddenRepairs(input.displayName)
            return (status, ())
        }
    }

    /// Runs `process` on each item, on up to `jobs` workers, writing what each wrote here in
    /// the items' order and handing `collect` what each returned besides its status (lint's
    /// findings for a report written at the end). Stops when standard output can take no more.
    func forEach<Item: Sendable, Extra: Sendable>(
        _ items: [Item], jobs: Int, _ process: @Sendable (Item, CommandContext) -> (ExitStatus, Extra),
        collect: (Extra) -> Void = { _ in }
    ) -> ExitStatus {
        var status = ExitStatus.success
        guard jobs > 1, items.count > 1 else {
            for item in items {
                if outputFailed { break }
                let (itemStatus, extra) = process(item, self)
                status = status.combined(with: itemStatus)
                collect(extra)
            }
            return status
        }
        let colors = workerTemplate
        // Small items (a file of a few payloads) go to the workers in groups, so that handing
        // them out costs little beside the work. A group is captured in one context, as one
        // worker alone would have written it, and replayed at once.
        let group = max(1, min(32, items.count / (jobs * 8)))
        var start = 0
        orderedParallelMap(
            workers: jobs, window: jobs * 2,
            next: { () -> ArraySlice<Item>? in
                guard start < items.count else { return nil }
                defer { start = min(start + group, items.count) }
                return items[start..<min(start + group, items.count)]
            },
            transform: { (slice: ArraySlice<Item>) -> (CapturedOutput, [Extra]) in
                let worker = CommandContext.capturing(like: colors)
                var groupStatus = ExitStatus.success
                var extras: [Extra] = []
                extras.reserveCapacity(slice.count)
                for item in slice {
                    let (itemStatus, extra) = process(item, worker)
                    groupStatus = groupStatus.combined(with: itemStatus)
                    extras.append(extra)
                }
                return (worker.captured(status: groupStatus), extras)
            },
            consume: { (result: (captured: CapturedOutput, extras: [Extra])) -> Bool in
                replay(result.captured)
                status = status.combined(with: result.captured.status)
                result.extras.forEach(collect)
                return !outputFailed
            })
        return status
    }
}
