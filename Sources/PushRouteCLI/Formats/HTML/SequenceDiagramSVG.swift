import PushRouteCore
import PushRouteSimulator

/// Draws a `SequenceDiagramLayout` as inline SVG. Each step is its number and a `<use>` of
/// the step's shape (`DiagramShapes`): its call, one `class="arrow"` path (dashed for a
/// completion handler's reply) with its own arrowhead, and its note, so the diagram has
/// exactly as many arrows as the trace has steps. A step where a warning arises has its
/// arrow drawn thick in the warning colour (`hazard` on the number, the arrow and the head).
/// A warning is a `<g class="warning">` band under its step, with its text in `<title>`. The
/// only ids are the shapes' (`s0`, `l0`…), one set per page; no markers, no script.
enum SequenceDiagramSVG {
    typealias M = SequenceDiagramLayout.Metrics

    /// `marking`: the steps (by index) drawn over a band (`class="marked"`), the steps behind
    /// a field that differs on the session page.
    static func render(
        _ layout: SequenceDiagramLayout, title: String, shapes: DiagramShapes, marking: Set<Int> = []
    ) -> String {
        render(drawing: drawing(layout, shapes: shapes, marking: marking), layout: layout, title: title)
    }

    /// The diagram around a `drawing` of `layout`, with its title.
    static func render(drawing: String, layout: SequenceDiagramLayout, title: String) -> String {
        var svg = "<svg class=\"sequence\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\""
        svg += " width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" role=\"img\">"
        svg += "<title>" + HTMLText.escape(title) + "</title>\n"
        return svg + drawing + "</svg>\n"
    }

    /// What the diagram draws, without its title: two cells with the same drawing are the
    /// same diagram (the report draws it once).
    static func drawing(_ layout: SequenceDiagramLayout, shapes: DiagramShapes, marking: Set<Int> = []) -> String {
        var svg = lifelines(layout, shapes: shapes)
        for row in layout.rows {
            switch row {
            case .arrow(let arrow):
                if marking.contains(arrow.index) { svg += band(arrow, layout: layout) }
                svg += step(arrow, layout: layout, shapes: shapes, marked: marking.contains(arrow.index))
            case .warning(let warning): svg += self.warning(warning, layout: layout)
            case .heading(let text, let y, let muted): svg += heading(text, y: y, muted: muted, layout: layout)
            }
        }
        return svg
    }

    /// The dashed lines, one path, and the row of labelled heads, a shape.
    private static func lifelines(_ layout: SequenceDiagramLayout, shapes: DiagramShapes) -> String {
        guard !layout.lifelines.isEmpty else { return "" }
        let top = M.margin
        let bottom = layout.height - M.margin
        var lines = ""
        var heads = ""
        for lifeline in layout.lifelines {
            lines += "M\(n(lifeline.x)) \(n(top + M.headerHeight))V\(n(bottom))"
            heads += "<rect class=\"lifeline\" x=\"\(n(lifeline.x - lifeline.boxWidth / 2))\" y=\"\(n(top))\""
            heads += " width=\"\(n(lifeline.boxWidth))\" height=\"\(n(M.headerHeight))\"/>"
            heads += "<text class=\"lifeline\" x=\"\(n(lifeline.x))\" y=\"\(n(top + M.headerHeight / 2 + 4))\">"
            heads += HTMLText.escape(lifeline.actor.lifelineLabel) + "</text>"
        }
        return "<path class=\"lifelines\" d=\"\(lines)\"/><use href=\"#\(shapes.id(of: heads, prefix: "l"))\"/>\n"
    }

    /// The step's number, and its shape placed at its arrow's height.
    private static func step(
        _ arrow: SequenceDiagramLayout.Arrow, layout: SequenceDiagramLayout, shapes: DiagramShapes, marked: Bool
    ) -> String {
        let hazard = arrow.hazard ? " hazard" : ""
        let mark = marked ? " marked" : ""
        let number =
            "<text class=\"number\(hazard)\(mark)\" x=\"\(n(M.margin + layout.numberWidth - 8))\" y=\"\(n(arrow.arrowY + 4))\">\(arrow.index + 1)</text>"
        let id = shapes.id(of: stepShape(arrow, layout: layout), prefix: "s")
        return number + "<use href=\"#\(id)\" y=\"\(n(arrow.arrowY))\"/>\n"
    }

    /// The band a marked step is drawn over: across the diagram, from its call's first line to
    /// its note's end (its arrow's, without a note).
    private static func band(_ arrow: SequenceDiagramLayout.Arrow, layout: SequenceDiagramLayout) -> String {
        let top = arrow.arrowY - 6 - Double(arrow.callLines.count) * M.lineHeight - 2
        let bottom =
            arrow.noteLines.isEmpty
            ? arrow.noteY + 2 : arrow.noteY + layout.noteHeight(arrow.noteLines) + 3
        return "<rect class=\"marked\" x=\"\(n(M.margin))\" y=\"\(n(top))\" width=\"\(n(layout.width - 2 * M.margin))\""
            + " height=\"\(n(bottom - top))\"/>"
    }

