import PushRouteCore
import PushRouteReader

/// Small text helpers for lint messages.
public enum LintText {
    /// `text` as a JSON string literal, cut to about 40 characters.
    public static func quoted(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(37)) + "…" : text
        return Jansson.encode(.string(cut), style: .record)
    }

    /// `'a', 'b' and 'c'`.
    public static func list(_ words: [String], conjunction: String = "and") -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }

    /// `; did you mean 'x'?` when a candidate is close to `word`, else empty.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        Suggestion.closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension LintText {
    /// `expected <what> for '<path>', found <value>`: the shape of every type finding.
    public static func expected(_ what: String, for path: String, found value: JSONValue) -> String {
        "expected \(what) for '\(path)', found \(value.foundDescription)"
    }
}

extension LintText {
    /// `text` with control characters written as JSON writes them (`\n`, `\u0001`).
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let encoded = Jansson.encode(.string(String(scalar)), style: .record)
            result += encoded.dropFirst().dropLast()
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }
}
