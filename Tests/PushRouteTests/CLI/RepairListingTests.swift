import Testing

/// Quiet by default, complete on request (README "Reading pasted payloads", pushroute(1)
/// REPAIRS): one input lists its repairs; a folder or several inputs count them, one note an
/// input; `-v` lists them everywhere; `-q` wins over `-v`; repeated repairs of one kind on a
/// line are one warning with a count, in every mode. Whole outputs are compared with golden
/// files `repairs/<name>.out` and `.err`.
@Suite struct RepairListingTests {
    typealias Case = GoldenCase

    /// A paste from a word processor: ten typographic quotes on one line.
    static let smartQuotes = "{“aps”: {“alert”: “Hi”, “badge”: 1}, “_lpm”: “7”}\n"

    static let cases: [Case] = [
        // The quick start's command: at most one line on standard error per input.
        .init(name: "classify-samples-folder", arguments: ["classify", "samples/"], status: 0),
        // One input: every repair listed with its source line, as before.
        .init(name: "classify-one-input", arguments: ["classify", "samples/paste-json5ish.txt"], status: 0),
        .init(
            name: "classify-verbose",
            arguments: ["classify", "-v", "samples/paste-lldb.txt", "samples/firebase.json", "samples/pushes.ndjson"],
            status: 1),
        .init(
            name: "classify-verbose-quiet",
            arguments: ["classify", "-v", "-q", "samples/paste-lldb.txt", "samples/pushes.ndjson"], status: 1),
        // Lines read by two workers: the repairs of every chunk of an input counted in its one note.
        .init(
            name: "classify-lines-jobs",
            arguments: ["classify", "--lines", "-j2", "-", "samples/paste-log-line.txt", "samples/pushes.ndjson"],
            stdin: "{aps: {badge: 1}, _lpm: 1}\n{'_lpm': 2}\n{\"_lpm\": 3,}\n", status: 1),
        .init(name: "smart-quotes-one-line", arguments: ["classify"], stdin: smartQuotes, status: 0),
        .init(
            name: "smart-quotes-verbose-json",
            arguments: ["classify", "--verbose", "--format", "json", "-", "samples/firebase.json"],
            stdin: smartQuotes, status: 0),
        .init(
            name: "normalize-two-inputs",
            arguments: ["normalize", "--compact", "samples/paste-lldb.txt", "samples/seed-leanplum.txt"], status: 0),
        .init(
            name: "simulate-two-inputs",
            arguments: [
                "simulate", "--state", "foreground", "--event", "open", "samples/paste-lldb.txt",
                "samples/seed-leanplum.txt",
            ],
            status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "repairs")
    }

    /// Issue 37's measure: `classify samples/` writes at most one line to standard error for
    /// each input, and every line names an input the answers name.
    @Test func theSamplesFolderWritesAtMostOneLineAnInput() throws {
        let result = try CommandRunner.run(["classify", "samples/"])
        let inputs = Set(result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } })
        let lines = result.standardError.split(separator: "\n")
        let named = lines.map { $0.prefix { $0 != ":" } }
        #expect(Set(named).count == lines.count, "\(lines)")
        #expect(Set(named).isSubset(of: inputs))
    }

    /// The first payload of every file is labelled with its line, like the others, so that
    /// `cut -d: -f1,2` gives the place of each answer.
    @Test(arguments: [
        ["classify", "samples/firebase.json", "samples/pushes.ndjson"],
        ["classify", "--lines", "samples/pushes.ndjson"],
        ["simulate", "--state", "foreground", "--event", "open", "samples/firebase.json"],
    ])
    func everyAnswerHasItsLine(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        let answers = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("samples/") }
        #expect(!answers.isEmpty)
        for answer in answers {
            let fields = answer.split(separator: ":", maxSplits: 2)
            #expect(fields.count == 3 && Int(fields[1]) != nil, "\(answer)")
        }
    }
}
