import Foundation
import Testing

@testable import PushRouteCLI

/// The generated blocks of the manual and of `docs/` are what the generator writes from the
/// declarations now (docs/development.md, "The generated manual"); `make man` rewrites them.
@Suite struct GeneratedManualTests {
    /// One generated block of one file.
    struct Block: CustomTestStringConvertible, Sendable {
        var document: GeneratedDocument
        var block: GeneratedBlock
        var testDescription: String { "\(document.path): \(block.name)" }
    }

    static let blocks = GeneratedDocument.all.flatMap { document in
        document.blocks.map { Block(document: document, block: $0) }
    }

    @Test(arguments: blocks)
    func blockIsWhatTheGeneratorWrites(_ testCase: Block) throws {
        let text = try String(
            contentsOf: CommandRunner.root.appendingPathComponent(testCase.document.path), encoding: .utf8)
        let found = GeneratedBlockRewriter.contents(of: testCase.block.name, in: text, style: testCase.document.style)
        let contents = try found.get()
        #expect(
            contents == testCase.block.text,
            "\(testCase.document.path): the generated block '\(testCase.block.name)' is not what the generator writes from the declarations; run `make man`"
        )
    }

    /// COMMANDS has a section for each command the tool declares, in `--help`'s order, and
    /// for no other: the sections' prose is written by hand, their list is not.
    @Test func commandsSectionsAreTheDeclaredCommands() throws {
        let page = try readText(CommandRunner.root.appendingPathComponent("man/pushroute.1").path)
        let lines = page.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: ".SH COMMANDS"))
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") })
        let sections = lines[start..<end].filter { $0.hasPrefix(".SS ") }.map { String($0.dropFirst(4)) }
        #expect(sections == CommandLineTool.commands.map(\.name))
    }

    /// The rewrite replaces what lies between a block's markers, and only that.
    @Test(arguments: [MarkerStyle.roff, .markdown])
    func rewriteReplacesOnlyTheBlock(_ style: MarkerStyle) throws {
        let document = GeneratedDocument(path: "x", style: style, blocks: [GeneratedBlock("b", "new\n")])
        let text = "before\n" + style.begin("b") + "old\nlines\n" + style.end("b") + "after\n"
        let rewritten = try GeneratedBlockRewriter.rewrite(text, document).get()
        #expect(rewritten == "before\n" + style.begin("b") + "new\n" + style.end("b") + "after\n")
        #expect(try GeneratedBlockRewriter.rewrite(rewritten, document).get() == rewritten)
    }

    /// A block whose markers are missing, repeated, out of order or not whole lines is refused.
    @Test(arguments: [
        "no markers\n",
        ".\\\" BEGIN GENERATED: b\n",
        ".\\\" END GENERATED: b\n.\\\" BEGIN GENERATED: b\n",
        ".\\\" BEGIN GENERATED: b\n.\\\" BEGIN GENERATED: b\n.\\\" END GENERATED: b\n",
        "x .\\\" BEGIN GENERATED: b\n.\\\" END GENERATED: b\n",
    ])
    func misplacedMarkersAreRefused(_ text: String) {
        let document = GeneratedDocument(path: "x", style: .roff, blocks: [GeneratedBlock("b", "new\n")])
        guard case .failure(let error) = GeneratedBlockRewriter.rewrite(text, document) else {
            Issue.record("rewritten: \(text)")
            return
        }
        #expect(error.message.hasPrefix("block 'b' needs one line '.\\\" BEGIN GENERATED: b' and, after it"))
    }
}

/// `make man`'s executable, `pushroute-manual ROOT`, on copies of the documents in a scratch
/// folder: it rewrites every stale block, says which files it rewrote, and refuses a file
/// whose markers are missing.
@Suite struct ManualGeneratorEndToEndTests {
    static let executable = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("pushroute-manual")
        .path

    /// Each document copied into `scratch`, every block's text replaced by `stale`.
    static func staleCopies(in scratch: Scratch) throws {
        for document in GeneratedDocument.all {
            var text = try readText(CommandRunner.root.appendingPathComponent(document.path).path)
            for block in document.blocks {
                let range = try #require(text.range(of: block.text))
                text.replaceSubrange(range, with: "stale\n")
            }
            try scratch.write(document.path, text)
        }
    }

    @Test func staleBlocksAreRewrittenThenUpToDate() throws {
        let scratch = try Scratch()
        try Self.staleCopies(in: scratch)
        let first = try CommandRunner.run([scratch.url.path], executable: Self.executable)
        let paths = GeneratedDocument.all.map(\.path)
        #expect(first.status == 0)
        #expect(first.standardOutput == paths.map { "\($0): rewritten\n" }.joined())
        #expect(first.standardError == "")
        for path in paths {
            #expect(try scratch.read(path) == readText(CommandRunner.root.appendingPathComponent(path).path))
        }
        let second = try CommandRunner.run([scratch.url.path], executable: Self.executable)
        #expect(second.status == 0)
        #expect(second.standardOutput == paths.map { "\($0): up to date\n" }.joined())
    }

    @Test func missingMarkersAreRefused() throws {
        let scratch = try Scratch()
        try Self.staleCopies(in: scratch)
        try scratch.write("docs/lint.md", "no markers\n")
        let run = try CommandRunner.run([scratch.url.path], executable: Self.executable)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "docs/lint.md: block 'lint-rules' needs one line '<!-- BEGIN GENERATED: lint-rules -->' and, after it, one line '<!-- END GENERATED: lint-rules -->'; found 0 and 0\n"
        )
        #expect(try scratch.read("docs/lint.md") == "no markers\n")
    }
}
