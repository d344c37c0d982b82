import Testing

@testable import PushRouteCore
@testable import PushRouteRules

/// What holds across the rules (each rule's own examples are checked by `LintRuleTests`).
@Suite struct LintRuleCoverageTests {
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

/// `lint --explain RULE` for every rule: its examples (those `LintRuleTests` checks) give
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
}
