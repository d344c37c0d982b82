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
    /// A `wzrk_acct_id` that is not a string: `isEqualToString:` crashes the app.
    case cleverTapAccountNotString = "ct-account-not-string"
    /// A CleverTap action queued on `Leanplum.onStartIssued` under a migration state without CleverTap.
    case queuedDropped = "ct-queued-dropped"
    /// CleverTap records `Notification Clicked` for a push nobody tapped.
    case clickWithoutTap = "click-without-tap"
    /// A tapped CleverTap push whose deep link is not opened: the app is active and the flag is false.
    case deepLinkNotOpened = "deep-link-not-opened"
    /// The deep link of a cold-start tap handled by CleverTap's launch observer: opened only
    /// if the main-queue block runs before the app becomes active (CleverTap PR #371's report).
    case deepLinkLaunchTiming = "deep-link-launch-timing"
    /// The app's CleverTap delegates are on an instance other than the one that handles the push.
    case delegateOnOtherInstance = "delegate-on-other-instance"
    /// The app's own call to CleverTap's push API handles (or clicks) a push a second time.
    case appHandlesTwice = "ct-app-handles-twice"
    /// A cold-start tap that an SDK handles twice.
    case coldStartTwice = "cold-start-twice"
    /// A cold-start tap that no SDK handles: the launch path leaves it to CleverTap, which
    /// leaves it to Leanplum, and `didReceive` skips it.
    case coldStartUnhandled = "cold-start-unhandled"
    /// A push that launched the app in the background and is received twice.
    case receivedTwice = "received-twice"
    /// A later push skipped as a duplicate of the launch push (two missing occurrence ids, before 6.1.1).
    case duplicateOfLaunchPush = "duplicate-of-launch-push"
    /// A push that does not wake the app where the cell expects it to (no `content-available: 1`).
    case noWake = "no-wake"
    /// A push with nothing to show, in the foreground: no `willPresent`, so no SDK sees it.
    case silentForegroundUnhandled = "silent-foreground-unhandled"
    /// A push or tap before `Leanplum.start` installed the hooks: no SDK sees it.
    case beforeStart = "before-start"
    /// A device token longer than 32 bytes, which CleverTap cuts.
    case tokenTruncated = "token-truncated"
    /// Nothing is shown, so there is nothing for the user to tap.
    case notTappable = "not-tappable"
    /// An action queued on `Leanplum.onStartIssued` that never ran: start was never issued.
    case neverRun = "never-run"
    /// CleverTap handles one push twice: its `autoIntegrate` swizzle and Leanplum's manager.
    case doubleIntegration = "ct-double-integration"
    /// The app's own delegate method never calls its completion handler.
    case completionNotCalled = "completion-not-called"
    /// The app's `handleCleverTapNotification` block swallows a CleverTap push no SDK handles.
    case blockSwallowed = "ct-block-swallowed"
    /// Swizzling is off and the app does not pass a push (or the token) to Leanplum.
    case notForwarded = "not-forwarded"
    /// A rich push shown without its media: no service extension, or the download failed.
    case richMediaNotShown = "rich-media-not-shown"
    /// The extension cannot fetch or attach the media: http:// under App Transport Security,
    /// no URL, or a `ct_mediaType` whose file iOS does not read.
    case mediaBlocked = "media-blocked"
    /// No "Notification Viewed": the extension has no CleverTap SDK or no credentials.
    case impressionNotRecorded = "impression-not-recorded"
    /// The extension's "Notification Viewed" lands on another account or profile.
    case impressionElsewhere = "impression-elsewhere"
    /// A test push (`W$id` `0_0`): the server counts no impression for it.
    case testPushImpression = "test-push-impression"
    /// Leanplum's `Open URL` action opens its URL percent-encoded again: not the payload's URL.
    case openURLReencoded = "open-url-reencoded"

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
