import PushRouteReader

/// The paste reader's rules, from their declarations (`LenientRule`: `kind`, `explanation`):
/// the rule index of docs/pasted-forms.md (§9) and the list of repairs of docs/reading-pastes.md.
enum PasteRulesManual {
    /// Every rule: its kind, its sections, what it means and a message it is reported with.
    static var indexMarkdown: String {
        let rows = LenientRule.allCases.map { rule in
            let explanation = rule.explanation
            return [
                MarkdownTable.code(rule.rawValue), rule.kind.rawValue,
                explanation.sections.map { "§" + $0 }.joined(separator: ", "), MarkdownTable.cell(explanation.meaning),
                message(rule),
            ]
        }
        return "\n" + MarkdownTable(headings: ["rule", "kind", "section", "what it means", "message"], rows: rows).text
            + "\n"
    }

    /// The repairs and the notes, each with a message it is reported with.
    static var repairsMarkdown: String {
        let rows = LenientRule.allCases.filter { !$0.isError }.map { rule in
            [MarkdownTable.code(rule.rawValue) + (rule.isNote ? " (note)" : ""), message(rule)]
        }
        return "\n" + MarkdownTable(headings: ["rule", "message"], rows: rows).text + "\n"
    }

    /// The example message as code in a cell: only a vertical bar is escaped there.
    static func message(_ rule: LenientRule) -> String {
        MarkdownTable.code(rule.explanation.message.replacing("|", with: "\\|"))
    }
}
