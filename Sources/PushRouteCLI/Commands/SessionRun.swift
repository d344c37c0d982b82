import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator

/// `session`'s reading of its log and its notes (pushroute(1), SESSION).
enum SessionRun {
    /// `uncertain`: the profile keys the app's repository read with a doubt or left unknown,
    /// searched first for explanations.
    static func analyze(
        _ bytes: [UInt8], file: String, settings: SimulationSettings, uncertain: Set<String>, context: CommandContext
    ) -> SessionAnalysis {
        let read = SessionLogReading.read(bytes, file: file)
        if let summary = read.summary { context.report([summary]) }
        return SessionLogReading.analyze(read, settings: settings, unknownKeys: uncertain)
    }

    /// What the log could not show; the settings the log states (and the value each replaced);
    /// and, without `--app`, the SDK defaults the predictions used for the rest.
    /// `flagged`: the keys of the settings' options given.
    static func notes(_ analysis: SessionAnalysis, file: String, appGiven: Bool, flagged: Set<String>) -> [Diagnostic] {
        var notes = analysis.levels.hints.map { Diagnostic(file: file, at: nil, severity: .note, rule: nil, message: $0) }
        if !analysis.facts.facts.isEmpty {
            let stated = analysis.facts.facts.map { fact in
                "\(fact.key) \(fact.text) (line \(fact.line)" + (analysis.overridden[fact.key].flatMap { $0 == .null ? nil : ", not \(text($0))" } ?? "") + ")"
            }
            notes.append(
                Diagnostic(
                    file: file, at: nil, severity: .note, rule: nil,
                    message: "the predictions use what the log states: " + stated.joined(separator: ", ")))
        }
        if !appGiven {
            let defaults = SimulationSetting.all.filter { !analysis.facts.keys.contains($0.key) && !flagged.contains($0.key) }
                .map { "\($0.key) \(text($0.json(analysis.settings)))" }.joined(separator: ", ")
            notes.append(
                Diagnostic(
                    file: "pushroute", at: nil, severity: .note, rule: nil,
                    message: "no --app: \(flagged.isEmpty ? "" : "apart from the options given, ")the predictions use the SDK defaults: \(defaults)"))
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
