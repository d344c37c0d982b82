import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// How `pushroute lint` writes its findings.
public enum LintFormat: String, Sendable, CaseIterable {
    /// gcc style, with the source line and a caret.
    case text
    /// `{"findings": [...]}`.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github

    /// Whether findings are written file by file, or as one document at the end.
    public var streams: Bool { self == .text || self == .github }
}
