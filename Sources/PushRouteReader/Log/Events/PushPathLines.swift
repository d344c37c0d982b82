/// Every line of the push path an event is made of (docs/device-logs.md "Events"), each
/// declared once, with the SDK source it is printed from.
enum PushPathLines {
    static let all: [PushPathLine] = leanplum + clevertap + notificationService + ios

    /// Leanplum iOS SDK (github.com/Leanplum/Leanplum-iOS-SDK), paths under
    /// `LeanplumSDK/LeanplumSDK/`, lines at tag 6.6.1 unless said.
    static let leanplum: [PushPathLine] = [
        /// `ClassesSwift/Notifications/Proxy/NotificationsProxy.swift`:61, the launch options after it.
        line("Called leanplum_applicationDidFinishLaunching: ", .leanplum, .launched, push: .payload, level: .debug),
        /// NotificationsProxy.swift:70, from 6.0.3.
        line(
            "Application Launched with notification: ", .leanplum, .launchedWithPush, push: .payload, level: .info,
            releases: LineReleases(since: "6.0.3")),
        /// `ClassesSwift/Notifications/NotificationsManager.swift`:94 (debug up to 6.0.2).
        line(
            "Notification Opened MessageId: ", .leanplum, .opened, push: .message(after: ""), level: .info,
            releases: LineReleases(infoSince: "6.0.3")),
        /// NotificationsManager.swift:91.
        line("Push notification not handled, no message id found.", .leanplum, .notHandled, level: .debug),
        /// NotificationsManager.swift:131: `Foreground` or `Background`.
        line(
            "Notification received - ", .leanplum, .received, push: .message(after: "MessageId: "), valueAfter: "",
            level: .info,
            releases: LineReleases(infoSince: "6.0.3")),
        /// NotificationsManager.swift:179.
        line("Push delivery tracking is disabled", .leanplum, .deliveryTrackingOff, level: .debug),
        /// `ClassesSwift/Notifications/NSObject+Notifications.swift`:49, the app state's raw value.
        line(
            "Called swizzled application:didReceiveRemoteNotification:fetchCompletionHandler", .leanplum,
            .fetchCallback,
            valueAfter: "AppState: ", level: .debug),
        /// NSObject+Notifications.swift:128.
        line(
            "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler", .leanplum,
            .responseCallback, level: .debug),
        /// NSObject+Notifications.swift:171.
        line(
            "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler", .leanplum,
            .willPresentCallback, level: .debug),
        /// `ClassesSwift/Migration/LPCTNotificationsManager.swift`:57 at 6.0.0, gone from 6.0.3: `Open` or `Receive`.
        line(
            "[Wrapper] Will call CleverTap.handlePushNotification for Push ", .leanplum, .forwardQueued, valueAfter: "",
            level: .debug, releases: LineReleases(since: "6.0.0", until: "6.0.3")),
        /// LPCTNotificationsManager.swift:63–66 (debug up to 6.0.2): `Open` or `Receive`, and the
        /// deep-link flag passed to CleverTap right after the anchor: the constant
        /// `OpenDeepLinksInForeground` (true) before 6.1.0, `openInForeground` from 6.1.0.
        line(
            "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: ", .leanplum, .forwarded,
            valueAfter: "for Push ", flagAfter: "", level: .info,
            releases: LineReleases(since: "6.0.0", infoSince: "6.0.3", falseFlagSince: "6.1.0")),
        /// LPCTNotificationsManager.swift:73, from 6.1.0.
        line(
            "[Wrapper] Calling custom handleCleverTapNotificationBlock", .leanplum, .customHandler, level: .info,
            releases: LineReleases(since: "6.1.0")),
        /// LPCTNotificationsManager.swift:55 (6.0.3), :54 `Will call …` (6.0.0–6.0.2); `ClassesSwift/Migration/Wrapper/CTWrapper.swift`:239, 245.
        line("[Wrapper] Will call CleverTap.setPushToken", .leanplum, .tokenRegistered, level: .debug),
        line("[Wrapper] Calling CleverTap.setPushToken", .leanplum, .tokenRegistered, level: .debug),
        line("[Wrapper] Setting current push token using setPushTokenAs", .leanplum, .tokenRegistered, level: .debug),
        /// CTWrapper.swift:47 (debug up to 6.0.2).
        line(
            "[Wrapper] Wrapper Instantiated", .leanplum, .wrapperCreated, level: .info,
            releases: LineReleases(since: "6.0.0", infoSince: "6.0.3")),
        /// CTWrapper.swift:82 (:62 at 6.0.0): the account a push's `wzrk_acct_id` must equal.
        line(
            "[Wrapper] CleverTap instance created with accountId: ", .leanplum, .instanceCreated, valueAfter: "",
            level: .debug),
        /// `ClassesSwift/Migration/MigrationManager.swift`:147.
        line("[Wrapper] getMigrateState success: ", .leanplum, .migrationState, level: .debug),
        /// MigrationManager.swift:153, 143, 54, 64: why CleverTap got no instance.
        line("[Wrapper] Error on getMigrateState", .leanplum, .instanceNotCreated, level: .error),
        line("[Wrapper] No response received for getMigrateState", .leanplum, .instanceNotCreated, level: .error),
        line("[Wrapper] Missing CleverTap Credentials", .leanplum, .instanceNotCreated, level: .error),
        line("[Wrapper] Missing Leanplum userId and deviceId", .leanplum, .instanceNotCreated, level: .error),
        /// MigrationManager.swift:59, from 6.0.2.
        line(
            "[Wrapper] Initializing before calling start", .leanplum, .initializingEarly, level: .info,
            releases: LineReleases(since: "6.0.2")),
        /// NotificationsProxy.swift:95.
        line("Method swizzling is disabled", .leanplum, .swizzlingOff, level: .info),
        /// `ClassesSwift/Notifications/Proxy/NotificationsProxy+Swizzling.swift`:113, 123, 128.
        line(" is not set.", .leanplum, .notificationDelegate, fixedValue: "not set", level: .debug),
        line("Setting ", .leanplum, .notificationDelegate, fixedValue: "set", level: .info, startsMessage: true),
        line(
            "Failed to set ", .leanplum, .notificationDelegate, fixedValue: "failed", level: .error, startsMessage: true
        ),
        /// `Classes/Managers/Networking/LPRequest.m`:66, 75: start issued; `Push Delivered` tracked.
        line("Will call API method start ", .leanplum, .apiCall, fixedValue: "start", level: .debug),
        line(
            "Will call API method track ", .leanplum, .apiCall, push: .message(after: "messageId = "),
            fixedValue: "track Push Delivered",
            requires: "Push Delivered", level: .debug),
        /// `ClassesSwift/Actions/ActionManager+Executor.swift`:40, 126.
        line(": running action with name: ", .leanplum, .actionRun, level: .debug),
        line(": action presented: ", .leanplum, .actionPresented, level: .info),
    ]

