/// Decides whether output may carry colour: only on a terminal, never with `NO_COLOR`
/// set to a non-empty value (no-color.org), and never for `TERM=dumb`.
public enum Terminal {
    /// The environment variables the decision reads.
    public static let variables = ["NO_COLOR", "TERM"]

    public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
