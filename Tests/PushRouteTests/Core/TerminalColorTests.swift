import Testing

@testable import PushRouteCore

/// `Terminal.wantsColor`: `--color` wins over `NO_COLOR`, which wins over `FORCE_COLOR` and
/// `CLICOLOR_FORCE`, which win over the terminal.
@Suite struct TerminalColorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var choice: ColorChoice
        var environment: [String: String]
        var isTerminal: Bool
        var wanted: Bool
        var testDescription: String {
            "--color \(choice.rawValue) \(environment.sorted { $0.key < $1.key }) \(isTerminal ? "terminal" : "pipe")"
        }

        init(_ choice: ColorChoice, _ environment: [String: String], terminal: Bool, _ wanted: Bool) {
            (self.choice, self.environment, self.isTerminal, self.wanted) = (choice, environment, terminal, wanted)
        }
    }

    static let cases: [Case] = [
        // auto: the terminal decides
        .init(.auto, [:], terminal: true, true),
        .init(.auto, [:], terminal: false, false),
        .init(.auto, ["TERM": "dumb"], terminal: true, false),
        // NO_COLOR, when not empty
        .init(.auto, ["NO_COLOR": "1"], terminal: true, false),
        .init(.auto, ["NO_COLOR": ""], terminal: true, true),
        // FORCE_COLOR and CLICOLOR_FORCE, when not empty and not 0
        .init(.auto, ["FORCE_COLOR": "1"], terminal: false, true),
        .init(.auto, ["FORCE_COLOR": "3"], terminal: false, true),
        .init(.auto, ["CLICOLOR_FORCE": "1"], terminal: false, true),
        .init(.auto, ["FORCE_COLOR": "1", "TERM": "dumb"], terminal: true, true),
        .init(.auto, ["FORCE_COLOR": "0"], terminal: false, false),
        .init(.auto, ["FORCE_COLOR": ""], terminal: false, false),
        .init(.auto, ["CLICOLOR_FORCE": "0"], terminal: true, true),
        .init(.auto, ["CLICOLOR_FORCE": "0", "FORCE_COLOR": "1"], terminal: false, true),
        // NO_COLOR wins over them
        .init(.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], terminal: true, false),
        .init(.auto, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], terminal: false, false),
        // --color wins over everything
        .init(.always, ["NO_COLOR": "1"], terminal: false, true),
        .init(.always, ["TERM": "dumb"], terminal: false, true),
        .init(.never, ["FORCE_COLOR": "1"], terminal: true, false),
        .init(.never, ["CLICOLOR_FORCE": "1"], terminal: true, false),
        .init(.never, [:], terminal: true, false),
    ]

    @Test(arguments: cases)
    func decides(_ testCase: Case) {
        #expect(
            Terminal.wantsColor(
                isTerminal: testCase.isTerminal, environment: testCase.environment, choice: testCase.choice)
                == testCase.wanted)
    }
}
