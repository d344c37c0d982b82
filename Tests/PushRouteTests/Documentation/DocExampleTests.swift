import Foundation
import Testing

/// Every example of README.md and docs/*.md runs, and prints what the document shows
/// (`DocExample`; docs/development.md, "Examples in the documents"). With `PUSHROUTE_RECORD=1`
/// the outputs that differ are written into the documents in place, and the test fails, as
/// `Golden` records: read the diff, then run again without it.
@Suite struct DocExampleTests {
    @Test(arguments: DocExample.files)
    func examplesPrintWhatTheDocumentShows(_ file: String) throws {
        let examples = try DocExample.examples(in: file)
        var lines = try DocExample.lines(of: file)
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for example in examples {
            for command in example.commands {
                if let program = DocExample.disallowedProgram(in: command.text) {
                    Issue.record(
                        "\(file):\(command.line + 1): '\(program)' does not run in an example; show it in a ```sh block without '$ '"
                    )
                }
            }
            let folder = try DocExampleFolder()
            let outputs = try example.run(in: folder.url)
            #expect(outputs.count == example.commands.count, "\(example.testDescription): a command did not finish")
            for (command, output) in zip(example.commands, outputs) {
                if DocExample.matches(command.expected[...], output[...]) { continue }
                let start = command.line + 1
                replacements.append(
                    (start..<start + command.expected.count, DocExample.recorded(command.expected, output)))
                if !Golden.recording {
                    Issue.record(
                        """
                        \(file):\(command.line + 1): $ \(command.text)
                        shown:
                        \(command.expected.joined(separator: "\n"))
                        printed:
                        \(output.joined(separator: "\n"))
                        """)
                }
            }
        }
        guard Golden.recording, !replacements.isEmpty else { return }
        for replacement in replacements.reversed() {
            lines.replaceSubrange(replacement.range, with: replacement.lines)
        }
        try lines.joined(separator: "\n").write(
            to: CommandRunner.root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        Issue.record(
            "recorded \(replacements.count) outputs in \(file) (PUSHROUTE_RECORD=1): read the diff, then run the test again without it"
        )
    }

    /// A block that shows commands with a `$ ` prompt is an example, and runs, or a
    /// ```transcript of what cannot run here (make, git, pre-commit, a Mac's tools); a block of
    /// another kind (```sh, ```text) shows none, so that no example escapes the test; and an
    /// example starts with its command, so that no output is shown without one.
    @Test(arguments: DocExample.files)
    func everyPromptIsInAnExample(_ file: String) throws {
        var fence: String?
        let lines = try DocExample.lines(of: file)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                fence = fence == nil ? line : nil
                if fence == DocExample.opening, index + 1 < lines.count, !lines[index + 1].hasPrefix("$ ") {
                    Issue.record("\(file):\(index + 2): a ```console example starts with a '$ ' command, not output")
                }
            } else if let fence, fence != DocExample.opening, fence != DocExample.transcript, line.hasPrefix("$ ") {
                Issue.record(
                    "\(file):\(index + 1): a '$ ' command in a \(fence) block: make it a ```console example, a ```transcript one, or drop the prompt"
                )
            }
        }
    }

    /// The matching rules themselves, on made-up outputs.
    @Test(arguments: [
        (["a", "b"], ["a", "b"], true),
        (["a", "..."], ["a", "b", "c"], true),
        (["a", "..."], ["a"], true),
        (["...", "c"], ["a", "b", "c"], true),
        (["a", "  ...", "c"], ["a", "c"], true),
        (["a", "c"], ["a", "b", "c"], false),
        (["x: ...,\"b\":2}"], ["x: {\"a\":1,\"b\":2}"], true),
        (["x: ...,\"b\":3}"], ["x: {\"a\":1,\"b\":2}"], false),
        (["a…d"], ["abcd"], true),
        (["ab...b"], ["ab"], false),
        (["f(x?.…): y"], ["f(x?.…): y"], true),
    ])
    func matching(_ expected: [String], _ actual: [String], _ matches: Bool) {
        #expect(DocExample.matches(expected[...], actual[...]) == matches)
    }

    @Test func recordingKeepsTheShapeOfAnAbridgedOutput() {
        #expect(DocExample.recorded(["a", "...", "z"], ["1", "2", "3", "4"]) == ["1", "...", "4"])
        #expect(DocExample.recorded(["a", "b"], ["1", "2", "3"]) == ["1", "2", "3"])
        #expect(DocExample.recorded(["a", "...", "z"], ["1", "2"]) == ["1", "2"])
    }

    @Test func onlyPushrouteAndItsFeedersRun() {
        #expect(DocExample.disallowedProgram(in: "printf '{}' | pushroute classify") == nil)
        #expect(DocExample.disallowedProgram(in: "COLUMNS=130 pushroute simulate x") == nil)
        #expect(DocExample.disallowedProgram(in: "pushroute lint x; echo $?") == nil)
        #expect(DocExample.disallowedProgram(in: "curl https://example.com | pushroute classify") == "curl")
        #expect(DocExample.disallowedProgram(in: "make test") == "make")
        #expect(DocExample.disallowedProgram(in: "pushroute simulate \\\n  --state background x") == nil)
        #expect(DocExample.disallowedProgram(in: "pushroute lint x 2>&1 | head -1") == nil)
        #expect(
            DocExample.disallowedProgram(in: "for a in x y; do\n  pushroute simulate $a | jq -r '[.a] | @tsv'\ndone")
                == nil)
    }
}
