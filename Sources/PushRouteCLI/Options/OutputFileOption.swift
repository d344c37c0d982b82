import PushRouteCore

/// `--output FILE`: what a command writes to standard output goes to FILE instead, through
/// the one writer (`FileRewriter`, `FileReplacement`) and its rules: FILE is a regular file or
/// a new path, a symbolic link's target is written and the link kept, FILE is not also an
/// input of the run (refused before anything is read) nor a file the run read on the way (a
/// repository's, a scenario's payload, a configuration, a baseline, a file of a walked folder:
/// `FilesRead`, refused before it is replaced), and it is written under a temporary
/// name beside it and renamed over it once complete, so a failed run never leaves a
/// half-written report. A file that cannot be written is exit status 74.
public enum OutputFileOption {
    public static let output = Option.text(
        "output", short: "o", valueName: "FILE",
        help:
            "write to FILE instead of standard output; FILE is replaced only once complete (- or /dev/stdout for standard output)",
        completion: .file
    ).manual("Write the output to *FILE* instead of standard output (see `OUTPUT FILES`).")

    /// Runs `body` with standard output going to the `--output` file when one is given, and
    /// puts the file in place when the run did not fail with an exception. `declared`: the
    /// command's options, whose file values are inputs the output may not be.
    static func run(
        _ options: ParsedOptions, declared: [OptionDeclaration], context: CommandContext,
        _ body: (CommandContext) throws -> ExitStatus
    ) throws -> ExitStatus {
        guard let path = options[output], path != "-", !DescriptorPath.isStandardOutputName(path) else {
            return try body(context)
        }
        let writer = FileRewriter(context: context)
        let failure = "cannot write"
        guard let target = writer.report(writer.replacement.open(path), named: path, failure: failure) else {
            return .outputError
        }
        defer { target.close() }
        if writer.isInput(target, among: inputs(options, declared), named: path, failure: failure) {
            return .outputError
        }
        guard let file = writer.report(writer.replacement.begin(target), named: path, failure: failure) else {
            return .outputError
        }
        let sink = OutputSink(descriptor: file.descriptor)
        let status: ExitStatus
        let read: [FilesRead.Key: String]
        do {
            (status, read) = try FilesRead.recording { try body(context.writing(to: sink)) }
        } catch {
            sink.flush()
            file.discard()
            throw error
        }
        sink.flush()
        if case .failed(let error) = sink.failure {
            file.discard()
            context.report([.error(path, "\(failure): \(error.message)")])
            return .outputError
        }
        if let input = readInput(target, file, among: read) {
            file.discard()
            context.report([
                .error(path, failure + ": the run read it as '\(input)'; nothing was written, write to another file")
            ])
            return .outputError
        }
        guard writer.report(writer.replacement.finish(file, replacing: target), named: path, failure: failure) != nil
        else {
            return .outputError
        }
        return status
    }

    /// The name the run read the output file under, if it read it: the file the output would
    /// replace, or the new file itself (a walk of the folder it is created in).
    private static func readInput(_ target: RewriteTarget, _ file: ReplacementFile, among read: [FilesRead.Key: String])
        -> String?
    {
        let written = try? FileIdentity.of(file.descriptor).get()
        return [target.identity, written].compactMap { $0 }.lazy.compactMap { read[FilesRead.Key($0)] }.first.map(
            FileReplacement.shown)
    }

    /// The files the run reads: its operands (standard input when there are none) and the
    /// values of its options that name a file.
    static func inputs(_ options: ParsedOptions, _ declared: [OptionDeclaration]) -> [String] {
        let files = declared.filter { $0.completion == .file && $0.name != output.name }
            .flatMap { options.values[$0.name] ?? [] }
            .flatMap { value -> [String] in
                if let path = value as? String { return [path] }
                if let pair = value as? ProfilePair { return [pair.first, pair.second] }
                return []
            }
        return (options.operands.isEmpty ? ["-"] : options.operands) + files
    }
}
