import PushRouteCore
import PushRouteReader

/// One line of `classify --events` for one push-path line of a device log (pushroute(1),
/// EVENTS; docs/device-logs.md "Events"), as JSON or as text.
struct ClassifyEventRecord {
    let event: LogEvent

    /// Writes the record as one line of JSON (docs/schemas/classify.schema.json, `event`),
    /// with `writer` emptied first (one writer serves every record of a run).
    func writeJSON(to sink: OutputSink, writer: inout JSONRecordWriter) {
        writer.reset()
        writeFields(into: &writer)
        writer.write(to: sink)
    }

    /// The record's fields, in order.
    func writeFields<Writer: JSONFieldWriter>(into writer: inout Writer) {
        writer.field("input", string: event.file)
        writer.field("line", integer: event.location.line)
        writer.field("column", integer: event.location.column)
        writer.field("event", string: event.kind.rawValue)
        writer.field("source", string: event.source.rawValue)
        if let push = event.push {
            var object = JSONObject()
            object.field("by", string: push.by)
            object.field("id", value: push.id.map(JSONValue.string) ?? .null)
            writer.field("push", value: .object(object))
        } else {
            writer.field("push", value: .null)
        }
        writer.field("value", optionalString: event.value)
        writer.field("level", optionalString: event.level?.rawValue)
        if let bundle = event.bundle { writer.field("bundle", string: bundle) }
        if let instance = event.instance { writer.field("instance", string: instance) }
        writer.field("push_line", optionalInteger: event.join?.line)
        writer.field("join", optionalString: event.join?.how.rawValue)
        let entry = event.entry
        writer.field("log_format", string: entry.format.rawValue)
        if let time = entry.time { writer.field("log_time", string: time) }
        if let process = entry.process { writer.field("process", string: process) }
        if let pid = entry.pid { writer.field("pid", integer: pid) }
        if let subsystem = entry.subsystem { writer.field("subsystem", string: subsystem) }
        if let category = entry.category { writer.field("category", string: category) }
    }

    /// `log.txt:14:33: [10:01:02.5] event clevertap handled (debug), payload; push at line 14 (same entry)`.
    func writeText(style: ANSIStyle, to sink: OutputSink) {
        style.writeBold(to: sink) {
            sink.write(escaping: event.file)
            sink.write(":")
            sink.write(integer: event.location.line)
            sink.write(":")
            sink.write(integer: event.location.column)
            sink.write(":")
        }
        sink.write(" ")
        if let time = event.entry.time {
            sink.write("[")
            sink.write(escaping: time)
            sink.write("] ")
        }
        sink.write(style.dim("event"))
        sink.write(" ")
        sink.write(event.source.rawValue)
        if let pid = event.entry.pid {
            sink.write("[")
            sink.write(integer: pid)
            sink.write("]")
        }
        sink.write(" ")
        sink.write(event.kind.rawValue)
        if let value = event.value {
            sink.write(" ")
            sink.write(escaping: value)
        }
        if let level = event.level {
            sink.write(" (")
            sink.write(level.rawValue)
            sink.write(")")
        }
        if let push = event.push {
            sink.write(", ")
            sink.write(push.by)
            if let id = push.id {
                sink.write(" ")
                sink.write(escaping: id)
            }
        }
        writeJoin(to: sink)
        sink.write("\n")
    }

    private func writeJoin(to sink: OutputSink) {
        guard let join = event.join else { return sink.write("; no push before it") }
        sink.write("; push at line ")
        sink.write(integer: join.line)
        switch join.how {
        case .entry: sink.write(" (same entry)")
        case .id: sink.write(" (same message id)")
        case .position: sink.write(" (by position)")
        }
    }
}
