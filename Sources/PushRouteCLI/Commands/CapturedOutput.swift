import PushRouteCore

/// What one worker of a `--jobs` run wrote: its standard output and standard error, and
/// the places where it reported diagnostics, so that the driver writes both streams exactly
/// as one worker alone would have (`CommandContext.replay`): records and diagnostics
/// interleaved as `report` interleaves them, byte for byte.
struct CapturedOutput: Sendable {
    var output: [UInt8] = []
    var errors: [UInt8] = []
    /// At each `report`: how much had been written to each stream before it.
    var marks: [Mark] = []
    var status = ExitStatus.success
    /// The repairs counted and not yet reported (`CommandContext.hiddenRepairs`): a chunk of
    /// `--lines` is part of an input, whose note the driver writes after its last chunk.
    var hiddenRepairs = 0

    struct Mark: Sendable {
        var output: Int
        var errors: Int
    }
}

extension CommandContext {
    /// A context for a worker: both streams in memory, `report` marking where diagnostics
    /// go, colour decided as the driver decided it, and the driver's environment and standard input.
    static func capturing(like parent: WorkerTemplate) -> CommandContext {
        let context = CommandContext(
            standardInput: parent.standardInput, standardOutput: .memory(), standardError: .memory(),
            environment: parent.environment)
        context.colorOutput = parent.colorOutput
        context.colorErrors = parent.colorErrors
        context.quiet = parent.quiet
        context.force = parent.force
        context.listsRepairs = parent.listsRepairs
        context.captureMarks = []
        return context
    }

    /// What the workers' contexts take from this one.
    var workerTemplate: WorkerTemplate {
        WorkerTemplate(
            colorOutput: colorOutput, colorErrors: colorErrors, quiet: quiet, force: force, listsRepairs: listsRepairs,
            environment: environment, standardInput: standardInput)
    }

    /// What this capturing context holds, with the run's status.
    func captured(status: ExitStatus) -> CapturedOutput {
        CapturedOutput(
            output: Array(standardOutput.pending), errors: Array(standardError.pending), marks: captureMarks ?? [],
            status: status, hiddenRepairs: hiddenRepairs)
    }

    /// Writes what a worker captured, as the worker would have written it here.
    func replay(_ captured: CapturedOutput) {
        hiddenRepairs += captured.hiddenRepairs
        var output = 0
        for (index, mark) in captured.marks.enumerated() {
            write(captured.output, output..<mark.output, to: standardOutput)
            output = mark.output
            if streamsMeet { standardOutput.flush() }
            let errorsEnd = index + 1 < captured.marks.count ? captured.marks[index + 1].errors : captured.errors.count
            write(captured.errors, mark.errors..<errorsEnd, to: standardError)
        }
        write(captured.output, output..<captured.output.count, to: standardOutput)
    }

    private func write(_ bytes: [UInt8], _ range: Range<Int>, to sink: OutputSink) {
        guard !range.isEmpty else { return }
        bytes.withUnsafeBytes { sink.write(raw: UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
}

/// What a worker's context takes from the driver's: colour on each stream, decided once,
/// and the environment.
struct WorkerTemplate: Sendable {
    var colorOutput: Bool
    var colorErrors: Bool
    var quiet: Bool
    var force: Bool
    var listsRepairs: Bool
    var environment: [String: String]
    var standardInput: FileDescriptor
}
