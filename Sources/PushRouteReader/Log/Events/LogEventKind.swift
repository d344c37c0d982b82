/// What an event's line says happened, one case per distinct meaning of the lines in
/// docs/device-logs.md "Events" (the SDKs' and iOS's push-path lines). The raw value is the
/// JSON's `kind` and the text's word.
public enum LogEventKind: String, Sendable, CaseIterable {
    // The app's launch and the SDKs' set-up.
    case launched
    case launchedWithPush = "launched-with-push"
    case launchPushFound = "launch-push-found"
    case launchCheckSkipped = "launch-check-skipped"
    case leftToLeanplum = "left-to-leanplum"
    case swizzlingOff = "swizzling-off"
    case autoIntegrate = "auto-integrate"
    case notificationDelegate = "notification-delegate"
    case wrapperCreated = "wrapper-created"
    case initializingEarly = "initializing-early"
    case instanceCreated = "instance-created"
    case instanceNotCreated = "instance-not-created"
    case migrationState = "migration-state"
    case apiCall = "api-call"
    case tokenRegistered = "token-registered"
    // The SDKs' callbacks and handling.
    case fetchCallback = "fetch-callback"
    case responseCallback = "response-callback"
    case willPresentCallback = "will-present-callback"
    case received
    case opened
    case notHandled = "not-handled"
    case deliveryTrackingOff = "delivery-tracking-off"
    case forwardQueued = "forward-queued"
    case forwarded
    case customHandler = "custom-handler"
    case actionRun = "action-run"
    case actionPresented = "action-presented"
    case handleCalled = "handle-called"
    case handled
    case notFromCleverTap = "not-from-clevertap"
    case analyticsOnly = "analytics-only"
    case notForThisInstance = "not-for-this-instance"
    case testPayloadNotHandled = "test-payload-not-handled"
    case deepLinkNotOpened = "deep-link-not-opened"
    case deepLinkOpened = "deep-link-opened"
    case deepLinkFailed = "deep-link-failed"
    case clickRecorded = "click-recorded"
    case viewRecorded = "view-recorded"
    case eventsSent = "events-sent"
    case eventDropped = "event-dropped"
    case inboxMessage = "inbox-message"
    case attachmentFailed = "attachment-failed"
    // iOS: delivery.
    case apnsReceived = "apns-received"
    case requestReceived = "request-received"
    case modifiable
    case deliveryProcessing = "delivery-processing"
    case noServiceExtension = "no-service-extension"
    case extensionMutated = "extension-mutated"
    case extensionNotMutated = "extension-not-mutated"
    case extensionFiltered = "extension-filtered"
    case extensionKilled = "extension-killed"
    case delivered
    case notDelivered = "not-delivered"
    case deliveryRefused = "delivery-refused"
    // iOS: presentation and taps.
    case badgeCheck = "badge-check"
    case willPresentSent = "will-present-sent"
    case willPresentAnswered = "will-present-answered"
    case willPresentDelivered = "will-present-delivered"
    case willPresentFailed = "will-present-failed"
    case notAlerted = "not-alerted"
    case posted
    case bannerDismissed = "banner-dismissed"
    case tapped
    case responseSent = "response-sent"
    case launchForAction = "launch-for-action"
    case foregroundLaunchSucceeded = "foreground-launch-succeeded"
    case foregroundLaunchFailed = "foreground-launch-failed"
    case backgroundLaunchForAction = "background-launch-for-action"
    case appOpenRequested = "app-open-requested"
    case appStateChanged = "app-state-changed"
    // iOS: background launches.
    case wakeRequested = "wake-requested"
    case wakeRefused = "wake-refused"
    case backgroundLaunchSubmitted = "background-launch-submitted"
    case backgroundLaunchCancelled = "background-launch-cancelled"
    case backgroundLaunchRefused = "background-launch-refused"
    case contentAvailableUnsupported = "content-available-unsupported"
    case tokenIssued = "token-issued"
    case completionHandlerNotCalled = "completion-handler-not-called"
}
