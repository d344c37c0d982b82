import Testing

@testable import PushRouteRules

/// The rules for the keys inside `aps` (docs/apns-rules.md §2). The `⟨` marks
/// where each finding must point.
@Suite struct LintAPSRuleTests {
    static let alert: [RuleCase] = APSAlertRule.examples

    @Test(arguments: alert) func apsAlert(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSAlertRule.self)
    }

    static let alertUnknownKey: [RuleCase] = APSAlertUnknownKeyRule.examples

    @Test(arguments: alertUnknownKey) func apsAlertUnknownKey(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSAlertUnknownKeyRule.self)
    }

    static let badge: [RuleCase] = APSBadgeRule.examples

    @Test(arguments: badge) func apsBadge(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSBadgeRule.self)
    }

    static let sound: [RuleCase] = APSSoundRule.examples

    @Test(arguments: sound) func apsSound(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSSoundRule.self)
    }

    static let contentAvailable: [RuleCase] = APSContentAvailableRule.examples

    @Test(arguments: contentAvailable) func apsContentAvailable(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSContentAvailableRule.self)
    }

    static let mutableContent: [RuleCase] = APSMutableContentRule.examples

    @Test(arguments: mutableContent) func apsMutableContent(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSMutableContentRule.self)
    }

    static let interruptionLevel: [RuleCase] = APSInterruptionLevelRule.examples

    @Test(arguments: interruptionLevel) func apsInterruptionLevel(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSInterruptionLevelRule.self)
    }

    static let relevanceScore: [RuleCase] = APSRelevanceScoreRule.examples

    @Test(arguments: relevanceScore) func apsRelevanceScore(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSRelevanceScoreRule.self)
    }

    static let event: [RuleCase] = APSEventRule.examples

    @Test(arguments: event) func apsEvent(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSEventRule.self)
    }

    static let keyType: [RuleCase] = APSKeyTypeRule.examples

    @Test(arguments: keyType) func apsKeyType(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSKeyTypeRule.self)
    }

    static let unknownKey: [RuleCase] = APSUnknownKeyRule.examples

    @Test(arguments: unknownKey) func apsUnknownKey(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSUnknownKeyRule.self)
    }
}
