/// How every message quotes what it is about: input text in single quotes, cut short
/// (`'W84-WW7-123A'`), values as JSON string literals (`"https:"`), and lists of keys
/// (`'_lpm', '_lpx' and 'LP_URL'`).
public enum Quoting {
    /// The most a message quotes of the input, in characters.
    public static let limit = 40

    /// `'text'`, on one line and at most `limit` characters ("..." where cut).
    public static func quoted(_ text: String) -> String { "'" + short(text) + "'" }

    public static func quoted(_ bytes: UnsafeRawBufferPointer) -> String {
        quoted(String(decoding: bytes, as: UTF8.self))
    }

    /// Quotes `range` of `text`, decoding no more of it than a message can show.
    public static func quoted(_ range: Range<Int>, in text: UnsafeRawBufferPointer) -> String {
        let start = min(range.lowerBound, text.count)
        let clamped = start..<min(range.upperBound, text.count, start + 256)
        let shown = String(decoding: UnsafeRawBufferPointer(rebasing: text[clamped]), as: UTF8.self)
        return quoted(clamped.upperBound < range.upperBound ? shown + "\n..." : shown)
    }

    /// The first line of `text`, at most `limit` characters, "..." where cut.
    public static func short(_ text: String, limit: Int = limit) -> String {
        if text.utf8.count <= limit, !text.utf8.contains(ASCII.newline) { return text }
        var line = text.prefix { $0 != "\n" && $0 != "\r\n" }
        var cut = line.count < text.count
        if line.count > limit {
            line = line.prefix(limit)
            cut = true
        }
        return cut ? line + "..." : String(line)
    }

    /// `'a', 'b' and 'c'`; with no conjunction, `'a', 'b', 'c'`.
    public static func list(_ words: [String], conjunction: String? = "and") -> String {
        let quoted = words.map { "'\($0)'" }
        guard let conjunction, quoted.count > 1 else { return quoted.joined(separator: ", ") }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }

    /// `text` as a JSON string literal, cut to about 40 characters ("…" where cut), as a
    /// message shows a value.
    public static func jsonString(_ text: String) -> String {
        let cut = text.count > limit ? String(text.prefix(limit - 3)) + "…" : text
        return "\"" + jsonEscaped(cut) + "\""
    }

    /// `text` with control characters written as JSON writes them (`\n`, `\u0001`), so that
    /// a message stays on one line.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { result += escaped(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The body of a JSON string literal, escaped as pushroute's JSON output escapes it:
    /// `"`, `\`, and the characters `TerminalEscaping` shows escaped (controls, DEL,
    /// bidirectional characters); everything else as it is.
    static func jsonEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || TerminalEscaping.isUnsafe(scalar) {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The scalar as a JSON string escape writes it: `\n`, `\"`, `\u0001`, `\u202E`.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 }
}
