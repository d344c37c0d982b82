import PushRouteCore
import PushRouteReader

/// Finds the fix of each finding by asking its rule (`LintRule.fix`, docs/lint.md, "Fixing").
enum FixFinder {
    /// The fix of each finding of one payload, in order.
    static func fixes(for findings: [Diagnostic], at paths: [JSONPath], in subject: LintSubject) -> [LintFix?] {
        zip(findings, paths).map { finding, path in
            guard let rule = finding.rule, let ruleFix = LintRules.rule(rule.rawValue)?.fix else { return nil }
            var fix = ruleFix.make(path, subject)
            fix?.rule = rule
            return fix
        }
    }
}
