import PushRouteCore
import PushRouteReader

/// What a command runs with: its output streams and the environment.
public final class CommandContext {
    public let standardOutput: OutputSink
    public let standardError: OutputSink
    public let environment: [String: String]

    public init(standardOutput: OutputSink, standardError: OutputSink, environment: [String: String]) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
    }

    /// Colour on standard output: only on a terminal, never with NO_COLOR.
    public lazy var colorOutput = Terminal.wantsColor(
        isTerminal: standardOutput.isTerminal, environment: environment)
    /// Colour on standard error, by the same rule.
    public lazy var colorErrors = Terminal.wantsColor(
        isTerminal: standardError.isTerminal, environment: environment)

    /// Prints diagnostics to standard error, with the source line and a caret when
    /// `sourceLine` can give the line.
    public func report(_ diagnostics: [Diagnostic], showRule: Bool = false, sourceLine: (Int) -> String? = { _ in nil }) {
        guard !diagnostics.isEmpty else { return }
        standardOutput.flush()  // keep records and their diagnostics in order on a terminal
        let printer = DiagnosticPrinter(color: colorErrors, showRule: showRule)
        for diagnostic in diagnostics {
            standardError.write(printer.render(diagnostic, sourceLine: diagnostic.location.flatMap { sourceLine($0.line) }))
        }
    }

    /// The whole of `input`, or `nil` after reporting why it cannot be read (the caller
    /// then answers `.unreadableInput`).
    public func read(_ input: InputName) -> [UInt8]? {
        switch InputFile.readAll(input) {
        case .success(let bytes): return bytes
        case .failure(let error):
            report(error)
            return nil
        }
    }

    /// Runs `body` on each operand in turn (standard input when there is none) and
    /// returns the most serious status. Stops when standard output can take no more.
    public func forEachInput(_ operands: [String], _ body: (InputName) -> ExitStatus) -> ExitStatus {
        var status = ExitStatus.success
        for operand in operands.isEmpty ? ["-"] : operands {
            if outputFailed { break }
            status = status.combined(with: body(InputName(operand)))
        }
        return status
    }

    /// Reports an input that could not be read.
    public func report(_ error: InputError) {
        report([error.diagnostic])
    }

    /// Whether standard output failed (a closed pipe, a full disk): the run should stop.
    public var outputFailed: Bool { standardOutput.failure != nil }
}
