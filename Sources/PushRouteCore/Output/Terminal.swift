/// Decides whether output may carry colour. In order, the first that applies decides:
/// 1. `--color always` or `--color never`;
/// 2. `NO_COLOR` set to a non-empty value (no-color.org): no colour;
/// 3. `FORCE_COLOR` or `CLICOLOR_FORCE` set to a non-empty value other than `0`: colour,
///    even on a pipe or a file;
/// 4. colour only on a terminal whose `TERM` is not `dumb`.
public enum Terminal {
    /// The environment variables the decision reads.
    public static let variables = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "TERM"]
    /// The variables that ask for colour wherever the output goes.
    public static let forcingVariables = ["FORCE_COLOR", "CLICOLOR_FORCE"]

    public static func wantsColor(isTerminal: Bool, environment: [String: String], choice: ColorChoice = .auto) -> Bool
    {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if forcingVariables.contains(where: { isForcing(environment[$0]) }) { return true }
        return isTerminal && environment["TERM"] != "dumb"
    }

    /// A forcing variable's value asks for colour: set, not empty and not `0`.
    private static func isForcing(_ value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }
}

/// `--color`: colour when the environment and the terminal say so (`auto`), always, or never.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
