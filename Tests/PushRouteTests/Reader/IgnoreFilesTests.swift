import Foundation
import Testing

@testable import PushRouteReader

/// A walk honours `.ignore` files (as ripgrep and fd do, in or out of a git work tree) and
/// git's global excludes (`core.excludesFile`, else `$XDG_CONFIG_HOME/git/ignore`).
@Suite struct IgnoreFilesTests {
    static let push = #"{"aps":{"alert":"Hi"},"_lpm":1}"# + "\n"

    @Test(
        arguments: [
            ("[core]\n\texcludesFile = ~/global-ignore\n", "~/global-ignore"),
            ("[user]\n\tname = x\n[Core]\n  ExcludesFile=\"/etc/ignore\"\n", "/etc/ignore"),
            ("[core]\n\texcludesfile = /a\n[core]\n\texcludesfile = /b\n", "/b"),
            ("[user]\n\texcludesFile = /a\n", nil),
        ] as [(String, String?)])
    func excludesFileFromConfig(_ config: String, _ expected: String?) {
        #expect(GlobalExcludes.excludesFile(inConfig: config) == expected)
    }

    @Test func globalPathDefaults() {
        #expect(GlobalExcludes.path(environment: ["HOME": "/h"]) == "/h/.config/git/ignore")
        #expect(GlobalExcludes.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/x"]) == "/x/git/ignore")
        #expect(GlobalExcludes.path(environment: [:]) == nil)
    }

    /// In a git work tree: the global excludes (named by ~/.gitconfig) and a `.ignore`;
    /// outside one, the `.ignore` still applies.
    @Test func walkHonoursIgnoreFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-ignore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files: [(String, String)] = [
            ("home/.gitconfig", "[core]\n\texcludesFile = ~/global-ignore\n"), ("home/global-ignore", "secret.json\n"),
            ("repo/.git/HEAD", "ref: refs/heads/main\n"), ("repo/.ignore", "skipped.json\n"),
            ("repo/secret.json", Self.push), ("repo/skipped.json", Self.push), ("repo/kept.json", Self.push),
            ("plain/.ignore", "skipped.json\n"), ("plain/skipped.json", Self.push), ("plain/kept.json", Self.push),
        ]
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let home = ["HOME": directory.appendingPathComponent("home").path, "XDG_CONFIG_HOME": ""]
        let result = try CommandRunner.run(["classify", "repo", "plain"], environment: home, in: directory)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                repo/kept.json:1: leanplum by _lpm; content-available: no; mutable-content: no
                plain/kept.json:1: leanplum by _lpm; content-available: no; mutable-content: no

                """)
        let whole = try CommandRunner.run(["classify", "--no-ignore", "repo"], environment: home, in: directory)
        #expect(whole.standardOutput.split(separator: "\n").count == 3)
    }
}
