import PushRouteCore
import PushRouteReader
import PushRouteSession

/// One push of `pushroute session`, as text or as one line of JSON
/// (docs/schemas/session.schema.json).
struct SessionRecord {
    let report: SessionPushReport

    private var episode: SessionEpisode { report.episode }

    func writeJSON(to sink: OutputSink) {
        let writer = JanssonObjectWriter()
        writer.field("log", string: episode.file)
        writer.field("line", integer: episode.line)
        writer.field("handler", value: report.handler.map { .string($0.rawValue) } ?? .null)
        writer.field("state", value: report.observed.state.map { .string($0.rawValue) } ?? .null)
        writer.field("event", value: report.observed.event.map { .string($0.rawValue) } ?? .null)
        writer.field("observed", value: Self.json(report.observed.outcome))
        writer.field("predicted", value: report.predicted.map(Self.json) ?? .null)
        writer.field("verdict", string: report.verdict.rawValue)
        writer.field("explanations", value: .array(report.explanations.map(Self.json)))
        writer.field("evidence", value: .array(evidenceLines.map { .integer(Int64($0)) }))
        var decided = JSONObject()
        for (field, lines) in report.observed.evidence {
            decided.members.append(.init(key: field, value: .array(lines.map { .integer(Int64($0)) })))
        }
        writer.field("decided_by", value: .object(decided))
        writer.field("episode", value: .array(episode.events.map(Self.json)))
        writer.write(style: .record, to: sink)
        sink.write("\n")
    }

    /// The push's line and the lines that decide a field.
    private var evidenceLines: [Int] {
        Array(Set(report.observed.evidenceLines + [episode.push?.start.line].compactMap { $0 })).sorted()
    }

    private static func json(_ outcome: SessionOutcome) -> JSONValue {
        var object = JSONObject()
        object.field("leanplum", value: .object(handled(outcome.leanplumHandled)))
        object.field("clevertap", value: .object(handled(outcome.cleverTapHandled)))
        object.field("deep_link_opened", value: outcome.deepLinkOpened.map(JSONValue.bool) ?? .null)
        return .object(object)
    }

    private static func json(_ explanation: SessionExplanation) -> JSONValue {
        var object = JSONObject()
        object.field("setting", string: explanation.setting)
        object.field("value", value: explanation.value)
        object.field("also", value: .array(explanation.alsoValues))
        object.field("says", string: explanation.says)
        return .object(object)
    }

    private static func handled(_ count: Int?) -> JSONObject {
        var object = JSONObject()
        object.field("handled", value: count.map { .integer(Int64($0)) } ?? .null)
        return object
    }

    private static func json(_ item: (event: LogEvent, rule: SessionJoinRule)) -> JSONValue {
        var object = JSONObject()
        object.field("line", integer: item.event.location.line)
        object.field("kind", string: item.event.kind.rawValue)
        object.field("source", string: item.event.source.rawValue)
        object.field("join", string: item.rule.rawValue)
        return .object(object)
    }

    /// For a difference, its explanation; the changes that each explain it when several do
    /// (the log does not tell them apart); or that no single change explains it.
    private func writeExplanations(to sink: OutputSink) {
        guard report.verdict == .differs else { return }
        switch report.explanations.count {
        case 0:
            sink.write("  explanation: none: no setting or release changed alone makes the model predict what the log shows\n")
        case 1:
            sink.write("  explanation: ")
            sink.write(escaping: report.explanations[0].says)
            sink.write("\n")
        default:
            sink.write("  explanations: each of these \(report.explanations.count) changes alone makes the model predict what the log shows; ")
            sink.write("the log does not tell them apart\n")
            for explanation in report.explanations {
                sink.write("    with ")
                sink.write(escaping: explanation.change)
                sink.write(": \(explanation.predicted)\n")
            }
        }
    }

    /// `log.txt:12: differs (handler clevertap, not-running, open)`, then observed against
    /// predicted, then each evidence line.
    func writeText(style: ANSIStyle, to sink: OutputSink) {
        style.writeBold(to: sink) {
            sink.write(escaping: episode.file)
            sink.write(":")
            sink.write(integer: episode.line)
            sink.write(": ")
            sink.write(report.verdict.rawValue)
        }
        sink.write(" (handler \(report.handler?.rawValue ?? "unknown, no payload printed"), ")
        sink.write("state \(report.observed.state?.rawValue ?? "unknown"), event \(report.observed.event?.rawValue ?? "unknown"))\n")
        sink.write("  observed:  \(report.observed.outcome)\n")
        sink.write("  predicted: \(report.predicted.map(\.description) ?? "none (no payload printed, or state or event unknown)")\n")
        if !report.observed.evidence.isEmpty {
            let decided = report.observed.evidence.map { "\($0.field) \($0.lines.map(String.init).joined(separator: ","))" }
            sink.write("  decided by lines: \(decided.joined(separator: "; "))\n")
        }
        writeExplanations(to: sink)
        if let push = episode.push {
            sink.write("  ")
            sink.write(escaping: push.file)
            sink.write(":\(push.start.line): the payload\n")
        }
        for item in episode.events where evidenceLines.contains(item.event.location.line) {
            sink.write("  ")
            sink.write(escaping: item.event.file)
            sink.write(":\(item.event.location.line): \(item.event.source.rawValue) \(item.event.kind.rawValue) (\(item.rule.rawValue))\n")
        }
    }
}
