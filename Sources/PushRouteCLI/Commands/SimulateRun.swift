import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Writes results in the chosen format, a blank line between results in text; Mermaid
/// diagrams, when there are several, each in a fenced block under a heading line;
/// in text and mermaid, warnings also go to standard error as diagnostics. With
/// `--compare-sdk` or `--compare-app`, a pair of results is written only when they differ,
/// after the verdicts (`emitComparison`).
/// HTML is one page, collected as the results come and written by `finish`; with a
/// comparison it draws the cells the two sides differ in side by side.
final class SimulationOutput {
    let format: SimulateCommand.Format
    let compare: SettingsComparison?
    let context: CommandContext
    private var written = false
    /// The width of a side-by-side comparison (`TerminalWidth`).
    let width: Int
    /// With `--format html`.
    let report: SimulationHTMLReport?

    init(
        format: SimulateCommand.Format, compare: SettingsComparison?, context: CommandContext,
        settings: SimulationSettings
    ) {
        self.format = format
        self.compare = compare
        self.context = context
        width = TerminalWidth.columns(environment: context.environment, output: context.standardOutput)
        let variants = compare.map { [$0.firstLabel, $0.secondLabel] } ?? []
        report =
            format == .html
            ? SimulationHTMLReport(
                variantLabels: variants, settings: SimulationHTMLReport.describe(settings),
                date: ReportDate.current(environment: context.environment)) : nil
    }

    /// A payload starts (HTML shows it, normalized, with its repairs or errors).
    func beginPayload(_ payload: ReadPayload, sourceLine: (Int) -> String?) {
        report?.beginPayload(payload, sourceLine: sourceLine)
    }

    func beginScenario(_ file: String, settings: SimulationSettings) { report?.beginScenario(file, settings: settings) }

    /// Writes what was collected (the HTML page; a lone Mermaid diagram, unfenced).
    func finish() {
        if let report { context.standardOutput.write(report.render()) }
        if let (result, diagnostics) = firstDiagram {
            firstDiagram = nil
            context.standardOutput.write(SimulationMermaidFormat.render(result))
            context.report(diagnostics, showRule: true)
        }
    }

    /// With `--format mermaid`, the first diagram and its diagnostics, held until a second
    /// diagram shows they must all be fenced (`SimulationMermaidFormat.fenced`), or until
    /// `finish` writes it alone as it is.
    private var firstDiagram: (SimulationResult, [Diagnostic])?
    private var diagrams = 0

    /// Writes a Mermaid diagram: the first is held; from the second on, each is fenced.
    private func writeDiagram(_ result: SimulationResult, diagnostics: [Diagnostic]) {
        diagrams += 1
        guard diagrams > 1 else { return firstDiagram = (result, diagnostics) }
        if let (first, firstDiagnostics) = firstDiagram {
            firstDiagram = nil
            context.standardOutput.write(SimulationMermaidFormat.fenced(first))
            context.report(firstDiagnostics, showRule: true)
        }
        context.standardOutput.write("\n" + SimulationMermaidFormat.fenced(result))
        context.report(diagnostics, showRule: true)
    }

    func emit(_ result: SimulationResult, variant: Int = 0) {
        if let report { return report.add(result, variant: variant) }
        if format == .mermaid { return writeDiagram(result, diagnostics: result.diagnostics()) }
        separate()
        switch format {
        case .text:
            context.standardOutput.write(
                SimulationTextFormat(style: ANSIStyle(enabled: context.colorOutput)).render(result))
        case .json:
            SimulationJSONFormat.write(result, to: context.standardOutput)
            context.standardOutput.write("\n")
        case .mermaid, .html: break
        }
        if format != .json { context.report(result.diagnostics(), showRule: true) }
    }

