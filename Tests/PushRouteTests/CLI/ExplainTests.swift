import Foundation
import Testing

@testable import PushRouteCLI
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
}
