import PushRouteCore
import PushRouteReader

/// Runs the selected rules over payloads.
public struct Linter: Sendable {
    public var rules: [LintRuleInfo]
    public var options: LintOptions
    /// Severities set by a configuration file, in place of the rules' own.
    public var severities: [RuleID: Severity]

    public init(
        rules: [LintRuleInfo] = RuleSelection.defaultRules, options: LintOptions = LintOptions(),
        severities: [RuleID: Severity] = [:]
    ) {
        self.rules = rules
        self.options = options
        self.severities = severities
    }

    /// Every finding for one payload, in the order of their positions (rules in
    /// registry order at the same position). Control characters in messages (a key
    /// may hold a line break) are written as escapes, so a finding stays on one line.
    public func lint(_ payload: ReadPayload) -> [Diagnostic] {
        lint(LintSubject(payload, options: options))
    }

    /// The findings with the JSON path each concerns and the fix `lint --fix` would make.
    public func findings(_ payload: ReadPayload) -> [LintFinding] {
        findings(payload, limit: .max).listed
    }

    /// The first `limit` findings in text order, with their paths and fixes, and the others
    /// counted by severity: neither path nor fix is made for those (a megabyte of one repeated
    /// key gave 250 000 findings, each with a fix).
    public func findings(_ payload: ReadPayload, limit: Int) -> (listed: [LintFinding], unlisted: [Severity: Int]) {
        let subject = LintSubject(payload, options: options)
        var diagnostics = lint(subject)
        var unlisted: [Severity: Int] = [:]
        if diagnostics.count > max(limit, 0) {
            for diagnostic in diagnostics[max(limit, 0)...] { unlisted[diagnostic.severity, default: 0] += 1 }
            diagnostics.removeSubrange(max(limit, 0)...)
        }
        guard !diagnostics.isEmpty else { return ([], unlisted) }
        return (listed(diagnostics, payload, subject), unlisted)
    }

    private func listed(_ diagnostics: [Diagnostic], _ payload: ReadPayload, _ subject: LintSubject) -> [LintFinding] {
        let finder = FindingPaths(payload)
        let paths = diagnostics.map { finder.path(at: $0.location) }
        let fixes = FixFinder.fixes(for: diagnostics, at: paths, in: subject)
        return diagnostics.indices.map { LintFinding(diagnostics[$0], path: paths[$0], fix: fixes[$0]) }
    }

    private func lint(_ subject: LintSubject) -> [Diagnostic] {
        let findings = rules.flatMap { $0.check(subject) }.map { finding in
            var finding = finding
            finding.message = Quoting.escapingControlCharacters(finding.message)
            if let rule = finding.rule, let severity = severities[rule] { finding.severity = severity }
            return finding
        }
        return findings.enumerated().sorted { a, b in
            (a.element.position, a.offset) < (b.element.position, b.offset)
        }.map(\.element)
    }
}
