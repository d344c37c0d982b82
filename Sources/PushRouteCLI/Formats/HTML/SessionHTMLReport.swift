import PushRouteCore
import PushRouteSession
import PushRouteSimulator

/// `session --format html` (pushroute(1), SESSION): one self-contained page, as simulate's
/// (`HTMLPage`). It opens with a verdict worked out from the pushes, then one section per
/// push in log order: its verdict and explanation; on the left the episode, what the log
/// shows and the lines it was read from (`SessionHTMLEpisode`); on the right what the model
/// predicts and the sequence diagram of the push's replay (`SessionPushReport.replayed`),
/// drawn as simulate draws a cell's. A field where the two sides differ is marked on both, and
/// the diagram's steps its prediction was projected from (`SessionPredictor.steps(behind:in:)`).
struct SessionHTMLReport {
    let analysis: SessionAnalysis
    let records: [SessionRecord]
    /// The logs' names, as given.
    let logs: [String]
    /// The text of the pushes' and events' lines, by log and line number.
    let lineTexts: [String: [Int: String]]
    /// The footer's date (`ReportDate`).
    let date: String

    func render() -> String {
        let title = "pushroute session: " + (logs.count == 1 ? logs[0] : "\(logs.count) logs")
        var html = HTMLPage.start(title: title, style: HTMLStyle.simulation + HTMLStyle.session)
        html += "<header><h1>" + HTMLText.escape(title) + "</h1>\n"
        html += "<p class=\"verdict\">" + HTMLText.escape(verdict()) + "</p>\n"
        html += "<p class=\"settings\">" + HTMLText.escape(SimulationHTMLReport.describe(analysis.settings)) + "</p>\n"
        html += SimulationHTMLReport.legend(Self.legend + SimulationHTMLReport.diagramLegend) + "</header>\n"
        if records.count > 1 { html += contents() }
        let shapes = DiagramShapes()
        let actors = SimulationHTMLReport.lifelines(of: records.compactMap(\.report.replayed))
        let body = records.indices.map { section($0, actors: actors, shapes: shapes) }.joined()
        return html + shapes.definitions + body + HTMLPage.footer(date: date) + HTMLPage.end
    }

    static let legend = [
        "<span class=\"differs\">orange fields</span>: where what the log shows and what the model predicts differ, marked on both sides",
        "<span class=\"differs\">orange band</span> behind a step of the predicted diagram, its number in bold: a step a differing field was predicted from (a handling the count counts, a URL opened, a step in the extension)",
        "<span class=\"pos\">bold</span> line numbers: the lines that decide a field",
    ]

    /// `3 pushes: 2 as predicted, 1 differs`, counted from the verdicts.
    func verdict() -> String {
        guard !records.isEmpty else { return "No push in the log" }
        let counts = SessionVerdict.allCases.compactMap { verdict -> String? in
            let count = records.filter { $0.report.verdict == verdict }.count
            return count == 0 ? nil : "\(count) \(Self.words(verdict, count: count))"
        }
        return "\(records.count) push\(records.count == 1 ? "" : "es"): " + counts.joined(separator: ", ")
    }

    /// A verdict in words: `as predicted`, `differs` (`differ` for several), `not delivered`.
    static func words(_ verdict: SessionVerdict, count: Int = 1) -> String {
        switch verdict {
        case .asPredicted: "as predicted"
        case .differs: count == 1 ? "differs" : "differ"
        case .unknown: "unknown"
        case .notDelivered: "not delivered"
        }
    }

    /// The pushes, each linked, with its verdict.
    private func contents() -> String {
        var html = "<nav><h2>Pushes</h2><ol>"
        for (index, record) in records.enumerated() {
            html +=
                "<li><a href=\"#push-\(index + 1)\">"
                + HTMLText.escape("\(record.report.episode.file):\(record.report.episode.line)")
            html += "</a> " + Self.badge(record.report.verdict) + "</li>"
        }
        return html + "</ol></nav>\n"
    }

    static func badge(_ verdict: SessionVerdict) -> String {
        "<span class=\"push-verdict \(verdict.rawValue)\">" + words(verdict) + "</span>"
    }

    private func section(_ index: Int, actors: [TraceActor], shapes: DiagramShapes) -> String {
        let record = records[index]
        let report = record.report
        let place = "\(report.episode.file):\(report.episode.line)"
        var html = "<section id=\"push-\(index + 1)\">\n<h2>" + HTMLText.escape(place) + "</h2>\n"
        html += "<p>" + Self.badge(report.verdict) + " handler "
        html += report.handler.map { ClassificationHTML.owner($0) } ?? "unknown (no payload printed)"
        html +=
            ", state " + (report.observed.state?.rawValue ?? "unknown") + ", event "
            + (report.observed.event?.rawValue ?? "unknown")
            + (report.observed.presented.map { $0 ? ", presented" : ", not presented" } ?? "") + "</p>\n"
        if let explanation = record.explanation { html += Self.explanation(explanation) }
        let episode = SessionHTMLEpisode(record: record, lineTexts: lineTexts)
        html +=
            "<div class=\"sides\"><div class=\"observed\"><h3>What the log shows</h3>"
            + episode.fields(predicted: false)
        html += "<h3>The episode's lines</h3>" + episode.lines() + "</div>\n"
        html += "<div class=\"predicted\"><h3>What the model predicts</h3>" + episode.fields(predicted: true)
        html += diagram(
            report, id: "push-\(index + 1)-diagram", title: "predicted sequence diagram of " + place, actors: actors,
            shapes: shapes)
        return html + "</div></div>\n</section>\n"
    }

    private static func explanation(_ explanation: (label: String, sentence: String, items: [String])) -> String {
        var html =
            "<p class=\"explanation\"><span class=\"label\">" + explanation.label + ":</span> "
            + HTMLText.escape(explanation.sentence) + "</p>\n"
        if !explanation.items.isEmpty {
            html +=
                "<ul class=\"explanations\">"
                + explanation.items.map { "<li>" + HTMLText.escape($0) + "</li>" }.joined() + "</ul>\n"
        }
        return html
    }

    /// The replay's diagram of the push, or why there is none.
    private func diagram(
        _ report: SessionPushReport, id: String, title: String, actors: [TraceActor], shapes: DiagramShapes
    ) -> String {
        guard let result = report.replayed, let push = result.push else {
            return
                "<p class=\"muted\">No prediction: the payload was not printed, or the log decides neither the state nor the event.</p>\n"
        }
        let cell = Cell(push.state, push.event).description
        let layout = SequenceDiagramLayout(result, actors: actors)
        let behind = Set(
            SessionHTMLEpisode.differingFields(report).flatMap { SessionPredictor.steps(behind: $0, in: result) })
        return "<figure id=\"\(id)\"><figcaption><span class=\"cell\">" + HTMLText.escape(cell) + "</span> — "
            + SimulationHTMLReport.outcome(result) + "</figcaption>\n"
            + SequenceDiagramSVG.render(layout, title: title + ": " + cell, shapes: shapes, marking: behind)
            + "</figure>\n"
    }
}
