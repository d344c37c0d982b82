import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// Two `SimulationResult`s of the same cell, side by side: `--compare-sdk` (and, later, two
/// `--app` profiles), here the release before the design note against the newest.
@Suite struct SimulationComparisonTests {
    static let compare = SDKComparison.releases(parsing: "5.0.0,6.6.1")!
    static let labels = ["Leanplum 5.0.0", "Leanplum 6.6.1"]

    /// The page `simulate --format html --compare-sdk 5.0.0,6.6.1` writes for `files`,
    /// through the command's own run and output.
    static func report(_ files: [String]) -> String {
        let sink = OutputSink.memory()
        let errors = OutputSink.memory()
        let context = CommandContext(standardOutput: sink, standardError: errors, environment: [:])
        let settings = SimulationSettings()
        let output = SimulationOutput(
            format: .html, compare: compare.settingsComparison(base: settings), context: context, settings: settings)
        let run = SimulateRun(settings: settings, cells: Cell.all, output: output)
        for file in files { _ = run.process(InputName(CommandRunner.root.appendingPathComponent(file).path)) }
        output.finish()
        return String(decoding: sink.pending, as: UTF8.self)
    }

    /// The cells in which the two managers differ, worked out from the simulator directly.
    static func differingCells(_ file: String) throws -> [Cell] {
        let text = try readText(CommandRunner.root.appendingPathComponent(file).path)
        let push = Push(id: 1, userInfo: try Jansson.decode(text).get(), source: file)
        let (before, now) = compare.settings(SimulationSettings())
        return Cell.all.filter { cell in
            SDKComparison.differ(
                CellSimulator.run(push, in: cell, settings: before), CellSimulator.run(push, in: cell, settings: now))
        }
    }

    @Test(arguments: ["samples/seed-clevertap.json", "samples/seed-leanplum.json", "samples/clevertap-rich-media.json"])
    func differingCellsAreDrawnSideBySide(_ file: String) throws {
        let html = Self.report([file])
        let parsed = try ParsedHTML(html)
        let differing = try Self.differingCells(file)
        let compared = parsed.elements.filter {
            $0.tag == "div" && $0.attributes.contains { $0 == ("class", "compare") }
        }
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

    /// The page's title and heading name both sides compared, not one (issue 37).
    @Test func titleNamesBothSides() throws {
        let html = Self.report(["samples/seed-clevertap.json"])
        let path = CommandRunner.root.appendingPathComponent("samples/seed-clevertap.json").path
        let title = "pushroute simulate: \(path): Leanplum 5.0.0 compared with Leanplum 6.6.1"
        #expect(html.contains("<title>\(title)</title>"))
        #expect(html.contains("<h1>\(title)</h1>"))
    }

    /// The design note's claim, in the model: from the release before it (5.0.0) to the
    /// release that shipped it (6.0.0), a Leanplum push keeps its handler in every cell, and
    /// a CleverTap push, which nobody handled, is handled wherever a tap or a foreground
    /// push runs app code (it has no content-available, so it wakes nothing in the
    /// background; and with no presentation option it is not shown in the foreground, so
    /// there it cannot be tapped).
    @Test func theDesignNoteChangedOnlyCleverTapPushes() throws {
        let handlers = { (file: String, release: String) throws -> [Handler] in
            let text = try readText(CommandRunner.root.appendingPathComponent(file).path)
            let push = Push(id: 1, userInfo: try Jansson.decode(text).get(), source: file)
            var settings = SimulationSettings()
            settings.leanplumSDK = try #require(LeanplumRelease(release))
            return Cell.all.map { CellSimulator.run(push, in: $0, settings: settings).push?.handler ?? .none }
        }
        #expect(try handlers("samples/seed-leanplum.json", "5.0.0") == handlers("samples/seed-leanplum.json", "6.0.0"))
        #expect(try handlers("samples/seed-clevertap.json", "5.0.0") == Array(repeating: .none, count: Cell.all.count))
        let shipped = try handlers("samples/seed-clevertap.json", "6.0.0")
        #expect(
            zip(Cell.all, shipped).filter { $0.1 == .clevertap }.map(\.0.description)
                == ["not-running, open", "background, open", "foreground, receive"])
    }
}
