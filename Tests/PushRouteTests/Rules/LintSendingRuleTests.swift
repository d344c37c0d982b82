import Testing

@testable import PushRouteReader
@testable import PushRouteRules

/// Size, push type and priority: the rules that depend on how the payload is sent.
@Suite struct LintSendingRuleTests {

    static let tooLarge: [RuleCase] = PayloadTooLargeRule.examples

    @Test(arguments: tooLarge) func payloadTooLarge(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadTooLargeRule.self)
    }

    static let nearLimit: [RuleCase] = PayloadNearLimitRule.examples

    @Test(arguments: nearLimit) func payloadNearLimit(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadNearLimitRule.self)
    }

    static let background = LintOptions(pushType: .background)

    static let backgroundAlert: [RuleCase] = BackgroundPushAlertRule.examples

    @Test(arguments: backgroundAlert) func backgroundPushAlert(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushAlertRule.self)
    }

    static let backgroundContentAvailable: [RuleCase] = BackgroundPushContentAvailableRule.examples

    @Test(arguments: backgroundContentAvailable) func backgroundPushContentAvailable(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushContentAvailableRule.self)
    }

    static let backgroundPriority: [RuleCase] = BackgroundPushPriorityRule.examples

    @Test(arguments: backgroundPriority) func backgroundPushPriority(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushPriorityRule.self)
    }

    /// What the size rules count: jansson's compact encoding of the value read.
    @Test func sentSizeIsTheCompactEncoding() throws {
        let text = "{\n  \"aps\" : { \"alert\" : \"caf\\u00e9\" },\n  \"n\" : 1.50\n}"
        var subject: LintSubject?
        Array(text.utf8).withUnsafeBytes { bytes in
            PayloadReader().readDocument(bytes, file: "a") { subject = LintSubject($0) }
        }
        // {"aps":{"alert":"café"},"n":1.5}
        #expect(try #require(subject).sentBytes == 33)
    }
}
