import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Writes results in the chosen format, a blank line between results in text and mermaid;
/// in text and mermaid, warnings also go to standard error as diagnostics. With
/// `--compare-sdk` or `--compare-app`, a pair of results is written only when they differ.
/// HTML is one page, collected as the results come and written by `finish`; with a
/// comparison it draws the cells the two sides differ in side by side.
final class SimulationOutput {
    let format: SimulateCommand.Format
    let compare: SettingsComparison?
    let context: CommandContext
    private var written = false
    /// With `--format html`.
    let report: SimulationHTMLReport?

    init(format: SimulateCommand.Format, compare: SettingsComparison?, context: CommandContext, settings: SimulationSettings) {
        self.format = format
        self.compare = compare
        self.context = context
        let variants = compare.map { [$0.firstLabel, $0.secondLabel] } ?? []
        report = format == .html
            ? SimulationHTMLReport(variantLabels: variants, settings: SimulationHTMLReport.describe(settings)) : nil
    }

    /// A payload starts (HTML shows it, normalized, with its repairs or errors).
    func beginPayload(_ payload: ReadPayload, sourceLine: (Int) -> String?) {
        report?.beginPayload(payload, sourceLine: sourceLine)
    }

    func beginScenario(_ file: String, settings: SimulationSettings) { report?.beginScenario(file, settings: settings) }

    /// Writes what was collected (the HTML page).
    func finish() {
        if let report { context.standardOutput.write(report.render()) }
    }

    func emit(_ result: SimulationResult, variant: Int = 0) {
        if let report { return report.add(result, variant: variant) }
        separate()
        switch format {
        case .text:
            context.standardOutput.write(SimulationTextFormat(style: ANSIStyle(enabled: context.colorOutput)).render(result))
        case .json:
            Jansson.encode(SimulationJSONFormat.object(result), style: .record, to: context.standardOutput)
            context.standardOutput.write("\n")
        case .mermaid:
            context.standardOutput.write(SimulationMermaidFormat.render(result))
        case .html: break
        }
        if format != .json { context.report(result.diagnostics(), showRule: true) }
    }

    /// Runs `simulate` on both sides; writes the pair when they differ. Returns whether
    /// they did.
    @discardableResult
    func emitComparison(_ compare: SettingsComparison, _ simulate: (SimulationSettings) -> SimulationResult?, base: SimulationSettings) -> Bool {
        let (firstSettings, secondSettings) = compare.sides(base)
        return emitPair(compare, simulate(firstSettings), simulate(secondSettings))
    }

    /// Writes two results side by side when they differ (HTML takes both, and draws a cell
    /// they agree on once). Returns whether they differ.
    func emitPair(_ compare: SettingsComparison, _ first: SimulationResult?, _ second: SimulationResult?) -> Bool {
        guard let first, let second else { return false }
        if let report {
            report.add(first, variant: 0)
            report.add(second, variant: 1)
            return SDKComparison.differ(first, second)
        }
        guard SDKComparison.differ(first, second) else { return false }
        switch format {
        case .text:
            separate()
            let labels = (compare.firstLabel, compare.secondLabel)
            context.standardOutput.write(
                SimulationComparisonFormat(style: ANSIStyle(enabled: context.colorOutput)).render(first, second, labels: labels))
        case .json, .mermaid, .html:
            // The two results one after the other, each naming its side.
            emitQuietly(first)
            emitQuietly(second)
        }
        return true
    }

    /// Says that nothing differed for `input`.
    func noDifference(_ input: String, _ compare: SettingsComparison) {
        guard format == .text else { return }
        separate()
        context.standardOutput.write(TerminalEscaping.escaped("\(input): no cell differs between \(compare.pairName)") + "\n")
    }

    /// A result without its diagnostics (the comparison shows the warnings in place).
    private func emitQuietly(_ result: SimulationResult) {
        separate()
        if format == .json {
            Jansson.encode(SimulationJSONFormat.object(result), style: .record, to: context.standardOutput)
            context.standardOutput.write("\n")
        } else {
            context.standardOutput.write(SimulationMermaidFormat.render(result))
        }
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

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = output.context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        var pushID = 0
        bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            PayloadReader(locateKeys: false).readDocument(text, file: input.displayName) { payload in
                output.context.report(payload.diagnostics) { lines.lineText($0) }
                output.beginPayload(payload) { lines.lineText($0) }
                guard let value = payload.value else { return status = .failure }
                pushID += 1
                let push = Push(id: pushID, userInfo: value, source: payload.file, location: payload.start)
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
        var differing = 0
        for cell in cells where output.emitComparison(compare, { CellSimulator.run(push, in: cell, settings: $0) }, base: settings) {
            differing += 1
        }
        if differing == 0 {
            let label = push.location.line > 1 ? "\(push.source):\(push.location.line)" : push.source
            output.noDifference(label, compare)
        }
    }
}
