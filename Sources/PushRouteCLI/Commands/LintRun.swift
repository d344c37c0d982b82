import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One lint invocation: finds each file's settings, fixes what `--fix` may fix, lints every
/// payload, matches the findings against a baseline, and writes them.
final class LintRun {
    /// What `--fix` does with a file it can fix.
    enum Fixing { case write, diff }

    let source: LintSettingsSource
    let format: LintFormat
    let fixing: Fixing?
    let writeBaseline: String?
    /// `--jobs`: workers reading and fixing files; one with `--fix`, which rewrites them.
    let jobs: Int
    let context: CommandContext
    private var baseline: LoadedBaseline?
    private let rewriter: FileRewriter
    /// Findings of the formats written as one document at the end.
    private var collected: [ReportedFinding] = []
    /// Entries for `--write-baseline`.
    private var recorded: [Baseline.Entry] = []
    /// The text format's last line (`LintSummary`).
    private var summary = LintSummary()
    /// The baseline names of the files linted, with the name shown and the threshold.
    private var linted: [String: (name: String, failOn: Severity)] = [:]

    /// `--max-depth` and `--max-bytes`, for the files linted.
    let limits: ReaderLimits

    init(
        source: LintSettingsSource, format: LintFormat, fixing: Fixing?, baseline: LoadedBaseline?,
        writeBaseline: String?,
        jobs: Int = 1, limits: ReaderLimits = ReaderLimits(), context: CommandContext
    ) {
        self.limits = limits
        self.source = source
        self.format = format
        self.fixing = fixing
        self.jobs = fixing == .write ? 1 : jobs
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.context = context
        rewriter = FileRewriter(context: context)
    }

    /// Lints every operand (files, directories, `-`) and returns the exit status. With
    /// `--write-baseline`, every file the run reads is recorded (`FilesRead`): a baseline that
    /// would replace one (a configuration found on the way, the `--baseline` read) is refused.
    func lint(_ operands: [String], options: ParsedOptions) -> ExitStatus {
        guard let writeBaseline else {
            var none: RewriteTarget?
            return lint(operands, options: options, baselineTarget: &none)
        }
        var baselineTarget: RewriteTarget?
        defer { baselineTarget?.close() }
        let (status, read) = FilesRead.recording { lint(operands, options: options, baselineTarget: &baselineTarget) }
        guard let target = baselineTarget else { return status }
        if let identity = target.identity, let input = read[FilesRead.Key(identity)] {
            context.report([
                .error(
                    writeBaseline,
                    "baseline not written: the run read it as '\(FileReplacement.shown(input))'; write to another file")
            ])
            return .outputError
        }
        return status.combined(with: write(baselineTo: target, named: writeBaseline))
    }

    /// The lint run; the baseline to write, opened before any input is read, left in
    /// `baselineTarget` (nil when it was refused: the status says so).
    private func lint(_ operands: [String], options: ParsedOptions, baselineTarget: inout RewriteTarget?) -> ExitStatus
    {
        var status = ExitStatus.success
        var inputs: [LintFileCheck.Item] = []
        var refused: [String: SettingsFileError] = [:]
        let walked = InputWalk.names(operands, options: options, context: context, rewriting: fixing == .write) {
            [source] path in
            guard case .success(let settings) = source.settings(for: InputName(path)) else { return false }
            return settings.included
        }
        status = walked.status
        // The baseline is opened, and refused when it is an input, before any input or
        // configuration is read.
        if let writeBaseline {
            let read = walked.inputs.map(\.path) + (source.configFile.map { [$0] } ?? [])
            guard let target = openBaseline(writeBaseline, inputs: read) else { return .outputError }
            baselineTarget = target
        }
        for input in walked.inputs {
            switch source.settings(for: input) {
            case .failure(let error): refused[error.diagnostics.first?.file ?? ""] = error
            case .success(let settings):
                if !settings.excluded { inputs.append(LintFileCheck.Item(input: input, settings: settings)) }
            }
        }
        if !refused.isEmpty {
            for (_, error) in refused.sorted(by: { $0.key < $1.key }) {
                LintSettingsSource.report(error, context: context)
            }
            return .usage
        }
        // Workers read, fix and lint the files (`LintFileCheck`); here, in input order,
        // the findings meet the baseline and are written.
        let fixing = fixing
        let limits = limits
        // A baseline takes or records every finding: none is left unlisted then.
        let maxListed = baseline != nil || writeBaseline != nil ? Int.max : LintFileCheck.maxListedFindings
        var reportedStatus = ExitStatus.success
        status = status.combined(
            with: context.forEach(inputs, jobs: jobs) { item, worker in
                var check = LintFileCheck(fixing: fixing, context: worker, limits: limits)
                check.maxListed = maxListed
                return check.check(item)
            } collect: { checked in
                guard let checked else { return }
                summary.files += 1
                reportedStatus = reportedStatus.combined(with: report(checked))
            })
        status = status.combined(with: reportedStatus)
        status = status.combined(with: reportStale())
        if writeBaseline != nil { return status }
        if !format.streams, fixing != .diff { writeDocument() }
        // The summary, like the findings, is not written by --diff; --quiet leaves it out.
        if format == .text, fixing != .diff, !context.quiet { context.standardOutput.write(summary.line) }
        return status
    }

