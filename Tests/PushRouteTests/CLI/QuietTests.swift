import Testing

/// `-q`/`--quiet`: standard error carries errors only. Whole outputs are compared with golden
/// files `quiet/<name>.out` and `.err`; and each case, run without the option, must print the
/// same records with the same status, its standard error holding the quiet run's lines and
/// notes or warnings besides.
@Suite struct QuietTests {
    typealias Case = GoldenCase

    static let cases: [Case] = [
        .init(name: "classify-paste", arguments: ["classify", "-q", "samples/paste-swift-print.txt"], status: 0),
        .init(
            name: "classify-errors-still-shown",
            arguments: ["classify", "--quiet", "samples/paste-lldb.txt", "samples/pushes.ndjson", "samples/nope.json"],
            status: 2),
        .init(
            name: "normalize-pasted",
            arguments: ["normalize", "-q", "--compact"] + NormalizeEndToEndTests.pastedSamples, status: 0),
        .init(
            name: "normalize-invalid",
            arguments: ["normalize", "-q", "--compact", "samples/paste-lldb.txt", "samples/pushes.ndjson"], status: 1),
        .init(name: "simulate", arguments: ["simulate", "-q", "samples/seed-clevertap.json"], status: 0),
        .init(
            name: "simulate-one-cell-two-files",
            arguments: [
                "simulate", "--quiet", "--state", "foreground", "samples/seed-clevertap.json",
                "samples/seed-leanplum.json",
            ], status: 0),
        .init(
            name: "lint-directory-without-payloads", arguments: ["lint", "-q", "man", "samples/both-sdks.json"],
            status: 0),
        .init(
            name: "classify-jobs", arguments: ["classify", "-q", "-j2"] + NormalizeEndToEndTests.pastedSamples,
            status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "quiet")
    }

    /// Without `--quiet` the records and the status are the same (and lint's summary line
    /// follows its findings); standard error has more: every line of the quiet run, in
    /// order, and notes or warnings.
    @Test(arguments: cases)
    func quietOnlyDropsNotesAndWarnings(_ testCase: Case) throws {
        let quiet = try CommandRunner.run(testCase.arguments)
        let loud = try CommandRunner.run(testCase.arguments.filter { $0 != "-q" && $0 != "--quiet" })
        #expect(quiet.status == loud.status)
        let summary =
            testCase.arguments.first == "lint"
            ? try #require(loud.standardOutput.split(separator: "\n").last).description + "\n" : ""
        #expect(summary.isEmpty || summary.contains(" in "))
        #expect(quiet.standardOutput + summary == loud.standardOutput)
        let quietLines = quiet.standardError.split(separator: "\n")
        let loudLines = loud.standardError.split(separator: "\n")
        #expect(isSubsequence(quietLines, of: loudLines))
        #expect(loudLines.count > quietLines.count)
        #expect(!quietLines.contains { $0.contains(": warning: ") || $0.contains(": note: ") })
    }

    private func isSubsequence(_ part: [Substring], of whole: [Substring]) -> Bool {
        var rest = whole[...]
        for line in part {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }
}
