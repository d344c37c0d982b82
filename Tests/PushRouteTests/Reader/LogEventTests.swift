import Testing

@testable import PushRouteReader

/// The lines around a push, read as events (issue 32 item 5; docs/device-logs.md "Events"):
/// one entry of each push-path line family, written from the SDK's or iOS's format string,
/// and the event it gives. All lines are made up.
@Suite struct LogEventTests {
    /// An Xcode console entry of the app, and `log stream` entries of iOS's processes.
    static let app = "2026-11-29 10:01:02.123456+0100 Shop[812:3344] "
    static let service = "2026-11-29 10:01:02.123456+0100 ShopNotificationService[901:5512] "
    static func stream(_ process: String, _ pid: Int) -> String {
        "2026-11-29 10:01:02.123456+0100 0x3f2da    Default     0x0                  \(pid)     0    \(process): "
    }
    static let springBoard = stream("SpringBoard", 49)
    static let dasd = stream("dasd", 97)
    static let instance = "[CleverTap]: CleverTap.TEST-R78-ZZK-955Z: "
    static let ctPush = "{aps = {alert = hi;}; \"wzrk_acct_id\" = \"TEST-R78-ZZK-955Z\"; \"wzrk_id\" = \"1_2\";}"

    struct Case: Sendable, CustomTestStringConvertible {
        var entry: String
        var source: LogEventSource
        var kind: LogEventKind
        var push: LogEventPush? = nil
        var value: String? = nil
        var testDescription: String { "\(source.rawValue) \(kind.rawValue): \(entry.suffix(60))" }
    }

