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
    case clevertapMediaURL = "clevertap-media-url"
    case clevertapMediaType = "clevertap-media-type"
    case clevertapMediaNoAlert = "clevertap-media-no-alert"
    case duplicateKey = "duplicate-key"
    case leanplumNoMessageID = "leanplum-no-message-id"
    case leanplumOpenAction = "leanplum-open-action"
    case payloadArray = "payload-array"
    case payloadEnvelope = "payload-envelope"
    case payloadNearLimit = "payload-near-limit"
    case payloadNotObject = "payload-not-object"
    case payloadPartial = "payload-partial"
    case payloadTooLarge = "payload-too-large"
    case repairedInput = "repaired-input"
    case unroutedPayload = "unrouted-payload"
}

extension LintRuleID {
    /// The rule of each id: an id without its rule does not compile. `LintRules.groups` lists
    /// these rules (and the two whose ids other domains declare, `LintRules.borrowed`), and
    /// `LintRuleTests` fails, naming the id, when one is left out.
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
