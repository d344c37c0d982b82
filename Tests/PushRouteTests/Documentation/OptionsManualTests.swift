import PushRouteSimulator
import Testing

@testable import PushRouteCLI

/// The man page's option entries (`OptionsManual`): the tag shows the option as it is typed,
/// fixed words bold and other values italic, and the entry is the declared `manual` text or,
/// without one, the `--help` text with its default and a period.
@Suite struct OptionsManualTests {
    @Test(arguments: [
        (ClassifyCommand.format.declaration, "`-f`, `--format` `text`|`json`|`html`"),
        (OutputFileOption.output.declaration, "`-o`, `--output` *FILE*"),
        (ClassifyCommand.lines.declaration, "`--lines`"),
        (ReaderLimitOptions.maxDepth.declaration, "`--max-depth` *N*"),
        (LintCommand.enable.declaration, "`--enable` *RULE*,*...*"),
        (LintCommand.pushType.declaration, "`--push-type` *TYPE*"),
        (LintCommand.priority.declaration, "`--priority` `10`|`5`|`1`"),
    ])
    func tagShowsTheOption(_ declaration: OptionDeclaration, _ tag: String) {
        #expect(OptionsManual.tag(declaration) == tag)
    }

    @Test func entryWithoutManualTextIsTheHelp() {
        let declaration = Option.flag("x", help: "do it, 'quietly'").declaration
        #expect(declaration.manualEntry == "do it, 'quietly'.")
        let valued = Option.integer("n", in: 1...3, help: "how many", default: 2).declaration
        #expect(valued.manualEntry == "how many (default: 2).")
        #expect(declaration.manual("More.").manualEntry == "More.")
    }

    /// A generated command's block holds one entry per option it declares, in `--help`'s order.
    @Test(arguments: OptionsManual.commands.map(\.name))
    func blockListsEveryDeclaredOption(_ name: String) throws {
        let command = try #require(OptionsManual.commands.first { $0.name == name })
        let entries = OptionsManual.roff(command).components(separatedBy: ".TP\n").dropFirst()
        #expect(entries.count == command.options.count)
        for (entry, declaration) in zip(entries, command.options) {
            #expect(entry.hasPrefix(ManualMarkup.roff(OptionsManual.tag(declaration))))
        }
    }

    /// Every command that declares an option has its entries generated: none is left to
    /// hand-written prose.
    @Test func everyCommandWithOptionsIsGenerated() {
        let generated = Set(OptionsManual.commands.map(\.name))
        #expect(generated == Set(CommandLineTool.commands.filter { !$0.options.isEmpty }.map(\.name)))
    }

    /// `simulate`'s entry of a setting's option is the setting's own manual text, declared
    /// beside its `doc` (`SimulationSetting.manual`); `session`'s, which speaks of no
    /// `simulate` option, is the `--help` text.
    @Test(arguments: SimulationSetting.all.filter { $0.flag != nil }.map { $0.key })
    func settingOptionEntryIsTheSettingsManual(_ key: String) throws {
        let setting = try #require(SimulationSetting.named(key))
        let simulate = try #require(SimulateCommand.options.first { $0.name == setting.flag })
        let session = try #require(SessionCommand.options.first { $0.name == setting.flag })
        #expect(setting.manual != nil)
        #expect(simulate.manualEntry == setting.manual)
        #expect(session.manual == nil)
    }
}

extension OptionDeclaration: CustomTestStringConvertible {
    public var testDescription: String { flag }
}
