import PushRouteCore
import PushRouteReader
import PushRouteSession

/// The two sides of a push on the session page (`SessionHTMLReport`): the compared fields as
/// the log shows them and as the model predicts them, a field known on both sides with two
/// values marked on both; and the episode's lines, in log order, each with what it is, the
/// rule that joined it, the fields it decides and its text as the log has it, escaped.
struct SessionHTMLEpisode {
    let record: SessionRecord
    /// The text of the pushes' and events' lines, by log and line number.
    let lineTexts: [String: [Int: String]]

    private var report: SessionPushReport { record.report }

    /// The compared fields of one side (`SessionOutcome.compared`); on the observed side, that
    /// iOS did not deliver the push, when it says so. Empty on the predicted side without a prediction.
    func fields(predicted: Bool) -> String {
        guard let prediction = report.predicted?.compared ?? (predicted ? nil : []) else { return "" }
        var html = "<table class=\"fields\"><tbody>"
        let differing = Set(Self.differingFields(report))
        for field in report.observed.outcome.compared {
            let other = prediction.first { $0.name == field.name }?.value
            let differs = differing.contains(field.name)
            let value = predicted ? other : field.value
            html +=
                "<tr><th>" + field.name + "</th><td" + (differs ? " class=\"differs\"" : "") + ">" + Self.shown(value)
                + "</td></tr>"
        }
        if !predicted && report.observed.notDelivered { html += "<tr><th>delivered</th><td>no: iOS says so</td></tr>" }
        return html + "</tbody></table>\n"
    }

    /// The compared fields known on both sides with two values.
    static func differingFields(_ report: SessionPushReport) -> [String] {
        guard let prediction = report.predicted?.compared else { return [] }
        return report.observed.outcome.compared.compactMap { field in
            let other = prediction.first { $0.name == field.name }?.value
            return field.value != nil && other != nil && field.value != other ? field.name : nil
        }
    }

    /// A field's value: a count, yes or no, or unknown (muted).
    private static func shown(_ value: String?) -> String {
        switch value {
        case nil: "<span class=\"muted\">unknown</span>"
        case "true": "yes"
        case "false": "no"
        case let value?: HTMLText.escape(value)
        }
    }

    /// The episode's lines: the payload's and its events', one item per line.
    func lines() -> String {
        let decides = Dictionary(
            grouping: report.observed.evidence.flatMap { field in field.lines.map { ($0, field.field) } }, by: \.0
        )
        .mapValues { $0.map(\.1) }
        var html = "<ol class=\"episode\">"
        for (line, what) in ordered() {
            let deciding = decides[line] ?? []
            html +=
                "<li><code class=\"" + (deciding.isEmpty ? "line" : "pos") + "\">"
                + HTMLText.escape("\(line.file):\(line.line)") + "</code> "
            html += what.map { HTMLText.escape($0) }.joined(separator: "; ")
            if !deciding.isEmpty {
                html +=
                    " <span class=\"decides\">decides " + HTMLText.escape(deciding.joined(separator: ", ")) + "</span>"
            }
            if let text = lineTexts[line.file]?[line.line] {
                html += "<pre>" + HTMLText.escape(text) + "</pre>"
            } else {
                html +=
                    " <span class=\"muted\">(its text was not kept: its entry runs past \(SessionLogReader.keptWindow) lines)</span>"
            }
            html += "</li>"
        }
        html += "</ol>\n"
        if let value = report.episode.push?.value {
            html += "<details><summary>The payload, normalized</summary><pre>"
            html +=
                HTMLText.escape(Jansson.encode(value, style: JSONStyle(indent: 2)), keepingLineBreaks: true)
                + "</pre></details>\n"
        }
        return html
    }

    /// Each line of the episode with what it holds (`the payload`, `springboard tapped
    /// (request)`), in the episode's order: the payload before the first event of its own log
    /// at or after its line.
    private func ordered() -> [(SessionLogLine, [String])] {
        var items = report.episode.events.map { item in
            (
                SessionLogLine(item.event),
                "\(item.event.source.rawValue) \(item.event.kind.rawValue) (\(item.rule.rawValue))"
            )
        }
        if let push = report.episode.push {
            let line = SessionLogLine(file: push.file, line: push.start.line)
            let at = items.firstIndex { $0.0.file == line.file && $0.0.line >= line.line } ?? items.count
            items.insert((line, "the payload"), at: at)
        }
        var order: [SessionLogLine] = []
        var what: [SessionLogLine: [String]] = [:]
        for (line, text) in items {
            if what[line] == nil { order.append(line) }
            what[line, default: []].append(text)
        }
        return order.map { ($0, what[$0] ?? []) }
    }
}
