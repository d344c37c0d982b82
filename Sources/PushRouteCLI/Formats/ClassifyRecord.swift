import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// One line of `classify` output for one payload, as JSON or as text.
public struct ClassifyRecord {
    public var payload: ReadPayload
    public var classification: Classification?
    /// `classify --trace`: the simulation of one cell, shown after the result.
    public var trace: SimulationResult? {
        get { uncommon?.trace }
        set { uncommon = Uncommon.make(trace: newValue, partial: partial, notes: notes, codeFlags: codeFlags) }
    }

    public init(payload: ReadPayload) {
        self.init(payload: payload, classification: payload.value.map(Classifier.classify))
    }

    /// A record whose classification was computed elsewhere (the hot path classifies
    /// jansson's tree directly and leaves `payload.value` empty).
    public init(payload: ReadPayload, classification: Classification?) {
        // Tested without binding the optionals: this runs for every line, and a binding copies.
        let status: PayloadStatus
        if case .none = classification {
            status = .invalid
        } else if !payload.gaps.isEmpty, case .some = payload.value {
            status = .partial
        } else {
            status = payload.diagnostics.isEmpty ? .valid : .repaired
        }
        self.status = status
        self.payload = payload
        self.classification = classification
        // Only a payload whose flag has the wrong type has a value here: the hot path
        // leaves such a payload to the full reader (`ClassifyRun.emitFast`).
        guard let value = payload.value else { return }
        uncommon = Uncommon.make(
            trace: nil,
            partial: status == .partial ? PartialAnswer(classification!, value: value, gaps: payload.gaps) : nil,
            notes: FlagValueNote.notes(value), codeFlags: FlagValueNote.codeFlags(value))
    }

    /// Why content-available or mutable-content is no though present (`FlagValueNote`).
    var notes: (contentAvailable: String?, mutableContent: String?) { uncommon?.notes ?? (nil, nil) }
    /// Which of the two flags the paste gives as code: their answers are unknown.
    var codeFlags: (contentAvailable: Bool, mutableContent: Bool) { uncommon?.codeFlags ?? (false, false) }
    /// For a partial payload, what the missing part could change.
    var partial: PartialAnswer? { uncommon?.partial }

    /// Worked out once: every field and the text line read it.
    public let status: PayloadStatus

    /// The trace, a partial payload's answer and the flags' notes, which few records have,
    /// kept apart: `classify --lines` makes, copies and destroys a record for every line,
    /// and a `nil` reference costs nothing to copy (as `ReadPayload.Details`).
    private final class Uncommon {
        let trace: SimulationResult?
        let partial: PartialAnswer?
        let notes: (contentAvailable: String?, mutableContent: String?)
        let codeFlags: (contentAvailable: Bool, mutableContent: Bool)

        private init(
            trace: SimulationResult?, partial: PartialAnswer?, notes: (String?, String?), codeFlags: (Bool, Bool)
        ) {
            self.trace = trace
            self.partial = partial
            self.notes = notes
            self.codeFlags = codeFlags
        }

        /// `nil` when there is nothing to keep (no object is made then).
        static func make(
            trace: SimulationResult?, partial: PartialAnswer?, notes: (String?, String?), codeFlags: (Bool, Bool)
        ) -> Uncommon? {
            if trace == nil, partial == nil, notes == (nil, nil), codeFlags == (false, false) { return nil }
            return Uncommon(trace: trace, partial: partial, notes: notes, codeFlags: codeFlags)
        }
    }

    private var uncommon: Uncommon?

    // MARK: JSON

    /// The record as a JSON object (fields documented in pushroute(1)).
    public var json: JSONValue {
        var object = JSONObject()
        object.members.reserveCapacity(14)
        writeFields(into: &object)
        return .object(object)
    }

    /// Writes the record as one line of JSON, built directly in jansson.
    /// Written byte by byte (`JSONRecordWriter`: an array of 300 000 pushes pasted on a line is
    /// 300 000 records), or through jansson when a trace holds the push's own values, whose reals
    /// jansson writes as it does.
    public func writeJSON(to sink: OutputSink) {
        if trace == nil {
            var writer = JSONRecordWriter()
            writeFields(into: &writer)
            writer.write(to: sink)
        } else {
            var writer = JanssonObjectWriter()
            writeFields(into: &writer)
            writer.write(style: .record, to: sink)
        }
    }

