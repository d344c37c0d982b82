import Foundation
import Testing
@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteSimulator

/// Two `SimulationResult`s of the same cell, side by side: the view `--compare-sdk` (and two
/// `--app` profiles) will fill, exercised with what the model has today, the manager of the
/// design note against the one before it (`--legacy`).
@Suite struct SimulationComparisonTests {
    static let labels = ["LPCTNotificationsManager", "before the design note (--legacy)"]

    /// The page `simulate --format html` writes for `files` when each cell also runs with
    /// `--legacy`, through the command's own run and output.
    static func report(_ files: [String]) -> String {
        let sink = OutputSink.memory(), errors = OutputSink.memory()
        let context = CommandContext(standardOutput: sink, standardError: errors, environment: [:])
        let settings = SimulationSettings()
        var legacy = settings
        legacy.legacy = true
        let output = SimulationOutput(format: .html, context: context, settings: settings, variants: labels)
        let run = SimulateRun(settings: settings, cells: Cell.all, output: output, comparedWith: [legacy])
        for file in files { _ = run.process(InputName(CommandRunner.root.appendingPathComponent(file).path)) }
        output.finish()
        return String(decoding: sink.pending, as: UTF8.self)
    }

    /// The cells in which the two managers differ, worked out from the simulator directly.
    static func differingCells(_ file: String) throws -> [Cell] {
        let text = try readText(CommandRunner.root.appendingPathComponent(file).path)
        let push = Push(id: 1, userInfo: try Jansson.decode(text).get(), source: file)
        var legacy = SimulationSettings()
        legacy.legacy = true
        return Cell.all.filter { cell in
            let now = CellSimulator.run(push, in: cell, settings: SimulationSettings())
            let before = CellSimulator.run(push, in: cell, settings: legacy)
            return now.trace != before.trace || now.pushes != before.pushes || now.warnings.map(\.warning) != before.warnings.map(\.warning)
        }
    }

    @Test(arguments: ["samples/seed-clevertap.json", "samples/seed-leanplum.json", "samples/clevertap-rich-media.json"])
    func differingCellsAreDrawnSideBySide(_ file: String) throws {
        let html = Self.report([file])
        let parsed = try ParsedHTML(html)
        let differing = try Self.differingCells(file)
        let compared = parsed.elements.filter { $0.tag == "div" && $0.attributes.contains { $0 == ("class", "compare") } }
        #expect(compared.count == differing.count)
        for cell in differing {
            let id = "payload-1-" + cell.description.replacing(", ", with: "-")
            #expect(compared.contains { $0.attributes.contains { $0 == ("id", id) } }, "\(cell) drawn side by side")
        }
        // Two diagrams for each differing cell, one for each cell the managers agree on.
        #expect(try ParsedHTML.diagrams(html).count == 2 * differing.count + (Cell.all.count - differing.count))
        #expect(parsed.text.components(separatedBy: "(the same with").count - 1 == Cell.all.count - differing.count)
        for label in Self.labels { #expect(parsed.text.contains(label)) }
    }

    /// The design note's claim, on the page: a Leanplum push is handled the same; a
    /// CleverTap push differs wherever the tap or the push runs app code.
    @Test func theDesignNoteChangedOnlyCleverTapPushes() throws {
        #expect(try Self.differingCells("samples/seed-leanplum.json").isEmpty)
        #expect(try Self.differingCells("samples/seed-clevertap.json").map(\.description)
            == ["not-running, open", "background, open", "foreground, receive"])
    }
}
