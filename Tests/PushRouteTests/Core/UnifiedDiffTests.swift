import Foundation
import Testing

@testable import PushRouteCore

/// The diffs `lint --diff` and `normalize --diff` print: exact for small cases, and for
/// random edits always a patch that `patch` applies to give the new text.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        String(
            decoding: UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldName: "f", newName: "f"),
            as: UTF8.self)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(Self.diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacing("line 5\n", with: "line five\n")
        #expect(
            Self.diff(old, new) == """
                --- f
                +++ f
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func finalNewlineAddedAndRemoved() {
        #expect(Self.diff("{}", "{}\n") == "--- f\n+++ f\n@@ -1 +1 @@\n-{}\n\\ No newline at end of file\n+{}\n")
        #expect(Self.diff("a\n", "") == "--- f\n+++ f\n@@ -1 +0,0 @@\n-a\n")
        #expect(Self.diff("", "a\n") == "--- f\n+++ f\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func distantChangesMakeTwoHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacing("2\n3\n", with: "2\nthree\n").replacing("18\n", with: "eighteen\n")
        let hunks = Self.diff(old, new).split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -1,6 +1,6 @@", "@@ -15,6 +15,6 @@"])
    }

    /// Random line edits: `patch` turns the old text into the new one with the diff.
    @Test(arguments: 1...12)
    func patchAppliesTheDiff(_ seed: Int) throws {
        var random = SeededRandom(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let words = ["{", "}", "  \"a\": 1,", "  \"b\": [", "  ],", "", "x"]
        let old = (0..<(next(30))).map { _ in words[next(words.count)] + "\n" }.joined() + (seed % 2 == 0 ? "tail" : "")
        var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(next(6) + 1) {
            let at = next(lines.count + 1)
            switch next(3) {
            case 0: lines.insert(words[next(words.count)], at: at)
            case 1: if at < lines.count { lines.remove(at: at) }
            default: if at < lines.count { lines[at] += "!" }
            }
        }
        let new = lines.joined(separator: "\n")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(old.utf8).write(to: directory.appendingPathComponent("f"))
        try Data(Self.diff(old, new).utf8).write(to: directory.appendingPathComponent("f.diff"))
        let child = try SpawnedProcess.start(
            "/usr/bin/patch", ["--quiet", "-p0", "-i", "f.diff"], directory: directory.path)
        try child.input.close()
        let deadline = ProcessDeadline(pid: child.pid)
        let (status, killed) = child.wait()
        #expect(!deadline.cancel(), "patch did not exit within \(deadline.seconds) s")
        #expect(status == 0 && !killed)
        #expect(try readText(directory.appendingPathComponent("f").path) == new, "seed \(seed)")
    }
}