    /// The record's fields, in order: the one description both forms are written from.
    public func writeFields<Writer: JSONFieldWriter>(into writer: inout Writer) {
        writer.field("input", string: payload.file)
        writer.field("line", integer: payload.start.line)
        writer.field("status", string: status.rawValue)
        if let classification {
            writer.field("handler", string: classification.handler.rawValue)
        } else {
            writer.field("handler", value: .null)
        }
        writer.field("matched_keys", strings: classification?.matchedKeys ?? [])
        writer.field("shadowed_keys", strings: classification?.shadowedKeys ?? [])
        let contentAvailableUnknown = partial?.contentAvailable == true || codeFlags.contentAvailable
        writeFlag(
            "content_available", classification?.contentAvailable, unknown: contentAvailableUnknown, into: &writer)
        if let note = notes.contentAvailable { writer.field("content_available_note", string: note) }
        writeFlag(
            "mutable_content", classification?.mutableContent,
            unknown: partial?.mutableContent == true || codeFlags.mutableContent, into: &writer)
        if let note = notes.mutableContent { writer.field("mutable_content_note", string: note) }
        writeFlag("silent", classification?.silent, unknown: contentAvailableUnknown, into: &writer)
        if let lookalike = classification?.lookalike {
            writer.field("looks_like", string: lookalike.sdk)
        } else {
            writer.field("looks_like", value: .null)
        }
        writer.field("looks_like_keys", strings: classification?.lookalike?.keys ?? [])
        writer.field("errors", value: positions(status == .invalid ? payload.diagnostics : []))
        writer.field("repairs", value: positions(status.wasRepaired ? payload.diagnostics : []))
        if let envelope = payload.envelope {
            writer.field("envelope", string: envelope.name)
            writer.field("payload_path", string: envelope.path)
        }
        if let partial { writer.field("could_change", strings: partial.names) }
        if let entry = payload.logEntry { writeLogFields(entry, into: &writer) }
        if let trace { writer.field("trace", value: SimulationJSONFormat.trace(trace.trace)) }
    }

    /// A yes-or-no field: `null` when the part of a partial payload the text does not hold
    /// could change it (docs/pasted-forms.md §4.13) or the paste gives the flag as code
    /// (§4.17), `false` for an invalid payload.
    private func writeFlag<Writer: JSONFieldWriter>(
        _ name: StaticString, _ value: Bool?, unknown: Bool, into writer: inout Writer
    ) {
        if unknown {
            writer.field(name, value: .null)
        } else {
            writer.field(name, bool: value ?? false)
        }
    }

    /// The device-log entry the push was printed in: its format, and the fields it has.
    private func writeLogFields<Writer: JSONFieldWriter>(_ entry: LogEntryInfo, into writer: inout Writer) {
        writer.field("log_format", string: entry.format.rawValue)
        if let time = entry.time { writer.field("log_time", string: time) }
        if let process = entry.process { writer.field("process", string: process) }
        if let pid = entry.pid { writer.field("pid", integer: pid) }
        if let subsystem = entry.subsystem { writer.field("subsystem", string: subsystem) }
        if let category = entry.category { writer.field("category", string: category) }
        if let holder = entry.holder { writer.field("holder", string: holder) }
    }

    private func positions(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(
            diagnostics.map {
                [
                    "line": .integer(Int64($0.position.line)), "column": .integer(Int64($0.position.column)),
                    "message": .string($0.message),
                ]
            })
    }

    // MARK: Text

    /// One readable line, e.g.
    /// `samples/leanplum.json: leanplum by _lpm; content-available: yes; mutable-content: no`.
    public func text(style: ANSIStyle) -> String {
        let sink = OutputSink.memory()
        writeText(style: style, to: sink)
        return String(decoding: sink.pending, as: UTF8.self)
    }

