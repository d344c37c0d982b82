import Testing

@testable import PushRouteRules

/// The SDK rules (docs/routing-model.md): routing surprises and each SDK's own keys.
@Suite struct LintSDKRuleTests {
    static let bothSDKs: [RuleCase] = BothSDKsRule.examples

    @Test(arguments: bothSDKs) func bothSDKsRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BothSDKsRule.self)
    }

    static let leanplumNoMessageID: [RuleCase] = LeanplumNoMessageIDRule.examples

    @Test(arguments: leanplumNoMessageID) func leanplumNoMessageIDRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: LeanplumNoMessageIDRule.self)
    }

    static let leanplumOpenAction: [RuleCase] = LeanplumOpenActionRule.examples

    @Test(arguments: leanplumOpenAction) func leanplumOpenActionRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: LeanplumOpenActionRule.self)
    }

    static let cleverTapNoAccount: [RuleCase] = CleverTapNoAccountRule.examples

    @Test(arguments: cleverTapNoAccount) func cleverTapNoAccountRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapNoAccountRule.self)
    }

    static let cleverTapRichMedia: [RuleCase] = CleverTapRichMediaRule.examples

    @Test(arguments: cleverTapRichMedia) func cleverTapRichMediaRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapRichMediaRule.self)
    }

    static let cleverTapMediaURL: [RuleCase] = CleverTapMediaURLRule.examples

    @Test(arguments: cleverTapMediaURL) func cleverTapMediaURLRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaURLRule.self)
    }

    static let cleverTapMediaType: [RuleCase] = CleverTapMediaTypeRule.examples

    @Test(arguments: cleverTapMediaType) func cleverTapMediaTypeRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaTypeRule.self)
    }

    static let cleverTapMediaNoAlert: [RuleCase] = CleverTapMediaNoAlertRule.examples

    @Test(arguments: cleverTapMediaNoAlert) func cleverTapMediaNoAlertRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaNoAlertRule.self)
    }

    static let cleverTapDeepLink: [RuleCase] = CleverTapDeepLinkRule.examples

    @Test(arguments: cleverTapDeepLink) func cleverTapDeepLinkRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapDeepLinkRule.self)
    }

    static let unrouted: [RuleCase] = UnroutedPayloadRule.examples

    @Test(arguments: unrouted) func unroutedPayloadRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: UnroutedPayloadRule.self)
    }
}