    /// A checked file's findings, matched against the baseline and written (or kept for
    /// the document written at the end); returns the status they give.
    private func report(_ checked: LintFileCheck.Checked) -> ExitStatus {
        let (input, settings) = (checked.item.input, checked.item.settings)
        let reported = match(checked.findings, of: input, settings: settings)
        reportUnlisted(checked.unlisted, of: input)
        guard writeBaseline == nil else { return .success }
        let failing =
            reported.contains { $0.diagnostic.severity >= settings.failOn }
            || checked.unlisted.contains { $0.key >= settings.failOn && $0.value > 0 }
        let status: ExitStatus = failing ? .failure : .success
        if fixing == .diff { return status }
        if format.streams {
            checked.bytes.withUnsafeBytes { text in
                var lines = TextLocator(text)
                write(reported) { lines.lineText($0) }
            }
        } else {
            collected += reported
        }
        return status
    }

    /// The findings past `LintFileCheck.maxListedFindings`: one warning, and counted in the
    /// summary (with a baseline, none is left unlisted).
    private func reportUnlisted(_ unlisted: [Severity: Int], of input: InputName) {
        let count = unlisted.values.reduce(0, +)
        guard count > 0 else { return }
        for (severity, number) in unlisted { summary.count(severity, number) }
        context.report([
            Diagnostic(
                file: input.displayName, at: nil, severity: .warning, rule: nil,
                message:
                    "more than \(LintFileCheck.maxListedFindings) findings: the first \(LintFileCheck.maxListedFindings) are listed, \(count) more only counted"
            )
        ])
    }

    /// The findings to report: with a baseline, those it does not record, each `new`.
    /// Every finding is recorded for `--write-baseline`.
    private func match(_ findings: [LintFinding], of input: InputName, settings: LintSettings) -> [ReportedFinding] {
        guard baseline != nil || writeBaseline != nil else { return findings.map { ReportedFinding($0) } }
        let directory = baseline?.directory ?? FilePath.directory(of: source.discovery.absolute(writeBaseline ?? "."))
        let key =
            input.isStandardInput
            ? input.displayName : FilePath.relative(source.discovery.absolute(input.path), to: directory)
        linted[key] = (input.displayName, settings.failOn)
        var reported: [ReportedFinding] = []
        for finding in findings {
            let entry = Baseline.Entry(file: key, rule: finding.rule?.rawValue ?? "", path: finding.path)
            recorded.append(entry)
            if baseline?.matcher.takes(entry) == true { continue }
            reported.append(ReportedFinding(finding, baselineState: baseline == nil ? nil : .new))
        }
        return reported
    }

    /// The baseline entries of the files linted that no finding matched, as info findings.
    private func reportStale() -> ExitStatus {
        guard let baseline, writeBaseline == nil, fixing != .diff else { return .success }
        var status = ExitStatus.success
        for entry in baseline.matcher.stale(in: Set(linted.keys)) {
            guard let file = linted[entry.file] else { continue }
            let place = entry.path.isEmpty ? "the payload" : "'\(entry.path)'"
            let message =
                "stale baseline entry: no '\(entry.rule)' finding at \(place) any more; write the baseline again with '--write-baseline'"
            let diagnostic = Diagnostic(
                file: file.name, at: nil, severity: .info, rule: BaselineRule.staleEntry, message: message)
            let stale = ReportedFinding(LintFinding(diagnostic), baselineState: .absent, recordedRule: entry.rule)
            if diagnostic.severity >= file.failOn { status = .failure }
            if format.streams { write([stale]) { _ in nil } } else { collected.append(stale) }
        }
        return status
    }

    private func write(_ findings: [ReportedFinding], sourceLine: (Int) -> String?) {
        guard format != .github else {
            for reported in findings {
                var diagnostic = reported.diagnostic
                if let fix = reported.finding.fix { diagnostic.message += "; fix with --fix: " + fix.summary }
                context.standardOutput.write(GitHubAnnotation.render(diagnostic))
            }
            return
        }
        // What --fix would fix is said once, by the summary; JSON, SARIF and --diff show each fix.
        for reported in findings { summary.count(reported) }
        let diagnostics = findings.map(\.diagnostic)
        let printer = DiagnosticPrinter(color: context.colorOutput, showRule: true)
        printer.write(diagnostics, sourceLine: sourceLine, to: context.standardOutput)
    }

    private func writeDocument() {
        let document = format == .sarif ? SARIFReport.document(collected) : LintJSONReport.document(collected)
        Jansson.encode(document, style: JSONStyle(indent: 2), to: context.standardOutput)
        context.standardOutput.write("\n")
    }

    /// `--write-baseline FILE`, opened for its rewrite before any input is read, and refused
    /// when it is one of the inputs; nil once reported.
    private func openBaseline(_ path: String, inputs: [String]) -> RewriteTarget? {
        let failure = "baseline not written"
        let opened = rewriter.replacement.open(source.discovery.absolute(path))
        guard let target = rewriter.report(opened, named: path, failure: failure) else { return nil }
        if rewriter.isInput(target, among: inputs, named: path, failure: failure) {
            target.close()
            return nil
        }
        return target
    }

    /// `--write-baseline FILE`: every finding, by file, rule and path.
    private func write(baselineTo target: RewriteTarget, named path: String) -> ExitStatus {
        var bytes: [UInt8] = []
        Jansson.encode(Baseline(entries: recorded).document, style: JSONStyle(indent: 2), into: &bytes)
        bytes.append(ASCII.newline)
        guard rewriter.write(bytes, to: target, named: path, failure: "baseline not written") else {
            return .outputError
        }
        let files = Set(recorded.map(\.file)).count
        context.report([
            Diagnostic(
                file: path, at: nil, severity: .note, rule: nil,
                message: "baseline written: \(recorded.count) findings in \(files) files")
        ])
        return .success
    }
}
