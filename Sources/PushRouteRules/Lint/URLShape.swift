import PushRouteCore
import PushRouteReader

/// A light check that a string has the shape of a URL (RFC 3986 scheme, then more).
enum URLShape {
    /// Why `text` is not a URL, as the end of a message; `nil` when it looks like one.
    static func problem(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return "has no scheme" }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, isLetter(first),
            scheme.unicodeScalars.allSatisfy({
                isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
            })
        else { return "has no scheme" }
        let rest = text[text.index(after: colon)...]
        if rest.isEmpty || rest == "/" || rest == "//" { return "looks truncated after its scheme" }
        if text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
            return "contains spaces or control characters"
        }
        if ["http", "https"].contains(scheme.lowercased()), !rest.hasPrefix("//") { return "has no host" }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
