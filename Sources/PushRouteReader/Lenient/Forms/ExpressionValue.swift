import PushRouteCore

/// A value a paste gives as code (a variable, a call, an operator): its value is not in the
/// text, so the reader keeps it as the opaque string `<expression: CODE>` (docs/pasted-forms.md
/// §4.17), and the answers that depend on it say "unknown" (`FlagValueNote`). Declared here
/// once: the readers write it, the answers recognise it.
public enum ExpressionValue {
    /// The opaque string that stands for `code`.
    public static func string(_ code: String) -> String { prefix + code + ">" }

    /// The code an opaque string stands for; nil for any other value.
    public static func code(_ value: JSONValue?) -> String? {
        guard case .string(let text)? = value, text.hasPrefix(prefix), text.hasSuffix(">") else { return nil }
        return String(text.dropFirst(prefix.count).dropLast())
    }

    private static let prefix = "<expression: "
}
