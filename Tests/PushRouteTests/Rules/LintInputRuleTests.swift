import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// `repaired-input` on hand-built payloads, and findings without a position. The `⟨` marks
/// where each finding must point.
@Suite struct LintInputRuleTests {
    @Test func repairedInputGivesOneFindingPerPayloadListingItsRepairs() throws {
        let fixture = MarkedFixture(
            "{\n   \"wzrk_acct_id\":⟨W84-WW7-123A,\n   \"wzrk_dl\":\"https\"⟨:,\n   \"aps\":{}\n}")
        let repairs = [
            Diagnostic(
                file: "seed.txt", at: fixture.locations[0], severity: .warning, rule: "bare-word",
                message: "bare word 'W84-WW7-123A' read as a string"),
            Diagnostic(
                file: "seed.txt", at: fixture.locations[1], severity: .warning, rule: nil,
                message: "value looks truncated"),
        ]
        let payload = ReadPayload(
            file: "seed.txt", start: .init(line: 1, column: 1),
            value: ["wzrk_acct_id": "W84-WW7-123A", "wzrk_dl": "https:", "aps": [:]], diagnostics: repairs)
        let found = Linter(rules: [RepairedInputRule.info]).lint(payload)
        #expect(found.map(\.location) == [fixture.locations[0]])
        #expect(
            found.map(\.message) == [
                "not strict JSON, read after 2 repairs: bare word 'W84-WW7-123A' read as a string (bare-word) at 2:19; value looks truncated at 3:21"
            ])
        // One repair: the message is the repair's.
        let one = ReadPayload(
            file: "seed.txt", start: .init(line: 1, column: 1), value: ["aps": [:]], diagnostics: [repairs[1]])
        #expect(
            Linter(rules: [RepairedInputRule.info]).lint(one).map(\.message) == [
                "not strict JSON: value looks truncated"
            ])
        // 25 repairs: the first 20 listed, then how many more.
        let many = (1...25).map {
            Diagnostic(file: "m.txt", at: .init(line: $0, column: 1), severity: .warning, rule: nil, message: "r\($0)")
        }
        let manyPayload = ReadPayload(
            file: "m.txt", start: .init(line: 1, column: 1), value: ["aps": [:]], diagnostics: many)
        let listed = (1...20).map { "r\($0) at \($0):1" }.joined(separator: "; ")
        #expect(
            Linter(rules: [RepairedInputRule.info]).lint(manyPayload).map(\.message) == [
                "not strict JSON, read after 25 repairs: \(listed); and 5 more"
            ])
        #expect(found.allSatisfy { $0.severity == .error && $0.rule == "repaired-input" && $0.file == "seed.txt" })
    }

    @Test func repairedInputIsSilentForValidAndInvalidPayloads() {
        let valid = ReadPayload(file: "a", start: .init(line: 1, column: 1), value: ["aps": [:]])
        let invalid = ReadPayload(
            file: "a", start: .init(line: 1, column: 1), value: nil,
            diagnostics: [
                Diagnostic(file: "a", line: 1, column: 2, severity: .error, rule: "parse-error", message: "x")
            ])
        #expect(Linter(rules: [RepairedInputRule.info]).lint(valid).isEmpty)
        #expect(Linter(rules: [RepairedInputRule.info]).lint(invalid).isEmpty)
    }

    /// Hand-built values have no positions: findings fall back to the payload's start.
    @Test func findingsWithoutPositionsPointAtThePayload() {
        let payload = ReadPayload(file: "a", start: .init(line: 4, column: 2), value: ["aps": ["badge": -1]])
        let found = Linter(rules: [APSBadgeRule.info]).lint(payload)
        #expect(found.map(\.location) == [.init(line: 4, column: 2)])
    }
}
