import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `lint --explain RULE`: what the rule checks, its severity, whether `--fix` fixes it, why
/// it matters (`LintRule.why`), and from its examples (`RuleExample`, the ones its tests
/// check) one payload it fires on, with the finding and the fix, and one it stays quiet on.
enum RuleExplanation {
    static func render(_ rule: LintRuleInfo) -> String {
        var text = "\(rule.id.rawValue): \(rule.severity.rawValue)"
        text +=
            rule.enabledByDefault
            ? ", on by default" : ", off by default (turn it on with --enable \(rule.id.rawValue))"
        text += rule.fixable ? ", fixable with --fix" : ""
        text += "\n\nWhat it checks: \(rule.explanation).\n"
        text += "\nWhy it matters: \(rule.why).\n"
        // A fixable rule is shown on an example --fix fixes, when it has one.
        let firing = rule.examples.filter(\.fires)
        let shown =
            firing.first { example in rule.fixable && findings(of: rule, in: example).contains { $0.fix != nil } }
            ?? firing.first
        if let firing = shown {
            text += "\nFires on (\(firing.name)\(sending(firing))):\n" + indented(firing.text)
            let findings = findings(of: rule, in: firing)
            if let first = findings.first {
                text += "  → \(first.diagnostic.severity.rawValue): \(first.diagnostic.message)\n"
                if let fix = findings.lazy.compactMap(\.fix).first { text += "\nThe fix (--fix): \(fix.summary).\n" }
            }
        }
        if let quiet = rule.examples.first(where: { !$0.fires }) {
            text += "\nQuiet on (\(quiet.name)\(sending(quiet))):\n" + indented(quiet.text)
        }
        if !rule.fixable { text += "\nThe fix: by hand; --fix does not change what this rule finds.\n" }
        return text
    }

    /// The rule's findings in the example, as `lint` reports them (with their fixes).
    static func findings(of rule: LintRuleInfo, in example: RuleExample) -> [LintFinding] {
        let linter = Linter(rules: [rule], options: example.options)
        var findings: [LintFinding] = []
        var payloads = 0
        Array(example.text.utf8).withUnsafeBytes { bytes in
            PayloadReader(locateKeys: true).readDocument(bytes, file: "example.json") { payload in
                payloads += 1
                findings += linter.findings(payload)
            }
        }
        // As in `lint`: a text of several payloads is never rewritten.
        return payloads == 1
            ? findings
            : findings.map {
                var finding = $0
                finding.fix = nil
                return finding
            }
    }

    private static func sending(_ example: RuleExample) -> String {
        var parts: [String] = []
        if let type = example.options.pushType { parts.append("--push-type \(type.rawValue)") }
        if let priority = example.options.priority { parts.append("--priority \(priority)") }
        return parts.isEmpty ? "" : ", sent with " + parts.joined(separator: " ")
    }

    /// The payload, each line indented; a long one cut (the size rules' examples are 4 KiB).
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            "    " + TerminalEscaping.escaped(line.count > 100 ? String(line.prefix(97)) + "..." : String(line)) + "\n"
        }.joined()
    }
}
