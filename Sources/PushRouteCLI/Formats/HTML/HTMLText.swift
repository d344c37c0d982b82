import PushRouteCore

/// The one way text enters the HTML reports. Payloads come from strangers, so every string
/// a report writes (keys, values, file names, messages, the calls and notes of a trace)
/// goes through `escape`: markup characters become character references, and characters
/// that could hide or reorder text on screen become visible escapes.
public enum HTMLText {
    /// `text` as the report shows it: the characters a terminal is kept from too
    /// (`TerminalEscaping.isUnsafe`: control characters but tab, and line feed when
    /// `keepingLineBreaks`, bidirectional formatting characters, line and paragraph
    /// separators) written as JSON escapes (`\u202E`), so that a right-to-left override
    /// cannot reverse what follows it. Layout measures this form.
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { hidden($0, keepingLineBreaks) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if hidden(scalar, keepingLineBreaks) {
                result += Quoting.escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `visible(text)` with `&`, `<`, `>`, `"` and `'` written as character references:
    /// safe as element content and as a quoted attribute value, in HTML and in inline SVG.
    public static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
        let shown = visible(text, keepingLineBreaks: keepingLineBreaks)
        guard shown.utf8.contains(where: { markup($0) }) else { return shown }
        var result = ""
        result.reserveCapacity(shown.utf8.count + 16)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func markup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Characters shown as escapes.
    private static func hidden(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
        switch scalar {
        case "\t": false
        case "\n": !keepingLineBreaks
        default: TerminalEscaping.isUnsafe(scalar)
        }
    }
}
