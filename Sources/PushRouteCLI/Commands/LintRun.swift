import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One lint invocation: reads the inputs, lints every payload, writes the findings.
struct LintRun {
    var linter: Linter
    var format: LintFormat
    var failOn: Severity
    var context: CommandContext

    /// Lints every operand (files, directories, `-`) and returns the exit status.
    func lint(_ operands: [String]) -> ExitStatus {
        let walker = DirectoryWalker(extensions: LintCommand.extensions)
        var status = ExitStatus.success
        var collected: [Diagnostic] = []
        for input in operands.lazy.flatMap({ expand($0, walker) }) {
            if context.outputFailed { break }
            switch input.flatMap(lintFile) {
            case .failure(let error):
                context.report(error)
                status = status.combined(with: .unreadableInput)
            case .success(let findings):
                collected += format.streams ? [] : findings
                if findings.contains(where: { $0.severity >= failOn }) { status = status.combined(with: .failure) }
            }
        }
        if !format.streams { writeDocument(collected) }
        return status
    }

    /// The files of one operand; a directory without payload files is reported, as a
    /// CI gate that checks nothing is worth knowing about.
    private func expand(_ operand: String, _ walker: DirectoryWalker) -> [Result<InputName, InputError>] {
        let inputs = walker.expand(operand)
        if inputs.isEmpty {
            let kinds = LintCommand.extensions.sorted().map { "*." + $0 }.joined(separator: ", ")
            context.report([
                Diagnostic(file: operand, at: nil, severity: .warning, rule: nil, message: "no payload files (\(kinds)) found"),
            ])
        }
        return inputs
    }

    /// Lints one file and, for streamed formats, writes its findings at once.
    private func lintFile(_ input: InputName) -> Result<[Diagnostic], InputError> {
        InputFile.readAll(input).map { bytes in
            bytes.withUnsafeBytes { text in
                var findings: [Diagnostic] = []
                reader.readDocument(text, file: input.displayName) { findings += linter.lint($0) }
                var lines = TextLocator(text)
                if format.streams { write(findings) { lines.lineText($0) } }
                return findings
            }
        }
    }

    /// The reader lint uses: strict jansson, so a fixture that is not strict JSON is a
    /// `parse-error` finding. Payloads a lenient reader repaired (`ReadPayload.status`
    /// `.repaired`) give one `repaired-input` finding per repair.
    private var reader: PayloadReader { PayloadReader(locateKeys: true) }

    private func write(_ findings: [Diagnostic], sourceLine: (Int) -> String?) {
        let printer = DiagnosticPrinter(color: context.colorOutput, showRule: true)
        for finding in findings {
            switch format {
            case .github: context.standardOutput.write(GitHubAnnotation.render(finding))
            default: context.standardOutput.write(printer.render(finding, sourceLine: sourceLine(finding.position.line)))
            }
        }
    }

    private func writeDocument(_ findings: [Diagnostic]) {
        let document = format == .sarif ? SARIFReport.document(findings) : LintJSONReport.document(findings)
        Jansson.encode(document, style: JSONStyle(indent: 2), to: context.standardOutput)
        context.standardOutput.write("\n")
    }
}
