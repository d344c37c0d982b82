import PushRouteCore

/// The ids of the lint rules, one per rule (`Lint/Rules/`), in the order `--list-rules`, SARIF
/// and the manual list them within their groups (`LintRules.groups`). `parse-error` is the
/// reader's own id (`LenientRule.parseError`) and `both-sdks` the routing one (`RoutingRule`).
public enum LintRuleID: String, DiagnosticRule {
    case repairedInput = "repaired-input"
    case payloadPartial = "payload-partial"
    case duplicateKey = "duplicate-key"
    case payloadNotObject = "payload-not-object"
    case payloadArray = "payload-array"
    case payloadEnvelope = "payload-envelope"
    case apsMissing = "aps-missing"
    case apsNotObject = "aps-not-object"
    case apsAlert = "aps-alert"
    case apsAlertUnknownKey = "aps-alert-unknown-key"
    case apsBadge = "aps-badge"
    case apsSound = "aps-sound"
    case apsContentAvailable = "aps-content-available"
    case apsMutableContent = "aps-mutable-content"
    case apsInterruptionLevel = "aps-interruption-level"
    case apsRelevanceScore = "aps-relevance-score"
    case apsEvent = "aps-event"
    case apsKeyType = "aps-key-type"
    case apsUnknownKey = "aps-unknown-key"
    case payloadTooLarge = "payload-too-large"
    case payloadNearLimit = "payload-near-limit"
    case backgroundPushAlert = "background-push-alert"
    case backgroundPushContentAvailable = "background-push-content-available"
    case backgroundPushPriority = "background-push-priority"
    case leanplumNoMessageID = "leanplum-no-message-id"
    case leanplumOpenAction = "leanplum-open-action"
    case clevertapNoAccount = "clevertap-no-account"
    case clevertapRichMedia = "clevertap-rich-media"
    case clevertapMediaURL = "clevertap-media-url"
    case clevertapMediaType = "clevertap-media-type"
    case clevertapMediaNoAlert = "clevertap-media-no-alert"
    case clevertapDeepLink = "clevertap-deep-link"
    case unroutedPayload = "unrouted-payload"
}

extension LintRuleID {
    /// The rule of each id: an id without its rule does not compile. `LintRules.groups` is
    /// built from these rules (and the two whose ids other domains declare,
    /// `LintRules.borrowed`), each in the group it declares.
    public var rule: any LintRule.Type {
        switch self {
        case .apsAlert: APSAlertRule.self
        case .apsAlertUnknownKey: APSAlertUnknownKeyRule.self
        case .apsBadge: APSBadgeRule.self
        case .apsContentAvailable: APSContentAvailableRule.self
        case .apsEvent: APSEventRule.self
        case .apsInterruptionLevel: APSInterruptionLevelRule.self
        case .apsKeyType: APSKeyTypeRule.self
        case .apsMissing: APSMissingRule.self
        case .apsMutableContent: APSMutableContentRule.self
        case .apsNotObject: APSNotObjectRule.self
        case .apsRelevanceScore: APSRelevanceScoreRule.self
        case .apsSound: APSSoundRule.self
        case .apsUnknownKey: APSUnknownKeyRule.self
        case .backgroundPushAlert: BackgroundPushAlertRule.self
        case .backgroundPushContentAvailable: BackgroundPushContentAvailableRule.self
        case .backgroundPushPriority: BackgroundPushPriorityRule.self
        case .clevertapDeepLink: CleverTapDeepLinkRule.self
        case .clevertapNoAccount: CleverTapNoAccountRule.self
        case .clevertapRichMedia: CleverTapRichMediaRule.self
        case .clevertapMediaURL: CleverTapMediaURLRule.self
        case .clevertapMediaType: CleverTapMediaTypeRule.self
        case .clevertapMediaNoAlert: CleverTapMediaNoAlertRule.self
        case .duplicateKey: DuplicateKeyRule.self
        case .leanplumNoMessageID: LeanplumNoMessageIDRule.self
        case .leanplumOpenAction: LeanplumOpenActionRule.self
        case .payloadArray: PayloadArrayRule.self
        case .payloadEnvelope: PayloadEnvelopeRule.self
        case .payloadNearLimit: PayloadNearLimitRule.self
        case .payloadNotObject: PayloadNotObjectRule.self
        case .payloadPartial: PayloadPartialRule.self
        case .payloadTooLarge: PayloadTooLargeRule.self
        case .repairedInput: RepairedInputRule.self
        case .unroutedPayload: UnroutedPayloadRule.self
        }
    }
}
