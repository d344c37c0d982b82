import PushRouteCore

extension WarningCode {
    /// What the warning means, without the final period: `pushroute explain` prints it.
    public var meaning: String {
        switch self {
        case .noMessageID: "Leanplum keys without a message-id key: not a Leanplum push, so it goes to CleverTap"
        case .cleverTapNoAccount:
            "a CleverTap push without wzrk_acct_id: the default instance, which does not exist, gets it"
        case .cleverTapAccountMismatch: "a CleverTap push whose wzrk_acct_id is not the instance's account: dropped"
        case .cleverTapAccountNotString: "a wzrk_acct_id that is not a string: isEqualToString: crashes the app"
        case .queuedDropped:
            "a CleverTap action queued on Leanplum.onStartIssued under a migration state without CleverTap"
        case .clickWithoutTap: "CleverTap records Notification Clicked for a push nobody tapped"
        case .deepLinkNotOpened:
            "a tapped CleverTap push whose deep link is not opened: the app is active and the flag is false"
        case .deepLinkLaunchTiming:
            "the deep link of a cold-start tap handled by CleverTap's launch observer: opened only if the main-queue block runs before the app becomes active (CleverTap PR #371's and Leanplum PR #594's reports)"
        case .delegateOnOtherInstance:
            "the app's CleverTap delegates are on an instance other than the one that handles the push: they are not asked"
        case .appHandlesTwice:
            "the app's own call to CleverTap's push API handles (or clicks) a push a second time: the iOS SDK does not de-duplicate pushes"
        case .openActionHeld:
            "the action a Leanplum push opens, or the Confirm message of one received in the foreground, waits in (paused) or is dropped by (disabled) Leanplum's ActionManager, which the app paused or disabled"
        case .openURLReencoded: "Leanplum's Open URL action opens its URL percent-encoded again: not the payload's URL"
        case .coldStartTwice: "a cold-start tap that an SDK handles twice"
        case .coldStartUnhandled:
            "a cold-start tap that no SDK handles: the launch path leaves it to CleverTap, which leaves it to Leanplum, and didReceive skips it"
        case .receivedTwice: "a push that launched the app in the background and is received twice"
        case .duplicateOfLaunchPush:
            "a later push skipped as a duplicate of the launch push (two missing occurrence ids, before 6.1.1)"
        case .noWake: "a push that does not wake the app where the cell expects it to (no content-available: 1)"
        case .silentForegroundUnhandled:
            "a push with nothing to show, in the foreground: no willPresent, so no SDK sees it"
        case .beforeStart: "a push or tap before Leanplum.start installed the hooks: no SDK sees it"
        case .tokenTruncated: "a device token longer than 32 bytes, which CleverTap cuts"
        case .notTappable: "nothing is shown, so there is nothing for the user to tap"
        case .neverRun: "an action queued on Leanplum.onStartIssued that never ran: start was never issued"
        case .doubleIntegration: "CleverTap handles one push twice: its autoIntegrate swizzle and Leanplum's manager"
        case .completionNotCalled: "the app's own delegate method never calls its completion handler"
        case .blockSwallowed: "the app's handleCleverTapNotification block swallows a CleverTap push no SDK handles"
        case .notForwarded: "swizzling is off and the app does not pass a push (or the token) to Leanplum"
        case .richMediaNotShown: "a rich push shown without its media: no service extension, or the download failed"
        case .mediaBlocked:
            "the extension cannot fetch or attach the media: http:// under App Transport Security, no URL, or a ct_mediaType whose file iOS does not read"
        case .impressionNotRecorded: "no \"Notification Viewed\": the extension has no CleverTap SDK or no credentials"
        case .impressionElsewhere: "the extension's \"Notification Viewed\" lands on another account or profile"
        case .testPushImpression: "a test push (W$id 0_0): the server counts no impression for it"
        }
    }

    /// What a warning of this severity is (docs/routing-model.md, Appendix A; man pushroute,
    /// WARNINGS): why it matters.
    public var consequence: String {
        switch severity {
        case .note:
            "a note is the expected consequence of the payload or of the app's presentation option, not a fault: it is shown apart and never counted"
        case .error: "an error kills the app: a crash, or a completion handler never called"
        default:
            "a warning is a hazard: a push lost (dropped, skipped, swallowed, never run, reaching no SDK), handled twice, clicked without a tap, or a deep link not opened"
        }
    }
}
