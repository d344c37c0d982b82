import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// Every lint rule, one table (`LintRules.all`): what each declares beside its check holds.
/// Its examples fire where their marks are, with its severity and the message declared, or
/// stay quiet; it says why it matters; and each example it fires on, when it has a fix, is
/// fixed by `lint --fix` exactly as declared (`ExampleFix`), each fix made taking one of its
/// findings away, or left as it is where it says no fix is offered. Every id has its rule, and
/// the groups built from them (`LintRules.groups`) hold each rule once.
@Suite struct LintRuleTests {
    @Test(arguments: LintRules.all)
    func ruleHoldsWhatItDeclares(_ rule: LintRuleInfo) {
        let id = rule.id.rawValue
        let examples = rule.examples
        #expect(rule.why.count > 40, "\(id): why is missing or too short")
        #expect(rule.why != rule.explanation && !rule.why.hasSuffix("."), "\(id): why")
        #expect(examples.contains { $0.fires }, "no example where \(id) fires")
        #expect(examples.contains { !$0.fires }, "no example where \(id) stays quiet")
        #expect(examples.contains { $0.message != nil }, "no example checks a message of \(id)")
        for example in examples {
            let fixture = MarkedFixture(example.fixture)
            let found = LintTesting.findings(fixture.text, options: example.options).filter { $0.rule == rule.id }
            #expect(found.map(\.location) == fixture.locations, "\(id), example \(example.name)")
            #expect(found.allSatisfy { $0.severity == rule.severity }, "\(id), example \(example.name)")
            if let message = example.message {
                #expect(found.first?.message == message, "\(id), example \(example.name)")
            }
        }
        let fixed = examples.filter { if case .fixed = $0.fix { true } else { false } }
        #expect(rule.fixable == !fixed.isEmpty, "\(id): fixable \(rule.fixable), examples fixed \(fixed.count)")
    }

    /// Each example with what `lint --fix` makes of it, through its rule's `RuleFix` alone: the
    /// declared text exactly, nothing where no fix is offered or the rule fires not or has none.
    @Test(arguments: LintRules.all)
    func fixGivesTheDeclaredText(_ rule: LintRuleInfo) {
        for example in rule.examples {
            let name = "\(rule.id.rawValue), example \(example.name)"
            let declaresFix = rule.fixable && example.fires
            #expect(
                (example.fix != nil) == declaresFix,
                "\(name): \(declaresFix ? "declares no fix" : "declares a fix but \(rule.fixable ? "is quiet" : "the rule has none")")"
            )
            let made = fixedText(of: example, by: rule)
            switch example.fix {
            case .fixed(let text): #expect(made == text, "\(name): fixed as \(made ?? "nothing")")
            case .notFixed, nil: #expect(made == nil, "\(name): fixed as \(made ?? "")")
            }
        }
    }

    /// The example's text once `--fix` has fixed the findings of `rule` (its fix the only one
    /// asked), checked to be one the rule fires on once less for each fix made (a finding
    /// without a fix may stay: one bad member converted, another left); nil when no finding
    /// of the rule has a fix.
    private func fixedText(of example: RuleExample, by rule: LintRuleInfo) -> String? {
        let linter = Linter(rules: [rule], options: example.options)
        guard case .fixed(let bytes, _, let fixes) = FileFixer(linter: linter).fix(Array(example.text.utf8), file: "f")
        else { return nil }
        let made = fixes.filter { $0.rule == rule.id }.count
        #expect(made == fixes.count, "\(rule.id), example \(example.name): fixes of other rules made")
        let text = String(decoding: bytes, as: UTF8.self)
        let before = LintTesting.findings(example.text, options: example.options).filter { $0.rule == rule.id }
        let left = LintTesting.findings(text, options: example.options).filter { $0.rule == rule.id }
        #expect(
            left.count <= before.count - made, "\(rule.id), example \(example.name): fixed as \(text), still fires")
        return text
    }

    /// Every id has its rule (`LintRuleID.rule`, which the compiler holds complete), declaring
    /// that id, and listed once in `LintRules.groups`, in the group it declares.
    @Test(arguments: LintRuleID.allCases)
    func idIsRegistered(_ id: LintRuleID) {
        #expect(id.rule.id == RuleID(id), "the rule of \(id.rawValue) declares \(id.rule.id)")
        let listed = LintRules.groups.filter { $0.title == id.rule.group.title }.flatMap(\.rules)
        #expect(listed.filter { $0.id == RuleID(id) }.count == 1, "\(id.rawValue) in LintRules.groups")
        #expect(LintRules.all.filter { $0.id == RuleID(id) }.count == 1, "\(id.rawValue) listed more than once")
    }

    /// Every group has a rule: none is an empty subsection of the manual.
    @Test(arguments: LintRules.groups.map(\.title))
    func groupHasRules(_ title: String) {
        #expect(LintRules.groups.first { $0.title == title }?.rules.isEmpty == false)
    }

    /// Every registered rule is the rule of a `LintRuleID` or one of `LintRules.borrowed`.
    @Test func everyRegisteredRuleIsDeclared() {
        let declared = Set(LintRuleID.allCases.map { RuleID($0) } + LintRules.borrowed.map { $0.id })
        for rule in LintRules.all {
            #expect(declared.contains(rule.id), "\(rule.id) is registered but has no LintRuleID")
        }
        #expect(LintRules.all.count == LintRuleID.allCases.count + LintRules.borrowed.count)
    }
}

extension LintRuleInfo: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
