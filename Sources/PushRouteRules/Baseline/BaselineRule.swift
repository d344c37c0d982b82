import PushRouteCore

/// What `lint --baseline` reports of the baseline itself.
public enum BaselineRule: String, ExplainedRule {
    /// An entry no finding matches any more (the finding was fixed): reported as info.
    case staleEntry = "stale-baseline-entry"
    /// A baseline file that is not what `--write-baseline` writes.
    case syntax = "baseline-syntax"

    public static let reportedBy = "lint --baseline FILE"

    public var meaning: String {
        switch self {
        case .staleEntry:
            "an entry of the baseline that no finding matches any more, because the finding was fixed: an info finding; '--write-baseline' writes the baseline without it"
        case .syntax:
            "the baseline cannot be read, or is not what '--write-baseline' writes (version 1 and an array 'findings'): an error with exit status 64"
        }
    }
}
