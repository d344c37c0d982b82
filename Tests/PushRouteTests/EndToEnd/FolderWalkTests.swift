import Foundation
import Testing

/// Every command walks folders alike (docs/commands.md "Folders"): payload files (`*.json`, `*.apns`),
/// pastes a configuration includes, and nothing of what a walk skips by default (hidden
/// entries, build products, dependencies, Xcode bundles, what git ignores, pushroute's own
/// documents) unless `--no-ignore`. Built for real in a temporary git work tree.
@Suite struct FolderWalkTests {
    static let clevertap = #"{"aps":{"alert":"Sale"},"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"1_2"}"# + "\n"
    static let leanplum = #"{"aps":{"alert":"Hi"},"_lpm":6021945811681280}"# + "\n"

    /// The tree: each path and what it holds.
    static let tree: [(String, String)] = [
        (".git/info/exclude", "keep/excluded.json\n"),
        (".git/HEAD", "ref: refs/heads/main\n"),
        (".gitignore", "ignored/\n*.generated.json\n"),
        (".pushroute.json", #"{"include": ["notes/*.log"]}"# + "\n"),
        (".hidden/h.json", clevertap),
        ("App/Assets.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[],"info":{"version":1}}"# + "\n"),
        ("App/App.xcodeproj/project.json", clevertap),
        ("App/App.xcworkspace/w.json", clevertap),
        ("Pods/P/p.json", clevertap), ("Carthage/c.json", clevertap), ("node_modules/m/m.json", clevertap),
        ("build/b.json", clevertap), (".build/b.json", clevertap), ("DerivedData/d.json", clevertap),
        ("ignored/i.json", clevertap), ("a.generated.json", clevertap),
        ("keep/excluded.json", clevertap), ("keep/kept.apns", leanplum),
        ("sub/.gitignore", "*.json\n!kept.json\n"), ("sub/dropped.json", clevertap), ("sub/kept.json", leanplum),
        ("apps/profile.json", #"{"profile": 1, "migration": "lp+ct"}"# + "\n"),
        ("baseline.json", #"{"version": 1, "findings": []}"# + "\n"),
        ("pushes/clevertap.json", clevertap), ("pushes/leanplum.apns", leanplum),
        ("notes/paste.txt", clevertap), ("notes/console.log", leanplum),
        ("empty/README.md", "nothing\n"),
    ]

    static let cases: [GoldenCase] = [
        .init(name: "classify", arguments: ["classify", "repo"]),
        .init(name: "classify-no-ignore", arguments: ["classify", "--no-ignore", "repo"]),
        .init(name: "classify-named-paste", arguments: ["classify", "repo/notes/paste.txt", "repo/empty"]),
        .init(name: "normalize-check", arguments: ["normalize", "--check", "repo"], status: 1),
        .init(name: "simulate", arguments: ["simulate", "--state", "background", "--event", "open", "repo/pushes"]),
        .init(name: "lint", arguments: ["lint", "repo"]),
        .init(name: "lint-subfolder", arguments: ["lint", "repo/sub"]),
    ]

    @Test(arguments: cases)
    func walk(_ testCase: GoldenCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in Self.tree {
            let file = directory.appendingPathComponent("repo/" + path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let result = try CommandRunner.run(testCase.arguments, in: directory)
        #expect(result.status == testCase.status)
        try Golden.check(result.standardOutput, against: "walk/\(testCase.name).out")
        try Golden.check(result.standardError, against: "walk/\(testCase.name).err")
    }
}

/// docs/install.md's way to classify the samples, and the shell's: `classify samples/` (the quick
/// start's and `make demo`'s) reads every payload and included paste and exits 0;
/// `classify samples/*` also names the scenarios and `pushes.ndjson`, and exits 1 with the
/// errors docs/install.md names.
@Suite struct SamplesFolderTests {
    @Test func theFolderClassifiesCleanly() throws {
        let result = try CommandRunner.run(["classify", "samples/"])
        #expect(result.status == 0)
        #expect(!result.standardError.contains(": error:"), "\(result.standardError.prefix(400))")
        #expect(result.standardOutput.contains("samples/seed-clevertap.txt:1: clevertap by "))
        #expect(!result.standardOutput.contains("samples/pushes.ndjson"))
    }

    @Test func theShellGlobExitsOneForTheScenariosAndTheBrokenLine() throws {
        let root = CommandRunner.root.appendingPathComponent("samples")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }
            .sorted()
        let result = try CommandRunner.run(["classify"] + entries.map { "samples/" + $0 })
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        let scenarios = errors.filter { $0.hasPrefix("samples/scenario-") && $0.contains(": error: no payload found") }
        #expect(scenarios.count == 6)
        #expect(errors.contains { $0.hasPrefix("samples/pushes.ndjson:4:") })
        #expect(errors.count == scenarios.count + 1, "\(errors)")
        #expect(result.standardOutput.contains("samples/seed-clevertap.json:1: clevertap by "))
    }
}
