import PushRouteCore
import PushRouteReader

/// Runs the selected rules over payloads.
public struct Linter: Sendable {
    public var rules: [LintRuleInfo]
    public var options: LintOptions

    public init(rules: [LintRuleInfo] = RuleSelection.defaultRules, options: LintOptions = LintOptions()) {
        self.rules = rules
        self.options = options
    }

    /// Every finding for one payload, in the order of their positions (rules in
    /// registry order at the same position). Control characters in messages (a key
    /// may hold a line break) are written as escapes, so a finding stays on one line.
    public func lint(_ payload: ReadPayload) -> [Diagnostic] {
        let subject = LintSubject(payload, options: options)
        let findings = rules.flatMap { $0.check(subject) }.map { finding in
            var finding = finding
            finding.message = Quoting.escapingControlCharacters(finding.message)
            return finding
        }
        return findings.enumerated().sorted { a, b in
            (a.element.position, a.offset) < (b.element.position, b.offset)
        }.map(\.element)
    }
}
