import PushRouteCore

/// Every lint rule, in the order `--list-rules`, SARIF and the manual list them.
public enum LintRules {
    public static let all: [LintRuleInfo] = [
        // Input quality
        ParseErrorRule.info,
        RepairedInputRule.info,
        PayloadPartialRule.info,
        DuplicateKeyRule.info,
        // Structure
        PayloadNotObjectRule.info,
        PayloadArrayRule.info,
        PayloadEnvelopeRule.info,
        APSMissingRule.info,
        APSNotObjectRule.info,
        // aps keys
        APSAlertRule.info,
        APSAlertUnknownKeyRule.info,
        APSBadgeRule.info,
        APSSoundRule.info,
        APSContentAvailableRule.info,
        APSMutableContentRule.info,
        APSInterruptionLevelRule.info,
        APSRelevanceScoreRule.info,
        APSEventRule.info,
        APSKeyTypeRule.info,
        APSUnknownKeyRule.info,
        // Size
        PayloadTooLargeRule.info,
        PayloadNearLimitRule.info,
        // Push type and priority
        BackgroundPushAlertRule.info,
        BackgroundPushContentAvailableRule.info,
        BackgroundPushPriorityRule.info,
        // SDKs
        BothSDKsRule.info,
        LeanplumNoMessageIDRule.info,
        LeanplumOpenActionRule.info,
        CleverTapNoAccountRule.info,
        CleverTapRichMediaRule.info,
        CleverTapMediaURLRule.info,
        CleverTapMediaTypeRule.info,
        CleverTapMediaNoAlertRule.info,
        CleverTapDeepLinkRule.info,
        UnroutedPayloadRule.info,
    ]

    public static let ids: [String] = all.map(\.id.rawValue)

    public static func rule(_ id: String) -> LintRuleInfo? { byID[id] }

    private static let byID = Dictionary(all.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
}
