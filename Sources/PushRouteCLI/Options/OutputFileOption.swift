import PushRouteCore

/// `--output FILE`: what a command writes to standard output goes to FILE instead. The file
/// is written under a temporary name beside FILE and renamed over it once complete
/// (`ReplacementFile`), so a failed run never leaves a half-written report; a file that
/// cannot be created or written is exit status 74.
public enum OutputFileOption {
    public static let output = Option.text(
        "output", short: "o", valueName: "FILE",
        help: "write to FILE instead of standard output; FILE is replaced only once complete (- for standard output)",
        completion: .file)

    /// Runs `body` with standard output going to the `--output` file when one is given, and
    /// puts the file in place when the run did not fail with an exception.
    static func run(
        _ options: ParsedOptions, context: CommandContext, _ body: (CommandContext) throws -> ExitStatus
    ) throws -> ExitStatus {
        guard let path = options[output], path != "-" else { return try body(context) }
        let file: ReplacementFile
        switch ReplacementFile.create(replacing: path) {
        case .failure(let error): return failed(path, error, context: context)
        case .success(let created): file = created
        }
        let sink = OutputSink(descriptor: file.descriptor)
        let status: ExitStatus
        do {
            status = try body(context.writing(to: sink))
        } catch {
            sink.flush()
            file.discard()
            throw error
        }
        sink.flush()
        if case .failed(let error) = sink.failure {
            file.discard()
            return failed(path, error, context: context)
        }
        if case .failure(let error) = file.commit() { return failed(path, error, context: context) }
        return status
    }

    private static func failed(_ path: String, _ error: SystemError, context: CommandContext) -> ExitStatus {
        context.report([.error(path, "cannot write: \(error.message)")])
        return .outputError
    }
}
