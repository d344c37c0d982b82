import Testing

/// `--color auto|always|never` and the environment, end to end: whole coloured outputs
/// compared with golden files `color/<name>.out` and `.err`, and which streams carry colour
/// for each option and environment. (`CommandRunner` sets `NO_COLOR=1` unless told otherwise;
/// its streams are pipes, not terminals.)
@Suite struct ColorTests {
    static let goldenCases: [GoldenCase] = [
        .init(
            name: "classify-always", arguments: ["classify", "--color", "always", "samples/paste-lldb.txt"], status: 0),
        .init(
            name: "lint-always",
            arguments: ["lint", "--color=always", "samples/both-sdks.json", "samples/seed-clevertap.json"], status: 1),
        .init(
            name: "simulate-always",
            arguments: ["simulate", "--color", "always", "--state", "foreground", "samples/seed-clevertap.json"],
            status: 0),
        .init(
            name: "invalid-payload-json-always", arguments: ["classify", "--color", "always", "--format", "json", "-"],
            stdin: "{aps:", status: 1),
    ]

    @Test(arguments: goldenCases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "color")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var environment: [String: String]
        var coloured: Bool
        var testDescription: String { "\(environment.sorted { $0.key < $1.key }) \(arguments.joined(separator: " "))" }

        init(_ arguments: [String], _ environment: [String: String], coloured: Bool) {
            (self.arguments, self.environment, self.coloured) = (arguments, environment, coloured)
        }
    }

    static let paste = "samples/paste-lldb.txt"

    static let cases: [Case] = [
        .init(["classify", paste], ["NO_COLOR": ""], coloured: false),
        .init(["classify", paste], ["NO_COLOR": "", "FORCE_COLOR": "1"], coloured: true),
        .init(["classify", paste], ["NO_COLOR": "", "CLICOLOR_FORCE": "1"], coloured: true),
        .init(["classify", paste], ["NO_COLOR": "", "FORCE_COLOR": "0"], coloured: false),
        .init(["classify", paste], ["NO_COLOR": "1", "FORCE_COLOR": "1"], coloured: false),
        .init(["classify", "--color", "always", paste], ["NO_COLOR": "1"], coloured: true),
        .init(["classify", "--color", "never", paste], ["NO_COLOR": "", "FORCE_COLOR": "1"], coloured: false),
        .init(["classify", "--color", "auto", paste], ["NO_COLOR": "", "CLICOLOR_FORCE": "1"], coloured: true),
        .init(["classify", "--color", "always", "--color", "never", paste], [:], coloured: false),
        .init(["normalize", "--color", "always", paste], [:], coloured: true),
        .init(
            ["simulate", "--state", "background", "samples/seed-clevertap.json"], ["NO_COLOR": "", "FORCE_COLOR": "1"],
            coloured: true),
        .init(
            ["classify", "-j2", paste, "samples/paste-swift-print.txt"], ["NO_COLOR": "", "FORCE_COLOR": "1"],
            coloured: true),
    ]

    /// Colour, when wanted, is on standard error (the repairs) and, for the commands whose
    /// records carry colour, on standard output; when not wanted, on neither.
    @Test(arguments: cases)
    func colouredWhenAsked(_ testCase: Case) throws {
        let result = try CommandRunner.run(testCase.arguments, environment: testCase.environment)
        #expect(result.status == 0)
        let escape = "\u{1B}["
        #expect(result.standardError.contains(escape) == testCase.coloured || result.standardError.isEmpty)
        if testCase.arguments.first != "normalize" {
            #expect(result.standardOutput.contains(escape) == testCase.coloured)
        } else {
            #expect(!result.standardOutput.contains(escape), "JSON never carries colour")
        }
        let plain = try CommandRunner.run(
            testCase.arguments.filter { !["--color", "always", "never", "auto"].contains($0) },
            environment: ["NO_COLOR": "1"])
        #expect(stripped(result.standardOutput) == plain.standardOutput)
        #expect(stripped(result.standardError) == plain.standardError)
    }

    /// The text without its escape sequences.
    private func stripped(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    @Test func invalidChoice() throws {
        let result = try CommandRunner.run(["lint", "--color", "sometimes"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "pushroute: error: invalid value 'sometimes' for '--color'; expected one of: auto, always, never\n"))
    }
}
