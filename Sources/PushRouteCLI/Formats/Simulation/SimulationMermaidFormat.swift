import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --format mermaid`: a `sequenceDiagram` per cell (or scenario), after a `%%`
/// comment naming it; several are each fenced (`fenced`). Notes hold what the callee decided; warnings close the diagram.
public enum SimulationMermaidFormat {
    public static func render(_ result: SimulationResult) -> String {
        var lines = ["%% " + TerminalEscaping.escaped(title(result))]
        // The count the text heading gives as `repaired (N)` (issue 37).
        if let repairs = result.push?.repairs, repairs > 0 { lines.append("%% repaired (\(repairs))") }
        lines.append("sequenceDiagram")
        let actors = TraceActor.allCases.filter { actor in
            actor == .iOS || result.trace.contains { $0.actor == actor || $0.target == actor }
        }
        let inExtension = actors.filter(\.isExtension)
        for actor in actors {
            // The service extension's lifelines are boxed as a process of their own.
            if actor == inExtension.first { lines.append("    box extension process") }
            lines.append("    participant \(actor.rawValue)")
            if actor == inExtension.last { lines.append("    end") }
        }
        let span = actors.count > 1 ? "\(actors.first!.rawValue),\(actors.last!.rawValue)" : TraceActor.iOS.rawValue
        var sections = result.sections[...]
        let warningsAt = result.warningsByStep
        for (index, step) in result.trace.enumerated() {
            while let section = sections.first, section.firstStep <= index {
                lines.append("    Note over \(span): " + escape("line \(section.line): \(section.title)"))
                sections = sections.dropFirst()
            }
            let arrow = step.isReply ? "-->>" : "->>"
            lines.append("    \(step.actor.rawValue)\(arrow)\(step.target.rawValue): " + escape(step.call))
            if let note = step.note { lines.append("    Note over \(step.target.rawValue): " + escape(note)) }
            for raised in warningsAt[index] ?? [] {
                lines.append("    Note over \(span): " + escape(warningText(raised)))
            }
        }
        for section in sections {
            lines.append("    Note over \(span): " + escape("line \(section.line): \(section.title)"))
        }
        if result.trace.isEmpty && result.sections.isEmpty {
            lines.append("    Note over iOS: no app code runs")
        }
        for raised in result.warnings where raised.step == nil {
            lines.append("    Note over \(span): " + escape(warningText(raised)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The diagram as a Markdown block, after a heading line naming it: what `simulate`
    /// writes for each of several diagrams, so that the whole output pastes into one
    /// Markdown document.
    ///
    ///     ### samples/p.json: not-running, open (Leanplum 6.6.1)
    ///
    ///     ```mermaid
    ///     %% samples/p.json: not-running, open (Leanplum 6.6.1)
    ///     sequenceDiagram
    ///     ...
    ///     ```
    public static func fenced(_ result: SimulationResult) -> String {
        "### " + TerminalEscaping.escaped(title(result)) + "\n\n```mermaid\n" + render(result) + "```\n"
    }

    /// `warning [code] message` (`error [...]` for an error-level hazard).
    private static func warningText(_ raised: RaisedWarning) -> String {
        "\(raised.warning.severity.rawValue) [\(raised.warning.code.rawValue)] \(raised.warning.message)"
    }

    private static func title(_ result: SimulationResult) -> String {
        let release = result.leanplumName + (result.profile.map { ", app \($0)" } ?? "")
        guard !result.isScenario, let push = result.push else { return "scenario \(result.input) (\(release))" }
        let label = PayloadLabel.text(file: push.input, line: push.location.line)
        return "\(label): \(push.state.rawValue), \(push.event.rawValue) (\(release))"
    }

    /// Mermaid ends a statement at `;` and reads `#…;` as an entity: write both as entities,
    /// and a backtick too, so that no text ends the Markdown fence of `fenced`.
    /// Control and bidirectional characters are escaped first (`TerminalEscaping`), so that
    /// a line break in the input cannot end a statement either.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in TerminalEscaping.escaped(text) {
            switch character {
            case "#": escaped += "#35;"
            case ";": escaped += "#59;"
            case "`": escaped += "#96;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
