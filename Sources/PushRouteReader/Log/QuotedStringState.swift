import PushRouteCore

/// Whether a byte-by-byte scan stands inside a double-quoted string, with backslash escapes:
/// the brackets of a log entry or event are counted only outside them.
struct QuotedStringState {
    private var quoted = false
    private var escaped = false

    /// Takes `byte`; returns true when it belongs to a string (its quotes included).
    mutating func consumes(_ byte: UInt8) -> Bool {
        guard quoted else {
            quoted = byte == ASCII.quote
            return quoted
        }
        if escaped {
            escaped = false
        } else if byte == ASCII.backslash {
            escaped = true
        } else if byte == ASCII.quote {
            quoted = false
        }
        return true
    }
}
