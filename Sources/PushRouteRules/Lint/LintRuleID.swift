import PushRouteCore

/// The ids of the lint rules, one per rule (`Lint/Rules/`). `parse-error` is the reader's
/// own id (`LenientRule.parseError`) and `both-sdks` the routing one (`RoutingRule`).
public enum LintRuleID: String, DiagnosticRule {
    case apsAlert = "aps-alert"
    case apsAlertUnknownKey = "aps-alert-unknown-key"
    case apsBadge = "aps-badge"
    case apsContentAvailable = "aps-content-available"
    case apsEvent = "aps-event"
    case apsInterruptionLevel = "aps-interruption-level"
    case apsKeyType = "aps-key-type"
    case apsMissing = "aps-missing"
    case apsMutableContent = "aps-mutable-content"
    case apsNotObject = "aps-not-object"
    case apsRelevanceScore = "aps-relevance-score"
    case apsSound = "aps-sound"
    case apsUnknownKey = "aps-unknown-key"
    case backgroundPushAlert = "background-push-alert"
    case backgroundPushContentAvailable = "background-push-content-available"
    case backgroundPushPriority = "background-push-priority"
    case clevertapDeepLink = "clevertap-deep-link"
    case clevertapNoAccount = "clevertap-no-account"
    case clevertapRichMedia = "clevertap-rich-media"
    case duplicateKey = "duplicate-key"
    case leanplumNoMessageID = "leanplum-no-message-id"
    case leanplumOpenAction = "leanplum-open-action"
    case payloadNearLimit = "payload-near-limit"
    case payloadNotObject = "payload-not-object"
    case payloadTooLarge = "payload-too-large"
    case repairedInput = "repaired-input"
    case unroutedPayload = "unrouted-payload"
}
