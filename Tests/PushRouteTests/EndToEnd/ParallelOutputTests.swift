import Foundation
import Testing

/// `--jobs N` writes exactly what `--jobs 1` writes: the same bytes on standard output and
/// standard error, interleaved the same way, and the same exit status. Each case writes its
/// input in a folder of its own, so the cases run in parallel.
@Suite struct ParallelOutputTests {
    /// An NDJSON input of every kind of line, long enough for several chunks
    /// (`LineChunk.targetBytes` is 256 KiB): clean and broken payloads, pasted forms that
    /// need repairs, blank lines, CR LF ends, characters of several bytes, a line longer than
    /// a chunk, and no final line feed.
    static let mixedLines: [UInt8] = {
        var text = ""
        for index in 0..<6000 {
            switch index % 10 {
            case 0:
                text +=
                    #"{"aps":{"alert":"Grüße 👋 \#(index)"},"_lpm":\#(index),"lp_occurrence_id":"é-\#(index)"}"# + "\n"
            case 1: text += #"{"aps":{"alert":"broken" "_lpm":\#(index)}"# + "\n"
            case 2: text += "\n"
            case 3: text += #"{"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"\#(index)","aps":{"alert":"こんにちは"}}"# + "\r\n"
            case 4: text += #"{aps: {alert: 'Hi', badge: 1,}, "_lpn": \#(index)} // pasted"# + "\n"
            case 5: text += #"{"gcm.message_id":"\#(index)","aps":{"content-available":1}}"# + "\n"
            case 6: text += "   \t  \n"
            case 7: text += #"{"aps":{"alert":"\#(String(repeating: "ü", count: index % 97))"},"W$id":0}"# + "\n"
            case 8: text += #"{"aps":"# + "\n"
            default: text += #"{"_lpv":1,"aps":{"alert":"x"},"note":"\#(String(repeating: "界", count: 40))"}"# + "\n"
            }
            if index == 3000 {
                text += #"{"aps":{"alert":"long"},"_lpm":1,"blob":""# + String(repeating: "y", count: 300_000) + "\"}\n"
            }
        }
        text += #"{"aps":{"alert":"last"},"_lpm":99}"#
        return Array(text.utf8)
    }()

    /// Writes `bytes` in a new folder of the temporary directory; the caller removes it.
    static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-jobs-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin: Bool = false
        var testDescription: String { arguments.joined(separator: " ") + (stdin ? " < input" : "") }
    }

    static let lineCases: [Case] = [
        Case(arguments: ["classify", "--lines", "--format", "json"]),
        Case(arguments: ["classify", "--lines"]),
        Case(arguments: ["classify", "--lines", "--format", "json"], stdin: true),
        Case(arguments: ["classify", "--lines", "--trace"]),
        Case(arguments: ["classify", "--lines", "--max-bytes", "1000"]),
    ]

    @Test(arguments: lineCases, Sanitizer.workerCounts([2, 3, 8]))
    func linesAreWrittenAsOneWorkerWritesThem(_ testCase: Case, _ jobs: Int) throws {
        let path = try Self.write(Self.mixedLines, named: "mixed.ndjson")
        defer { try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent()) }
        let run = { (jobs: Int) in
            testCase.stdin
                ? try CommandRunner.run(testCase.arguments + ["--jobs", "\(jobs)", "-"], input: Data(Self.mixedLines))
                : try CommandRunner.run(testCase.arguments + ["--jobs", "\(jobs)", path])
        }
        let one = try run(1)
        let many = try run(jobs)
        #expect(one.standardOutput.count > 100_000)
        #expect(!one.standardError.isEmpty)
        #expect(many == one)
    }

    static let fileCases: [[String]] = [
        ["classify"], ["classify", "--format", "json"], ["normalize"], ["normalize", "--strict"],
        ["normalize", "--check"], ["normalize", "--diff"],
        ["lint"], ["lint", "--format", "json"], ["lint", "--format", "sarif"], ["lint", "--format", "github"],
        ["lint", "--diff"], ["lint", "--no-config", "--fail-on", "warning"],
    ]

    /// Every sample, twice, a missing file and directories among them: files shared out among
    /// the workers, output in argument order (`--diff` too: the diffs of what `--fix` and
    /// `--write` would change).
    @Test(arguments: fileCases, Sanitizer.workerCounts([2, 3, 8]))
    func filesAreWrittenInArgumentOrder(_ arguments: [String], _ jobs: Int) throws {
        let samples = try FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.root.appendingPathComponent("samples").path
        )
        .filter { !$0.hasPrefix(".") && $0.contains(".") }.sorted().map { "samples/" + $0 }
        var operands = samples + ["samples/no-such-file.json"] + samples.reversed()
        if arguments[0] == "lint" { operands += ["Tests/Fixtures/lint", "Tests/Fixtures/fix"] }
        let one = try CommandRunner.run(arguments + ["--jobs", "1"] + operands)
        let many = try CommandRunner.run(arguments + ["--jobs", "\(jobs)"] + operands)
        #expect(one.standardOutput.count + one.standardError.count > 1000)
        #expect(many == one)
    }
}
