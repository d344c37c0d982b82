import PushRouteCore

/// The errors of a configuration file (`.pushroute.json`): each is located at its line and
/// column, and the run stops with exit status 64 before any file is linted.
public enum ConfigRule: String, ExplainedRule {
    /// Not one strict JSON object (a parse error, a repair, a duplicate key, several documents).
    case syntax = "config-syntax"
    case unknownKey = "config-unknown-key"
    case unknownRule = "config-unknown-rule"
    case badGlob = "config-bad-glob"
    /// A value of the wrong type, or not one of the allowed values.
    case wrongType = "config-type"

    public static let reportedBy = "configuration error (.pushroute.json); the run stops with exit status 64"

    public var meaning: String {
        switch self {
        case .syntax:
            "the configuration is not one strict JSON object: it does not parse, needed repairs, repeats a key or holds several documents"
        case .unknownKey: "a key the configuration does not have; the error names the closest one"
        case .unknownRule: "a rule id that no lint rule has ('pushroute lint --list-rules' lists them)"
        case .badGlob:
            "a glob that starts or ends with '/', has an empty, '.' or '..' segment, '**' inside a segment, or an unclosed '['"
        case .wrongType: "a value of the wrong type, or not one of the values allowed"
        }
    }
}
