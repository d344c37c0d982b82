import PushRouteCore

/// Every lint rule, by group.
public enum LintRules {
    /// The rules by group, each group a subsection of the manual's LINT RULES and of docs/lint.md:
    /// each rule of `LintRuleID.rule` and of `borrowed` once (`LintRuleTests` checks it).
    public static let groups: [LintRuleGroup] = [
        LintRuleGroup(
            "Input quality",
            [
                ParseErrorRule.info,
                RepairedInputRule.info,
                PayloadPartialRule.info,
                DuplicateKeyRule.info,
            ]),
        LintRuleGroup(
            "Structure",
            [
                PayloadNotObjectRule.info,
                PayloadArrayRule.info,
                PayloadEnvelopeRule.info,
                APSMissingRule.info,
                APSNotObjectRule.info,
            ]),
        LintRuleGroup(
            "Keys inside aps",
            [
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
            ]),
        LintRuleGroup(
            "Size",
            [
                PayloadTooLargeRule.info,
                PayloadNearLimitRule.info,
            ]),
        LintRuleGroup(
            "Push type and priority",
            [
                BackgroundPushAlertRule.info,
                BackgroundPushContentAvailableRule.info,
                BackgroundPushPriorityRule.info,
            ]),
        LintRuleGroup(
            "SDKs",
            [
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
            ]),
    ]

    /// Every rule, in the order `--list-rules`, SARIF and the manual list them.
    public static let all: [LintRuleInfo] = groups.flatMap(\.rules)

    public static let ids: [String] = all.map(\.id.rawValue)

    /// The rules whose ids other domains declare (the reader's `parse-error`, the routing
    /// rules' `both-sdks`); every other rule is the rule of a `LintRuleID` (`LintRuleID.rule`).
    public static let borrowed: [any LintRule.Type] = [ParseErrorRule.self, BothSDKsRule.self]

    public static func rule(_ id: String) -> LintRuleInfo? { byID[id] }

    private static let byID = Dictionary(all.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
}

/// A group of lint rules: a subsection of the manual's LINT RULES and of docs/lint.md.
public struct LintRuleGroup: Sendable {
    /// The subsection's heading, e.g. "Keys inside aps".
    public var title: String
    public var rules: [LintRuleInfo]

    init(_ title: String, _ rules: [LintRuleInfo]) {
        self.title = title
        self.rules = rules
    }
}
