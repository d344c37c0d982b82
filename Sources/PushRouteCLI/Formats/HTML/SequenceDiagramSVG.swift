import PushRouteCore
import PushRouteSimulator

/// Draws a `SequenceDiagramLayout` as inline SVG. Each step is a `<g class="step">` with one
/// `class="arrow"` path (dashed for a completion handler's reply) and its own arrowhead, so
/// the diagram has exactly as many arrows as the trace has steps. A warning is a
/// `<g class="warning">` band under its step, with its text in `<title>`, and its step's
/// arrow is drawn thick in the warning colour (`class="step hazard"`). No ids, no markers,
/// no script: several diagrams share a page without clashing.
enum SequenceDiagramSVG {
    typealias M = SequenceDiagramLayout.Metrics

    static func render(_ layout: SequenceDiagramLayout, title: String) -> String {
        render(drawing: drawing(layout), layout: layout, title: title)
    }

    /// The diagram around a `drawing` of `layout`, with its title.
    static func render(drawing: String, layout: SequenceDiagramLayout, title: String) -> String {
        var svg = "<svg class=\"sequence\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\""
        svg += " width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" role=\"img\">"
        svg += "<title>" + HTMLText.escape(title) + "</title>\n"
        return svg + drawing + "</svg>\n"
    }

    /// What the diagram draws, without its title: two cells with the same drawing are the
    /// same diagram (the report draws it once).
    static func drawing(_ layout: SequenceDiagramLayout) -> String {
        var svg = ""
        for lifeline in layout.lifelines { svg += self.lifeline(lifeline, bottom: layout.height - M.margin) }
        for row in layout.rows {
            switch row {
            case .arrow(let arrow): svg += step(arrow, layout: layout)
            case .warning(let warning): svg += self.warning(warning, layout: layout)
            case .heading(let text, let y, let muted): svg += heading(text, y: y, muted: muted, layout: layout)
            }
        }
        return svg
    }

    private static func lifeline(_ lifeline: SequenceDiagramLayout.Lifeline, bottom: Double) -> String {
        let left = lifeline.x - lifeline.boxWidth / 2
        let top = M.margin
        return "<g class=\"lifeline\"><line x1=\"\(n(lifeline.x))\" y1=\"\(n(top + M.headerHeight))\" x2=\"\(n(lifeline.x))\" y2=\"\(n(bottom))\"/>"
            + "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(lifeline.boxWidth))\" height=\"\(n(M.headerHeight))\" rx=\"4\"/>"
            + "<text x=\"\(n(lifeline.x))\" y=\"\(n(top + M.headerHeight / 2 + 4))\">\(HTMLText.escape(lifeline.actor.lifelineLabel))</text></g>\n"
    }

    private static func step(_ arrow: SequenceDiagramLayout.Arrow, layout: SequenceDiagramLayout) -> String {
        var svg = "<g class=\"step\(arrow.hazard ? " hazard" : "")\">"
        svg += "<text class=\"number\" x=\"\(n(M.margin + layout.numberWidth - 8))\" y=\"\(n(arrow.arrowY + 4))\">\(arrow.index + 1)</text>"
        svg += lines(arrow.callLines, className: "call", x: arrow.textX, firstBaseline: arrow.arrowY - 6 - Double(arrow.callLines.count - 1) * M.lineHeight)
        let reply = arrow.step.isReply ? " reply" : ""
        if arrow.isSelfCall {
            let x = arrow.fromX, y = arrow.arrowY, w = M.selfLoopWidth
            svg += "<path class=\"arrow\(reply)\" d=\"M\(n(x)) \(n(y))h\(n(w))v10h\(n(-w + 1))\"/>"
            svg += head(atX: x, y: y + 10, pointingRight: false)
        } else {
            let right = arrow.toX > arrow.fromX
            let end = arrow.toX + (right ? -1 : 1)
            svg += "<path class=\"arrow\(reply)\" d=\"M\(n(arrow.fromX)) \(n(arrow.arrowY))H\(n(end))\"/>"
            svg += head(atX: arrow.toX, y: arrow.arrowY, pointingRight: right)
        }
        if !arrow.noteLines.isEmpty {
            svg += "<g class=\"note\"><rect x=\"\(n(arrow.textX - 4))\" y=\"\(n(arrow.noteY))\" width=\"\(n(arrow.noteWidth))\""
            svg += " height=\"\(n(layout.noteHeight(arrow.noteLines)))\" rx=\"2\"/>"
            svg += lines(arrow.noteLines, className: nil, x: arrow.textX + 2, firstBaseline: arrow.noteY + M.lineHeight - 1)
            svg += "</g>"
        }
        return svg + "</g>\n"
    }

