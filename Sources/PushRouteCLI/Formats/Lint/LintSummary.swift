import PushRouteCore

/// The line the text format ends with, as SwiftLint and ruff end theirs:
/// `12 findings (3 errors, 9 warnings) in 7 files; 5 fixable with --fix`, or
/// `no findings in 7 files`. It is the run's one mention of `--fix`.
struct LintSummary: Equatable {
    var errors = 0
    var warnings = 0
    var infos = 0
    /// Findings `--fix` would fix.
    var fixable = 0
    /// Files read and linted (not those that could not be read).
    var files = 0

    mutating func count(_ finding: ReportedFinding) {
        count(finding.diagnostic.severity, 1)
        if finding.finding.fix != nil { fixable += 1 }
    }

    /// `number` findings of `severity`.
    mutating func count(_ severity: Severity, _ number: Int) {
        switch severity {
        case .error: errors += number
        case .warning: warnings += number
        default: infos += number
        }
    }

    var line: String {
        let total = errors + warnings + infos
        let filesText = Self.counted(files, "file", "files")
        guard total > 0 else { return "no findings in \(filesText)\n" }
        let parts = [(errors, "error", "errors"), (warnings, "warning", "warnings"), (infos, "info", "info")]
            .filter { $0.0 > 0 }.map { Self.counted($0.0, $0.1, $0.2) }
        var text =
            Self.counted(total, "finding", "findings") + " (" + parts.joined(separator: ", ") + ") in " + filesText
        if fixable > 0 { text += "; \(fixable) fixable with --fix" }
        return text + "\n"
    }

    static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) " + (count == 1 ? one : many)
    }
}
