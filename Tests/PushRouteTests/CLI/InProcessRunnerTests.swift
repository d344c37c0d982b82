import Foundation
import Testing

/// The CLI run in this process (`InProcessRunner`) gives what the binary gives, reading the
/// standard input the run is given (`CommandContext.standardInput`), not the test runner's.
@Suite struct InProcessRunnerTests {
    /// `swift test` runs in the repository root, so the golden cases run in this process.
    @Test func runsInTheRepositoryRoot() {
        #expect(InProcessRunner.inRoot)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["classify", "-"], stdin: #"{"aps":{"alert":"hi"}}"# + "\n"),
        Case(arguments: ["classify"], stdin: #"{"wzrk_id":"1","nm":"hi"}"# + "\n"),
        Case(arguments: ["lint", "--jobs", "2", "-", "Tests/Fixtures/lint/warnings-only.json"], stdin: "{\n"),
        Case(arguments: ["lint", "Tests/Fixtures/lint/tree"], stdin: nil),
        Case(arguments: ["classify", "--color", "always", "-"], stdin: "not json\n"),
    ]

    @Test(arguments: cases) func givesWhatTheBinaryGives(_ testCase: Case) throws {
        let input = testCase.stdin.map { Data($0.utf8) }
        let inProcess = try #require(try InProcessRunner.run(testCase.arguments, input: input, environment: [:]))
        let binary = try CommandRunner.run(testCase.arguments, input: input)
        #expect(inProcess == binary)
        #expect(!inProcess.standardOutput.isEmpty || !inProcess.standardError.isEmpty)
    }

    /// More standard input than a pipe holds goes to the binary: written before the run, it
    /// would wait for a reader.
    @Test func leavesLargeInputToTheBinary() throws {
        let input = Data(repeating: UInt8(ascii: " "), count: InProcessRunner.pipeCapacity + 1)
        #expect(try InProcessRunner.run(["classify"], input: input, environment: [:]) == nil)
    }
}
