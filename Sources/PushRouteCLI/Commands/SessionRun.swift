import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator

/// `session`'s reading of its log and its notes (pushroute(1), SESSION).
enum SessionRun {
    static func analyze(_ bytes: [UInt8], file: String, settings: SimulationSettings, context: CommandContext) -> SessionAnalysis {
        let read = SessionLogReading.read(bytes, file: file)
        if let summary = read.summary { context.report([summary]) }
        return SessionLogReading.analyze(read, settings: settings)
    }

    /// What the log could not show, and, without `--app`, the SDK defaults the predictions used.
    static func notes(_ analysis: SessionAnalysis, file: String, settings: SimulationSettings, appGiven: Bool) -> [Diagnostic] {
        var notes = analysis.levels.hints.map { Diagnostic(file: file, at: nil, severity: .note, rule: nil, message: $0) }
        if !appGiven {
            let defaults = SimulationSetting.all.map { "\($0.key) \(text($0.json(settings)))" }.joined(separator: ", ")
            notes.append(
                Diagnostic(
                    file: "pushroute", at: nil, severity: .note, rule: nil,
                    message: "no --app: the predictions use the SDK defaults: \(defaults)"))
        }
        return notes
    }

    private static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): String(flag)
        case .null: "none"
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
