import PushRouteCore
import PushRouteSimulator

/// Where everything of one sequence diagram goes, computed by pushroute (no script, no
/// layout engine): columns from the lifeline labels, one row per step (its call above the
/// arrow, its note wrapped below it), a row per warning after the step it arose at, and a
/// heading row per scenario step.
///
/// Text is drawn in a monospaced font and measured as `TextWrap.columns` × `advance` of the
/// font size: 0.6 em is the advance of DejaVu Sans Mono and Menlo and more than Consolas',
/// so text never runs past the box computed for it.
struct SequenceDiagramLayout {
    /// Sizes in CSS pixels.
    enum Metrics {
        static let advance = 0.6
        static let callSize = 12.0
        static let noteSize = 11.0
        static let labelSize = 12.0
        static let margin = 12.0
        static let headerHeight = 28.0
        static let labelPadding = 10.0
        /// Between two lifeline boxes.
        static let columnGap = 22.0
        static let lineHeight = 14.0
        /// A call wraps at this many columns, a note or a warning at `noteColumns`.
        static let callColumns = 72
        static let noteColumns = 52
        static let selfLoopWidth = 26.0

        static func width(_ text: String, size: Double) -> Double { Double(TextWrap.columns(text)) * advance * size }
    }

    struct Lifeline {
        var actor: TraceActor
        var x: Double
        var boxWidth: Double
    }

    /// One step: an arrow from `fromX` to `toX` (a loop when they are equal) at `arrowY`.
    struct Arrow {
        var index: Int
        var step: TraceStep
        var fromX: Double
        var toX: Double
        var arrowY: Double
        /// Where the call's lines and the note start.
        var textX: Double
        var callLines: [String]
        var noteLines: [String]
        /// The note box's top.
        var noteY: Double
        var noteWidth: Double
        /// Warnings raised at this step.
        var hazard: Bool

        var isSelfCall: Bool { fromX == toX }
    }

    struct Warning {
        var warning: RaisedWarning
        var y: Double
        var lines: [String]
        var height: Double
    }

    enum Row {
        case arrow(Arrow)
        case warning(Warning)
        /// A scenario step, or "no app code runs".
        case heading(text: String, y: Double, muted: Bool)
    }

    var lifelines: [Lifeline]
    var rows: [Row] = []
    var width: Double = 0
    var height: Double = 0
    /// Left of the first lifeline: the step numbers.
    var numberWidth: Double

    var arrows: [Arrow] { rows.compactMap { if case .arrow(let arrow) = $0 { arrow } else { nil } } }

    /// Lays out `result` with `actors` as the lifelines, left to right.
    init(_ result: SimulationResult, actors: [TraceActor]) {
        typealias M = Metrics
        numberWidth = M.width(String(max(result.trace.count, 1)), size: M.noteSize) + 10
        var x = M.margin + numberWidth
        lifelines = actors.map { actor in
            let box = M.width(actor.lifelineLabel, size: M.labelSize) + 2 * M.labelPadding
            defer { x += box + M.columnGap }
            return Lifeline(actor: actor, x: x + box / 2, boxWidth: box)
        }
        width = (lifelines.last.map { $0.x + $0.boxWidth / 2 } ?? x) + M.margin
        for (index, step) in result.trace.enumerated() {
            let arrow = place(step, index: index, y: 0, hazard: false)
            width = max(width, arrow.textX + textWidth(arrow) + M.margin)
        }
        var y = M.margin + M.headerHeight + 10
        var sections = result.sections[...]
        let warningsAt = Dictionary(grouping: result.warnings, by: { $0.step ?? -1 })
        if result.trace.isEmpty && result.sections.isEmpty {
            rows.append(.heading(text: "no app code runs", y: y, muted: true))
            y += 30
        }
        placeWarnings(warningsAt[-1] ?? [], y: &y)
        for (index, step) in result.trace.enumerated() {
            while let section = sections.first, section.firstStep <= index {
                rows.append(.heading(text: "line \(section.line): \(section.title)", y: y, muted: false))
                y += 26
                sections = sections.dropFirst()
            }
            let arrow = place(
                step, index: index, y: y, hazard: warningsAt[index]?.contains(where: \.warning.isHazard) == true)
            rows.append(.arrow(arrow))
            y = arrow.noteLines.isEmpty ? arrow.noteY + 4 : arrow.noteY + noteHeight(arrow.noteLines) + 8
            placeWarnings(warningsAt[index] ?? [], y: &y)
        }
        for section in sections {
            rows.append(.heading(text: "line \(section.line): \(section.title)", y: y, muted: false))
            y += 26
        }
        height = y + M.margin
    }

    /// Warnings go below their step, across the diagram, wrapped to the width the steps
    /// gave it (at least `noteColumns`, which may widen it).
    private mutating func placeWarnings(_ warnings: [RaisedWarning], y: inout Double) {
        typealias M = Metrics
        for raised in warnings {
            let available = width - 2 * M.margin - 34
            let columns = max(M.noteColumns, Int(available / (M.advance * M.noteSize)))
            width = max(width, 2 * M.margin + 34 + Double(columns) * M.advance * M.noteSize)
            let lines =
                ["\(raised.warning.severity.rawValue) [\(raised.warning.code.rawValue)]"]
                + TextWrap.lines(HTMLText.visible(raised.warning.message), width: columns)
            let height = Double(lines.count) * M.lineHeight + 10
            rows.append(.warning(Warning(warning: raised, y: y + 2, lines: lines, height: height)))
            y += height + 8
        }
    }

    private func place(_ step: TraceStep, index: Int, y: Double, hazard: Bool) -> Arrow {
        typealias M = Metrics
        let fromX = x(of: step.actor)
        let toX = x(of: step.target)
        let callLines = TextWrap.lines(HTMLText.visible(step.call), width: M.callColumns)
        let arrowY = y + Double(callLines.count) * M.lineHeight + 6
        let noteLines = step.note.map { TextWrap.lines(HTMLText.visible($0), width: M.noteColumns) } ?? []
        let noteY = arrowY + (fromX == toX ? 19 : 6)
        let noteWidth = (noteLines.map { M.width($0, size: M.noteSize) }.max() ?? 0) + 12
        return Arrow(
            index: index, step: step, fromX: fromX, toX: toX, arrowY: arrowY, textX: min(fromX, toX) + 6,
            callLines: callLines, noteLines: noteLines, noteY: noteY, noteWidth: noteWidth, hazard: hazard)
    }

    /// The widest of the call's lines, its note, and a loop.
    private func textWidth(_ arrow: Arrow) -> Double {
        let call = arrow.callLines.map { Metrics.width($0, size: Metrics.callSize) }.max() ?? 0
        let loop = arrow.isSelfCall ? Metrics.selfLoopWidth : 0
        return max(call, arrow.noteLines.isEmpty ? 0 : arrow.noteWidth, loop)
    }

    func noteHeight(_ lines: [String]) -> Double { Double(lines.count) * Metrics.lineHeight + 6 }

    /// The lifeline's centre; an actor without one (never, with the actors a report chooses)
    /// is drawn at the right edge.
    private func x(of actor: TraceActor) -> Double {
        lifelines.first { $0.actor == actor }?.x ?? (lifelines.last?.x ?? Metrics.margin)
    }
}

extension TraceActor {
    /// A lifeline's label: the actor, and for the service extension's the process it runs in.
    var lifelineLabel: String { isExtension ? rawValue + " [extension process]" : rawValue }
}
