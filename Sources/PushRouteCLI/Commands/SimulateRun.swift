import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Writes results in the chosen format, a blank line between results in text and mermaid;
/// in text and mermaid, warnings also go to standard error as diagnostics. HTML is one
/// page, collected as the results come and written by `finish`.
final class SimulationOutput {
    let format: SimulateCommand.Format
    let context: CommandContext
    private var written = false
    /// With `--format html`.
    let report: SimulationHTMLReport?

    /// - Parameter variants: with two or more, the results of each cell are compared (HTML
    ///   draws the cells they differ in side by side).
    init(format: SimulateCommand.Format, context: CommandContext, settings: SimulationSettings, variants: [String] = []) {
        self.format = format
        self.context = context
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
        if written && format != .json { context.standardOutput.write("\n") }
        written = true
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
}

/// One simulate invocation over payload files: every payload, every chosen cell.
struct SimulateRun {
    var settings: SimulationSettings
    var cells: [Cell]
    var output: SimulationOutput
    /// Other settings each cell also runs with, as variants 1, 2, … of a comparison
    /// (`settings` is variant 0; `SimulationOutput` names them).
    var comparedWith: [SimulationSettings] = []

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
        for cell in cells {
            for (variant, settings) in ([settings] + comparedWith).enumerated() {
                output.emit(CellSimulator.run(push, in: cell, settings: settings), variant: variant)
            }
        }
    }
}
