import PushRouteCore

/// What the routing rules themselves say about a payload, reported alike by `lint` (as a
/// finding) and `simulate` (as a warning).
public enum RoutingRule: String, DiagnosticRule {
    /// Both SDKs' keys: Leanplum handles it and CleverTap never sees it.
    case bothSDKs = "both-sdks"
}