    /// CleverTap iOS SDK (github.com/CleverTap/clevertap-ios-sdk), `CleverTapSDK/CleverTap.m`,
    /// lines at tag 7.7.0; the text is the same from 3.10.0 unless said.
    static let clevertap: [PushPathLine] = [
        /// :2948, `CleverTapLogStaticDebug`.
        line("Handling notification: ", .clevertap, .handleCalled, push: .payload, level: .debug),
        /// :1345.
        line(
            "push notification not from CleverTap, not processing: ", .clevertap, .notFromCleverTap, push: .payload,
            level: .debug),
        /// :1350.
        line(
            "instance is analyticsOnly, not processing push notification ", .clevertap, .analyticsOnly, push: .payload,
            level: .debug),
        /// :1359.
        line(
            "push notification not targeted as this instance, not processing ", .clevertap, .notForThisInstance,
            push: .payload,
            level: .debug),
        /// :1363.
        line("handling push notification: ", .clevertap, .handled, push: .payload, level: .debug),
        /// :1429.
        line(
            "unable to handle test payload in the push notification: ", .clevertap, .testPayloadNotHandled,
            push: .payload,
            level: .debug),
        /// :1385.
        line(
            "will not process any deep link for notification: ", .clevertap, .deepLinkNotOpened, push: .payload,
            level: .debug),
        /// :1460, the link.
        line("Firing deep link: ", .clevertap, .deepLinkOpened, valueAfter: "", level: .debug),
        /// :1490.
        line("Unable to fire deep link: ", .clevertap, .deepLinkFailed, valueAfter: "", level: .debug),
        /// :2032, with the event's name in its JSON (`CTEventBuilder.m` 159–185).
        line("New event processed: ", .clevertap, .clickRecorded, requires: "Notification Clicked", level: .debug),
        line("New event processed: ", .clevertap, .viewRecorded, requires: "Notification Viewed", level: .debug),
        /// :1148.
        line("found push notification at launch: ", .clevertap, .launchPushFound, push: .payload, level: .debug),
        /// :1150, from 7.0.2 (pull request #371).
        line(
            "Leanplum will handle the notification: ", .clevertap, .leftToLeanplum, push: .payload, level: .debug,
            releases: LineReleases(since: "7.0.2")),
        /// :1141.
        line(
            "not manually checking for push notification at launch", .clevertap, .launchCheckSkipped, level: .debug),
        /// :2992 and :1131, `CleverTapLogInternal`.
        line("Application launched with options: ", .clevertap, .launched, push: .payload, level: .debug),
        line("appEnteredForeground with options: ", .clevertap, .launched, push: .payload, level: .debug),
        /// :3510.
        line("registering APNs device token ", .clevertap, .tokenRegistered, level: .debug),
        /// :367, `CleverTapLogStaticInfo`.
        line("Auto Integration enabled", .clevertap, .autoIntegrate, level: .info),
        /// :438 and :414: the shared instance made from Info.plist's credentials, or not.
        line("Initializing default CleverTap SDK instance. ", .clevertap, .instanceCreated, level: .info),
        line("Unable to initialize default CleverTap SDK instance. ", .clevertap, .instanceNotCreated, level: .info),
        /// :2449 (the count) and :1874.
        line("Successfully sent ", .clevertap, .eventsSent, valueAfter: "", level: .debug),
        line("is muted, dropping event: ", .clevertap, .eventDropped, level: .debug),
        /// :4759.
        line("Received inbox message from push payload: ", .clevertap, .inboxMessage, push: .payload, level: .debug),
    ]

