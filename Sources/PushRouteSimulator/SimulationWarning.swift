import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The hazards the simulator warns about. The raw values are stable: scripts match on them.
/// A payload with both SDKs' keys is warned about with the routing rule's own id
/// (`RoutingRule.bothSDKs`), which lint reports too.
public enum WarningCode: String, DiagnosticRule {
    /// Leanplum keys without a message-id key: not a Leanplum push, so it goes to CleverTap.
    case noMessageID = "no-message-id"
    /// A CleverTap push without `wzrk_acct_id`: the default instance, which does not exist, gets it.
    case cleverTapNoAccount = "ct-no-account"
    /// A CleverTap push whose `wzrk_acct_id` is not the instance's account: dropped.
    case cleverTapAccountMismatch = "ct-account-mismatch"
    /// A CleverTap action queued on `Leanplum.onStartIssued` under a migration state without CleverTap.
    case queuedDropped = "ct-queued-dropped"
    /// CleverTap records `Notification Clicked` for a push nobody tapped.
    case clickWithoutTap = "click-without-tap"
    /// A cold-start tap that an SDK handles twice.
    case coldStartTwice = "cold-start-twice"
    /// A push that launched the app in the background and is received twice.
    case receivedTwice = "received-twice"
    /// A push that does not wake the app where the cell expects it to (no `content-available: 1`).
    case noWake = "no-wake"
    /// A device token longer than 32 bytes, which CleverTap cuts.
    case tokenTruncated = "token-truncated"
    /// Nothing is shown, so there is nothing for the user to tap.
    case notTappable = "not-tappable"
    /// An action queued on `Leanplum.onStartIssued` that never ran: start was never issued.
    case neverRun = "never-run"
}

/// A hazard the model met while it ran.
public struct SimulationWarning: Equatable, Sendable {
    /// A `WarningCode`, or `RoutingRule.bothSDKs`.
    public var code: RuleID
    /// Lower case, no trailing period, offending text quoted.
    public var message: String

    public init(code: RuleID, message: String) {
        self.code = code
        self.message = message
    }
}

/// A warning, the scenario line that was running when it was raised, and the step it
/// arose at.
public struct RaisedWarning: Equatable, Sendable {
    public var warning: SimulationWarning
    /// The scenario line; nil for a cell of the matrix.
    public var line: Int?
    /// The index in the trace of the last step recorded when it was raised (the call whose
    /// outcome is the hazard); nil when it was raised before any step (no app code ran).
    public var step: Int? = nil
}

extension SimulationWarning {
    /// The warning in the one diagnostic model: rule = the code, severity warning.
    /// `context` (e.g. the cell) is put before the message.
    public func diagnostic(file: String, at location: SourceLocation, context: String?) -> Diagnostic {
        Diagnostic(
            file: file, at: location, severity: .warning, rule: code,
            message: context.map { "\($0): \(message)" } ?? message)
    }
}
