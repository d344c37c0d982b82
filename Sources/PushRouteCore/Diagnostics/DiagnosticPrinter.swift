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
        let sink = OutputSink.memory()
        write(diagnostic, source: sourceLine.map(SourceLine.init), to: sink)
        return String(decoding: sink.pending, as: UTF8.self)
    }

    /// Writes `diagnostics` in order to `sink`, as one write. Each source line is read and
    /// its characters counted once for a run of diagnostics on it, so that thousands of
    /// repairs on one long line (a minified paste) cost time in proportion to the line, not
    /// to the line times the repairs.
    /// `cache` keeps a long line measured across calls: given the same string again (the
    /// records of an array pasted on one line, `TextLocator.lineText`), it is not read again.
    public func write(
        _ diagnostics: [Diagnostic], sourceLine: (Int) -> String?, cache: SourceLineCache? = nil, to sink: OutputSink
    ) {
        var cached: (line: Int, source: SourceLine?)?
        sink.writeTogether {
            for diagnostic in diagnostics {
                var source: SourceLine?
                if let line = diagnostic.location?.line {
                    if cached?.line != line {
                        cached = (line, sourceLine(line).map { cache?.source(of: $0) ?? SourceLine($0) })
                    }
                    source = cached?.source
                }
                write(diagnostic, source: source, to: sink)
            }
        }
    }

    /// Writes the diagnostic's parts straight into `sink`, without building it as a string.
    private func write(_ diagnostic: Diagnostic, source: SourceLine?, to sink: OutputSink) {
        let style = ANSIStyle(enabled: color)
        style.writeBold(to: sink) {
            sink.write(escaping: diagnostic.file)
            sink.write(":")
            if let location = diagnostic.location {
                sink.write(integer: location.line)
                sink.write(":")
                sink.write(integer: location.column)
                sink.write(":")
            }
        }
        sink.write(" ")
        sink.write(style.severity(diagnostic.severity))
        sink.write(" ")
        style.writeBold(to: sink) { sink.write(escaping: diagnostic.message) }
        if showRule, let rule = diagnostic.rule {
            sink.write(" [")
            sink.write(rule.description)
            sink.write("]")
        }
        sink.write("\n")
        if let location = diagnostic.location, let source, !source.isBlank {
            source.writeExcerpt(column: location.column, caret: style, to: sink)
        }
        if let hint = diagnostic.hint {
            sink.write("hint: ")
            sink.write(escaping: hint)
            sink.write("\n")
        }
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

/// The last long source line measured, and the string it was measured from: a string given
/// again (the same storage, which the cache keeps alive) gives the same `SourceLine`.
public final class SourceLineCache {
    private var last: (text: String, storage: UnsafeRawPointer, source: SourceLine)?
    /// Lines shorter than this are measured each time: it costs less than the look-up.
    static let minimumBytes = 4096

    public init() {}

    func source(of text: String) -> SourceLine {
        guard text.utf8.count >= Self.minimumBytes,
            let storage = text.utf8.withContiguousStorageIfAvailable({ UnsafeRawPointer($0.baseAddress) }) ?? nil
        else { return SourceLine(text) }
        if let last, last.storage == storage, last.text.utf8.count == text.utf8.count { return last.source }
        let source = SourceLine(text)
        last = (text, storage, source)
        return source
    }
}

/// A source line under diagnostics, read once for all the diagnostics on it. Columns count
/// Unicode scalars; in an ASCII line (the common case) they are its bytes.
struct SourceLine {
    private let bytes: [UInt8]
    /// Where each scalar starts in `bytes`, only for a line that is long and not all ASCII.
    private let scalarStarts: [Int]?
    /// Whether the line is longer than a window, and is cut to one around the column.
    private let isLong: Bool
    let isBlank: Bool

    init(_ text: String) {
        let bytes = Array(text.utf8)
        let limit = DiagnosticPrinter.excerptRadius * 2 + 20
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let starts = bytes.count > limit && !isASCII ? bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } : nil
        self.bytes = bytes
        scalarStarts = starts
        isLong = bytes.count > limit && (starts?.count ?? bytes.count) > limit
        isBlank = isASCII ? bytes.allSatisfy(SourceLine.isASCIIWhitespace) : !text.contains(where: { !$0.isWhitespace })
    }

    /// The text shown and the column within it (`DiagnosticPrinter.excerpt`).
    func window(column: Int) -> (String, Int) {
        let (shown, column) = shown(window(at: column))
        return (String(decoding: shown, as: UTF8.self), column)
    }

    /// The text shown, and the padding (spaces, and the line's own tabs) before the caret.
    func excerpt(column: Int) -> (excerpt: String, caretPadding: String) {
        let (shown, column) = shown(window(at: column))
        return (
            String(decoding: shown, as: UTF8.self), String(decoding: Self.padding(shown, column: column), as: UTF8.self)
        )
    }

    /// Writes the text shown and, on the next line, a caret under `column`.
    func writeExcerpt(column: Int, caret style: ANSIStyle, to sink: OutputSink) {
        let (shown, column) = shown(window(at: column))
        sink.write(bytes: shown)
        sink.write("\n")
        sink.write(bytes: Self.padding(shown, column: column))
        sink.write(style.green("^"))
        sink.write("\n")
    }

    /// The bytes of the line shown, whether text was left out before and after them, and the
    /// column within what is shown.
    private struct Window {
        var bytes: Range<Int>
        var lead: Bool
        var tail: Bool
        var column: Int
    }

    private func window(at column: Int) -> Window {
        guard isLong else { return Window(bytes: bytes.indices, lead: false, tail: false, column: column) }
        let count = scalarStarts?.count ?? bytes.count
        let radius = DiagnosticPrinter.excerptRadius
        let index = min(max(column - 1, 0), count)
        let start = max(0, index - radius)
        let end = min(count, index + radius)
        let lead = start > 0
        return Window(
            bytes: offset(ofScalar: start)..<offset(ofScalar: end), lead: lead, tail: end < count,
            column: index - start + (lead ? Self.ellipsis.count : 0) + 1)
    }

    private func offset(ofScalar index: Int) -> Int {
        guard let scalarStarts else { return index }
        return index < scalarStarts.count ? scalarStarts[index] : bytes.count
    }

    /// The window's bytes as shown, with their control and bidirectional characters escaped
    /// (`TerminalEscaping`; the line's tabs stay, for the caret line to copy), and the
    /// window's column moved past the escapes before it.
    private func shown(_ window: Window) -> (bytes: [UInt8], column: Int) {
        let bytes: [UInt8] = cut(window)
        guard bytes.withUnsafeBytes({ TerminalEscaping.firstUnsafe(in: $0, allowing: .tabs) }) != nil else {
            return (bytes, window.column)
        }
        var escaped: [UInt8] = []
        var column = window.column
        for (index, scalar) in String(decoding: bytes, as: UTF8.self).unicodeScalars.enumerated() {
            guard TerminalEscaping.isUnsafe(scalar), scalar != "\t" else {
                escaped += String(scalar).utf8
                continue
            }
            let escape = TerminalEscaping.escape(scalar)
            escaped += escape.utf8
            if index < window.column - 1 { column += escape.count - 1 }
        }
        return (escaped, column)
    }

    /// The window's bytes, with `...` where text was left out.
    private func cut(_ window: Window) -> [UInt8] {
        guard window.lead || window.tail else {
            return window.bytes == bytes.indices ? bytes : Array(bytes[window.bytes])
        }
        var shown: [UInt8] = []
        shown.reserveCapacity(window.bytes.count + 2 * Self.ellipsis.count)
        if window.lead { shown += Self.ellipsis }
        shown += bytes[window.bytes]
        if window.tail { shown += Self.ellipsis }
        return shown
    }

    private static let ellipsis = Array("...".utf8)

    /// A space for each scalar before `column` in `shown`, or a tab where the line has one.
    private static func padding(_ shown: [UInt8], column: Int) -> [UInt8] {
        var padding: [UInt8] = []
        padding.reserveCapacity(max(0, column - 1))
        for byte in shown where byte & 0xC0 != 0x80 {
            guard padding.count < column - 1 else { break }
            padding.append(byte == UInt8(ascii: "\t") ? byte : UInt8(ascii: " "))
        }
        return padding
    }

    /// Unicode's White_Space among ASCII, as `Character.isWhitespace` has it.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
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
