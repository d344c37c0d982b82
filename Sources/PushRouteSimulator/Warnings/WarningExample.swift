import PushRouteCore

/// A payload and the `simulate` options of one cell that raise a warning: `pushroute
/// explain CODE` runs it and prints what the simulator says, and `ExplainTests` checks that
/// each one raises its code. A code raised only by an app profile or a scenario (several
/// pushes) has none here: its entry in man pushroute, WARNINGS, says when it arises.
public struct WarningExample: Sendable {
    /// One JSON payload.
    public var payload: String
    /// `simulate` options, `--state` and `--event` always among them.
    public var options: [String]

    init(_ payload: String, _ options: [String]) {
        self.payload = payload
        self.options = options
    }
}

extension WarningCode {
    private static let leanplum = #"{"aps":{"alert":"Hi"},"_lpm":1}"#
    private static let cleverTap = #"{"aps":{"alert":"Hi"},"wzrk_id":"1","wzrk_acct_id":"W84-WW7-123A"}"#
    private static let richMedia =
        #"{"aps":{"alert":"Hi","mutable-content":1},"wzrk_id":"1","wzrk_acct_id":"W84-WW7-123A","wzrk_dl":"https://example.com/a","ct_mediaUrl":"https://example.com/a.jpg","ct_mediaType":"image"}"#

    /// Where the warning arises, when one payload in one cell shows it.
    public var example: WarningExample? {
        switch self {
        case .noMessageID: .init(#"{"aps":{"alert":"Hi"},"_lpx":1}"#, ["--state", "background", "--event", "open"])
        case .cleverTapNoAccount:
            .init(#"{"aps":{"alert":"Hi"},"wzrk_id":"1"}"#, ["--state", "background", "--event", "open"])
        case .cleverTapAccountMismatch:
            .init(Self.cleverTap, ["--state", "background", "--event", "open", "--ct-account", "W84-OTHER"])
        case .cleverTapAccountNotString:
            .init(
                #"{"aps":{"alert":"Hi"},"wzrk_id":"1","wzrk_acct_id":7}"#, ["--state", "background", "--event", "open"])
        case .queuedDropped: .init(Self.cleverTap, ["--state", "background", "--event", "open", "--migration", "lp"])
        case .clickWithoutTap: .init(Self.cleverTap, ["--state", "foreground", "--event", "receive"])
        case .deepLinkNotOpened:
            .init(
                Self.richMedia,
                [
                    "--state", "foreground", "--event", "open", "--open-deep-links-in-foreground", "false",
                    "--presentation", "list",
                ])
        case .coldStartTwice: .init(Self.leanplum, ["--state", "not-running", "--event", "open"])
        case .coldStartUnhandled:
            .init(
                #"{"aps":{"alert":"Hi"},"wzrk_id":"1","wzrk_acct_id":"W84-WW7-123A","lp_occurrence_id":"1"}"#,
                ["--state", "not-running", "--event", "open", "--leanplum-sdk", "6.5.0"])
        case .receivedTwice:
            .init(
                #"{"aps":{"alert":"Hi","content-available":1},"_lpm":1}"#,
                ["--state", "not-running", "--event", "receive"])
        case .noWake: .init(Self.leanplum, ["--state", "background", "--event", "receive"])
        case .silentForegroundUnhandled:
            .init(#"{"aps":{"content-available":1},"_lpm":1}"#, ["--state", "foreground", "--event", "receive"])
        case .beforeStart:
            .init(Self.leanplum, ["--state", "background", "--event", "open", "--start", StartTiming.later.rawValue])
        case .tokenTruncated:
            .init(
                Self.leanplum,
                ["--state", "foreground", "--event", "receive", "--token", String(repeating: "ab", count: 33)])
        case .notTappable:
            .init(#"{"aps":{"content-available":1},"_lpm":1}"#, ["--state", "background", "--event", "open"])
        case .neverRun:
            .init(
                #"{"aps":{"alert":"Hi","content-available":1},"_lpm":1}"#,
                ["--state", "not-running", "--event", "receive", "--start", "never"])
        case .richMediaNotShown:
            .init(Self.richMedia, ["--state", "background", "--event", "open", "--extension", "none"])
        case .mediaBlocked:
            .init(
                Self.richMedia.replacing("https://example.com/a.jpg", with: "http://example.com/a.jpg"),
                ["--state", "background", "--event", "receive", "--extension", ServiceExtensionKind.ctMedia.rawValue])
        case .impressionNotRecorded:
            .init(
                Self.richMedia,
                ["--state", "background", "--event", "receive", "--extension", ServiceExtensionKind.ctMedia.rawValue])
        case .impressionElsewhere:
            .init(
                Self.richMedia,
                [
                    "--state", "background", "--event", "receive", "--extension",
                    ServiceExtensionKind.ctMediaViewed.rawValue, "--ct-account",
                    "W84-OTHER",
                ])
        case .testPushImpression:
            .init(
                Self.richMedia.replacing(#""wzrk_id":"1""#, with: #""wzrk_id":"0_0","W$id":"0_0""#),
                [
                    "--state", "background", "--event", "receive", "--extension",
                    ServiceExtensionKind.ctMediaViewed.rawValue,
                ])
        case .openURLReencoded:
            .init(
                #"{"aps":{"alert":"Hi"},"_lpm":1,"_lpx":{"__name__":"Open URL","URL":"https://example.com/search?q=red%20shoes"}}"#,
                ["--state", "background", "--event", "open"])
        case .deepLinkLaunchTiming:
            .init(
                Self.richMedia,
                ["--state", "not-running", "--event", "open", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1"])
        case .duplicateOfLaunchPush, .doubleIntegration, .completionNotCalled, .blockSwallowed, .notForwarded,
            .delegateOnOtherInstance,
            .appHandlesTwice, .openActionHeld:
            nil
        }
    }
}
