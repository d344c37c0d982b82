/// A file of the repository with generated blocks, and what the generator writes in each.
public struct GeneratedDocument: Sendable {
    /// Relative to the repository's root, e.g. `man/pushroute.1`.
    public var path: String
    public var style: MarkerStyle
    public var blocks: [GeneratedBlock]

    /// Every generated block of the repository, by file: what `make man` rewrites and
    /// `GeneratedManualTests` compares.
    public static var all: [GeneratedDocument] {
        [
            GeneratedDocument(
                path: "man/pushroute.1", style: .roff,
                blocks: [
                    GeneratedBlock("synopsis", SynopsisManual.roff),
                    GeneratedBlock("lint-rules", LintRulesManual.roff),
                    GeneratedBlock("settings", SettingsManual.roff),
                    GeneratedBlock("warning-severities", WarningsManual.severitiesRoff),
                    GeneratedBlock("warnings", WarningsManual.entriesRoff),
                    GeneratedBlock("exit-status", ExitStatusesManual.roff),
                ]
                    + OptionsManual.commands.map {
                        GeneratedBlock(OptionsManual.blockName($0), OptionsManual.roff($0))
                    }),
            GeneratedDocument(
                path: "docs/lint.md", style: .markdown, blocks: [GeneratedBlock("lint-rules", LintRulesManual.markdown)]
            ),
            GeneratedDocument(
                path: "docs/commands.md", style: .markdown,
                blocks: [GeneratedBlock("exit-status", ExitStatusesManual.markdown)]),
            GeneratedDocument(
                path: "docs/simulate.md", style: .markdown,
                blocks: [GeneratedBlock("warning-codes", WarningsManual.markdown)]),
            GeneratedDocument(
                path: "docs/pasted-forms.md", style: .markdown,
                blocks: [GeneratedBlock("paste-rules", PasteRulesManual.indexMarkdown)]),
            GeneratedDocument(
                path: "docs/reading-pastes.md", style: .markdown,
                blocks: [GeneratedBlock("paste-repairs", PasteRulesManual.repairsMarkdown)]),
        ]
    }
}
