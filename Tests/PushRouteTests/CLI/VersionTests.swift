import Testing

@testable import PushRouteCLI

/// `--version` (`-V`) anywhere: before a command or among its options, it prints what
/// `pushroute --version` prints, exits 0 and runs nothing else.
@Suite struct VersionTests {
    static let commandLines: [[String]] =
        CommandLineTool.commands.flatMap { [[$0.name, "--version"], [$0.name, "-V"]] } + [
            ["classify", "-f", "json", "--version", "samples/seed-leanplum.json"],
            ["lint", "--fix", "--version"],
            ["normalize", "--write", "samples/seed-leanplum.json", "-V"],
            ["simulate", "--output", "/nonexistent/dir/out.txt", "--version"],
            ["-V"],
        ]

    @Test(arguments: commandLines)
    func printsTheVersion(_ arguments: [String]) throws {
        let expected = try CommandRunner.run(["--version"])
        #expect(expected.status == 0)
        #expect(expected.standardOutput == CommandLineTool.versionLine)
        #expect(try CommandRunner.run(arguments) == expected)
    }

    /// Every command's help lists it.
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func helpListsIt(_ name: String) throws {
        let help = try CommandRunner.run([name, "--help"]).standardOutput
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("  -V, --version ") })
    }
}
