import Testing

@testable import PushRouteApp
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// Every diagnostic id is declared in exactly one domain's enum, so one id never means two
/// things; lint's `parse-error` and `both-sdks` reuse the reader's and the routing rules'.
@Suite struct RuleIDTests {
    /// Every domain's ids, by domain.
    static let domains: [(String, [String])] = [
        ("LenientRule", LenientRule.allCases.map(\.rawValue)),
        ("InputRule", InputRule.allCases.map(\.rawValue)),
        ("LintRuleID", LintRuleID.allCases.map(\.rawValue)),
        ("RoutingRule", RoutingRule.allCases.map(\.rawValue)),
        ("SimulatorFileRule", SimulatorFileRule.allCases.map(\.rawValue)),
        ("WarningCode", WarningCode.allCases.map(\.rawValue)),
        ("ScenarioRule", ScenarioRule.allCases.map(\.rawValue)),
        ("AppProfileRule", AppProfileRule.allCases.map(\.rawValue)),
        ("AppInferenceRule", AppInferenceRule.allCases.map(\.rawValue)),
        ("ConfigRule", ConfigRule.allCases.map(\.rawValue)),
        ("BaselineRule", BaselineRule.allCases.map(\.rawValue)),
        ("RewriteRule", RewriteRule.allCases.map(\.rawValue)),
    ]

    @Test func noIdIsDeclaredTwice() {
        var seen: [String: String] = [:]
        for (domain, ids) in Self.domains {
            for id in ids {
                #expect(seen[id] == nil, "'\(id)' is declared by both \(seen[id] ?? "") and \(domain)")
                seen[id] = domain
            }
        }
    }

    @Test func lintReusesTheReaderAndRoutingIds() {
        #expect(ParseErrorRule.id == RuleID(LenientRule.parseError))
        #expect(BothSDKsRule.id == RuleID(RoutingRule.bothSDKs))
        #expect(Set(LintRules.all.map(\.id)).count == LintRules.all.count)
    }
}
