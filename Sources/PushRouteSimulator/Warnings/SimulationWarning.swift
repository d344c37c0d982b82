import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The hazards the simulator warns about. The raw values are stable: scripts match on them.
/// A payload with both SDKs' keys is warned about with the routing rule's own id
/// (`RoutingRule.bothSDKs`), which lint reports too.
public enum WarningCode: String, DiagnosticRule {
    // What each means: `meaning` (WarningCodeMeaning.swift), which `pushroute explain` prints.
    case noMessageID = "no-message-id"
    case cleverTapNoAccount = "ct-no-account"
    case cleverTapAccountMismatch = "ct-account-mismatch"
    case cleverTapAccountNotString = "ct-account-not-string"
    case queuedDropped = "ct-queued-dropped"
    case clickWithoutTap = "click-without-tap"
    case deepLinkNotOpened = "deep-link-not-opened"
    case deepLinkLaunchTiming = "deep-link-launch-timing"
    case delegateOnOtherInstance = "delegate-on-other-instance"
    case appHandlesTwice = "ct-app-handles-twice"
    case coldStartTwice = "cold-start-twice"
    case coldStartUnhandled = "cold-start-unhandled"
    case receivedTwice = "received-twice"
    case duplicateOfLaunchPush = "duplicate-of-launch-push"
    case noWake = "no-wake"
    case silentForegroundUnhandled = "silent-foreground-unhandled"
    case beforeStart = "before-start"
    case tokenTruncated = "token-truncated"
    case notTappable = "not-tappable"
    case neverRun = "never-run"
    case doubleIntegration = "ct-double-integration"
    case completionNotCalled = "completion-not-called"
    case blockSwallowed = "ct-block-swallowed"
    case notForwarded = "not-forwarded"
    case richMediaNotShown = "rich-media-not-shown"
    case mediaBlocked = "media-blocked"
    case impressionNotRecorded = "impression-not-recorded"
    case impressionElsewhere = "impression-elsewhere"
    case testPushImpression = "test-push-impression"
    case openURLReencoded = "open-url-reencoded"
    case openActionHeld = "open-action-held"

    /// The table of docs/routing-model.md (Appendix A) and `man pushroute` (WARNINGS):
    /// `note` for the expected consequence of a payload or of the app's presentation option
    /// (an alert push without `content-available` wakes nothing; nothing shown, nothing to
    /// tap); `error` for what kills the app (a crash; a completion handler never called);
    /// `warning` for the hazards: a push lost, handled twice, clicked without a tap, a deep
    /// link not opened.
    public var severity: Severity {
        switch self {
        case .noWake, .notTappable, .testPushImpression: .note
        case .cleverTapAccountNotString, .completionNotCalled: .error
        default: .warning
        }
    }
}

/// An outcome the model reports while it runs: a note, a hazard (warning) or a crash (error).
public struct SimulationWarning: Hashable, Sendable {
    /// A `WarningCode`, or `RoutingRule.bothSDKs`.
    public var code: RuleID
    /// `note`, `warning` or `error`: `WarningCode.severity`.
    public var severity: Severity
    /// Lower case, no trailing period, offending text quoted.
    public var message: String

    public init(code: RuleID, severity: Severity = .warning, message: String) {
        self.code = code
        self.severity = severity
        self.message = message
    }
}

/// A warning, the scenario line that was running when it was raised, and the step it
/// arose at.
public struct RaisedWarning: Equatable, Sendable {
    public var warning: SimulationWarning
    /// The scenario line; nil for a cell of the matrix.
    public var line: Int?
    /// The index in the trace of the step where the hazard happens; nil when no step shows it
    /// (e.g. a push that wakes nothing).
    public var step: Int?
}

extension SimulationWarning {
    /// The warning in the one diagnostic model: rule = the code, with its severity.
    /// `context` (e.g. the cell and the step) is put before the message.
    public func diagnostic(file: String, at location: SourceLocation, context: String?) -> Diagnostic {
        Diagnostic(
            file: file, at: location, severity: severity, rule: code,
            message: context.map { "\($0): \(message)" } ?? message)
    }
}

extension SimulationWarning {
    /// A hazard or a crash, as opposed to a note: what counts and what the formats mark.
    public var isHazard: Bool { severity >= .warning }
}
