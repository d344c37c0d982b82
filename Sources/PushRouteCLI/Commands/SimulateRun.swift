import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Writes results in the chosen format, a blank line between results in text and mermaid;
/// in text and mermaid, warnings also go to standard error as diagnostics.
final class SimulationOutput {
    let format: SimulateCommand.Format
    let context: CommandContext
    private var written = false

    init(format: SimulateCommand.Format, context: CommandContext) {
        self.format = format
        self.context = context
    }

    func emit(_ result: SimulationResult) {
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
        }
        if format != .json { context.report(result.diagnostics(), showRule: true) }
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
            output.emit(CellSimulator.run(push, in: cell, settings: settings))
        }
    }
}