    /// A step's call, arrow, head and note, with its arrow at y = 0.
    private static func stepShape(_ arrow: SequenceDiagramLayout.Arrow, layout: SequenceDiagramLayout) -> String {
        let hazard = arrow.hazard ? " hazard" : ""
        let top = -6 - Double(arrow.callLines.count - 1) * M.lineHeight
        var svg = lines(arrow.callLines, className: "call", x: arrow.textX, firstBaseline: top)
        let reply = arrow.step.isReply ? " reply" : ""
        if arrow.isSelfCall {
            let x = arrow.fromX
            let w = M.selfLoopWidth
            svg += "<path class=\"arrow\(reply)\(hazard)\" d=\"M\(n(x)) 0h\(n(w))v10h\(n(-w + 1))\"/>"
            svg += head(atX: x, y: 10, pointingRight: false, hazard: hazard)
        } else {
            let right = arrow.toX > arrow.fromX
            let end = arrow.toX + (right ? -1 : 1)
            svg += "<path class=\"arrow\(reply)\(hazard)\" d=\"M\(n(arrow.fromX)) 0H\(n(end))\"/>"
            svg += head(atX: arrow.toX, y: 0, pointingRight: right, hazard: hazard)
        }
        if !arrow.noteLines.isEmpty {
            let noteY = arrow.noteY - arrow.arrowY
            svg += "<rect class=\"note\" x=\"\(n(arrow.textX - 4))\" y=\"\(n(noteY))\" width=\"\(n(arrow.noteWidth))\""
            svg += " height=\"\(n(layout.noteHeight(arrow.noteLines)))\"/>"
            svg += lines(
                arrow.noteLines, className: "note", x: arrow.textX + 2, firstBaseline: noteY + M.lineHeight - 1)
        }
        return svg
    }

    private static func head(atX x: Double, y: Double, pointingRight: Bool, hazard: String) -> String {
        let back = pointingRight ? x - 9 : x + 9
        return
            "<path class=\"head\(hazard)\" d=\"M\(n(x)) \(n(y))L\(n(back)) \(n(y - 4.5))L\(n(back)) \(n(y + 4.5))Z\"/>"
    }

    /// A band across the diagram: a warning sign, the severity and code in bold, the message;
    /// the whole text in `<title>` (a tooltip, and what assistive technology reads). A note's
    /// band is drawn in the notes' colours (`is-note`).
    private static func warning(_ warning: SequenceDiagramLayout.Warning, layout: SequenceDiagramLayout) -> String {
        let left = M.margin
        let width = layout.width - 2 * M.margin
        let raised = warning.warning.warning
        let className = raised.isHazard ? "warning" : "warning is-note"
        var svg =
            "<g class=\"\(className)\"><title>"
            + HTMLText.escape("\(raised.severity.rawValue) [\(raised.code.rawValue)]: \(raised.message)") + "</title>"
        svg +=
            "<rect x=\"\(n(left))\" y=\"\(n(warning.y))\" width=\"\(n(width))\" height=\"\(n(warning.height))\" rx=\"3\"/>"
        let iconX = left + 14
        let iconY = warning.y + 6
        svg += "<path class=\"sign\" d=\"M\(n(iconX)) \(n(iconY))l9 16h-18Z\"/>"
        svg += "<text class=\"mark\" x=\"\(n(iconX))\" y=\"\(n(iconY + 14))\">!</text>"
        svg += lines(
            warning.lines, className: nil, x: left + 30, firstBaseline: warning.y + M.lineHeight + 1, boldFirst: true)
        return svg + "</g>\n"
    }

    private static func heading(_ text: String, y: Double, muted: Bool, layout: SequenceDiagramLayout) -> String {
        let className = muted ? "heading muted" : "heading"
        var svg = "<g class=\"\(className)\">"
        if !muted {
            svg +=
                "<line x1=\"\(n(M.margin))\" y1=\"\(n(y + 4))\" x2=\"\(n(layout.width - M.margin))\" y2=\"\(n(y + 4))\"/>"
        }
        svg += "<text x=\"\(n(M.margin))\" y=\"\(n(y + 18))\">\(HTMLText.escape(text))</text></g>\n"
        return svg
    }

    /// `<text>` with its first line, and one `<tspan>` per further line (already wrapped and
    /// made visible); with `boldFirst`, the first line is a `<tspan class="strong">` too.
    private static func lines(
        _ lines: [String], className: String?, x: Double, firstBaseline: Double, boldFirst: Bool = false
    ) -> String {
        var svg = "<text" + (className.map { " class=\"\($0)\"" } ?? "") + " x=\"\(n(x))\" y=\"\(n(firstBaseline))\">"
        for (index, line) in lines.enumerated() {
            if index == 0 && !boldFirst {
                svg += HTMLText.escape(line)
            } else {
                let bold = index == 0 ? "<tspan class=\"strong\">" : "<tspan x=\"\(n(x))\" dy=\"\(n(M.lineHeight))\">"
                svg += bold + HTMLText.escape(line) + "</tspan>"
            }
        }
        return svg + "</text>"
    }

    /// A coordinate with at most one decimal: `12`, `12.5`.
    static func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return sign + String(magnitude / 10) + (magnitude % 10 == 0 ? "" : "." + String(magnitude % 10))
    }
}