    /// Writes the comparison of one input (its cells, or its scenario): in text, the verdicts
    /// (one line per cell that differs) and then those cells' traces side by side; in JSON and
    /// Mermaid the two results of each cell that differs, JSON's with their `differences`;
    /// HTML takes every pair and draws a cell they agree on once. Says so in text when no
    /// cell differs. Returns whether any does.
    @discardableResult
    func emitComparison(_ compare: SettingsComparison, _ pairs: [(SimulationResult, SimulationResult)], label: String)
        -> Bool
    {
        if let report {
            for (first, second) in pairs {
                report.add(first, variant: 0)
                report.add(second, variant: 1)
            }
            return pairs.contains { SDKComparison.differ($0.0, $0.1) }
        }
        let differing = pairs.map { ($0.0, $0.1, ComparisonDifference.between($0.0, $0.1)) }.filter { !$0.2.isEmpty }
        guard !differing.isEmpty else {
            noDifference(label, compare)
            return false
        }
        switch format {
        case .text:
            let sideBySide = SimulationComparisonFormat(style: ANSIStyle(enabled: context.colorOutput), width: width)
            separate()
            let isScenario = differing[0].0.isScenario
            context.standardOutput.write(
                sideBySide.verdicts(label, pairName: compare.pairName, differing.map(\.2), isScenario: isScenario))
            for (first, second, _) in differing {
                separate()
                context.standardOutput.write(
                    sideBySide.render(first, second, labels: (compare.firstLabel, compare.secondLabel)))
            }
        case .json, .mermaid, .html:
            // The two results one after the other, each naming its side.
            for (first, second, differences) in differing {
                emitQuietly(first, differences: differences)
                emitQuietly(second, differences: differences)
            }
        }
        return true
    }

    /// Says that nothing differed for `input`.
    private func noDifference(_ input: String, _ compare: SettingsComparison) {
        guard format == .text else { return }
        separate()
        context.standardOutput.write(
            TerminalEscaping.escaped("\(input): no cell differs between \(compare.pairName)") + "\n")
    }

    /// A result without its diagnostics (the comparison shows the warnings in place).
    private func emitQuietly(_ result: SimulationResult, differences: [ComparisonDifference]) {
        guard format == .json else { return writeDiagram(result, diagnostics: []) }
        separate()
        SimulationJSONFormat.write(result, differences: differences, to: context.standardOutput)
        context.standardOutput.write("\n")
    }

    private func separate() {
        if written && format != .json { context.standardOutput.write("\n") }
        written = true
    }
}

/// One simulate invocation over payload files: every payload, every chosen cell.
struct SimulateRun {
    var settings: SimulationSettings
    var cells: [Cell]
    var output: SimulationOutput
    /// `--max-depth` and `--max-bytes`, for the payload files.
    var limits = ReaderLimits()

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = output.context.read(input, limits: limits) else { return .unreadableInput }
        if WalkedNonPayload.skipped(bytes, of: input, limits: limits, context: output.context) { return .success }
        var status = ExitStatus.success
        var pushID = 0
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            PayloadReader(limits: limits, locateKeys: false).readDocument(
                text, file: input.displayName, skipped: { output.context.report([$0]) { lines.lineText($0) } }
            ) { payload in
                output.context.report(payload.diagnostics) { lines.lineText($0) }
                output.beginPayload(payload) { lines.lineText($0) }
                guard let value = payload.value else { return status = .failure }
                pushID += 1
                var push = Push(id: pushID, userInfo: value, source: payload.file, location: payload.start)
                push.repairs = payload.diagnostics.count  // as classify's `repaired (N)` counts them
                simulate(push)
            }
        }
        return status
    }

    private func simulate(_ push: Push) {
        guard let compare = output.compare else {
            for cell in cells { output.emit(CellSimulator.run(push, in: cell, settings: settings)) }
            return
        }
        let (first, second) = compare.sides(settings)
        let pairs = cells.map { cell in
            (CellSimulator.run(push, in: cell, settings: first), CellSimulator.run(push, in: cell, settings: second))
        }
        let label = PayloadLabel.text(file: push.source, line: push.location.line)
        output.emitComparison(compare, pairs, label: label)
    }
}
