import PushRouteRules

/// The lint rules, from their declarations (`LintRules.groups`): the manual's LINT RULES and
/// the rules listing of docs/lint.md.
enum LintRulesManual {
    /// A subsection per group, an entry per rule: its id, default severity, and what it checks.
    static var roff: String {
        LintRules.groups.map { group in
            ".SS \(group.title)\n"
                + group.rules.map { rule in
                    ".TP\n.BR \(Roff.literal(rule.id.rawValue)) \" (\(status(rule)))\"\n\(Roff.prose(rule.explanation))\n"
                }.joined()
        }.joined()
    }

    /// A heading per group, then a table of its rules.
    static var markdown: String {
        LintRules.groups.map { group in
            let rows = group.rules.map { rule in
                [MarkdownTable.code(rule.id.rawValue), status(rule), MarkdownTable.cell(rule.explanation)]
            }
            return "\n#### \(group.title)\n\n"
                + MarkdownTable(headings: ["rule", "severity", "what it checks"], rows: rows).text
        }.joined() + "\n"
    }

    /// The default severity, and "off by default" for a rule that runs only when enabled.
    private static func status(_ rule: LintRuleInfo) -> String {
        rule.severity.rawValue + (rule.enabledByDefault ? "" : ", off by default")
    }
}
