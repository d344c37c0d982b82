import Testing

@testable import PushRouteCLI

/// Short options (`-f`, `-o`, `-j`, `-V`, `-h`): each is declared beside its long option, and
/// a command line written with it does exactly what the long form does, whole outputs and
/// exit status alike, whether its value is a word of its own (`-j 2`) or written against
/// it (`-j2`), as `--jobs=2` is, and short flags written together (`-qj2`).
@Suite struct ShortOptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var short: [String]
        var long: [String]
        var testDescription: String { short.joined(separator: " ") }

        init(_ short: [String], _ long: [String]) {
            self.short = short
            self.long = long
        }
    }

    static let cases: [Case] = [
        .init(
            ["classify", "-f", "json", "samples/seed-leanplum.json"],
            ["classify", "--format", "json", "samples/seed-leanplum.json"]),
        .init(
            ["classify", "-fjson", "samples/seed-leanplum.json"],
            ["classify", "--format=json", "samples/seed-leanplum.json"]),
        .init(
            ["classify", "-j", "2", "samples/seed-leanplum.json", "samples/seed-clevertap.json"],
            ["classify", "--jobs", "2", "samples/seed-leanplum.json", "samples/seed-clevertap.json"]),
        .init(
            ["classify", "-j2", "samples/seed-leanplum.json", "samples/seed-clevertap.json"],
            ["classify", "--jobs=2", "samples/seed-leanplum.json", "samples/seed-clevertap.json"]),
        .init(
            ["simulate", "-f", "mermaid", "--state", "background", "samples/seed-clevertap.json"],
            ["simulate", "--format", "mermaid", "--state", "background", "samples/seed-clevertap.json"]),
        .init(
            ["simulate", "-o", "-", "--state", "foreground", "samples/seed-leanplum.json"],
            ["simulate", "--output", "-", "--state", "foreground", "samples/seed-leanplum.json"]),
        .init(["lint", "-f", "github", "-j1", "samples"], ["lint", "--format", "github", "--jobs", "1", "samples"]),
        .init(
            ["normalize", "-j", "1", "samples/paste-lldb.txt"], ["normalize", "--jobs", "1", "samples/paste-lldb.txt"]),
        // Short flags written together, as getopt reads them.
        .init(
            ["normalize", "-qj2", "samples/paste-lldb.txt"],
            ["normalize", "--quiet", "--jobs=2", "samples/paste-lldb.txt"]),
        .init(["lint", "-qfjson", "samples"], ["lint", "--quiet", "--format=json", "samples"]),
        .init(["classify", "-qz"], ["classify", "-q", "-z"]),
        .init(["-V"], ["--version"]),
        .init(["-h"], ["--help"]),
        .init(["lint", "-h"], ["lint", "--help"]),
        // Usage errors name the option by its long name, however it was written.
        .init(["classify", "-j"], ["classify", "--jobs"]),
        .init(["classify", "-j0"], ["classify", "--jobs=0"]),
        .init(["classify", "-fxml"], ["classify", "--format", "xml"]),
    ]

    @Test(arguments: cases)
    func shortDoesWhatLongDoes(_ testCase: Case) throws {
        let short = try CommandRunner.run(testCase.short)
        let long = try CommandRunner.run(testCase.long)
        #expect(short == long)
        #expect(!short.standardOutput.isEmpty || !short.standardError.isEmpty)
    }

    /// `-o FILE` writes the file `--output FILE` writes.
    @Test func shortOutputWritesTheFile() throws {
        let scratch = try Scratch()
        let short = scratch.path("short.json")
        let long = scratch.path("long.json")
        let shortRun = try CommandRunner.run(["classify", "-f", "json", "-o", short, "samples/seed-clevertap.json"])
        let longRun = try CommandRunner.run([
            "classify", "--format", "json", "--output", long, "samples/seed-clevertap.json",
        ])
        #expect(shortRun == longRun)
        #expect(try readText(short) == readText(long))
        #expect(try !readText(short).isEmpty)
    }

    /// No two options of a command, or of the tool itself, are written the same way.
    @Test(arguments: CommandLineTool.commands.map(\.name) + ["pushroute"])
    func spellingsAreUnique(_ name: String) {
        let options = CommandLineTool.commands.first { $0.name == name }?.allOptions ?? CommandLineTool.options
        let spellings = options.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
    }

    /// The help of each command lists the short form beside the long one, from the declaration.
    @Test(arguments: [
        ("classify", "-f, --format"), ("classify", "-o, --output"), ("classify", "-j, --jobs"),
        ("lint", "-f, --format"), ("simulate", "-o, --output"), ("normalize", "-j, --jobs"),
    ])
    func helpShowsTheShortForm(_ command: String, _ label: String) throws {
        let help = try CommandRunner.run([command, "--help"]).standardOutput
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("  " + label + " ") })
    }
}
