/// The exit statuses, from their declarations (`ExitStatus`, `TerminationSignals`): the man
/// page's EXIT STATUS and the table of docs/commands.md.
enum ExitStatusesManual {
    /// Each status, and the signals' statuses last, with when a run ends with it.
    static var entries: [(statuses: [Int32], text: String)] {
        ExitStatus.allCases.map { ([$0.rawValue], $0.manual) } + [(ExitStatus.signalStatuses, ExitStatus.signalManual)]
    }

    /// A `.TP` entry per status.
    static var roff: String {
        entries.map { entry in
            let heading =
                entry.statuses.count == 1
                ? ".B \(entry.statuses[0])" : ".BR " + entry.statuses.map(String.init).joined(separator: " \", \" ")
            return ".TP\n\(heading)\n" + ManualMarkup.roff(entry.text)
        }.joined()
    }

    /// A table of the statuses.
    static var markdown: String {
        let rows = entries.map { entry in
            [entry.statuses.map(String.init).joined(separator: ", "), ManualMarkup.markdownCell(entry.text)]
        }
        return "\n" + MarkdownTable(headings: ["status", "meaning"], rows: rows).text + "\n"
    }
}
