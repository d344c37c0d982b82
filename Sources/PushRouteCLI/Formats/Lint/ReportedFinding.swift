import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A finding as the formats write it, with its state against a baseline.
public struct ReportedFinding: Sendable {
    /// SARIF's `baselineState` of the results `--baseline` reports.
    public enum BaselineState: String, Sendable {
        /// A finding the baseline does not record.
        case new
        /// A baseline entry no finding matches any more (reported as info).
        case absent
    }

    public var finding: LintFinding
    public var baselineState: BaselineState?
    /// For a stale baseline entry: the rule of the finding it recorded.
    public var recordedRule: String?

    public init(_ finding: LintFinding, baselineState: BaselineState? = nil, recordedRule: String? = nil) {
        self.finding = finding
        self.baselineState = baselineState
        self.recordedRule = recordedRule
    }

    public var diagnostic: Diagnostic { finding.diagnostic }
}
