import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --format html`: one self-contained page, collected while the run goes and
/// written at the end. One section per payload (or scenario), with a table of contents when
/// there are several: the verdict, a summary of the cells, the payload normalized with its
/// repairs, and a sequence diagram per cell drawn from the same `SimulationResult` the
/// text format prints.
///
/// A report may hold several variants of each cell, e.g. two SDK releases: results are
/// added with the index of their variant, and a cell whose variants differ is drawn side
/// by side (`variantLabels` names them); a cell they agree on is drawn once. A diagram the
/// page already draws (the same drawing, for another cell or payload) is drawn once and
/// linked to; the contents list gives each payload's owner and warnings, and the totals.
public final class SimulationHTMLReport {
    /// The names of the variants, in order; empty or one name for a plain report.
    public let variantLabels: [String]
    /// The model's settings, as the page's subtitle says them.
    public private(set) var settings: String

    struct CellEntry {
        /// `not-running, receive`, or `scenario`.
        var key: String
        /// By variant; nil where a variant gave no result.
        var results: [SimulationResult?]
    }

    struct Section {
        var id: String
        var title: String
        var payload: ReadPayload?
        /// The payload's source lines with a repair or an error, by line number.
        var sourceLines: [Int: String] = [:]
        var isScenario = false
        var cells: [CellEntry] = []
    }

    private(set) var sections: [Section] = []
    /// The diagrams drawn so far while rendering, by their drawing (`SequenceDiagramSVG.drawing`):
    /// a cell whose diagram is one of them links to it instead of drawing it again.
    private var drawn: [String: DrawnDiagram] = [:]
    /// The shapes the diagrams drawn so far share, while rendering.
    private var shapes = DiagramShapes()

    struct DrawnDiagram {
        /// The figure's id.
        var id: String
        /// The diagram's title, the link's text.
        var title: String
    }

    /// The footer's date (`ReportDate`).
    let date: String

    public init(variantLabels: [String] = [], settings: String, date: String) {
        self.variantLabels = variantLabels
        self.settings = settings
        self.date = date
    }

    var isComparison: Bool { variantLabels.count > 1 }

    /// The settings as the page's subtitle says them: one left unset says so, with the default
    /// the model assumes for it (`--help`'s), never as if the app had set it.
    public static func describe(_ settings: SimulationSettings) -> String {
        var words = [
            settings.hasLeanplum ? "Leanplum \(settings.leanplumSDK)" : "no Leanplum SDK",
            settings.cleverTapRelease.map { "CleverTap \($0)" } ?? "no CleverTap SDK",
            "migration \(settings.migration.rawValue)",
            settings.start.map { "start \($0.rawValue)" } ?? notSet("start", assumed: settings.startTiming.rawValue),
            settings.instance.map { "CleverTap instance \($0.rawValue)" }
                ?? notSet("CleverTap instance", assumed: SimulationSetting.instance.defaultNote),
            settings.cleverTapAccount.map { "account '\($0)'" }
                ?? notSet("account", assumed: SimulationSetting.cleverTapAccount.defaultNote),
            "presentation \(settings.presentation)",
            settings.openDeepLinksInForeground.map { "deep-link flag \($0)" } ?? notSet("deep-link flag", assumed: nil),
        ]
        if settings.firstRun { words.insert("first run", at: 4) }
        if let token = settings.token { words.append("token \(token.hex)") }
        return words.joined(separator: " · ")
    }

    /// A setting the profile and the options leave unset, and the default the model assumes
    /// (none said where it depends on the release and the cell).
    private static func notSet(_ label: String, assumed: String?) -> String {
        "\(label): not set" + (assumed.map { " (the model's default: \($0))" } ?? "")
    }

    /// Starts the section of a payload (also one that could not be read: its errors are shown).
    public func beginPayload(_ payload: ReadPayload, sourceLine: (Int) -> String?) {
        let label = payload.start.line > 1 ? "\(payload.file):\(payload.start.line)" : payload.file
        var section = Section(id: "payload-\(sections.count + 1)", title: label, payload: payload)
        for diagnostic in payload.diagnostics {
            let line = diagnostic.position.line
            if section.sourceLines[line] == nil { section.sourceLines[line] = sourceLine(line) }
        }
        sections.append(section)
    }

    /// Starts the section of a scenario, run with its own settings (the options', overridden
    /// by the scenario's).
    public func beginScenario(_ file: String, settings: SimulationSettings? = nil) {
        if let settings { self.settings = Self.describe(settings) }
        sections.append(Section(id: "payload-\(sections.count + 1)", title: file, isScenario: true))
    }

    /// Adds a cell's (or the scenario's) result, as variant `variant`, to the current section.
    public func add(_ result: SimulationResult, variant: Int = 0) {
        if sections.isEmpty { beginScenario(result.input) }
        let key = result.isScenario ? "scenario" : result.push.map { Cell($0.state, $0.event).description } ?? ""
        let count = max(variantLabels.count, 1)
        var cells = sections[sections.count - 1].cells
        if let index = cells.firstIndex(where: { $0.key == key }) {
            cells[index].results[variant] = result
        } else {
            var results = [SimulationResult?](repeating: nil, count: count)
            results[variant] = result
            cells.append(CellEntry(key: key, results: results))
        }
        sections[sections.count - 1].cells = cells
    }

    /// The whole page; a comparison's title names both sides (issue 37).
    public func render() -> String {
        let sides = isComparison ? ": " + variantLabels.joined(separator: " compared with ") : ""
        let title =
            "pushroute simulate: " + (sections.count == 1 ? sections[0].title : "\(sections.count) payloads") + sides
        var html = HTMLPage.start(title: title, style: HTMLStyle.simulation)
        html += "<header><h1>" + HTMLText.escape(title) + "</h1>\n"
        html += "<p class=\"verdict\">" + HTMLText.escape(verdict()) + "</p>\n"
        html += "<p class=\"settings\">" + HTMLText.escape(settings) + "</p>\n" + legend() + "</header>\n"
        if sections.count > 1 { html += tableOfContents() }
        drawn = [:]
        shapes = DiagramShapes()
        let body = sections.map(render).joined()
        html += shapes.definitions + body
        drawn = [:]
        shapes = DiagramShapes()
        return html + HTMLPage.footer(date: date) + HTMLPage.end
    }

    /// What the drawing and the highlighting mean; a comparison's, what its colours and side
    /// by side drawings mean too.
    func legend() -> String {
        var items = Self.diagramLegend
        if isComparison {
            items += [
                "<span class=\"differs\">orange cells</span> in the table: the two sides differ there",
                "two diagrams side by side: the cell each side drew differently; one diagram \"the same with\" both: they agree",
            ]
        }
        return Self.legend(items)
    }

    /// What a diagram's drawing means (every page with diagrams says it).
    static let diagramLegend = [
        "<span class=\"key\">──▶</span> a call", "<span class=\"key\">╌╌▶</span> a completion handler's reply",
        "yellow box: what the callee decided",
        "<span class=\"warn\">thick orange arrow and band</span>: where a warning arises; a pale band: a note (an expected outcome)",
    ]

    /// The legend's list, of items already written as HTML.
    static func legend(_ items: [String]) -> String {
        "<ul class=\"legend\">" + items.map { "<li>" + $0 + "</li>" }.joined() + "</ul>\n"
    }

    /// The payloads, each with its owner and the codes of its warnings and errors (over its
    /// cells, `×N` for a code raised in N cells), after a line of totals.
    private func tableOfContents() -> String {
        var owners: [String: Int] = [:]
        var totals: [String: Int] = [:]
        var items = ""
        for section in sections {
            items += "<li><a href=\"#\(section.id)\">" + HTMLText.escape(section.title) + "</a>"
            if let payload = section.payload {
                let handler = payload.value.map(Classifier.classify)?.handler
                owners[handler?.rawValue ?? "invalid", default: 0] += 1
                items += " " + ClassificationHTML.owner(handler)
            }
            let counts = Self.hazardCounts(section)
            for (code, count) in counts { totals[code, default: 0] += count }
            if !counts.isEmpty {
                items += " <span class=\"warn\">" + HTMLText.escape(Self.countList(counts)) + "</span>"
            }
            items += "</li>"
        }
        var html =
            "<nav><h2>Payloads</h2><p class=\"totals\">\(sections.count) payload\(sections.count == 1 ? "" : "s")"
        let ownerOrder = Handler.allCases.map(\.rawValue) + ["invalid"]
        let ownerCounts = ownerOrder.compactMap { owner in owners[owner].map { "\(owner) \($0)" } }
        if !ownerCounts.isEmpty { html += " (" + ownerCounts.joined(separator: ", ") + ")" }
        let warnings = totals.values.reduce(0, +)
        html += "; \(warnings) warning\(warnings == 1 ? "" : "s")"
        let sorted = totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        if !sorted.isEmpty {
            html +=
                ": <span class=\"warn\">" + HTMLText.escape(Self.countList(sorted.map { ($0.key, $0.value) }))
                + "</span>"
        }
        return html + "</p><ol>" + items + "</ol></nav>\n"
    }

    /// The warnings and errors of a section's cells (the first variant's), by code, in the
    /// order first raised.
    static func hazardCounts(_ section: Section) -> [(String, Int)] {
        var counts: [(String, Int)] = []
        for cell in section.cells {
            for raised in cell.results.compactMap({ $0 }).first?.hazards ?? [] {
                let code = raised.warning.code.rawValue
                if let index = counts.firstIndex(where: { $0.0 == code }) {
                    counts[index].1 += 1
                } else {
                    counts.append((code, 1))
                }
            }
        }
        return counts
    }

    /// `click-without-tap, cold-start-twice ×2`.
    static func countList(_ counts: [(String, Int)]) -> String {
        counts.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }.joined(separator: ", ")
    }

    private func render(_ section: Section) -> String {
        var html = "<section id=\"\(section.id)\">\n<h2>" + HTMLText.escape(section.title) + "</h2>\n"
        if let payload = section.payload {
            let classification = payload.value.map(Classifier.classify)
            html +=
                "<p>"
                + ClassificationHTML.verdict(classification, status: payload.status, repairs: payload.diagnostics.count)
                + "</p>\n"
        }
        let panels = [summary(section), section.payload.map { payloadPanel($0, section: section) } ?? ""].filter {
            !$0.isEmpty
        }
        html += "<div class=\"facts\">" + panels.map { "<div>" + $0 + "</div>" }.joined() + "</div>\n"
        if !section.cells.isEmpty { html += "<h3>Sequence diagrams</h3>\n" }
        let actors = lifelines(section)
        for cell in section.cells { html += figure(cell, section: section, actors: actors) }
        return html + "</section>\n"
    }

    /// The five lifelines of the design note, and any other part the section's traces call
    /// (Leanplum's launch observer, `NotificationsProxy`, on a cold start), in
    /// `TraceActor` order: every diagram of a section has the same columns.
    func lifelines(_ section: Section) -> [TraceActor] {
        Self.lifelines(of: section.cells.flatMap { $0.results.compactMap { $0 } })
    }

    /// The lifelines of diagrams drawn from `results`, the same columns for each.
    static func lifelines(of results: [SimulationResult]) -> [TraceActor] {
        let always: [TraceActor] = [.iOS, .appDelegate, .notificationsManager, .leanplum, .cleverTap]
        return TraceActor.allCases.filter { actor in
            always.contains(actor) || results.contains { $0.trace.contains { $0.actor == actor || $0.target == actor } }
        }
    }

    // MARK: Summary

    private func summary(_ section: Section) -> String {
        guard !section.cells.isEmpty else { return "" }
        if section.isScenario, let result = section.cells[0].results.compactMap({ $0 }).first {
            return scenarioSummary(result)
        }
        var html = "<h3>Cells</h3><table class=\"summary\"><thead>"
        if isComparison {
            html += "<tr><th rowspan=\"2\">cell</th>"
            for label in variantLabels {
                html += "<th colspan=\"3\" class=\"variant\">" + HTMLText.escape(label) + "</th>"
            }
            html +=
                "</tr><tr>"
                + String(repeating: "<th>handler</th><th>woken</th><th>warnings</th>", count: variantLabels.count)
        } else {
            html += "<tr><th>cell</th><th>handler</th><th>woken</th><th>warnings</th>"
        }
        html += "</tr></thead><tbody>"
        for cell in section.cells {
            let differs = isComparison && !Self.agree(cell.results)
            html +=
                "<tr><td><a href=\"#\(figureID(cell, section: section))\">" + HTMLText.escape(cell.key) + "</a></td>"
            for result in cell.results {
                let tag = differs ? "<td class=\"differs\">" : "<td>"
                guard let result, let push = result.push else {
                    html += String(repeating: tag + "</td>", count: 3)
                    continue
                }
                html +=
                    tag + ClassificationHTML.owner(push.handler) + "</td>" + tag + ClassificationHTML.yesNo(push.woken)
                    + "</td>"
                html += tag + Self.warningCodes(result) + "</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>\n"
    }

    private func scenarioSummary(_ result: SimulationResult) -> String {
        var html = "<h3>Pushes</h3><table class=\"summary\"><thead><tr><th>line</th><th>event</th><th>state</th>"
        html += "<th>handler</th><th>woken</th></tr></thead><tbody>"
        for push in result.pushes {
            html +=
                "<tr><td>\(push.scenarioLine ?? 0)</td><td>\(push.event.rawValue)</td><td>\(push.state.rawValue)</td>"
            html +=
                "<td>" + ClassificationHTML.owner(push.handler) + "</td><td>" + ClassificationHTML.yesNo(push.woken)
                + "</td></tr>"
        }
        html += "</tbody></table>\n"
        if !result.warnings.isEmpty { html += "<p>warnings: " + Self.warningCodes(result) + "</p>\n" }
        return html
    }

    /// The codes of the warnings and errors, then those of the notes (muted, `note:` first).
    static func warningCodes(_ result: SimulationResult) -> String {
        let hazards = result.hazards.map {
            "<span class=\"warn\">" + HTMLText.escape($0.warning.code.rawValue) + "</span>"
        }
        let notes = result.notes.map { HTMLText.escape($0.warning.code.rawValue) }
        return
            (hazards
            + (notes.isEmpty ? [] : ["<span class=\"muted\">note: " + notes.joined(separator: ", ") + "</span>"]))
            .joined(separator: ", ")
    }

    /// Variants agree on a cell when they made the same calls, with the same outcome and warnings.
    static func agree(_ results: [SimulationResult?]) -> Bool {
        guard let first = results.first else { return true }
        return results.allSatisfy { result in
            switch (first, result) {
            case (nil, nil): true
            case (let a?, let b?): !SDKComparison.differ(a, b)
            default: false
            }
        }
    }

    // MARK: Payload

    private func payloadPanel(_ payload: ReadPayload, section: Section) -> String {
        let sourceLine: (Int) -> String? = { section.sourceLines[$0] }
        guard let value = payload.value else {
            return "<h3>Errors</h3>" + ClassificationHTML.positions(payload.diagnostics, sourceLine: sourceLine)
        }
        var html = "<h3>Payload, normalized</h3><pre>"
        html += HTMLText.escape(Jansson.encode(value, style: JSONStyle(indent: 2)), keepingLineBreaks: true) + "</pre>"
        if payload.diagnostics.isEmpty {
            html += "<p class=\"muted\">Read as written: no repairs.</p>"
        } else {
            html += "<h3>Repairs (\(payload.diagnostics.count)), at their line and column in the input</h3>"
            html += ClassificationHTML.positions(payload.diagnostics, sourceLine: sourceLine)
        }
        return html
    }

    // MARK: Diagrams

    private func figureID(_ cell: CellEntry, section: Section) -> String {
        section.id + "-" + cell.key.replacing(", ", with: "-")
    }

    private func figure(_ cell: CellEntry, section: Section, actors: [TraceActor]) -> String {
        let id = figureID(cell, section: section)
        let present = cell.results.enumerated().compactMap { index, result in result.map { (index, $0) } }
        guard isComparison, !Self.agree(cell.results) else {
            guard let (_, result) = present.first else { return "" }
            var caption = "<span class=\"cell\">" + HTMLText.escape(cell.key) + "</span> — " + Self.outcome(result)
            if isComparison { caption += " <span class=\"muted\">(the same with " + variantList() + ")</span>" }
            return "<figure id=\"\(id)\"><figcaption>" + caption + "</figcaption>\n"
                + diagram(result, cell: cell, section: section, actors: actors, id: id) + "</figure>\n"
        }
        // One width for both, so that they are drawn at the same scale.
        var layouts = present.map { SequenceDiagramLayout($0.1, actors: actors) }
        let width = layouts.map(\.width).max() ?? 0
        for index in layouts.indices { layouts[index].width = width }
        var html = "<div class=\"compare\" id=\"\(id)\">\n"
        for ((index, result), layout) in zip(present, layouts) {
            html += "<figure><figcaption><span class=\"variant\">" + HTMLText.escape(variantLabels[index]) + "</span>: "
            html +=
                "<span class=\"cell\">" + HTMLText.escape(cell.key) + "</span> — " + Self.outcome(result)
                + "</figcaption>\n"
            html +=
                SequenceDiagramSVG.render(layout, title: diagramTitle(section, cell, variant: index), shapes: shapes)
                + "</figure>\n"
        }
        return html + "</div>\n"
    }

    private func variantList() -> String {
        variantLabels.map { "<span class=\"variant\">" + HTMLText.escape($0) + "</span>" }.joined(separator: " and ")
    }

    /// A diagram's caption after its cell: the handler, whether the app was woken, the warnings.
    static func outcome(_ result: SimulationResult) -> String {
        guard !result.isScenario, let push = result.push else {
            return "\(result.trace.count) step\(result.trace.count == 1 ? "" : "s"), "
                + "\(result.pushes.count) push\(result.pushes.count == 1 ? "" : "es")"
        }
        var html =
            "handler: " + ClassificationHTML.owner(push.handler) + "; woken: " + ClassificationHTML.yesNo(push.woken)
        if !result.warnings.isEmpty { html += "; warnings: " + Self.warningCodes(result) }
        return html
    }

    /// The cell's diagram; a link to it instead when the page already draws the same one.
    private func diagram(
        _ result: SimulationResult, cell: CellEntry, section: Section, actors: [TraceActor], id: String
    ) -> String {
        let layout = SequenceDiagramLayout(result, actors: actors)
        let drawing = SequenceDiagramSVG.drawing(layout, shapes: shapes)
        let key = "\(layout.width) \(layout.height) " + drawing
        let title = diagramTitle(section, cell, variant: nil)
        if let first = drawn[key] {
            // Titles as text, not attributes: they hold file names, which come from strangers.
            return "<p class=\"muted same\"><span class=\"same-title\">" + HTMLText.escape(title)
                + "</span>: the same as <a class=\"same-diagram\" href=\"#\(first.id)\">"
                + HTMLText.escape(first.title) + "</a>, drawn above.</p>\n"
        }
        drawn[key] = DrawnDiagram(id: id, title: title)
        return SequenceDiagramSVG.render(drawing: drawing, layout: layout, title: title)
    }

    /// `sequence diagram of FILE: STATE, EVENT`, and the variant's name in a comparison.
    private func diagramTitle(_ section: Section, _ cell: CellEntry, variant: Int?) -> String {
        "sequence diagram of \(section.title): \(cell.key)" + (variant.map { " (\(variantLabels[$0]))" } ?? "")
    }
}
