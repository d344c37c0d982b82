import Testing

@testable import PushRouteCLI

/// Each command's synopsis (`--help`'s usage line and the man page's SYNOPSIS, which
/// `GeneratedManualTests` holds to it) names exactly the options the command declares, each
/// once in a form, and sets its groups and alternatives as the page shows them.
@Suite struct ManualSynopsisTests {
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func synopsisNamesTheDeclaredOptions(_ name: String) throws {
        let command = try #require(CommandLineTool.commands.first { $0.name == name })
        let named = command.synopsis.forms.flatMap { $0.flatMap(\.options) }.map(\.flag)
        #expect(Set(named) == Set(command.options.map(\.flag)))
        for form in command.synopsis.forms {
            let flags = form.flatMap(\.options).map(\.flag)
            #expect(flags.count == Set(flags).count, "an option named twice in a form of \(name)")
        }
    }

    static let quiet = QuietOption.quiet.declaration
    static let jobs = JobsOption.jobs.declaration
    static let format = ClassifyCommand.format.declaration

    /// Items, the roff lines they are set in and the text `--help` shows.
    static let renderings: [(items: [SynopsisItem], roff: String, help: [String])] = [
        ([.optional(.option(quiet))], ".RB [ \\-q | \\-\\-quiet ]\n", ["[-q|--quiet]"]),
        (
            [.optional(.option(format))], ".RB [ \\-f | \\-\\-format\n.IR text | json | html ]\n",
            ["[-f|--format text|json|html]"]
        ),
        (
            [
                .optional(
                    .option(ClassifyCommand.trace.declaration), .optional(.option(ClassifyCommand.app.declaration)))
            ],
            ".RB [ \\-\\-trace\n.RB [ \\-\\-app\n.IR FILE | DIR ]]\n", ["[--trace", "[--app FILE|DIR]]"]
        ),
        (
            [
                .optional(
                    .oneOf(.option(NormalizeCommand.indent.declaration), .option(NormalizeCommand.compact.declaration)))
            ],
            ".RB [ \\-\\-indent\n.I N\n|\n.BR \\-\\-compact ]\n", ["[--indent N", "|", "--compact]"]
        ),
        (
            [.optional(.oneOf(.option(LintCommand.fix.declaration), .option(quiet), spaced: false))],
            ".RB [ \\-\\-fix | \\-q | \\-\\-quiet ]\n", ["[--fix|-q|--quiet]"]
        ),
        (
            [.optional(.option(LintCommand.enable.declaration))], ".RB [ \\-\\-enable\n.IR RULE ,...]\n",
            ["[--enable RULE,...]"]
        ),
        ([.literal("infer"), .operand("DIR")], ".B infer\n.I DIR\n", ["infer", "DIR"]),
        ([.operand("[FILE|DIR...]")], ".RI [ FILE | DIR ...]\n", ["[FILE|DIR...]"]),
        ([.operand("LOG...")], ".IR LOG ...\n", ["LOG..."]),
        ([.option(LintCommand.explain.declaration)], ".B \\-\\-explain\n.I RULE\n", ["--explain RULE"]),
        ([.oneOf(.operand("A"), .literal("b"), spaced: false)], "\\fIA\\fR|\\fBb\\fR\n", ["A|b"]),
        ([.operand("...")], "\\&...\n", ["..."]),
        ([.optional(.option(jobs))], ".RB [ \\-j | \\-\\-jobs\n.IR N ]\n", ["[-j|--jobs N]"]),
    ]

    @Test(arguments: renderings.indices)
    func rendering(_ index: Int) {
        let rendering = Self.renderings[index]
        let words = SynopsisWords.words(rendering.items)
        #expect(words.map(SynopsisManual.line).joined() == rendering.roff)
        #expect(SynopsisWords.phrases(words) == rendering.help)
    }
}
