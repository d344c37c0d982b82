import PushRouteCore

/// What `lint --baseline` reports of the baseline itself.
public enum BaselineRule: String, DiagnosticRule {
    /// An entry no finding matches any more (the finding was fixed): reported as info.
    case staleEntry = "stale-baseline-entry"
    /// A baseline file that is not what `--write-baseline` writes.
    case syntax = "baseline-syntax"
}
