/// Renders diagnostics in compiler style:
///
///     samples/ct.txt:6:19: warning: bare word 'W84-WW7-123A' read as a string [bare-word]
///        "wzrk_acct_id":W84-WW7-123A,
///                       ^
public struct DiagnosticPrinter: Sendable {
    public var color: Bool
    /// Print the rule id in brackets after the message.
    public var showRule: Bool

    public init(color: Bool = false, showRule: Bool = true) {
        self.color = color
        self.showRule = showRule
    }

    /// The diagnostic, followed by `sourceLine` and a caret under its column when given,
    /// and by its hint.
    public func render(_ diagnostic: Diagnostic, sourceLine: String? = nil) -> String {
        render(diagnostic, source: sourceLine.map(SourceLine.init))
    }

    /// Renders `diagnostics` in order, handing each to `write`. Each source line is read and
    /// its characters counted once for a run of diagnostics on it, so that thousands of
    /// repairs on one long line (a minified paste) cost time in proportion to the line, not
    /// to the line times the repairs.
    public func render(_ diagnostics: [Diagnostic], sourceLine: (Int) -> String?, _ write: (String) -> Void) {
        var cached: (line: Int, source: SourceLine?)?
        for diagnostic in diagnostics {
            var source: SourceLine?
            if let line = diagnostic.location?.line {
                if cached?.line != line { cached = (line, sourceLine(line).map(SourceLine.init)) }
                source = cached?.source
            }
            write(render(diagnostic, source: source))
        }
    }

    private func render(_ diagnostic: Diagnostic, source: SourceLine?) -> String {
        let style = ANSIStyle(enabled: color)
        let place = diagnostic.location.map { "\(diagnostic.file):\($0.line):\($0.column):" } ?? "\(diagnostic.file):"
        var text = style.bold(place)
        text += " " + style.severity(diagnostic.severity) + " " + style.bold(diagnostic.message)
        if showRule, let rule = diagnostic.rule { text += " [\(rule)]" }
        text += "\n"
        if let location = diagnostic.location, let source, !source.isBlank {
            let (excerpt, padding) = source.excerpt(column: location.column)
            text += excerpt + "\n"
            text += padding + style.green("^") + "\n"
        }
        if let hint = diagnostic.hint { text += "hint: \(hint)\n" }
        return text
    }

    /// Characters of context shown on each side of the column in a long source line.
    static let excerptRadius = 60

    /// The part of `line` shown under a diagnostic, and the column within it: a long
    /// line (a minified payload, a log line) is cut to a window around the column,
    /// with `...` where text was left out.
    static func excerpt(_ line: String, column: Int) -> (String, Int) {
        SourceLine(line).window(column: column)
    }

    /// The part of `line` shown under a diagnostic (`excerpt`), and the spaces (and the
    /// line's own tabs) that put a caret under `column` on the next line.
    public static func sourceExcerpt(_ line: String, column: Int) -> (excerpt: String, caretPadding: String) {
        SourceLine(line).excerpt(column: column)
    }
}

/// A source line under diagnostics, with its Unicode scalars counted once when it is long
/// enough to be cut to a window.
struct SourceLine {
    let text: String
    /// The line's scalars (the unit columns count), only for a line longer than a window.
    private let scalars: [Unicode.Scalar]?
    let isBlank: Bool

    init(_ text: String) {
        self.text = text
        let limit = DiagnosticPrinter.excerptRadius * 2 + 20
        let scalars = text.utf8.count > limit ? Array(text.unicodeScalars) : nil
        self.scalars = scalars.flatMap { $0.count > limit ? $0 : nil }
        isBlank = !text.contains(where: { !$0.isWhitespace })
    }

    /// The text shown and the column within it (`DiagnosticPrinter.excerpt`).
    func window(column: Int) -> (String, Int) {
        guard let scalars else { return (text, column) }
        let radius = DiagnosticPrinter.excerptRadius
        let index = min(max(column - 1, 0), scalars.count)
        let start = max(0, index - radius)
        let end = min(scalars.count, index + radius)
        let lead = start > 0 ? "..." : ""
        let tail = end < scalars.count ? "..." : ""
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars[start..<end])
        return (lead + String(shown) + tail, index - start + lead.count + 1)
    }

    /// The text shown, and the padding (spaces, and the line's own tabs) before the caret.
    func excerpt(column: Int) -> (excerpt: String, caretPadding: String) {
        let (excerpt, column) = window(column: column)
        var padding = ""
        for scalar in excerpt.unicodeScalars.prefix(max(0, column - 1)) { padding.append(scalar == "\t" ? "\t" : " ") }
        return (excerpt, padding)
    }
}

/// ANSI colour codes, applied only when enabled.
public struct ANSIStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func bold(_ text: String) -> String { wrap(text, "1") }

    /// Writes what `body` writes in bold, without building it as a string first.
    public func writeBold(to sink: OutputSink, _ body: () -> Void) {
        if enabled { sink.write("\u{1B}[1m") }
        body()
        if enabled { sink.write("\u{1B}[0m") }
    }
    public func red(_ text: String) -> String { wrap(text, "1;31") }
    public func green(_ text: String) -> String { wrap(text, "1;32") }
    public func yellow(_ text: String) -> String { wrap(text, "1;33") }
    public func magenta(_ text: String) -> String { wrap(text, "1;35") }
    public func cyan(_ text: String) -> String { wrap(text, "1;36") }
    public func dim(_ text: String) -> String { wrap(text, "2") }

    public func severity(_ severity: Severity) -> String {
        let label = severity.rawValue + ":"
        switch severity {
        case .error: return red(label)
        case .warning: return magenta(label)
        case .info, .note: return cyan(label)
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
