import Testing

@testable import PushRouteCLI

/// `pushroute help COMMAND` prints what `pushroute COMMAND --help` prints, and `pushroute help`
/// what `pushroute --help` prints: whole outputs and exit statuses. (Its usage errors are in
/// `UsageErrorTests`.)
@Suite struct HelpCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var help: [String]
        var same: [String]
        var testDescription: String { help.joined(separator: " ") }
    }

    static let cases: [Case] =
        CommandLineTool.commands.flatMap { command in
            [
                Case(help: ["help", command.name], same: [command.name, "--help"]),
                Case(help: ["help", command.name], same: [command.name, "-h"]),
            ]
        }
        + CommandLineTool.commands.flatMap { command in
            command.subcommands.map { Case(help: ["help", command.name, $0], same: [command.name, $0, "--help"]) }
        } + [
            Case(help: ["help"], same: ["--help"]),
            Case(help: ["help"], same: ["-h"]),
        ]

    @Test(arguments: cases)
    func sameAsTheOption(_ testCase: Case) throws {
        let help = try CommandRunner.run(testCase.help)
        #expect(help.status == 0)
        #expect(help.standardError == "")
        #expect(help.standardOutput.hasPrefix(testCase.help.count == 1 ? "pushroute " : "usage: pushroute "))
        if testCase.help.count == 3 {
            #expect(
                try CommandRunner.run([testCase.help[1], "--help"]) == help, "a subcommand shares its command's help")
        }
        #expect(try CommandRunner.run(testCase.same) == help)
    }

    /// The tool's help lists `help` with the other commands.
    @Test func listedAsACommand() throws {
        let help = try CommandRunner.run(["--help"]).standardOutput
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("  help ") })
    }

    /// Every help fits an 80-column terminal, as `HelpText.width` promises: the tool's, each
    /// command's and each subcommand's, discussion included.
    @Test(arguments: [["--help"]] + CommandLineTool.commands.map { [$0.name, "--help"] })
    func fitsEightyColumns(_ arguments: [String]) throws {
        let help = try CommandRunner.run(arguments)
        #expect(help.status == 0)
        let long = help.standardOutput.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "lines longer than 80 columns:\n\(long.joined(separator: "\n"))")
    }
}
