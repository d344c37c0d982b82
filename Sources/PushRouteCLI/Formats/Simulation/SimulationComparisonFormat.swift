import PushRouteCore
import PushRouteSimulator

/// `simulate --compare-sdk A,B` (or `--compare-app A,B`) in text: one cell (or scenario)
/// under two Leanplum releases (or app profiles),
/// the traces side by side in two wrapped columns, aligned call by call. The gutter says
/// how each row compares, as `diff -y` does: blank (the same), `|` (different), `<` (only in
/// the first release), `>` (only in the second). The verdicts (`verdicts`) come first.
public struct SimulationComparisonFormat {
    public var style: ANSIStyle
    /// The width of each column: half of the line's width (`TerminalWidth`) less the margin
    /// and the gutter, at least 20.
    public var columnWidth: Int

    /// The width of a line: the verdicts wrap at it.
    public var width: Int

    public init(style: ANSIStyle, width: Int = TerminalWidth.fallback) {
        self.style = style
        columnWidth = max(20, (width - 5) / 2)
        self.width = 2 * columnWidth + 5
    }

    /// One line per cell (or scenario line) that differs, under a heading naming the input
    /// and the two sides: `  not-running, open: clevertap twice → once; cold-start-twice gone`.
    public func verdicts(_ label: String, pairName: String, _ differences: [[ComparisonDifference]], isScenario: Bool)
        -> String
    {
        let count = differences.count
        let what =
            isScenario ? "the scenario differs" : "\(count) cell\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")"
        var text = ""
        for line in Self.wrap(TerminalEscaping.escaped("\(label): \(what) between \(pairName)"), width: width) {
            text += style.bold(line) + "\n"
        }
        for difference in differences.joined() {
            for line in Self.wrap(TerminalEscaping.escaped(difference.summary), width: width - 2) {
                text += "  " + line + "\n"
            }
        }
        return text
    }

    /// The two results side by side under `labels` (default: their Leanplum releases).
    public func render(_ first: SimulationResult, _ second: SimulationResult, labels: (String, String)? = nil) -> String
    {
        var text = style.bold(heading(first)) + "\n"
        let (left, right) =
            labels.map { (TerminalEscaping.escaped($0.0), TerminalEscaping.escaped($0.1)) }
            ?? (first.leanplumName, second.leanplumName)
        text += row(left, right, gutter: " ")
        let warningsAt = (first.warningsByStep, second.warningsByStep)
        for segment in Self.segments(first, second) {
            if let title = segment.title { text += "  " + style.dim(title) + "\n" }
            for aligned in SDKComparison.align(
                segment.first.map { first.trace[$0] }, segment.second.map { second.trace[$0] })
            {
                let left = aligned.first.map { stepText(first, segment.first[$0], warningsAt.0) } ?? ""
                let right = aligned.second.map { stepText(second, segment.second[$0], warningsAt.1) } ?? ""
                let gutter = aligned.same ? " " : aligned.first == nil ? ">" : aligned.second == nil ? "<" : "|"
                text += row(left, right, gutter: gutter)
            }
        }
        let withNotes = !first.notes.isEmpty || !second.notes.isEmpty
        let outcomes = zip(outcomeLines(first, withNotes: withNotes), outcomeLines(second, withNotes: withNotes))
        for (left, right) in outcomes { text += row(left, right, gutter: left == right ? " " : "|") }
        return text
    }

    /// A part of both traces to align on its own: the whole trace of a cell, or one scenario
    /// step's part when both runs have the same steps.
    private struct Segment {
        var title: String?
        var first: [Int]
        var second: [Int]
    }

    private static func segments(_ a: SimulationResult, _ b: SimulationResult) -> [Segment] {
        let sameSteps =
            a.sections.map(\.title) == b.sections.map(\.title) && a.sections.map(\.line) == b.sections.map(\.line)
        guard a.isScenario, sameSteps, !a.sections.isEmpty else {
            return [Segment(title: nil, first: Array(a.trace.indices), second: Array(b.trace.indices))]
        }
        func ranges(_ result: SimulationResult) -> [[Int]] {
            result.sections.indices.map { index in
                let end = index + 1 < result.sections.count ? result.sections[index + 1].firstStep : result.trace.count
                return Array(result.sections[index].firstStep..<end)
            }
        }
        return zip(a.sections, zip(ranges(a), ranges(b))).map { section, steps in
            Segment(
                title: "-- line \(section.line): \(TerminalEscaping.escaped(section.title))", first: steps.0,
                second: steps.1)
        }
    }

    /// `N. actor → call — note`, with the warning codes raised at the step.
    private func stepText(_ result: SimulationResult, _ index: Int, _ warningsAt: [Int: [RaisedWarning]]) -> String {
        let step = result.trace[index]
        var text = "\(index + 1). \(step.actor.rawValue) → \(TerminalEscaping.escaped(step.call))"
        if let note = step.note { text += " — " + TerminalEscaping.escaped(note) }
        return text + SimulationTextFormat.marks(warningsAt[index] ?? [], style: ANSIStyle(enabled: false))
    }

    /// Who handled each push, the warning codes and (`withNotes`) the note codes.
    private func outcomeLines(_ result: SimulationResult, withNotes: Bool) -> [String] {
        var lines = result.pushes.map { push in
            let outcome = "handler: \(push.handler.rawValue); woken: \(push.woken ? "yes" : "no")"
            return result.isScenario
                ? "line \(push.scenarioLine ?? 0) (\(push.event.rawValue), \(push.state.rawValue)): " + outcome
                : outcome
        }
        let hazards = result.hazards.map(\.warning.code.rawValue)
        lines.append("warnings: " + (hazards.isEmpty ? "none" : hazards.joined(separator: ", ")))
        let notes = result.notes.map(\.warning.code.rawValue)
        if withNotes { lines.append("notes: " + (notes.isEmpty ? "none" : notes.joined(separator: ", "))) }
        return lines
    }

    /// Two texts wrapped into their columns, line by line.
    private func row(_ left: String, _ right: String, gutter: String) -> String {
        let width = columnWidth
        let leftLines = Self.wrap(left, width: width)
        let rightLines = Self.wrap(right, width: width)
        var text = ""
        for index in 0..<max(leftLines.count, rightLines.count) {
            let leftLine = index < leftLines.count ? leftLines[index] : ""
            let rightLine = index < rightLines.count ? rightLines[index] : ""
            let mark = index == 0 ? gutter : " "
            let line =
                "  " + leftLine + String(repeating: " ", count: width - leftLine.count) + " " + mark + " " + rightLine
            text += String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)]) + "\n"
        }
        return text
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word is cut);
    /// lines after the first are indented by four.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        func indent() -> String { lines.isEmpty ? "" : "    " }
        for piece in text.split(separator: " ") {
            var word = Substring(piece)
            if !line.isEmpty && line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while indent().count + word.count > width {
                let room = width - indent().count
                lines.append(indent() + word.prefix(room))
                word = word.dropFirst(room)
            }
            line = indent() + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private func heading(_ result: SimulationResult) -> String {
        guard !result.isScenario, let push = result.push else { return TerminalEscaping.escaped(result.input) + ":" }
        let label = PayloadLabel.text(file: push.input, line: push.location.line)
        return "\(TerminalEscaping.escaped(label)): \(push.state.rawValue), \(push.event.rawValue)"
    }
}
