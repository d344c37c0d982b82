import Testing

@testable import PushRouteCore
@testable import PushRouteRules

/// Every rule has its own test table, with cases that must fire and cases that must not.
@Suite struct LintRuleCoverageTests {
    static let tables: [RuleID: [RuleCase]] = [
        ParseErrorRule.id: LintInputRuleTests.parseError,
        DuplicateKeyRule.id: LintInputRuleTests.duplicateKey,
        PayloadNotObjectRule.id: LintInputRuleTests.payloadNotObject,
        PayloadArrayRule.id: LintInputRuleTests.payloadArray,
        PayloadEnvelopeRule.id: LintInputRuleTests.payloadEnvelope,
        PayloadPartialRule.id: LintInputRuleTests.payloadPartial,
        APSMissingRule.id: LintInputRuleTests.apsMissing,
        APSNotObjectRule.id: LintInputRuleTests.apsNotObject,
        APSAlertRule.id: LintAPSRuleTests.alert,
        APSAlertUnknownKeyRule.id: LintAPSRuleTests.alertUnknownKey,
        APSBadgeRule.id: LintAPSRuleTests.badge,
        APSSoundRule.id: LintAPSRuleTests.sound,
        APSContentAvailableRule.id: LintAPSRuleTests.contentAvailable,
        APSMutableContentRule.id: LintAPSRuleTests.mutableContent,
        APSInterruptionLevelRule.id: LintAPSRuleTests.interruptionLevel,
        APSRelevanceScoreRule.id: LintAPSRuleTests.relevanceScore,
        APSEventRule.id: LintAPSRuleTests.event,
        APSKeyTypeRule.id: LintAPSRuleTests.keyType,
        APSUnknownKeyRule.id: LintAPSRuleTests.unknownKey,
        PayloadTooLargeRule.id: LintSendingRuleTests.tooLarge,
        PayloadNearLimitRule.id: LintSendingRuleTests.nearLimit,
        BackgroundPushAlertRule.id: LintSendingRuleTests.backgroundAlert,
        BackgroundPushContentAvailableRule.id: LintSendingRuleTests.backgroundContentAvailable,
        BackgroundPushPriorityRule.id: LintSendingRuleTests.backgroundPriority,
        BothSDKsRule.id: LintSDKRuleTests.bothSDKs,
        LeanplumNoMessageIDRule.id: LintSDKRuleTests.leanplumNoMessageID,
        LeanplumOpenActionRule.id: LintSDKRuleTests.leanplumOpenAction,
        CleverTapNoAccountRule.id: LintSDKRuleTests.cleverTapNoAccount,
        CleverTapRichMediaRule.id: LintSDKRuleTests.cleverTapRichMedia,
        CleverTapMediaURLRule.id: LintSDKRuleTests.cleverTapMediaURL,
        CleverTapMediaTypeRule.id: LintSDKRuleTests.cleverTapMediaType,
        CleverTapMediaNoAlertRule.id: LintSDKRuleTests.cleverTapMediaNoAlert,
        CleverTapDeepLinkRule.id: LintSDKRuleTests.cleverTapDeepLink,
        UnroutedPayloadRule.id: LintSDKRuleTests.unrouted,
    ]

    /// `repaired-input` is tested with hand-built payloads (`LintInputRuleTests`) and its
    /// examples, which the lenient reader repairs (`RuleExplanationTests`).
    static let testedByHand: Set<RuleID> = [RepairedInputRule.id]

    @Test(arguments: LintRules.ids)
    func ruleHasItsOwnTable(_ id: String) throws {
        if Self.testedByHand.contains(RuleID(testing: id)) { return }
        let table = try #require(Self.tables[RuleID(testing: id)], "no test table for rule \(id)")
        #expect(table.contains { !MarkedFixture($0.fixture).locations.isEmpty }, "no case where \(id) fires")
        #expect(table.contains { MarkedFixture($0.fixture).locations.isEmpty }, "no case where \(id) stays silent")
        #expect(table.contains { $0.message != nil }, "no case checks a message of \(id)")
    }

    @Test func idsAreUniqueAndLowerCaseWords() {
        #expect(Set(LintRules.ids).count == LintRules.ids.count)
        for id in LintRules.ids {
            #expect(id.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }, "\(id)")
        }
    }

    /// Valid payloads that exercise many keys stay clean under every rule.
    @Test(arguments: [
        #"{"aps":{"alert":{"title":"t","body":"b"},"badge":0,"sound":"default","thread-id":"t","category":"C","mutable-content":1,"interruption-level":"active","relevance-score":0.2},"_lpm":1,"_lpx":{"__name__":"Open URL"},"lp_occurrence_id":"o"}"#,
        #"{"aps":{"alert":"a","mutable-content":1},"wzrk_acct_id":"A","wzrk_dl":"shop://x","ct_mediaUrl":"https://x/y.png","ct_mediaType":"image","W$rnv":0}"#,
        #"{"aps":{"event":"update","timestamp":1795948862,"content-state":{"eta":5},"relevance-score":50},"_lpm":1}"#,
    ])
    func validPayloadIsClean(_ text: String) {
        #expect(LintTesting.findings(text).isEmpty)
    }
}

/// `lint --explain RULE` for every rule: its examples (those the tables above check) give
/// one payload it fires on, with the finding, and one it stays quiet on; the fix is named for
/// the rules `--fix` fixes.
@Suite struct RuleExplanationTests {
    @Test(arguments: LintRules.ids)
    func everyRuleIsExplained(_ id: String) throws {
        let result = try CommandRunner.run(["lint", "--explain", id])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let rule = try #require(LintRules.all.first { $0.id.rawValue == id })
        #expect(result.standardOutput.hasPrefix("\(id): \(rule.severity.rawValue), "))
        #expect(result.standardOutput.contains("\nWhat it checks: \(rule.explanation).\n"))
        #expect(result.standardOutput.contains("\nWhy it matters: \(rule.why).\n"))
        #expect(result.standardOutput.contains("\nFires on ("))
        #expect(result.standardOutput.contains("  → \(rule.severity.rawValue): "))
        #expect(result.standardOutput.contains("\nQuiet on ("))
        #expect(
            result.standardOutput.contains("The fix (--fix): ") == rule.fixable
                || !rule.fixable && result.standardOutput.contains("The fix: by hand"))
    }

    /// Every rule says why it matters, in a sentence of its own (not its summary again), and
    /// each of its examples fires or stays quiet as it declares, as `--explain` shows it.
    @Test(arguments: LintRules.ids)
    func whyAndExamplesHoldForEveryRule(_ id: String) throws {
        let rule = try #require(LintRules.rule(id))
        #expect(rule.why.count > 40, "\(id): why is missing or too short")
        #expect(rule.why != rule.explanation && !rule.why.hasSuffix("."))
        for example in rule.examples {
            let fired = LintTesting.findings(example.text, options: example.options).contains { $0.rule == rule.id }
            #expect(fired == example.fires, "\(id), example \(example.name): fires \(fired), declared \(example.fires)")
        }
        #expect(rule.examples.contains(where: \.fires) && rule.examples.contains { !$0.fires }, "\(id)")
        for example in rule.examples.filter(\.fires) {
            let fixture = MarkedFixture(example.fixture)
            let found = LintTesting.findings(fixture.text, options: example.options).filter { $0.rule == rule.id }
            #expect(found.map(\.location) == fixture.locations, "\(id), example \(example.name)")
            if let message = example.message {
                #expect(found.first?.message == message, "\(id), example \(example.name)")
            }
        }
    }
}
