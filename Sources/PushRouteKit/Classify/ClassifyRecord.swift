/// One line of `classify` output for one payload, as JSON or as text.
public struct ClassifyRecord {
    public var payload: ReadPayload
    public var classification: Classification?
    /// Label the text line with `FILE:LINE` rather than `FILE`.
    public var showLine: Bool
    /// `classify --trace`: the simulation of one cell, shown after the result.
    public var trace: SimulationResult?

    public init(payload: ReadPayload, showLine: Bool) {
        self.payload = payload
        self.classification = payload.value.map(Classifier.classify)
        self.showLine = showLine
    }

    // MARK: JSON

    /// The record as a JSON object (fields documented in pushroute(1)).
    public var json: JSONValue {
        var object = JSONObject()
        object.append("input", .string(payload.file))
        object.append("line", .integer(Int64(payload.start.line)))
        object.append("status", .string(payload.status.rawValue))
        object.append("handler", classification.map { .string($0.handler.rawValue) } ?? .null)
        object.append("matched_keys", strings(classification?.matchedKeys ?? []))
        object.append("shadowed_keys", strings(classification?.shadowedKeys ?? []))
        object.append("content_available", .bool(classification?.contentAvailable ?? false))
        object.append("mutable_content", .bool(classification?.mutableContent ?? false))
        object.append("silent", .bool(classification?.silent ?? false))
        object.append("looks_like", classification?.lookalike.map { .string($0.sdk) } ?? .null)
        object.append("looks_like_keys", strings(classification?.lookalike?.keys ?? []))
        object.append("errors", positions(payload.status == .invalid ? payload.diagnostics : []))
        object.append("repairs", positions(payload.status == .repaired ? payload.diagnostics : []))
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
        let label = showLine ? "\(payload.file):\(payload.start.line)" : payload.file
        var line = style.bold(label + ":") + " "
        guard let classification else {
            let error = payload.diagnostics.first.map { " at \($0.line):\($0.column): \($0.message)" } ?? ""
            return line + style.red("invalid") + error + "\n"
        }
        line += handlerText(classification, style: style)
        line += "; content-available: \(yesNo(classification.contentAvailable))"
        if classification.silent { line += " (silent)" }
        line += "; mutable-content: \(yesNo(classification.mutableContent))"
        if payload.status == .repaired {
            line += "; " + style.yellow("repaired (\(payload.diagnostics.count))")
        }
        line += "\n"
        if let trace, let cell = trace.push {
            line += "  trace (\(cell.state.rawValue), \(cell.event.rawValue)):\n" + SimulationTextFormat(style: style).body(trace)
        }
        return line
    }

    private func handlerText(_ classification: Classification, style: ANSIStyle) -> String {
        let keys = classification.matchedKeys.joined(separator: ", ")
        switch classification.handler {
        case .leanplum:
            var text = style.cyan("leanplum") + " by " + keys
            if !classification.shadowedKeys.isEmpty {
                text += " (wins over clevertap's " + classification.shadowedKeys.joined(separator: ", ") + ")"
            }
            return text
        case .clevertap:
            return style.yellow("clevertap") + " by " + keys
        case .none:
            guard let lookalike = classification.lookalike else { return style.dim("none") }
            var text = style.dim("none") + ", looks like \(lookalike.sdk) (\(lookalike.keys.joined(separator: ", ")))"
            if let reason = lookalike.reason { text += " but \(reason)" }
            return text
        }
    }

    private func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
