/// One line of `classify` output for one payload, as JSON or as text.
public struct ClassifyRecord {
    public var payload: ReadPayload
    public var classification: Classification?
    /// Label the text line with `FILE:LINE` rather than `FILE`.
    public var showLine: Bool
    /// `classify --trace`: the simulation of one cell, shown after the result.
    public var trace: SimulationResult?

    public init(payload: ReadPayload, showLine: Bool) {
        self.init(payload: payload, classification: payload.value.map(Classifier.classify), showLine: showLine)
    }

    /// A record whose classification was computed elsewhere (the hot path classifies
    /// jansson's tree directly and leaves `payload.value` empty).
    public init(payload: ReadPayload, classification: Classification?, showLine: Bool) {
        self.payload = payload
        self.classification = classification
        self.showLine = showLine
    }

    private var status: PayloadStatus {
        classification == nil ? .invalid : payload.diagnostics.isEmpty ? .valid : .repaired
    }

    // MARK: JSON

    /// The record as a JSON object (fields documented in pushroute(1)).
    public var json: JSONValue {
        var object = JSONObject()
        object.members.reserveCapacity(13)
        object.append("input", .string(payload.file))
        object.append("line", .integer(Int64(payload.start.line)))
        object.append("status", .string(status.rawValue))
        object.append("handler", classification.map { .string($0.handler.rawValue) } ?? .null)
        object.append("matched_keys", strings(classification?.matchedKeys ?? []))
        object.append("shadowed_keys", strings(classification?.shadowedKeys ?? []))
        object.append("content_available", .bool(classification?.contentAvailable ?? false))
        object.append("mutable_content", .bool(classification?.mutableContent ?? false))
        object.append("silent", .bool(classification?.silent ?? false))
        object.append("looks_like", classification?.lookalike.map { .string($0.sdk) } ?? .null)
        object.append("looks_like_keys", strings(classification?.lookalike?.keys ?? []))
        object.append("errors", positions(status == .invalid ? payload.diagnostics : []))
        object.append("repairs", positions(status == .repaired ? payload.diagnostics : []))
        if let trace { object.append("trace", SimulationJSONFormat.trace(trace.trace)) }
        return .object(object)
    }

    private func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    private func positions(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map { ["line": .integer(Int64($0.line)), "column": .integer(Int64($0.column)), "message": .string($0.message)] })
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
        let label = showLine ? "\(payload.file):\(payload.start.line)" : payload.file
        sink.write(style.bold(label + ":"))
        sink.write(" ")
        guard let classification else {
            sink.write(style.red("invalid"))
            if let error = payload.diagnostics.first {
                sink.write(" at \(error.line):\(error.column): \(error.message)")
            }
            sink.write("\n")
            return
        }
        writeHandler(classification, style: style, to: sink)
        sink.write("; content-available: ")
        sink.write(yesNo(classification.contentAvailable))
        if classification.silent { sink.write(" (silent)") }
        sink.write("; mutable-content: ")
        sink.write(yesNo(classification.mutableContent))
        if status == .repaired {
            sink.write("; ")
            sink.write(style.yellow("repaired (\(payload.diagnostics.count))"))
        }
        sink.write("\n")
        if let trace, let cell = trace.push {
            sink.write("  trace (\(cell.state.rawValue), \(cell.event.rawValue)):\n")
            sink.write(SimulationTextFormat(style: style).body(trace))
        }
    }

    private func writeHandler(_ classification: Classification, style: ANSIStyle, to sink: OutputSink) {
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
            writeKeys(" by ", classification.matchedKeys, to: sink)
        case .none:
            sink.write(style.dim("none"))
            guard let lookalike = classification.lookalike else { return }
            sink.write(", looks like \(lookalike.sdk)")
            writeKeys(" (", lookalike.keys, to: sink)
            sink.write(")")
            if let reason = lookalike.reason { sink.write(" but \(reason)") }
        }
    }

    private func writeKeys(_ lead: StaticString, _ keys: [String], to sink: OutputSink) {
        sink.write(lead)
        for (index, key) in keys.enumerated() {
            if index > 0 { sink.write(", ") }
            sink.write(key)
        }
    }

    private func yesNo(_ value: Bool) -> StaticString { value ? "yes" : "no" }
}
