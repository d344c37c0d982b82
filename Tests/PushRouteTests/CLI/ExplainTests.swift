import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// `pushroute explain CODE`: every lint rule and every simulator warning, from their
/// declarations. Whole outputs of a few are compared with golden files `explain/<name>`.
@Suite struct ExplainTests {
    static let cases: [GoldenCase] = [
        .init(name: "cold-start-twice", arguments: ["explain", "cold-start-twice"], status: 0),
        .init(name: "media-blocked", arguments: ["explain", "media-blocked"], status: 0),
        .init(name: "not-forwarded", arguments: ["explain", "not-forwarded"], status: 0),
        .init(name: "both-sdks", arguments: ["explain", "both-sdks"], status: 0),
        .init(name: "config-unknown-rule", arguments: ["explain", "config-unknown-rule"], status: 0),
        .init(name: "smart-quote", arguments: ["explain", "smart-quote"], status: 0),
        .init(name: "unknown-warning", arguments: ["explain", "cold-start-twce"], status: 64),
        .init(name: "unknown-rule", arguments: ["explain", "aps-bdge"], status: 64),
        .init(name: "no-code", arguments: ["explain"], status: 64),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "explain")
    }

    /// A rule is explained as `lint --explain` explains it.
    @Test(arguments: LintRules.ids.filter { $0 != RoutingRule.bothSDKs.rawValue })
    func ruleAsLintExplains(_ id: String) throws {
        let explained = try CommandRunner.run(["explain", id])
        let lint = try CommandRunner.run(["lint", "--explain", id])
        #expect(explained.status == 0)
        #expect(explained.standardOutput == lint.standardOutput)
    }

    /// Every warning code has its meaning and why; each declared example raises its code
    /// when the simulator runs it (what `explain` prints after the arrow).
    @Test(arguments: WarningCode.allCases)
    func warningExplained(_ code: WarningCode) throws {
        let text = try ExplainCommand.render(code)
        #expect(text.hasPrefix("\(code.rawValue): simulate warning, severity \(code.severity.rawValue)\n"))
        #expect(text.contains("What it means: \(code.meaning).\n"))
        #expect(text.contains("Why it matters: \(code.consequence).\n"))
        if let example = code.example {
            #expect(example.options.contains("--state") && example.options.contains("--event"))
            #expect(
                !(try ExplainCommand.raised(code, by: example)).isEmpty, "the example does not raise \(code.rawValue)")
            #expect(text.contains("  → \(code.severity.rawValue): "))
        }
    }

    /// The codes without an example are those only an app profile or a scenario raises.
    @Test func codesWithoutExample() {
        let missing = WarningCode.allCases.filter { $0.example == nil }
        #expect(
            missing == [
                .delegateOnOtherInstance, .appHandlesTwice, .duplicateOfLaunchPush, .doubleIntegration,
                .completionNotCalled, .blockSwallowed, .notForwarded, .openActionHeld,
            ])
    }

    /// The codes of the checks around the payloads, which their errors and notes print in
    /// brackets or in JSON like a lint rule's: each is explained, what reports it and what
    /// it means.
    @Test(
        arguments: ConfigRule.allCases.map(\.rawValue) + BaselineRule.allCases.map(\.rawValue)
            + RewriteRule.allCases.map(\.rawValue) + SimulatorFileRule.allCases.map(\.rawValue)
            + AppProfileRule.allCases.map(\.rawValue) + ScenarioRule.allCases.map(\.rawValue)
            + InputRule.allCases.map(\.rawValue))
    func checkCodeExplained(_ code: String) throws {
        let explained = try CommandRunner.run(["explain", code])
        #expect(explained.status == 0, "\(explained.standardError)")
        #expect(explained.standardOutput.hasPrefix("\(code): "))
        #expect(explained.standardOutput.contains("\n\nWhat it means: "))
    }

    /// What users see: every code printed in brackets by a configuration, a baseline, an app
    /// profile and a scenario that are wrong is one `explain` explains.
    @Test func bracketedCodesExplained() throws {
        let scratch = try Scratch()
        try scratch.write("p.json", #"{"aps":{"alert":"Hi"},"_lpm":1}"# + "\n")
        try scratch.write("profile.json", #"{"profile":1,"bogus":2}"# + "\n")
        try scratch.write("bad.scenario", "bogus step\n")
        try scratch.write("baseline.json", "{}\n")
        try scratch.write("config/.pushroute.json", #"{"rules":{"nope":"off"},"bogus":1}"# + "\n")
        try scratch.write("config/p.json", #"{"aps":{"alert":"Hi"},"_lpm":1}"# + "\n")
        let runs = [
            try scratch.run(["simulate", "--app", "profile.json", "p.json"]),
            try scratch.run(["simulate", "--scenario", "bad.scenario"]),
            try scratch.run(["lint", "--baseline", "baseline.json", "p.json"]),
            try scratch.run(["lint", scratch.path("config")]),
        ]
        let codes = runs.flatMap { run in
            run.standardError.split(separator: "\n").compactMap { line -> String? in
                guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            }
        }
        #expect(Set(codes).count == 5, "\(codes)")
        for code in Set(codes) {
            let explained = try CommandRunner.run(["explain", code])
            #expect(explained.status == 0, "explain \(code): \(explained.standardError)")
        }
    }

    /// Every rule of the paste reader is explained from its declaration; `parse-error`, a lint
    /// rule too, as `lint --explain` explains it.
    @Test(arguments: LenientRule.allCases)
    func pasteRuleExplained(_ rule: LenientRule) throws {
        let explained = try CommandRunner.run(["explain", rule.rawValue])
        #expect(explained.status == 0, "\(explained.standardError)")
        if LintRules.rule(rule.rawValue) != nil {
            #expect(
                explained.standardOutput
                    == (try CommandRunner.run(["lint", "--explain", rule.rawValue])).standardOutput)
            return
        }
        #expect(explained.standardOutput == ExplainCommand.render(rule))
        #expect(explained.standardOutput.hasPrefix("\(rule.rawValue): \(rule.kind.rawValue) by the paste reader"))
        #expect(
            explained.standardOutput.contains("\nExample: \(rule.severity.rawValue): \(rule.explanation.message)\n"))
        #expect(ExplainCommand.codes.contains(rule.rawValue))
    }

    /// Each section a paste rule names is a heading of docs/pasted-forms.md.
    @Test(arguments: LenientRule.allCases)
    func pasteRuleSectionsExist(_ rule: LenientRule) throws {
        let page = try readText(CommandRunner.root.appendingPathComponent("docs/pasted-forms.md").path)
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("#") }.compactMap {
            $0.split(separator: " ").dropFirst().first.map { String($0.hasSuffix(".") ? $0.dropLast() : $0) }
        }
        #expect(!rule.explanation.sections.isEmpty)
        for section in rule.explanation.sections {
            #expect(headings.contains(section), "\(rule.rawValue): no section \(section)")
        }
    }

    /// The kind of a rule follows its severity, and a partial repair's message says so.
    @Test(arguments: LenientRule.allCases)
    func pasteRuleKind(_ rule: LenientRule) {
        let expected: LenientRuleKind =
            switch rule.severity {
            case .error: .error
            case .note: .note
            default: rule.explanation.message.hasSuffix("the payload is partial") ? .partialRepair : .repair
            }
        #expect(rule.kind == expected)
    }

    /// No code is offered twice to the shells.
    @Test func codesAreUnique() {
        #expect(Set(ExplainCommand.codes).count == ExplainCommand.codes.count)
    }
}
