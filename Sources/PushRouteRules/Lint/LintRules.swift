import PushRouteCore

/// Every lint rule, by group.
public enum LintRules {
    /// The rules by group, each group a subsection of the manual's LINT RULES and of docs/lint.md,
    /// in the order of `LintRuleGroup.Name`: the rules of `LintRules.borrowed`, then those of
    /// `LintRuleID.allCases` (through its exhaustive `rule`), each in the group it declares.
    public static let groups: [LintRuleGroup] = {
        let rules = borrowed.map { $0.info } + LintRuleID.allCases.map { $0.rule.info }
        return LintRuleGroup.Name.allCases.map { name in
            LintRuleGroup(name.title, rules.filter { $0.group == name })
        }
    }()

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
    /// The groups, in the order the manual lists them; each rule declares its own
    /// (`LintRule.group`).
    public enum Name: CaseIterable, Sendable {
        case inputQuality, structure, keysInsideAPS, size, pushTypeAndPriority, sdks

        /// The subsection's heading.
        public var title: String {
            switch self {
            case .inputQuality: "Input quality"
            case .structure: "Structure"
            case .keysInsideAPS: "Keys inside aps"
            case .size: "Size"
            case .pushTypeAndPriority: "Push type and priority"
            case .sdks: "SDKs"
            }
        }
    }

    /// The subsection's heading, e.g. "Keys inside aps".
    public var title: String
    public var rules: [LintRuleInfo]

    init(_ title: String, _ rules: [LintRuleInfo]) {
        self.title = title
        self.rules = rules
    }
}
