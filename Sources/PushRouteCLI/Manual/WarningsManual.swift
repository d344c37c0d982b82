import PushRouteCore
import PushRouteRules
import PushRouteSimulator

/// The simulator's warning codes, from their declarations (`WarningCode`: `severity`,
/// `releases`, `manual`, `meaning`): the man page's WARNINGS and the list of docs/simulate.md.
enum WarningsManual {
    /// The codes of each severity: the notes and the errors by name, every other code a warning.
    static var severitiesRoff: String {
        let named = [Severity.note, .error].enumerated().map { index, severity in
            let codes = WarningCode.allCases.filter { $0.severity == severity }.map { Roff.literal($0.rawValue) }
            return ".TP\(index == 0 ? " 9" : "")\n.B \(severity.rawValue)\n\(codes.joined(separator: ", "))\n"
        }
        return ".RS\n" + named.joined() + ".TP\n.B warning\nevery other code\n.RE\n"
    }

    /// An entry per code: the releases and the severity of a note or an error in parentheses,
    /// then what raises it.
    static var entriesRoff: String {
        WarningCode.allCases.map { code in
            var text = code.manual
            if let releases = code.releases {
                let severity = code.severity == .warning ? "" : "; `\(code.severity.rawValue)`"
                text = "(\(releases)\(severity)) " + text
            }
            return ".TP\n.B \(Roff.literal(code.rawValue))\n" + ManualMarkup.roff(text)
        }.joined()
    }

    /// A table of the codes, `both-sdks` (the routing rule lint reports too) first: each with its
    /// severity and what it means (`pushroute explain CODE`).
    static var markdown: String {
        let bothSDKs = LintRules.rule(RoutingRule.bothSDKs.rawValue).map {
            [MarkdownTable.code($0.id.rawValue), $0.severity.rawValue, MarkdownTable.cell($0.explanation)]
        }
        let rows = WarningCode.allCases.map {
            [MarkdownTable.code($0.rawValue), $0.severity.rawValue, MarkdownTable.cell($0.meaning)]
        }
        return "\n"
            + MarkdownTable(headings: ["code", "severity", "what it means"], rows: [bothSDKs].compactMap { $0 } + rows)
            .text + "\n"
    }
}
