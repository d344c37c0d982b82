import Foundation
import Testing

/// Thousands of patterns (a `.gitignore` of 4,000 names, suffixes and paths, a configuration
/// of 2,000 overrides of files and folders) over a folder of 2,000 fixtures cost next to nothing beside the lint itself,
/// measured as the child's own CPU time (`MeasuredRun`): each pattern was matched against
/// each file, 14 s for the `.gitignore` in a release build.
@Suite struct ManyGlobsTests {
    static let files = 2_000

    /// A git work tree of `files` fixtures, `f-0.json` to `f-1999.json`.
    static func fixtures() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for index in 0..<files {
            try scratch.write("t/f-\(index).json", #"{"aps":{"badge":1}}"# + "\n")
        }
        return scratch
    }

    @Test func ignorePatternsAreLookedUp() throws {
        let scratch = try Self.fixtures()
        let plain = try MeasuredRun.run(["lint", "t"], in: scratch.url)
        #expect(plain.result.standardOutput == "no findings in \(Self.files) files\n")
        // 4,000 patterns of four shapes, two more that ignore fixtures, and one that re-includes.
        let shapes = ["other-%d.json", "*z%d", "a/**/b%d", "**/q%d"]
        let names =
            (0..<4_000).map { shapes[$0 % 4].replacingOccurrences(of: "%d", with: "\($0)") }
            + ["f-7.json", "/t/f-8.json", "f-9.json", "!f-9.json"]
        try scratch.write(".gitignore", names.joined(separator: "\n") + "\n")
        let ignoring = try MeasuredRun.run(["lint", "t"], in: scratch.url)
        #expect(ignoring.result.standardOutput == "no findings in \(Self.files - 2) files\n")
        #expect(
            ignoring.userSeconds <= plain.userSeconds * 1.5 + 1,
            "\(ignoring.userSeconds) s with the patterns, \(plain.userSeconds) s without")
    }

    @Test func overridesAreLookedUp() throws {
        let scratch = try Self.fixtures()
        let plain = try MeasuredRun.run(["lint", "t"], in: scratch.url)
        // 2,000 overrides of one file or one folder each, and one that excludes its file.
        let overrides =
            (0..<Self.files).map {
                $0 % 2 == 0
                    ? #"{"files": ["t/f-\#($0).json"], "priority": 10}"# : #"{"files": ["x\#($0)/**"], "priority": 10}"#
            }
            + [#"{"files": ["t/f-3.json"], "exclude": ["t/f-3.json"]}"#]
        try scratch.write(".pushroute.json", #"{"overrides": [\#(overrides.joined(separator: ",\n"))]}"#)
        let overridden = try MeasuredRun.run(["lint", "t"], in: scratch.url)
        #expect(overridden.result.standardOutput == "no findings in \(Self.files - 1) files\n")
        #expect(
            overridden.userSeconds <= plain.userSeconds * 1.5 + 1,
            "\(overridden.userSeconds) s with the overrides, \(plain.userSeconds) s without")
    }
}
