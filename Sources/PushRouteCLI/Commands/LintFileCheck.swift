import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What a worker of `lint` does with one file: reads it, fixes it (`--fix`, `--diff`), and
/// finds its findings, writing only what `--fix` and `--diff` report. What depends on the
/// other files (the baseline, the findings' output) is left to `LintRun`, in input order.
struct LintFileCheck {
    /// A file to lint and the settings its configuration gives it.
    struct Item: Sendable {
        var input: InputName
        var settings: LintSettings
    }

    /// The file as checked: its text (fixed, when `--fix` fixed it) and findings.
    struct Checked: Sendable {
        var item: Item
        var bytes: [UInt8]
        var findings: [LintFinding]
        /// The findings past `maxListedFindings`, counted by severity, not kept.
        var unlisted: [Severity: Int] = [:]
        /// What reading and fixing gave: success, or 74 when a fix could not be written.
        var status: ExitStatus
    }

    /// The most findings of one file kept and listed: a megabyte of hostile text (an array of
    /// 330 000 `{}`) gave 660 000, 300 MB of them; the rest are counted (pushroute(1), LIMITS).
    static let maxListedFindings = 10_000

    let fixing: LintRun.Fixing?
    let context: CommandContext
    /// The most findings of the file listed: `maxListedFindings`, or all of them for a baseline
    /// to take or record.
    var maxListed = maxListedFindings
    /// `--max-depth` and `--max-bytes`.
    var limits = ReaderLimits()

    /// The checked file, and the status of reading and fixing it; nil when it could not be
    /// read (2) or not opened for its rewrite (74), both reported.
    func check(_ item: Item) -> (status: ExitStatus, checked: Checked?) {
        if fixing == .write, !item.input.isStandardInput { return checkRewriting(item) }
        guard let bytes = context.read(item.input, limits: limits) else { return (.unreadableInput, nil) }
        var status = ExitStatus.success
        if fixing == .diff {
            // The diff shows the fix; the findings, and so the exit status, are those of the
            // file as it is, as `lint` without `--diff` gives them.
            status = fix(item.input, bytes, item.settings, into: nil).1
        }
        return checked(item, bytes, status)
    }

    /// `--fix`: the file is opened for its rewrite before anything is read (so that the
    /// writer's rules refuse a device, a FIFO or a link leaving the folder walked at once), read
    /// through the opened file, and its fixes replace the file read (`FileRewriter`).
    private func checkRewriting(_ item: Item) -> (status: ExitStatus, checked: Checked?) {
        let rewriter = FileRewriter(context: context)
        guard let target = rewriter.open(item.input) else { return (.outputError, nil) }
        defer { target.close() }
        guard let read = rewriter.read(target, named: item.input.displayName, limits: limits) else {
            return (.unreadableInput, nil)
        }
        let (bytes, status) = fix(item.input, read, item.settings, into: target)
        return checked(item, bytes, status)
    }

    private func checked(_ item: Item, _ bytes: [UInt8], _ status: ExitStatus) -> (
        status: ExitStatus, checked: Checked?
    ) {
        (
            status,
            Checked(item: item, bytes: bytes, findings: [], status: status).with(
                findings(in: bytes, of: item.input, settings: item.settings))
        )
    }

    /// Every finding of every payload of the file, read one by one; a file `--fix` never
    /// rewrites (several payloads, one not read whole, text around it) has no fixable finding.
    private func findings(in bytes: [UInt8], of input: InputName, settings: LintSettings) -> (
        [LintFinding], unlisted: [Severity: Int]
    ) {
        let linter = settings.linter
        var findings: [LintFinding] = []
        var unlisted: [Severity: Int] = [:]
        var count = 0
        var rewritable = true
        bytes.withUnsafeBytes { text in
            PayloadReader(limits: limits, locateKeys: true).readDocument(text, file: input.displayName) { payload in
                count += 1
                rewritable = rewritable && RewriteGuard.mayRewrite(payload)
                let found = linter.findings(payload, limit: maxListed - findings.count)
                findings += found.listed
                unlisted.merge(found.unlisted, uniquingKeysWith: +)
            }
        }
        if count != 1 || !rewritable {
            for index in findings.indices { findings[index].fix = nil }
        }
        if count == 1, WalkedNonPayload.skipped(bytes, of: input, limits: limits, context: context, screened: false) {
            return ([], [:])
        }
        return (findings, unlisted)
    }

    /// The file's text once fixed: written over `target` (`--fix`) or shown as a diff (`--diff`).
    private func fix(_ input: InputName, _ bytes: [UInt8], _ settings: LintSettings, into target: RewriteTarget?) -> (
        [UInt8], ExitStatus
    ) {
        let name = input.displayName
        let fixer = FileFixer(linter: settings.linter)
        switch fixer.fix(bytes, file: name) {
        case .unchanged:
            return (bytes, .success)
        case .refused(let reason):
            context.report([
                Diagnostic(
                    file: name, at: nil, severity: .warning, rule: RewriteRule.refused,
                    message: "not rewritten: " + reason)
            ])
            return (bytes, .success)
        case .fixed(let text, let payload, let fixes):
            guard let target else {
                FileRewriter(context: context).writeDiff(from: bytes, to: text, named: name)
                return (text, .success)
            }
            guard
                FileRewriter(context: context).write(
                    text, to: target, named: name, verify: { fixer.readsAs($0, payload, file: name) })
            else {
                return (bytes, .outputError)
            }
            let rules = fixes.compactMap(\.rule?.rawValue).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let count = fixes.count == 1 ? "1 fix" : "\(fixes.count) fixes"
            context.report([
                Diagnostic(
                    file: name, at: nil, severity: .note, rule: nil,
                    message: "rewritten with \(count): " + rules.joined(separator: ", "))
            ])
            return (text, .success)
        }
    }
}

extension LintFileCheck.Checked {
    /// The file's findings, and those counted past the limit.
    fileprivate func with(_ found: ([LintFinding], unlisted: [Severity: Int])) -> Self {
        var checked = self
        (checked.findings, checked.unlisted) = found
        return checked
    }
}
