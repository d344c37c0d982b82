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
        writer.field("presented", value: report.observed.presented.map(JSONValue.bool) ?? .null)
        writer.field("observed", value: Self.json(report.observed.outcome))
        writer.field("predicted", value: report.predicted.map(Self.json) ?? .null)
        writer.field("leanplum_sdk", value: report.leanplumSDK.map { .string($0.version) } ?? .null)
        writer.field("clevertap_sdk", value: report.cleverTapSDK.map { .string($0.version) } ?? .null)
        writer.field("verdict", string: report.verdict.rawValue)
        writer.field("explanations", value: .array(report.explanations.map(Self.json)))
        writer.field("evidence", value: .array(evidenceLines.map(jsonLine)))
        var decided = JSONObject()
        for (field, lines) in report.observed.evidence {
            decided.members.append(.init(key: field, value: .array(lines.map(jsonLine))))
        }
        writer.field("decided_by", value: .object(decided))
        writer.field("episode", value: .array(episode.events.map(jsonEvent)))
        writer.write(style: .record, to: sink)
        sink.write("\n")
    }

    /// The push's line and the lines that decide a field, the episode's own log first.
    private var evidenceLines: [SessionLogLine] {
        let push = episode.push.map { SessionLogLine(file: $0.file, line: $0.start.line) }
        return Array(Set(report.observed.evidenceLines + [push].compactMap { $0 })).sorted(by: ownLogFirst)
    }

    private func ownLogFirst(_ a: SessionLogLine, _ b: SessionLogLine) -> Bool {
        let (aOther, bOther) = (a.file != episode.file, b.file != episode.file)
        return aOther == bOther ? a < b : bOther
    }

    /// A line of the episode's own log as its number; of another log, `{"log", "line"}`.
    private func jsonLine(_ line: SessionLogLine) -> JSONValue {
        guard line.file != episode.file else { return .integer(Int64(line.line)) }
        var object = JSONObject()
        object.field("log", string: line.file)
        object.field("line", integer: line.line)
        return .object(object)
    }

    private static func json(_ outcome: SessionOutcome) -> JSONValue {
        var object = JSONObject()
        object.field("leanplum", value: .object(handled(outcome.leanplumHandled)))
        object.field("clevertap", value: .object(handled(outcome.cleverTapHandled)))
        object.field("deep_link_opened", value: outcome.deepLinkOpened.map(JSONValue.bool) ?? .null)
        object.field("extension_ran", value: outcome.extensionRan.map(JSONValue.bool) ?? .null)
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

    private func jsonEvent(_ item: (event: LogEvent, rule: SessionJoinRule)) -> JSONValue {
        var object = JSONObject()
        object.field("line", integer: item.event.location.line)
        if item.event.file != episode.file { object.field("log", string: item.event.file) }
        object.field("kind", string: item.event.kind.rawValue)
        object.field("source", string: item.event.source.rawValue)
        object.field("join", string: item.rule.rawValue)
        return .object(object)
    }

    /// For a difference, what explains it, as the text and the HTML page say it: its
    /// explanation; the changes that each explain it when several do (the log does not tell
    /// them apart), one item each; or that no single change explains it. Nil for another verdict.
    var explanation: (label: String, sentence: String, items: [String])? {
        guard report.verdict == .differs else { return nil }
        switch report.explanations.count {
        case 0:
            return (
                "explanation", "none: no setting or release changed alone makes the model predict what the log shows",
                []
            )
        case 1:
            return ("explanation", report.explanations[0].says, [])
        default:
            return (
                "explanations",
                "each of these \(report.explanations.count) changes alone makes the model predict what the log shows; the log does not tell them apart",
                report.explanations.map { "with \($0.change): \($0.predicted)" }
            )
        }
    }

    private func writeExplanations(to sink: OutputSink) {
        guard let explanation else { return }
        sink.write("  \(explanation.label): ")
        sink.write(escaping: explanation.sentence)
        sink.write("\n")
        for item in explanation.items {
            sink.write("    ")
            sink.write(escaping: item)
            sink.write("\n")
        }
    }

    /// The releases the prediction modelled, as simulate's headings name them:
    /// `Leanplum 6.6.1, CleverTap 7.7.1`.
    private var releases: String {
        (report.leanplumSDK.map { "Leanplum \($0)" } ?? "no Leanplum SDK") + ", "
            + (report.cleverTapSDK.map { "CleverTap \($0)" } ?? "no CleverTap SDK")
    }

    /// `log.txt:12: differs (handler clevertap, not-running, open)`, then observed against
    /// predicted (with the releases modelled), then each evidence line.
    func writeText(style: ANSIStyle, to sink: OutputSink) {
        style.writeBold(to: sink) {
            sink.write(escaping: episode.file)
            sink.write(":")
            sink.write(integer: episode.line)
            sink.write(": ")
            sink.write(report.verdict.rawValue)
        }
        sink.write(" (handler \(report.handler?.rawValue ?? "unknown, no payload printed"), ")
        sink.write(
            "state \(report.observed.state?.rawValue ?? "unknown"), event \(report.observed.event?.rawValue ?? "unknown")"
        )
        if let presented = report.observed.presented { sink.write(presented ? ", presented" : ", not presented") }
        sink.write(")\n")
        sink.write("  observed:  \(report.observed.outcome)\n")
        sink.write(
            "  predicted: \(report.predicted.map { "\($0) (\(releases))" } ?? "none (no payload printed, or state or event unknown)")\n"
        )
        if !report.observed.evidence.isEmpty { writeDecided(to: sink) }
        writeExplanations(to: sink)
        if let push = episode.push {
            sink.write("  ")
            sink.write(escaping: push.file)
            sink.write(":\(push.start.line): the payload\n")
        }
        let evidence = Set(evidenceLines)
        for item in episode.events where evidence.contains(SessionLogLine(item.event)) {
            sink.write("  ")
            sink.write(escaping: item.event.file)
            sink.write(
                ":\(item.event.location.line): \(item.event.source.rawValue) \(item.event.kind.rawValue) (\(item.rule.rawValue))\n"
            )
        }
    }

    /// `  decided by lines: state 5,6; event 7`: a line of another log as `file:line`.
    private func writeDecided(to sink: OutputSink) {
        sink.write("  decided by lines: ")
        for (index, (field, lines)) in report.observed.evidence.enumerated() {
            sink.write(index == 0 ? "\(field) " : "; \(field) ")
            for (position, line) in lines.enumerated() {
                if position > 0 { sink.write(",") }
                if line.file != episode.file {
                    sink.write(escaping: line.file)
                    sink.write(":")
                }
                sink.write(integer: line.line)
            }
        }
        sink.write("\n")
    }
}
