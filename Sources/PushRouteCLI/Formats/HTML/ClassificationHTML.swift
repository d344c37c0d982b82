import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The pieces both reports show of a payload: who owns it and by which keys, what it looks
/// like, and positions (repairs, errors) as `line:column message`. Every piece escapes
/// what it shows.
enum ClassificationHTML {
    /// `<span class="owner clevertap">clevertap</span>`; `invalid` for a payload that could not be read.
    static func owner(_ handler: Handler?) -> String {
        let name = handler?.rawValue ?? "invalid"
        return "<span class=\"owner \(name)\">\(name)</span>"
    }

    /// The keys that decided, and for Leanplum the CleverTap keys it wins over.
    static func decidingKeys(_ classification: Classification) -> String {
        var html = codes(classification.matchedKeys)
        if !classification.shadowedKeys.isEmpty {
            html += " (wins over clevertap's " + codes(classification.shadowedKeys) + ")"
        }
        return html
    }

    /// `firebase (gcm.message_id, …)`, and why it is not routed there; empty when none.
    static func lookalike(_ classification: Classification) -> String {
        guard let lookalike = classification.lookalike else { return "" }
        var html = HTMLText.escape(lookalike.sdk)
        if !lookalike.keys.isEmpty { html += " (" + codes(lookalike.keys) + ")" }
        if let reason = lookalike.reason { html += " but " + HTMLText.escape(reason) }
        return html
    }

    /// `<code>a</code>, <code>b</code>`.
    static func codes(_ words: [String]) -> String {
        words.map { "<code>" + HTMLText.escape($0) + "</code>" }.joined(separator: ", ")
    }

    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    /// The verdict of `classify` for one payload, as a sentence.
    static func verdict(_ classification: Classification?, status: PayloadStatus, repairs: Int) -> String {
        guard let classification else { return owner(nil) }
        var html = owner(classification.handler)
        if !classification.matchedKeys.isEmpty { html += " by " + decidingKeys(classification) }
        let looks = lookalike(classification)
        if !looks.isEmpty { html += ", looks like " + looks }
        html += "; content-available: " + yesNo(classification.contentAvailable)
        if classification.silent { html += " (silent)" }
        html += "; mutable-content: " + yesNo(classification.mutableContent)
        if status.wasRepaired {
            html += "; <span class=\"warn\">\(status == .partial ? "partial" : "repaired") (\(repairs))</span>"
        }
        return html
    }

    /// An ordered list of diagnostics at their line and column, each with its source line
    /// and a caret when `sourceLine` gives it.
    static func positions(_ diagnostics: [Diagnostic], sourceLine: (Int) -> String? = { _ in nil }) -> String {
        var html = "<ol class=\"positions\">"
        for diagnostic in diagnostics {
            let position = diagnostic.position
            html +=
                "<li><code class=\"pos\">\(position.line):\(position.column)</code> "
                + HTMLText.escape(diagnostic.message)
            if let rule = diagnostic.rule {
                html += " <span class=\"muted\">[" + HTMLText.escape(rule.rawValue) + "]</span>"
            }
            if let line = sourceLine(position.line), line.contains(where: { !$0.isWhitespace }) {
                // The column counts characters of the line as read; escapes made visible before it move it.
                let column = HTMLText.visible(String(line.prefix(max(0, position.column - 1)))).count + 1
                let (excerpt, padding) = DiagnosticPrinter.sourceExcerpt(HTMLText.visible(line), column: column)
                html += "<pre>" + HTMLText.escape(excerpt) + "\n" + padding + "^</pre>"
            }
            html += "</li>"
        }
        return html + "</ol>"
    }
}
