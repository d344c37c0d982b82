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
        /// What reading and fixing gave: success, or 74 when a fix could not be written.
        var status: ExitStatus
    }

    let fixing: LintRun.Fixing?
    let context: CommandContext

    /// The checked file; nil when it could not be read (reported).
    func check(_ item: Item) -> Checked? {
        guard var bytes = context.read(item.input) else { return nil }
        var status = ExitStatus.success
        if fixing == .diff {
            // The diff shows the fix; the findings, and so the exit status, are those of the
            // file as it is, as `lint` without `--diff` gives them.
            status = fix(item.input, bytes, item.settings).1
        } else if fixing == .write && !item.input.isStandardInput {
            (bytes, status) = fix(item.input, bytes, item.settings)
        }
        return Checked(item: item, bytes: bytes, findings: findings(in: bytes, of: item.input, settings: item.settings), status: status)
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
                FileRewriter(context: context).writeDiff(from: bytes, to: text, named: name)
                return (text, .success)
            }
            guard FileRewriter(context: context).write(text, to: input.path, named: name, verify: { fixer.readsAs($0, payload, file: name) }) else {
                return (bytes, .outputError)
            }
            let rules = fixes.compactMap(\.rule?.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let count = fixes.count == 1 ? "1 fix" : "\(fixes.count) fixes"
            context.report([Diagnostic(file: name, at: nil, severity: .note, rule: nil, message: "rewritten with \(count): " + rules.joined(separator: ", "))])
            return (text, .success)
        }
    }
}
