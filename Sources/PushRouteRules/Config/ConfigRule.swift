import PushRouteCore

/// The errors of a configuration file (`.pushroute.json`): each is located at its line and
/// column, and the run stops with exit status 64 before any file is linted.
public enum ConfigRule: String, DiagnosticRule {
    /// Not one strict JSON object (a parse error, a repair, a duplicate key, several documents).
    case syntax = "config-syntax"
    case unknownKey = "config-unknown-key"
    case unknownRule = "config-unknown-rule"
    case badGlob = "config-bad-glob"
    /// A value of the wrong type, or not one of the allowed values.
    case wrongType = "config-type"
}
