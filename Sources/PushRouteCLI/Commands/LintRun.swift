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
    let context: CommandContext
    private var baseline: LoadedBaseline?
    private let rewriter: FileRewriter
    /// Findings of the formats written as one document at the end.
    private var collected: [ReportedFinding] = []
    /// Entries for `--write-baseline`.
    private var recorded: [Baseline.Entry] = []
    /// The baseline names of the files linted, with the name shown and the threshold.
    private var linted: [String: (name: String, failOn: Severity)] = [:]

    init(
        source: LintSettingsSource, format: LintFormat, fixing: Fixing?, baseline: LoadedBaseline?, writeBaseline: String?,
        context: CommandContext
    ) {
        self.source = source
        self.format = format
        self.fixing = fixing
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.context = context
        rewriter = FileRewriter(context: context)
    }

    /// Lints every operand (files, directories, `-`) and returns the exit status.
    func lint(_ operands: [String]) -> ExitStatus {
        var status = ExitStatus.success
        var inputs: [(InputName, LintSettings)] = []
        var refused: [String: SettingsFileError] = [:]
        let walker = DirectoryWalker(extensions: LintCommand.extensions)
        for expanded in operands.flatMap({ expand($0, walker) }) {
            let input: InputName
            switch expanded {
            case .failure(let error):
                context.report(error)
                status = status.combined(with: .unreadableInput)
                continue
            case .success(let name): input = name
            }
            switch source.settings(for: input) {
            case .failure(let error): refused[error.diagnostics.first?.file ?? ""] = error
            case .success(let settings): if !settings.excluded { inputs.append((input, settings)) }
            }
        }
        if !refused.isEmpty {
            for (_, error) in refused.sorted(by: { $0.key < $1.key }) { LintSettingsSource.report(error, context: context) }
            return .usage
        }
        for (input, settings) in inputs {
            if context.outputFailed { break }
            status = status.combined(with: lintFile(input, settings))
        }
        status = status.combined(with: reportStale())
        if let writeBaseline { return status.combined(with: write(baselineTo: writeBaseline)) }
        if !format.streams, fixing != .diff { writeDocument() }
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

    /// Fixes (with `--fix`) and lints one file, and reports its findings.
    private func lintFile(_ input: InputName, _ settings: LintSettings) -> ExitStatus {
        guard var bytes = context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        if fixing == .diff || (fixing == .write && !input.isStandardInput) {
            (bytes, status) = fix(input, bytes, settings)
        }
        let reported = match(findings(in: bytes, of: input, settings: settings), of: input, settings: settings)
        guard writeBaseline == nil else { return status }
        if reported.contains(where: { $0.diagnostic.severity >= settings.failOn }) { status = status.combined(with: .failure) }
        if fixing == .diff { return status }
        if format.streams {
            bytes.withUnsafeBytes { text in
                var lines = TextLocator(text)
                write(reported) { lines.lineText($0) }
            }
        } else {
            collected += reported
        }
        return status
    }

    /// Every finding of every payload of the file, read one by one; a file `--fix` never
    /// rewrites (several payloads, one not read whole, text around it) has no fixable finding.
    private func findings(in bytes: [UInt8], of input: InputName, settings: LintSettings) -> [LintFinding] {
        let linter = settings.linter
        var findings: [LintFinding] = []
        var count = 0
        var rewritable = true
        bytes.withUnsafeBytes { text in
            PayloadReader(locateKeys: true).readDocument(text, file: input.displayName) { payload in
                count += 1
                rewritable = rewritable && RewriteGuard.mayRewrite(payload)
                findings += linter.findings(payload)
            }
        }
        if count != 1 || !rewritable {
            for index in findings.indices { findings[index].fix = nil }
        }
        return findings
    }

    /// The file's text once fixed: written in place (`--fix`) or shown as a diff (`--diff`).
    private func fix(_ input: InputName, _ bytes: [UInt8], _ settings: LintSettings) -> ([UInt8], ExitStatus) {
        let name = input.displayName
        let fixer = FileFixer(linter: settings.linter)
        switch fixer.fix(bytes, file: name) {
        case .unchanged:
            return (bytes, .success)
        case .refused(let reason):
            context.report([Diagnostic(file: name, at: nil, severity: .warning, rule: RewriteRule.refused, message: "not rewritten: " + reason)])
            return (bytes, .success)
        case .fixed(let text, let payload, let fixes):
            if fixing == .diff {
                rewriter.writeDiff(from: bytes, to: text, named: name)
                return (text, .success)
            }
            guard rewriter.write(text, to: input.path, named: name, verify: { fixer.readsAs($0, payload, file: name) }) else {
                return (bytes, .outputError)
            }
            let rules = fixes.compactMap(\.rule?.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let count = fixes.count == 1 ? "1 fix" : "\(fixes.count) fixes"
            context.report([Diagnostic(file: name, at: nil, severity: .note, rule: nil, message: "rewritten with \(count): " + rules.joined(separator: ", "))])
            return (text, .success)
        }
    }

    /// The findings to report: with a baseline, those it does not record, each `new`.
    /// Every finding is recorded for `--write-baseline`.
    private func match(_ findings: [LintFinding], of input: InputName, settings: LintSettings) -> [ReportedFinding] {
        guard baseline != nil || writeBaseline != nil else { return findings.map { ReportedFinding($0) } }
        let directory = baseline?.directory ?? FilePath.directory(of: source.discovery.absolute(writeBaseline ?? "."))
        let key = input.isStandardInput ? input.displayName : FilePath.relative(source.discovery.absolute(input.path), to: directory)
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
            let message = "stale baseline entry: no '\(entry.rule)' finding at \(place) any more; write the baseline again with '--write-baseline'"
            let diagnostic = Diagnostic(file: file.name, at: nil, severity: .info, rule: BaselineRule.staleEntry, message: message)
            let stale = ReportedFinding(LintFinding(diagnostic), baselineState: .absent, recordedRule: entry.rule)
            if diagnostic.severity >= file.failOn { status = .failure }
            if format.streams { write([stale]) { _ in nil } } else { collected.append(stale) }
        }
        return status
    }

    private func write(_ findings: [ReportedFinding], sourceLine: (Int) -> String?) {
        let printer = DiagnosticPrinter(color: context.colorOutput, showRule: true)
        for reported in findings {
            var diagnostic = reported.diagnostic
            switch format {
            case .github:
                if let fix = reported.finding.fix { diagnostic.message += "; fix with --fix: " + fix.summary }
                context.standardOutput.write(GitHubAnnotation.render(diagnostic))
            default:
                diagnostic.hint = reported.fixHint
                context.standardOutput.write(printer.render(diagnostic, sourceLine: diagnostic.location.flatMap { sourceLine($0.line) }))
            }
        }
    }

    private func writeDocument() {
        let document = format == .sarif ? SARIFReport.document(collected) : LintJSONReport.document(collected)
        Jansson.encode(document, style: JSONStyle(indent: 2), to: context.standardOutput)
        context.standardOutput.write("\n")
    }

    /// `--write-baseline FILE`: every finding, by file, rule and path.
    private func write(baselineTo path: String) -> ExitStatus {
        var bytes: [UInt8] = []
        Jansson.encode(Baseline(entries: recorded).document, style: JSONStyle(indent: 2), into: &bytes)
        bytes.append(ASCII.newline)
        guard rewriter.write(bytes, to: source.discovery.absolute(path), named: path, failure: "baseline not written") else {
            return .outputError
        }
        let files = Set(recorded.map(\.file)).count
        context.report([
            Diagnostic(file: path, at: nil, severity: .note, rule: nil, message: "baseline written: \(recorded.count) findings in \(files) files"),
        ])
        return .success
    }
}
