import Testing

@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteSimulator

/// The layout pushroute computes for a diagram: columns from the labels, one arrow per step
/// in trace order, rows that do not overlap, text wrapped within its width, warnings under
/// their step.
@Suite struct SequenceDiagramLayoutTests {
    typealias M = SequenceDiagramLayout.Metrics

    static let actors = TraceActor.allCases

    /// Every sample kind of the matrix, in every cell, with and without `--legacy` and the
    /// late CleverTap instance.
    static func results() throws -> [SimulationResult] {
        try SimulatorMatrixTests.kinds.flatMap { kind in
            let push = try SimulatorMatrixTests.push(kind)
            return Cell.all.flatMap { cell in
                [false, true].flatMap { legacy in
                    InstanceReadiness.allCases.map { instance in
                        var settings = SimulationSettings()
                        settings.legacy = legacy
                        settings.instance = instance
                        return CellSimulator.run(push, in: cell, settings: settings)
                    }
                }
            }
        }
    }

    @Test func columnsComeFromTheLabels() {
        let layout = SequenceDiagramLayout(try! Self.results()[0], actors: Self.actors)
        for (lifeline, actor) in zip(layout.lifelines, Self.actors) {
            #expect(
                lifeline.boxWidth == Double(actor.lifelineLabel.count) * M.advance * M.labelSize + 2 * M.labelPadding)
        }
        for (left, right) in zip(layout.lifelines, layout.lifelines.dropFirst()) {
            let gap = (right.x - right.boxWidth / 2) - (left.x + left.boxWidth / 2)
            #expect(abs(gap - M.columnGap) < 0.001)
        }
    }

    @Test func oneArrowPerStepInOrderWithoutOverlap() throws {
        for result in try Self.results() {
            let layout = SequenceDiagramLayout(result, actors: Self.actors)
            let arrows = layout.arrows
            #expect(arrows.map(\.step) == result.trace)
            var bottom = M.margin + M.headerHeight
            for row in layout.rows {
                let (top, end) = Self.extent(row, layout: layout)
                #expect(top >= bottom, "rows overlap in \(result.push.map { "\($0.state), \($0.event)" } ?? "")")
                bottom = end
            }
            #expect(bottom <= layout.height)
        }
    }

    @Test func textStaysWithinItsWidth() throws {
        for result in try Self.results() {
            let layout = SequenceDiagramLayout(result, actors: Self.actors)
            for arrow in layout.arrows {
                #expect(arrow.callLines.allSatisfy { TextWrap.columns($0) <= M.callColumns })
                #expect(arrow.noteLines.allSatisfy { TextWrap.columns($0) <= M.noteColumns })
                let widest = arrow.callLines.map { M.width($0, size: M.callSize) }.max() ?? 0
                #expect(arrow.textX + widest <= layout.width)
                #expect(arrow.textX - 4 + arrow.noteWidth <= layout.width)
                #expect(
                    arrow.callLines.joined(separator: " ").split(separator: " ")
                        == arrow.step.call.split(separator: " "))
            }
        }
    }

    /// A warning sits right after the step it arose at, and marks that step.
    @Test func warningsSitUnderTheirStep() throws {
        for result in try Self.results() where !result.warnings.isEmpty {
            let layout = SequenceDiagramLayout(result, actors: Self.actors)
            var lastStep: Int?
            var placed: [(RaisedWarning, Int?)] = []
            for row in layout.rows {
                switch row {
                case .arrow(let arrow): lastStep = arrow.index
                case .warning(let warning): placed.append((warning.warning, lastStep))
                case .heading: break
                }
            }
            let byStep = result.warnings.enumerated().sorted { a, b in
                (a.element.step ?? -1, a.offset) < (b.element.step ?? -1, b.offset)
            }
            #expect(placed.map(\.0) == byStep.map(\.element))
            #expect(placed.allSatisfy { $0.0.step == $0.1 })
            let hazards = Set(layout.arrows.filter(\.hazard).map(\.index))
            #expect(hazards == Set(result.warnings.compactMap(\.step)))
        }
    }

    @Test func longPayloadTextWraps() {
        let link = "shop://" + String(repeating: "very-long-path/", count: 20)
        let step = TraceStep(
            actor: .cleverTap, target: .iOS, call: "UIApplication.shared.open(\"\(link)\")", note: "deep link " + link)
        let result = SimulationResult(
            input: "t", leanplumSDK: .newest, pushes: [], trace: [step], sections: [], warnings: [], isScenario: false)
        let arrow = SequenceDiagramLayout(result, actors: Self.actors).arrows[0]
        #expect(arrow.callLines.count == 5)
        #expect(arrow.noteLines.count == 7)
        #expect(arrow.noteLines.joined().replacing(" ", with: "") == ("deep link " + link).replacing(" ", with: ""))
    }

    /// The top and bottom of what a row draws.
    static func extent(_ row: SequenceDiagramLayout.Row, layout: SequenceDiagramLayout) -> (Double, Double) {
        switch row {
        case .arrow(let arrow):
            let top = arrow.arrowY - 6 - Double(arrow.callLines.count) * M.lineHeight
            let loop = arrow.isSelfCall ? arrow.arrowY + 15 : arrow.arrowY + 5
            return (top, arrow.noteLines.isEmpty ? loop : arrow.noteY + layout.noteHeight(arrow.noteLines))
        case .warning(let warning): return (warning.y, warning.y + warning.height)
        case .heading(_, let y, _): return (y, y + 22)
        }
    }
}
