/// Every lint rule, in the order `--list-rules`, SARIF and the manual list them.
public enum LintRules {
    public static let all: [LintRuleInfo] = [
        // Input quality
        ParseErrorRule.info,
        RepairedInputRule.info,
        DuplicateKeyRule.info,
        // Structure
        PayloadNotObjectRule.info,
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
        CleverTapDeepLinkRule.info,
        UnroutedPayloadRule.info,
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> LintRuleInfo? { all.first { $0.id == id } }
}

/// The rules a run uses: the defaults, changed by `--enable` and `--disable`.
public struct RuleSelection: Sendable {
    public private(set) var enabled: Set<String>

    /// Each list holds rule ids, possibly several separated by commas.
    public init(enable: [String] = [], disable: [String] = []) throws(UsageError) {
        let enable = try Self.ids(enable, option: "enable")
        let disable = try Self.ids(disable, option: "disable")
        if let both = enable.first(where: disable.contains) {
            throw UsageError("rule '\(both)' is both enabled and disabled")
        }
        enabled = Set(LintRules.all.filter(\.enabledByDefault).map(\.id)).union(enable).subtracting(disable)
    }

    /// The enabled rules, in registry order.
    public var rules: [LintRuleInfo] { LintRules.all.filter { enabled.contains($0.id) } }

    private static func ids(_ values: [String], option: String) throws(UsageError) -> [String] {
        var ids: [String] = []
        for value in values {
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                let id = String(part).trimmingSpaces
                guard LintRules.rule(id) != nil else {
                    var message = "unknown rule '\(id)' for '--\(option)'"
                    message += LintText.didYouMean(id, among: LintRules.ids)
                    throw UsageError(message + (message.hasSuffix("?") ? "" : "; see '--list-rules'"))
                }
                ids.append(id)
            }
        }
        return ids
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        return String(String.UnicodeScalarView(scalars.reversed()))
    }
}
