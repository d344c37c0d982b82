import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One lint invocation: reads the inputs, lints every payload, writes the findings.
struct LintRun {
    /// What the run does, the same for every worker.
    struct Settings: Sendable {
        var linter: Linter
        var format: LintFormat
        var failOn: Severity
        /// `--jobs`.
        var jobs = 1
    }

    /// One thing to lint, in the order the operands and their directory walks give them.
    enum Item: Sendable {
        case file(InputName)
        /// A directory that could not be walked.
        case unreadable(InputError)
        /// An operand without payload files, reported as a CI gate that checks nothing is
        /// worth knowing about.
        case empty(operand: String)
    }

    var settings: Settings
    var context: CommandContext

    private var linter: Linter { settings.linter }
    private var format: LintFormat { settings.format }

    /// Lints every operand (files, directories, `-`) on `settings.jobs` workers and returns
    /// the exit status; the output is the same at every number of workers.
    func lint(_ operands: [String]) -> ExitStatus {
        let walker = DirectoryWalker(extensions: LintCommand.extensions)
        let items = operands.flatMap { Self.items(of: $0, walker) }
        var collected: [Diagnostic] = []
        let settings = settings
        let status = context.forEach(
            items, jobs: settings.jobs, { item, context in LintRun(settings: settings, context: context).lint(item) },
            collect: { collected += $0 })
        if !format.streams { writeDocument(collected) }
        return status
    }

    /// Lints one item, writing its findings when the format streams them; returns its status
    /// and, for a format written as one document, its findings.
    func lint(_ item: Item) -> (ExitStatus, [Diagnostic]) {
        switch item {
        case .empty(let operand):
            let kinds = LintCommand.extensions.sorted().map { "*." + $0 }.joined(separator: ", ")
            context.report([
                Diagnostic(file: operand, at: nil, severity: .warning, rule: nil, message: "no payload files (\(kinds)) found"),
            ])
            return (.success, [])
        case .unreadable(let error):
            context.report(error)
            return (.unreadableInput, [])
        case .file(let input):
            switch lintFile(input) {
            case .failure(let error):
                context.report(error)
                return (.unreadableInput, [])
            case .success(let findings):
                let status: ExitStatus = findings.contains { $0.severity >= settings.failOn } ? .failure : .success
                return (status, format.streams ? [] : findings)
            }
        }
    }

    /// The items of one operand: its files, in walk order.
    private static func items(of operand: String, _ walker: DirectoryWalker) -> [Item] {
        let inputs = walker.expand(operand)
        if inputs.isEmpty { return [.empty(operand: operand)] }
        return inputs.map { input in
            switch input {
            case .success(let name): .file(name)
            case .failure(let error): .unreadable(error)
            }
        }
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