    /// Writes the text line piece by piece, without building it as one string first.
    public func writeText(style: ANSIStyle, to sink: OutputSink) {
        style.writeBold(to: sink) {
            sink.write(escaping: payload.file)  // `PayloadLabel`, written piece by piece
            sink.write(":")
            sink.write(integer: payload.start.line)
            sink.write(":")
        }
        sink.write(" ")
        if let time = payload.logEntry?.time {
            sink.write("[")
            sink.write(escaping: time)
            sink.write("] ")
        }
        guard let classification else {
            sink.write(style.red("invalid"))
            if let error = payload.diagnostics.first {
                sink.write(" at \(error.position): ")
                sink.write(escaping: error.message)
            }
            sink.write("\n")
            return
        }
        writeHandler(classification, style: style, to: sink)
        sink.write("; content-available: ")
        writeAnswer(
            classification.contentAvailable, unknown: partial?.contentAvailable == true,
            code: codeFlags.contentAvailable, to: sink)
        if let note = notes.contentAvailable { sink.write(escaping: " (\(note))") }
        if classification.silent { sink.write(" (silent)") }
        sink.write("; mutable-content: ")
        writeAnswer(
            classification.mutableContent, unknown: partial?.mutableContent == true, code: codeFlags.mutableContent,
            to: sink)
        if let note = notes.mutableContent { sink.write(escaping: " (\(note))") }
        if let holder = payload.logEntry?.holder {
            sink.write("; held in ")
            sink.write(escaping: holder)
        }
        if status.wasRepaired {
            sink.write("; ")
            let count = payload.diagnostics.count
            sink.write(style.yellow(status == .partial ? "partial (\(count))" : "repaired (\(count))"))
        }
        sink.write("\n")
        if let trace, let cell = trace.push {
            sink.write("  trace (\(cell.state.rawValue), \(cell.event.rawValue)):\n")
            sink.write(SimulationTextFormat(style: style).body(trace))
        }
    }

    private func writeHandler(_ classification: Classification, style: ANSIStyle, to sink: OutputSink) {
        let open = partial?.handler == true
        switch classification.handler {
        case .leanplum:
            sink.write(style.cyan("leanplum"))
            writeKeys(" by ", classification.matchedKeys, to: sink)
            if !classification.shadowedKeys.isEmpty {
                writeKeys(" (wins over clevertap's ", classification.shadowedKeys, to: sink)
                sink.write(")")
            }
        case .clevertap:
            sink.write(style.yellow("clevertap"))
            if open, let unless = ownerUnless { sink.write(" (\(unless))") }
            writeKeys(" by ", classification.matchedKeys, to: sink)
        case .none:
            sink.write(style.dim("none"))
            if open, let unless = ownerUnless { sink.write(" (\(unless))") }
            guard let lookalike = classification.lookalike else { return }
            sink.write(", looks like \(lookalike.sdk)")
            writeKeys(" (", lookalike.keys, to: sink)
            sink.write(")")
            if let reason = lookalike.reason { sink.write(" but \(reason)") }
        }
    }

    /// For a partial payload whose owner the missing part could change, why:
    /// `unless a Leanplum key was cut off` (text and HTML say it alike).
    var ownerUnless: String? {
        guard partial?.handler == true, let handler = classification?.handler else { return nil }
        switch handler {
        case .leanplum: return nil
        case .clevertap: return "unless a Leanplum key was \(gapWords)"
        case .none: return "unless an SDK key was \(gapWords)"
        }
    }

    /// How the text line says the payload has gaps: cut off (the input ended inside it), or
    /// left out (`…` stands for text).
    var gapWords: String {
        payload.diagnostics.contains { $0.rule == RuleID(LenientRule.cutOff) } ? "cut off" : "left out"
    }

    private func writeKeys(_ lead: StaticString, _ keys: [String], to sink: OutputSink) {
        sink.write(lead)
        for (index, key) in keys.enumerated() {
            if index > 0 { sink.write(", ") }
            sink.write(escaping: key)
        }
    }

    private func yesNo(_ value: Bool) -> StaticString { value ? "yes" : "no" }

    /// `yes` or `no`; `unknown (cut off)` or `unknown (text left out)` when the part of the
    /// payload the text does not hold could change it; `unknown` when the paste gives the value
    /// as code (the note after it names the code).
    private func writeAnswer(_ value: Bool, unknown: Bool, code: Bool, to sink: OutputSink) {
        if code { return sink.write("unknown") }
        guard unknown else { return sink.write(yesNo(value)) }
        sink.write(gapWords == "cut off" ? "unknown (cut off)" : "unknown (text left out)")
    }
}
