import Testing

@testable import PushRouteCLI
@testable import PushRouteRules

/// `--enable` and `--disable`.
@Suite struct RuleSelectionTests {
    @Test func defaultsAreTheRulesOnByDefault() throws {
        let selection = try RuleSelection()
        #expect(selection.rules.map(\.id) == LintRules.all.filter(\.enabledByDefault).map(\.id))
        #expect(!selection.enabled.contains("unrouted-payload"))
        #expect(selection.enabled.contains("aps-badge"))
    }

    @Test(arguments: [
        (["unrouted-payload"], [String](), "unrouted-payload", true),
        ([], ["aps-badge"], "aps-badge", false),
        ([], ["aps-badge, aps-sound"], "aps-sound", false),
        ([], ["aps-badge,,"], "aps-badge", false),
        ([], ["aps-badge", "aps-sound"], "aps-sound", false),
        (["unrouted-payload"], ["aps-badge"], "aps-sound", true),
    ])
    func selection(_ enable: [String], _ disable: [String], _ rule: String, _ enabled: Bool) throws {
        #expect(try RuleSelection(enable: enable, disable: disable).enabled.contains(rule) == enabled)
    }

    @Test func rulesKeepRegistryOrder() throws {
        let ids = try RuleSelection(enable: ["unrouted-payload"], disable: ["parse-error"]).rules.map(\.id.rawValue)
        #expect(ids == LintRules.ids.filter { $0 != "parse-error" })
    }

    @Test(arguments: [
        (["aps-bagde"], [String](), "unknown rule 'aps-bagde' for '--enable'; did you mean 'aps-badge'?"),
        ([], ["nothing-like-it"], "unknown rule 'nothing-like-it' for '--disable'; see '--list-rules'"),
        (["aps-badge"], ["aps-badge"], "rule 'aps-badge' is both enabled and disabled"),
    ])
    func usageErrors(_ enable: [String], _ disable: [String], _ message: String) {
        #expect(throws: RuleSelection.Error(message: message)) { try RuleSelection(enable: enable, disable: disable) }
    }
}
