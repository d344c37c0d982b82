import Foundation
import Testing

/// The fault test of the writer: with `PUSHROUTE_TEST_KILL_BEFORE_RENAME=1` (a test-only
/// failure point, docs/reliability.md), pushroute kills itself with SIGKILL after the new
/// content is written and flushed, before the rename. The original must be intact, byte for
/// byte, and no temporary file may be left, for every command that rewrites a file.
@Suite struct KillBeforeRenameTests {
    static let environment = ["PUSHROUTE_TEST_KILL_BEFORE_RENAME": "1"]

    @Test(
        arguments: [
            (["lint", "--fix", "a.json"], "Tests/Fixtures/fix/number-as-string.json"),
            (["lint", "--fix", "a.json"], "Tests/Fixtures/fix/repaired-input.txt"),
            (["normalize", "--write", "a.json"], "samples/paste-nsdictionary.txt"),
            (["lint", "--write-baseline", "a.json", "b.json"], "samples/both-sdks.json"),
        ] as [([String], String)])
    func originalIsIntactAndNoTemporaryFileIsLeft(_ arguments: [String], _ fixture: String) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture, to: "a.json")
        try scratch.copy("samples/both-sdks.json", to: "b.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.path("a.json"))
        let before = try scratch.data("a.json")
        let listing = try scratch.listing()

        let result = try scratch.run(arguments, environment: Self.environment)
        #expect(result.killed && result.status == SIGKILL, "not killed before the rename: \(result)")
        #expect(try scratch.data("a.json") == before)
        #expect(try scratch.listing() == listing)
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.path("a.json"))[.posixPermissions] as? Int
        #expect(mode == 0o640)

        // Without the failure point the same run writes the file.
        let written = try scratch.run(arguments)
        #expect(!written.killed)
        #expect(try scratch.data("a.json") != before)
        #expect(try scratch.listing() == listing)
        try scratch.checkFixturesIntact()
    }
}
