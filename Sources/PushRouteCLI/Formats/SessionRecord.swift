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
        writer.field("explanations", value: .array([]))
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
        sink.write("  observed:  \(Self.text(report.observed.outcome))\n")
        sink.write("  predicted: \(report.predicted.map(Self.text) ?? "none (no payload printed, or state or event unknown)")\n")
        if !report.observed.evidence.isEmpty {
            let decided = report.observed.evidence.map { "\($0.field) \($0.lines.map(String.init).joined(separator: ","))" }
            sink.write("  decided by lines: \(decided.joined(separator: "; "))\n")
        }
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

    private static func text(_ outcome: SessionOutcome) -> String {
        func count(_ value: Int?) -> String { value.map(String.init) ?? "unknown" }
        return "leanplum handled \(count(outcome.leanplumHandled)), clevertap handled \(count(outcome.cleverTapHandled)), "
            + "deep link opened \(outcome.deepLinkOpened.map { $0 ? "yes" : "no" } ?? "unknown")"
    }
}
