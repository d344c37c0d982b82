import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `pushroute normalize`: each payload as correct JSON, written by jansson's encoder.
public enum NormalizeCommand: Command {
    public static let name = "normalize"
    public static let summary = "print each payload as correct JSON, saying what was repaired"
    public static let options: [OptionSpec] = [
        OptionSpec("indent", .integer(0...31)),
        OptionSpec("compact"),
        OptionSpec("sort-keys"),
        OptionSpec("strict"),
        OptionSpec("apns", .value),
    ] + ReaderLimitOptions.specs

    public static let help = """
        usage: pushroute normalize [--indent N | --compact] [--sort-keys] [--strict]
                                   [--apns BUNDLE_ID] [--max-depth N] [--max-bytes N] [FILE...]

        Reads payloads as people paste them (JSON, NSDictionary descriptions, Swift print,
        lldb dumps, log lines, hand-edited hybrids) and prints each one as correct JSON,
        one document per payload. Every repair is reported on standard error.

        options:
          --indent N           spaces per level (default 2)
          --compact            one line per payload, no spaces
          --sort-keys          keys sorted (default: the order they were written in)
          --strict             refuse payloads that needed a repair (exit 1)
          --apns BUNDLE_ID     write a file for 'xcrun simctl push': adds
                               "Simulator Target Bundle" and checks what simctl checks
        \(ReaderLimitOptions.help)

        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        if options.has("indent"), options.has("compact") {
            throw UsageError("options '--indent' and '--compact' cannot be used together")
        }
        let sortKeys = options.has("sort-keys")
        let style = options.has("compact")
            ? JSONStyle(compact: true, sortKeys: sortKeys)
            : JSONStyle(indent: options.integer("indent") ?? 2, sortKeys: sortKeys)
        let run = NormalizeRun(
            style: style, strict: options.has("strict"), bundle: options.value("apns"),
            limits: ReaderLimitOptions.limits(options), context: context)
        return CommandContext.forEachInput(options.operands, run.process)
    }
}

/// One normalize invocation: reads inputs, writes one JSON document per payload.
struct NormalizeRun {
    var style: JSONStyle
    var strict: Bool
    var bundle: String?
    var limits: ReaderLimits
    var context: CommandContext

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        bytes.withUnsafeBytes { text in
            var lines = SourceLines(text)
            PayloadReader(limits: limits, locateKeys: false).readDocument(text, file: input.displayName) { payload in
                status = status.combined(with: write(payload) { lines.line($0) })
            }
        }
        return status
    }

    /// Reports the payload's diagnostics and writes it, unless it cannot or may not be written.
    private func write(_ payload: ReadPayload, sourceLine: (Int) -> String?) -> ExitStatus {
        let refused = strict && payload.status == .repaired
        var diagnostics = payload.diagnostics
        if refused { diagnostics = diagnostics.map { var error = $0; error.severity = .error; return error } }
        guard var value = payload.value, !refused else {
            context.report(diagnostics, sourceLine: sourceLine)
            return .failure
        }
        if let bundle {
            let problems = SimulatorFile.problems(value, file: payload.file, at: payload.start)
            diagnostics += problems
            context.report(diagnostics, sourceLine: sourceLine)
            guard problems.isEmpty else { return .failure }
            value = SimulatorFile.addingTarget(bundle, to: value)
        } else {
            context.report(diagnostics, sourceLine: sourceLine)
        }
        Jansson.encode(value, style: style, to: context.standardOutput)
        context.standardOutput.write("\n")
        return .success
    }
}
