import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --format text`: numbered steps `actor → call — note`, then who handled the
/// push. Warnings go to standard error as diagnostics, notes after them; the summary names
/// the codes of the warnings and errors, and on a line of its own those of the notes.
public struct SimulationTextFormat {
    public var style: ANSIStyle

    public init(style: ANSIStyle) { self.style = style }

    public func render(_ result: SimulationResult) -> String {
        style.bold(heading(result)) + "\n" + body(result)
    }

    /// The steps, who handled the push, the warning codes and the note codes, without the heading.
    public func body(_ result: SimulationResult) -> String {
        var text = steps(result)
        if result.isScenario {
            for push in result.pushes {
                text +=
                    "  line \(push.scenarioLine ?? 0) (\(push.event.rawValue), \(push.state.rawValue)): "
                    + outcome(push) + "\n"
            }
        } else if let push = result.push {
            text += "  " + outcome(push) + "\n"
        }
        let hazards = result.hazards.map(\.warning.code.rawValue)
        if !hazards.isEmpty { text += "  " + style.magenta("warnings:") + " " + hazards.joined(separator: ", ") + "\n" }
        let notes = result.notes.map(\.warning.code.rawValue)
        if !notes.isEmpty { text += "  " + style.dim("notes: " + notes.joined(separator: ", ")) + "\n" }
        return text
    }

    /// The numbered steps alone, each on its own line (with scenario headings); a step
    /// where a hazard happens ends with its warning codes (`marks`).
    public func steps(_ result: SimulationResult) -> String {
        guard !result.trace.isEmpty || !result.sections.isEmpty else {
            return "  " + style.dim("(no app code runs)") + "\n"
        }
        let width = String(result.trace.count).count
        var text = ""
        var sections = result.sections[...]
        let warningsAt = result.warningsByStep
        let lanes = result.trace.contains { $0.process == .extension }
        for (index, step) in result.trace.enumerated() {
            while let section = sections.first, section.firstStep <= index {
                text += "  " + style.dim("-- line \(section.line): \(TerminalEscaping.escaped(section.title))") + "\n"
                sections = sections.dropFirst()
            }
            let number = String(index + 1)
            text += "  " + String(repeating: " ", count: width - number.count) + number + ". "
            if lanes { text += style.dim(Self.lane(step.process)) }
            text += Self.stepText(step, style: style)
            text += Self.marks(warningsAt[index] ?? [], style: style) + "\n"
        }
        for section in sections {
            text += "  " + style.dim("-- line \(section.line): \(TerminalEscaping.escaped(section.title))") + "\n"
        }
        return text
    }

    /// With a service extension in the trace, each step starts with its process's lifeline:
    /// `extension │ ` or `app       │ `.
    static func lane(_ process: TraceProcess) -> String {
        let width = TraceProcess.allCases.map(\.rawValue.count).max() ?? 0
        return process.rawValue + String(repeating: " ", count: width - process.rawValue.count) + " │ "
    }

    /// What ends a step's line: ` ⚠ codes` for its warnings and errors, ` (note: codes)` for
    /// its notes; empty without either.
    static func marks(_ raised: [RaisedWarning], style: ANSIStyle) -> String {
        let hazards = raised.filter(\.warning.isHazard).map(\.warning.code.rawValue)
        let notes = raised.filter { !$0.warning.isHazard }.map(\.warning.code.rawValue)
        var text = hazards.isEmpty ? "" : " " + style.magenta("⚠ " + hazards.joined(separator: ", "))
        if !notes.isEmpty { text += " " + style.dim("(note: " + notes.joined(separator: ", ") + ")") }
        return text
    }

    /// `actor → call — note`.
    static func stepText(_ step: TraceStep, style: ANSIStyle) -> String {
        var text = style.cyan(step.actor.rawValue) + " → " + TerminalEscaping.escaped(step.call)
        if let note = step.note { text += style.dim(" — " + TerminalEscaping.escaped(note)) }
        return text
    }

    /// `FILE:LINE: state, event (Leanplum 6.6.1, CleverTap 7.7.1)`: both releases modelled, and
    /// the app profile when there is one, then `; repaired (N)` for a payload read after
    /// repairs; the names escaped (`TerminalEscaping`).
    private func heading(_ result: SimulationResult) -> String {
        TerminalEscaping.escaped(unescapedHeading(result))
    }

    private func unescapedHeading(_ result: SimulationResult) -> String {
        let parts = [
            result.leanplumName, result.modelledCleverTap.map { "CleverTap \($0)" } ?? "no CleverTap SDK",
            result.profile.map { "app \($0)" },
        ]
        let named = parts.compactMap { $0 }
        let release = named.isEmpty ? "" : " (" + named.joined(separator: ", ") + ")"
        guard !result.isScenario, let push = result.push else { return result.input + release + ":" }
        let label = PayloadLabel.text(file: push.input, line: push.location.line)
        let repaired = push.repairs > 0 ? "; repaired (\(push.repairs))" : ""
        return "\(label): \(push.state.rawValue), \(push.event.rawValue)" + release + repaired
    }

    private func outcome(_ push: PushResult) -> String {
        "handler: \(push.handler.rawValue); woken: \(push.woken ? "yes" : "no")"
            + (push.wokenNote.map { " (" + TerminalEscaping.escaped($0) + ")" } ?? "")
    }
}