    private static func head(atX x: Double, y: Double, pointingRight: Bool) -> String {
        let back = pointingRight ? x - 9 : x + 9
        return "<path class=\"head\" d=\"M\(n(x)) \(n(y))L\(n(back)) \(n(y - 4.5))L\(n(back)) \(n(y + 4.5))Z\"/>"
    }

    /// A band across the diagram: a warning sign, the severity and code in bold, the message;
    /// the whole text in `<title>` (a tooltip, and what assistive technology reads). A note's
    /// band is drawn in the notes' colours (`is-note`).
    private static func warning(_ warning: SequenceDiagramLayout.Warning, layout: SequenceDiagramLayout) -> String {
        let left = M.margin, width = layout.width - 2 * M.margin
        let raised = warning.warning.warning
        let className = raised.isHazard ? "warning" : "warning is-note"
        var svg = "<g class=\"\(className)\"><title>" + HTMLText.escape("\(raised.severity.rawValue) [\(raised.code.rawValue)]: \(raised.message)") + "</title>"
        svg += "<rect x=\"\(n(left))\" y=\"\(n(warning.y))\" width=\"\(n(width))\" height=\"\(n(warning.height))\" rx=\"3\"/>"
        let iconX = left + 14, iconY = warning.y + 6
        svg += "<path class=\"sign\" d=\"M\(n(iconX)) \(n(iconY))l9 16h-18Z\"/>"
        svg += "<text class=\"mark\" x=\"\(n(iconX))\" y=\"\(n(iconY + 14))\">!</text>"
        svg += lines(warning.lines, className: nil, x: left + 30, firstBaseline: warning.y + M.lineHeight + 1, boldFirst: true)
        return svg + "</g>\n"
    }

    private static func heading(_ text: String, y: Double, muted: Bool, layout: SequenceDiagramLayout) -> String {
        let className = muted ? "heading muted" : "heading"
        var svg = "<g class=\"\(className)\">"
        if !muted {
            svg += "<line x1=\"\(n(M.margin))\" y1=\"\(n(y + 4))\" x2=\"\(n(layout.width - M.margin))\" y2=\"\(n(y + 4))\"/>"
        }
        svg += "<text x=\"\(n(M.margin))\" y=\"\(n(y + 18))\">\(HTMLText.escape(text))</text></g>\n"
        return svg
    }

    /// `<text>` with one `<tspan>` per line (already wrapped and made visible).
    private static func lines(_ lines: [String], className: String?, x: Double, firstBaseline: Double, boldFirst: Bool = false) -> String {
        var svg = "<text" + (className.map { " class=\"\($0)\"" } ?? "") + " x=\"\(n(x))\" y=\"\(n(firstBaseline))\">"
        for (index, line) in lines.enumerated() {
            let bold = boldFirst && index == 0 ? " class=\"strong\"" : ""
            let dy = index == 0 ? "0" : n(M.lineHeight)
            svg += "<tspan\(bold) x=\"\(n(x))\" dy=\"\(dy)\">" + HTMLText.escape(line) + "</tspan>"
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