    /// CTNotificationService 0.1.7 (github.com/CleverTap/CTNotificationService),
    /// `CTNotificationServiceExtension.m`:43, 47, 107, 119 (`#ifdef DEBUG` only).
    static let notificationService: [PushPathLine] = [
        line("unable to add attachment: ", .notificationService, .attachmentFailed),
        line("unable to add attchment: ", .notificationService, .attachmentFailed),
    ]

    /// iOS's own lines, as printed by UserNotificationsServer, FrontBoard, dasd and UIKit:
    /// format strings of their public decompilations and lines of posted logs (wording drifts
    /// between iOS builds). Each SpringBoard line starts with `[<bundle id>]`.
    static let ios: [PushPathLine] = [
        line("Received incoming message on topic ", .springBoard, .apnsReceived, valueAfter: ""),
        line("] Received remote notification request ", .springBoard, .requestReceived, push: .request(after: "")),
        line(
            "] Remote notification request ", .springBoard, .modifiable, push: .request(after: ""),
            valueAfter: "can be modified:",
            requires: "can be modified"),
        line("] Process delivery of push notification ", .springBoard, .deliveryProcessing, push: .request(after: "")),
        line("] Deliver push notification request ", .springBoard, .deliveryProcessing, push: .request(after: "")),
        line("Badge can be set for notification ", .springBoard, .badgeCheck, push: .request(after: "")),
        line("SUBMITTING: com.apple.pushLaunch.", .springBoard, .backgroundLaunchSubmitted, push: .activity),
        line(
            "] Request DUET delivers content-available push notification to application", .springBoard, .wakeRequested),
        line(
            "] NOT requesting DUET deliver content-available", .springBoard, .wakeRefused,
            push: .request(after: "push notification ")),
        line("but no service extension is available", .springBoard, .noServiceExtension),
        line(
            "] Will deliver mutated notification content", .springBoard, .extensionMutated,
            valueAfter: "attachmentCount="),
        line("] Did not mutate content for notification request", .springBoard, .extensionNotMutated),
        line("Mutated notification request is nil, will supress original content", .springBoard, .extensionFiltered),
        line("will not visibly alert the user, will supress", .springBoard, .extensionFiltered),
        line("Extension will be killed because it used its runtime in starting up", .springBoard, .extensionKilled),
        line("] Delivered user visible push notification ", .springBoard, .delivered, push: .request(after: "")),
        line(
            "] NOT delivering user visible push notification ", .springBoard, .notDelivered, push: .request(after: "")),
        line(
            "] NOT delivering non-notifying push notification ", .springBoard, .notDelivered, push: .request(after: "")),
        line("] NOT delivering filtered push notification ", .springBoard, .notDelivered, push: .request(after: "")),
        /// The reason: `restricted`, `uninstalled`, `unregistered` or `push` (disabled).
        line("] Received incoming message for ", .springBoard, .deliveryRefused, valueAfter: ""),
        line(" application state changed to ", .springBoard, .appStateChanged, valueAfter: ""),
        line(
            "] Send willPresentNotification for notification ", .springBoard, .willPresentSent,
            push: .request(after: "")),
        /// The presentation options the app returned (Badge 1, Sound 2, Alert 4, List 8, Banner 16).
        line(
            "] Received response ", .springBoard, .willPresentAnswered, push: .request(after: "for notification "),
            valueAfter: "", requires: "for willPresentNotification for notification "),
        line(
            "] willPresentNotification delivery succeeded for notification ", .springBoard, .willPresentDelivered,
            push: .request(after: "")),
        line(
            "] willPresentNotification delivery failed for notification ", .springBoard, .willPresentFailed,
            push: .request(after: "")),
        line("Not alerting on post for request ", .springBoard, .notAlerted, push: .request(after: "")),
        line("Posting notification ", .springBoard, .posted, push: .request(after: ""), requires: " to destination "),
        line("Dismissing banner for notification ", .springBoard, .bannerDismissed, push: .request(after: "")),
        /// A tap: the action (`com.apple.UNNotificationDefaultActionIdentifier`) and the request.
        line(
            "Dispatcher will execute action ", .springBoard, .tapped, push: .request(after: "for notification "),
            valueAfter: ""),
        line("Sending response for action ", .springBoard, .responseSent, valueAfter: ""),
        /// Also logged for a tap on an app already running: not by itself a cold start.
        line("] Launch application in foreground for ", .springBoard, .launchForAction),
        line("] Foreground application launch succee", .springBoard, .foregroundLaunchSucceeded),
        line("] Foreground application launch failed", .springBoard, .foregroundLaunchFailed),
        line("] Launch application in background for notification response ", .springBoard, .backgroundLaunchForAction),
        line(
            "] Background application launch succeeded for action response ", .springBoard, .backgroundLaunchForAction,
            fixedValue: "succeeded"),
        line("Received request to open \"", .springBoard, .appOpenRequested, valueAfter: ""),
        line("Submitted Activity: com.apple.pushLaunch.", .dasd, .backgroundLaunchSubmitted, push: .activity),
        line("CANCELED: com.apple.pushLaunch.", .dasd, .backgroundLaunchCancelled, push: .activity),
        line(
            "Daemon Canceling Activities: ", .dasd, .backgroundLaunchCancelled, push: .activity,
            requires: "com.apple.pushLaunch."),
        line("FinalDecision: Must Not Proceed", .dasd, .backgroundLaunchRefused, push: .activity),
        line("per-app token ", .springBoard, .tokenIssued),
        line(
            "received call to -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the completion handler was never called",
            .app, .completionHandlerNotCalled, fixedValue: "didReceiveNotificationResponse"),
        line(
            "received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called",
            .app, .completionHandlerNotCalled, fixedValue: "didReceiveRemoteNotification"),
        line(
            "Content-available push notifications are only supported on-device", .springBoard,
            .contentAvailableUnsupported),
    ]

