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