    static let leanplum: [Case] = [
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: Called leanplum_applicationDidFinishLaunching: [:], state 0)",
            source: .leanplum, kind: .launched, push: .payload),
        Case(
            entry: app
                + "[LEANPLUM] [INFO]: Application Launched with notification: {\"aps\":{\"alert\":\"a\"},\"_lpm\":1}",
            source: .leanplum, kind: .launchedWithPush, push: .payload),
        Case(
            entry: app + "[LEANPLUM] [INFO]: Notification Opened MessageId: 5712381201", source: .leanplum,
            kind: .opened, push: .message("5712381201")),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: Push notification not handled, no message id found.", source: .leanplum,
            kind: .notHandled),
        Case(
            entry: app + "[LEANPLUM] [INFO]: Notification received - Background. MessageId: 42", source: .leanplum,
            kind: .received, push: .message("42"), value: "Background"),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: Push delivery tracking is disabled", source: .leanplum,
            kind: .deliveryTrackingOff),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: Called swizzled application:didReceiveRemoteNotification:fetchCompletionHandler AppState: 2",
            source: .leanplum, kind: .fetchCallback, value: "2"),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler",
            source: .leanplum, kind: .responseCallback),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler",
            source: .leanplum, kind: .willPresentCallback),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: [Wrapper] Will call CleverTap.handlePushNotification for Push Receive, when Leanplum has issued start.",
            source: .leanplum, kind: .forwardQueued, value: "Receive"),
        Case(
            entry: app
                + "[LEANPLUM] [INFO]: [Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: false for Push Open",
            source: .leanplum, kind: .forwarded, value: "Open"),
        Case(
            entry: app + "[LEANPLUM] [INFO]: [Wrapper] Calling custom handleCleverTapNotificationBlock",
            source: .leanplum, kind: .customHandler),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: [Wrapper] Will call CleverTap.setPushToken for didRegisterForRemoteNotifications, when Leanplum has issued start.",
            source: .leanplum, kind: .tokenRegistered),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: [Wrapper] Calling CleverTap.setPushToken for didRegisterForRemoteNotifications.",
            source: .leanplum, kind: .tokenRegistered),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: [Wrapper] Setting current push token using setPushTokenAs",
            source: .leanplum, kind: .tokenRegistered),
        Case(
            entry: app + "[LEANPLUM] [INFO]: [Wrapper] Wrapper Instantiated", source: .leanplum, kind: .wrapperCreated),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: [Wrapper] CleverTap instance created with accountId: TEST-R78-ZZK-955Z",
            source: .leanplum, kind: .instanceCreated, value: "TEST-R78-ZZK-955Z"),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: [Wrapper] getMigrateState success: {sdk = \"lp+ct\";}", source: .leanplum,
            kind: .migrationState),
        Case(
            entry: app + "[LEANPLUM] [ERROR]: [Wrapper] Error on getMigrateState: timed out", source: .leanplum,
            kind: .instanceNotCreated),
        Case(
            entry: app + "[LEANPLUM] [ERROR]: [Wrapper] No response received for getMigrateState", source: .leanplum,
            kind: .instanceNotCreated),
        Case(
            entry: app + "[LEANPLUM] [ERROR]: [Wrapper] Missing CleverTap Credentials. Cannot initialize CleverTap.",
            source: .leanplum, kind: .instanceNotCreated),
        Case(
            entry: app
                + "[LEANPLUM] [ERROR]: [Wrapper] Missing Leanplum userId and deviceId. Cannot initialize CleverTap.",
            source: .leanplum, kind: .instanceNotCreated),
        Case(
            entry: app + "[LEANPLUM] [INFO]: [Wrapper] Initializing before calling start. Loading user.",
            source: .leanplum, kind: .initializingEarly),
        Case(
            entry: app
                + "[LEANPLUM] [INFO]: Method swizzling is disabled, make sure to manually call Leanplum methods.",
            source: .leanplum, kind: .swizzlingOff),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: UNUserNotificationCenter.delegate is not set.", source: .leanplum,
            kind: .notificationDelegate, value: "not set"),
        Case(
            entry: app + "[LEANPLUM] [INFO]: Setting UNUserNotificationCenter.delegate.", source: .leanplum,
            kind: .notificationDelegate, value: "set"),
        Case(
            entry: app + "[LEANPLUM] [ERROR]: Failed to set UNUserNotificationCenter.delegate.", source: .leanplum,
            kind: .notificationDelegate, value: "failed"),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: Will call API method start with arguments {action = start;}",
            source: .leanplum, kind: .apiCall, value: "start"),
        Case(
            entry: app
                + "[LEANPLUM] [DEBUG]: Will call API method track with arguments {\n    action = track;\n    event = \"Push Delivered\";\n    messageId = 2052611076272510;\n}",
            source: .leanplum, kind: .apiCall, push: .message("2052611076272510"), value: "track Push Delivered"),
        Case(
            entry: app + "[LEANPLUM] [DEBUG]: [ActionManager]: running action with name: Open URL.", source: .leanplum,
            kind: .actionRun),
        Case(
            entry: app + "[LEANPLUM] [INFO]: [ActionManager]: action presented: Confirm.", source: .leanplum,
            kind: .actionPresented),
    ]

    static let cleverTap: [Case] = [
        Case(
            entry: app + "[CleverTap]: Handling notification: " + ctPush, source: .clevertap, kind: .handleCalled,
            push: .payload),
        Case(
            entry: app + instance + "push notification not from CleverTap, not processing: {aps = {};}",
            source: .clevertap, kind: .notFromCleverTap, push: .payload),
        Case(
            entry: app + instance + "instance is analyticsOnly, not processing push notification " + ctPush,
            source: .clevertap, kind: .analyticsOnly, push: .payload),
        Case(
            entry: app + instance + "push notification not targeted as this instance, not processing " + ctPush,
            source: .clevertap, kind: .notForThisInstance, push: .payload),
        Case(
            entry: app + instance + "handling push notification: " + ctPush, source: .clevertap, kind: .handled,
            push: .payload),
        Case(
            entry: app + instance + "unable to handle test payload in the push notification: " + ctPush,
            source: .clevertap, kind: .testPayloadNotHandled, push: .payload),
        Case(
            entry: app + instance
                + "app in foreground and openInForeground flag is FALSE, will not process any deep link for notification: "
                + ctPush, source: .clevertap, kind: .deepLinkNotOpened, push: .payload),
        Case(
            entry: app + instance + "Firing deep link: shop://offers/42", source: .clevertap, kind: .deepLinkOpened,
            value: "shop://offers/42"),
        Case(
            entry: app + instance + "Unable to fire deep link: shop://offers/42", source: .clevertap,
            kind: .deepLinkFailed, value: "shop://offers/42"),
        Case(
            entry: app + instance
                + "New event processed: {\"evtName\":\"Notification Clicked\",\"evtData\":{\"wzrk_id\":\"1_2\"}}",
            source: .clevertap, kind: .clickRecorded),
        Case(
            entry: app + instance
                + "New event processed: {\"evtName\":\"Notification Viewed\",\"evtData\":{\"wzrk_id\":\"1_2\"}}",
            source: .clevertap, kind: .viewRecorded),
        Case(
            entry: app + instance + "found push notification at launch: " + ctPush, source: .clevertap,
            kind: .launchPushFound, push: .payload),
        Case(
            entry: app + instance + "Leanplum will handle the notification: " + ctPush, source: .clevertap,
            kind: .leftToLeanplum, push: .payload),
        Case(
            entry: app + instance
                + "CleverTap autoIntegration enabled in iOS10+ with a UNUserNotificationCenterDelegate, not manually checking for push notification at launch",
            source: .clevertap, kind: .launchCheckSkipped),
        Case(
            entry: app + instance + "Application launched with options: {}", source: .clevertap, kind: .launched,
            push: .payload),
        Case(
            entry: app + instance + "appEnteredForeground with options: {}", source: .clevertap, kind: .launched,
            push: .payload),
        Case(
            entry: app + instance + "registering APNs device token 7c1f9a", source: .clevertap, kind: .tokenRegistered),
        Case(entry: app + "[CleverTap]: CleverTap: Auto Integration enabled", source: .clevertap, kind: .autoIntegrate),
        Case(
            entry: app
                + "[CleverTap]: Initializing default CleverTap SDK instance. CleverTapAccountID: TEST-R78-ZZK-955Z CleverTapToken: 123-abc",
            source: .clevertap, kind: .instanceCreated),
        Case(
            entry: app
                + "[CleverTap]: Unable to initialize default CleverTap SDK instance. CleverTapAccountID: (null) CleverTapToken: (null)",
            source: .clevertap, kind: .instanceNotCreated),
        Case(entry: app + instance + "Successfully sent 3 events", source: .clevertap, kind: .eventsSent, value: "3"),
        Case(
            entry: app + instance + "is muted, dropping event: {\"evtName\":\"Notification Viewed\"}",
            source: .clevertap, kind: .eventDropped),
        Case(
            entry: app + instance + "Received inbox message from push payload: " + ctPush, source: .clevertap,
            kind: .inboxMessage, push: .payload),
    ]

    static let notificationService: [Case] = [
        Case(
            entry: service + "unable to add attachment: ct_mediaUrl is nil", source: .notificationService,
            kind: .attachmentFailed),
        Case(
            entry: service + "unable to add attachment: The request timed out.", source: .notificationService,
            kind: .attachmentFailed),
        Case(
            entry: service + "unable to add attchment: Invalid attachment file URL.", source: .notificationService,
            kind: .attachmentFailed),
    ]

    static let ios: [Case] = [
        Case(
            entry: springBoard + "Received incoming message on topic com.shop.app at priority 10", source: .springBoard,
            kind: .apnsReceived, value: "com.shop.app"),
        Case(
            entry: springBoard
                + "[com.shop.app] Received remote notification request 61A7-2E2F [ waking: 0, hasAlertContent: 1, hasSound: 1 hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 1 pushType: Alert]",
            source: .springBoard, kind: .requestReceived, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "[com.shop.app] Remote notification request 61A7-2E2F can be modified: 1",
            source: .springBoard, kind: .modifiable, push: .request("61A7-2E2F"), value: "1"),
        Case(
            entry: springBoard + "[com.shop.app] Process delivery of push notification 61A7-2E2F", source: .springBoard,
            kind: .deliveryProcessing, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "[com.shop.app] Deliver push notification request 61A7-2E2F", source: .springBoard,
            kind: .deliveryProcessing, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "[com.shop.app] Badge can be set for notification 61A7-2E2F: 0 [ canBadge: 1 badgeNumber: (null) ]",
            source: .springBoard, kind: .badgeCheck, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "SUBMITTING: com.apple.pushLaunch.com.shop.app:7F3A2B", source: .springBoard,
            kind: .backgroundLaunchSubmitted, push: .activity("com.apple.pushLaunch.com.shop.app:7F3A2B")),
        Case(
            entry: springBoard
                + "[com.shop.app] Request DUET delivers content-available push notification to application",
            source: .springBoard, kind: .wakeRequested),
        Case(
            entry: springBoard
                + "[com.shop.app] NOT requesting DUET deliver content-available, non-notifiying push notification 61A7-2E2F [pushType: Background willNotifyUser: 0]",
            source: .springBoard, kind: .wakeRefused, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "[com.shop.app] Notification request was marked as mutable but no service extension is available",
            source: .springBoard, kind: .noServiceExtension),
        Case(
            entry: springBoard
                + "[com.shop.app] Will deliver mutated notification content; notificationRequest=<UNNotificationRequest: 0x1>, attachmentCount=1, runtime: 0.412",
            source: .springBoard, kind: .extensionMutated, value: "1"),
        Case(
            entry: springBoard
                + "[com.shop.app] Did not mutate content for notification request, will deliver original content; notificationRequest=<UNNotificationRequest: 0x1>, error=(null), runtime: 30.0",
            source: .springBoard, kind: .extensionNotMutated),
        Case(
            entry: springBoard + "[com.shop.app] Mutated notification request is nil, will supress original content",
            source: .springBoard, kind: .extensionFiltered),
        Case(
            entry: springBoard
                + "[com.shop.app] Mutated notification request will not visibly alert the user, will supress original content",
            source: .springBoard, kind: .extensionFiltered),
        Case(
            entry: springBoard + "[com.shop.app] Delivered user visible push notification 61A7-2E2F",
            source: .springBoard, kind: .delivered, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "[com.shop.app] NOT delivering user visible push notification 61A7-2E2F [ error=Error Domain=UNErrorDomain Code=1401 ]",
            source: .springBoard, kind: .notDelivered, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "[com.shop.app] NOT delivering non-notifying push notification 61A7-2E2F",
            source: .springBoard, kind: .notDelivered, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "[com.shop.app] NOT delivering filtered push notification 61A7-2E2F",
            source: .springBoard, kind: .notDelivered, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard + "[com.shop.app] Received incoming message for restricted app", source: .springBoard,
            kind: .deliveryRefused, value: "restricted"),
        Case(
            entry: springBoard + "[com.shop.app] com.shop.app application state changed to Foreground",
            source: .springBoard, kind: .appStateChanged, value: "Foreground"),
        Case(
            entry: springBoard + "[com.shop.app] Send willPresentNotification for notification 61A7-2E2F",
            source: .springBoard, kind: .willPresentSent, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "[com.shop.app] Received response 20 for willPresentNotification for notification 61A7-2E2F",
            source: .springBoard, kind: .willPresentAnswered, push: .request("61A7-2E2F"), value: "20"),
        Case(
            entry: springBoard + "[com.shop.app] willPresentNotification delivery succeeded for notification 61A7-2E2F",
            source: .springBoard, kind: .willPresentDelivered, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "[com.shop.app] willPresentNotification delivery failed for notification 61A7-2E2F: timeout",
            source: .springBoard, kind: .willPresentFailed, push: .request("61A7-2E2F")),
        Case(
            entry: springBoard
                + "Dispatcher will execute action com.apple.UNNotificationDefaultActionIdentifier for notification 64E8-563C with parameters <private>",
            source: .springBoard, kind: .tapped, push: .request("64E8-563C"),
            value: "com.apple.UNNotificationDefaultActionIdentifier"),
        Case(
            entry: springBoard
                + "Sending response for action com.apple.UNNotificationDefaultActionIdentifier from origin BulletinDestinationNotificationCenter with parameters <private>",
            source: .springBoard, kind: .responseSent, value: "com.apple.UNNotificationDefaultActionIdentifier"),
        Case(
            entry: springBoard
                + "Not alerting on post for request 64E8-563C. uiLocked=0 activeAlertDestinations=1 shouldSuppressAlert=0",
            source: .springBoard, kind: .notAlerted, push: .request("64E8-563C")),
        Case(
            entry: springBoard + "Posting notification 64E8-563C to destination SBNotificationCenterDestination",
            source: .springBoard, kind: .posted, push: .request("64E8-563C")),
        Case(
            entry: springBoard + "Dismissing banner for notification EE49-79CD", source: .springBoard,
            kind: .bannerDismissed, push: .request("EE49-79CD")),
        Case(
            entry: springBoard
                + "[com.shop.app] Launch application in foreground for notification response action com.apple.UNNotificationDefaultActionIdentifier",
            source: .springBoard, kind: .launchForAction),
        Case(
            entry: springBoard
                + "[com.myApp.app] Launch application in foreground for action response com.apple.UNNotificationDefaultActionIdentifier",
            source: .springBoard, kind: .launchForAction),
        Case(
            entry: springBoard
                + "[com.shop.app] Foreground application launch succeeed for action response com.apple.UNNotificationDefaultActionIdentifier: <private>",
            source: .springBoard, kind: .foregroundLaunchSucceeded),
        Case(
            entry: springBoard
                + "[com.shop.app] Foreground application launch failed for action response com.apple.UNNotificationDefaultActionIdentifier: <private>",
            source: .springBoard, kind: .foregroundLaunchFailed),
        Case(
            entry: springBoard + "[com.shop.app] Launch application in background for notification response <private>",
            source: .springBoard, kind: .backgroundLaunchForAction),
        Case(
            entry: springBoard + "[com.shop.app] Background application launch succeeded for action response reply",
            source: .springBoard, kind: .backgroundLaunchForAction, value: "succeeded"),
        Case(
            entry: springBoard
                + "[FBSystemService][0x8a41] Received request to open \"com.shop.app\" from SpringBoard:49.",
            source: .springBoard, kind: .appOpenRequested, value: "com.shop.app"),
        Case(
            entry: dasd + "Submitted Activity: com.apple.pushLaunch.com.shop.app:7F3A2B at priority 5 <private>",
            source: .dasd, kind: .backgroundLaunchSubmitted, push: .activity("com.apple.pushLaunch.com.shop.app:7F3A2B")
        ),
        Case(
            entry: dasd + "Daemon Canceling Activities: {( com.apple.pushLaunch.com.shop.app:7F3A2B )}", source: .dasd,
            kind: .backgroundLaunchCancelled, push: .activity("com.apple.pushLaunch.com.shop.app:7F3A2B")),
        Case(
            entry: dasd + "CANCELED: com.apple.pushLaunch.com.shop.app:7F3A2B <private>!", source: .dasd,
            kind: .backgroundLaunchCancelled, push: .activity("com.apple.pushLaunch.com.shop.app:7F3A2B")),
        Case(
            entry: dasd
                + "com.apple.pushLaunch.com.shop.app:7F3A2B:[ {name: ThunderingHerdPolicy, policyWeight: 0.004, response: {Decision: Must Not Proceed, Score: 0.00}} ], FinalDecision: Must Not Proceed}",
            source: .dasd, kind: .backgroundLaunchRefused, push: .activity("com.apple.pushLaunch.com.shop.app:7F3A2B")),
        Case(
            entry: stream("apsd", 88) + "Received new per-app token [7] for topic com.shop.app", source: .apsd,
            kind: .tokenIssued),
        Case(
            entry: app
                + "Warning: UNUserNotificationCenter delegate received call to -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the completion handler was never called.",
            source: .app, kind: .completionHandlerNotCalled, value: "didReceiveNotificationResponse"),
        Case(
            entry: app
                + "Warning: Application delegate received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called.",
            source: .app, kind: .completionHandlerNotCalled, value: "didReceiveRemoteNotification"),
        Case(
            entry: springBoard
                + "Content-available push notifications are only supported on-device for iOS, watchOS, and tvOS",
            source: .springBoard, kind: .contentAvailableUnsupported),
        Case(
            entry: stream("ShopNotificationService", 901)
                + "Extension will be killed because it used its runtime in starting up", source: .springBoard,
            kind: .extensionKilled),
    ]

    /// The events a log gives, read line by line as `classify --events` reads it.
    static func events(_ text: String) -> [LogEvent] {
        var reader = LogReader(file: "t.log", format: nil, limits: ReaderLimits(), locateKeys: false, events: true)
        var found: [LogEvent] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            Array(line.utf8).withUnsafeBytes { bytes in
                reader.add(bytes, number: index + 1, { _ in }, event: { found.append($0) })
            }
        }
        reader.finish({ _ in }, event: { found.append($0) })
        return found
    }

    @Test(arguments: leanplum + cleverTap + notificationService + ios)
    func lineGivesItsEvent(_ example: Case) throws {
        let found = Self.events(example.entry)
        try #require(found.count == 1, "\(found.map { "\($0.source.rawValue) \($0.kind.rawValue)" })")
        let event = found[0]
        #expect(event.source == example.source)
        #expect(event.kind == example.kind)
        #expect(event.push == example.push)
        #expect(event.value == example.value)
        #expect(event.location.line == 1)
    }

    /// Lines that look like push-path lines and are not: the app's own words, an SDK's words
    /// without its tag, a Leanplum message that starts like one.
    @Test(arguments: [
        app + "Posting notification settings to the server",
        app + "handling push notification: done",
        app + "[LEANPLUM] [INFO]: Settings saved",
        app + "Received remote notification request from the backend",
        app + "Notification Opened MessageId: 5712381201",
        springBoard + "[com.shop.app] Received response 20 for an unrelated request",
        app + "[CleverTap]: CleverTap.TEST-R78-ZZK-955Z: New event processed: {\"evtName\":\"App Launched\"}",
    ])
    func lookAlikeGivesNone(_ entry: String) {
        #expect(Self.events(entry).isEmpty)
    }

    /// Every line without an SDK tag is reachable through a screen (`PushPathLines.screens`).
    @Test func everyUntaggedLineIsScreened() {
        let untagged = PushPathLines.all.filter { $0.source.tag == nil }
        #expect(untagged.allSatisfy { LogEventMatcher.screenIndex(of: $0) != nil })
    }

    /// Every screen is the first screen of a line: one that none needs would only make the pass
    /// over every line look more often (the shortest word sets its step, `LiteralSet`).
    @Test func everyScreenScreensALine() {
        for (screen, lines) in zip(PushPathLines.screens, LogEventMatcher.screened) {
            #expect(!lines.isEmpty, "\(screen)")
        }
    }

    /// Each kind is given by a line of the tables above.
    @Test func everyKindIsTested() {
        let tested = Set((Self.leanplum + Self.cleverTap + Self.notificationService + Self.ios).map(\.kind))
        #expect(Set(LogEventKind.allCases).subtracting(tested).isEmpty)
    }

    /// A Leanplum line's printed level wins over the level its source declares (LP03 was
    /// debug up to 6.0.2); iOS's lines have none; the pid and time are the entry's.
    @Test func levelsAndEntryFields() throws {
        let events = Self.events(
            Self.stream("Shop", 812) + "[LEANPLUM] [DEBUG]: Notification Opened MessageId: 1\n" + Self.springBoard
                + "[com.shop.app] Delivered user visible push notification 61A7-2E2F")
        try #require(events.count == 2)
        #expect(events[0].level == .debug)
        #expect(events[0].entry.pid == 812)
        #expect(events[1].level == nil)
        #expect(events[1].bundle == "com.shop.app")
        #expect(events[1].entry.time == "2026-11-29 10:01:02.123456+0100")
        #expect(events[1].location.line == 2)
    }

    /// CleverTap's per-instance lines name their instance's account; its class method's do not.
    @Test func cleverTapInstance() {
        let events = Self.events(
            Self.app + Self.instance + "handling push notification: " + Self.ctPush + "\n" + Self.app
                + "[CleverTap]: Handling notification: " + Self.ctPush)
        #expect(events.map(\.instance) == ["TEST-R78-ZZK-955Z", nil])
    }

    /// Several SDK messages flattened onto one line give one event each, in order.
    @Test func flattenedMessages() {
        let events = Self.events(
            Self.app
                + "[LEANPLUM] [INFO]: [Wrapper] Wrapper Instantiated [CleverTap]: CleverTap.A: Firing deep link: shop://x"
        )
        #expect(events.map(\.kind) == [.wrapperCreated, .deepLinkOpened])
    }
}