    private static func line(
        _ anchor: StaticString, _ source: LogEventSource, _ kind: LogEventKind, push: PushPathLine.PushField = .none,
        valueAfter: StaticString? = nil, flagAfter: StaticString? = nil, fixedValue: StaticString? = nil,
        requires: StaticString? = nil, level: SDKLogLevel? = nil,
        startsMessage: Bool = false, releases: LineReleases? = nil
    ) -> PushPathLine {
        PushPathLine(
            anchor: anchor, source: source, kind: kind, push: push, valueAfter: valueAfter, flagAfter: flagAfter,
            fixedValue: fixedValue,
            requires: requires,
            level: level, startsMessage: startsMessage, releases: releases)
    }

    /// The releases that print the line of one SDK's `lines` an event of `kind` comes from,
    /// where they differ; nil for a kind several lines make or one every release prints alike.
    static func releases(of kind: LogEventKind, in lines: [PushPathLine]) -> LineReleases? {
        let lines = lines.filter { $0.kind == kind }
        return lines.count == 1 ? lines[0].releases : nil
    }

    /// Every release one SDK's `lines` name.
    static func releaseTags(_ lines: [PushPathLine]) -> [String] {
        lines.compactMap(\.releases).flatMap {
            [$0.since, $0.until, $0.infoSince, $0.falseFlagSince].compactMap { $0 }
        }
    }

    /// Words every line without an SDK tag has one of, searched before its anchors: a message
    /// with none of them holds no event, and costs this search only (all at once, `LiteralSet`:
    /// the shorter the shortest word, the more often its pass looks; hence `DUET deliver`, and
    /// no `Posting`: `Posting notification ` is screened by `otification`). Each is the first
    /// screen of a line (`LogEventMatcher.screened`).
    static let screens: [StaticString] = [
        "otification", "pushLaunch", "per-app token", "DUET deliver", "application launch", "Launch application",
        "incoming message", "unable to add att", "Extension will be killed", "response for action", "Dispatcher",
        "request to open", "state changed to", "service extension", "visibly alert", "alerting on post",
        "FinalDecision",
    ]
}
