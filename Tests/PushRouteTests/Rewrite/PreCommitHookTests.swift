import Foundation
import Testing

/// The hooks of `.pre-commit-hooks.yaml` run by the real pre-commit, from PyPI, in a scratch
/// virtual environment: a scratch git repository holding a good and a bad fixture, whose config
/// names this package's hooks at a revision, each hook passing on the one and failing on the
/// other; then the adoption docs/lint.md shows, one `.pushroute.json` and one `repo: local` hook.
/// pre-commit builds pushroute itself (`swift build -c release`, its `swift` language), from a
/// snapshot of this working tree, so the test runs only with `make precommit-test`
/// (PUSHROUTE_PRECOMMIT_TEST=1); without PyPI it is cancelled with the reason.
@Suite(.serialized) struct PreCommitHookTests {
    static let enabled = ProcessInfo.processInfo.environment["PUSHROUTE_PRECOMMIT_TEST"] == "1"

    static let good = """
        {
          "aps": {
            "alert": "Your order shipped",
            "mutable-content": 1
          },
          "wzrk_acct_id": "W84-WW7-123A",
          "wzrk_id": "1764410462_20261129"
        }

        """
    static let bad = #"{"aps": {"alert": "Your order shipped", "badge": "1"}, "_lpm": 6021945811681280}"# + "\n"

    @Test(.enabled(if: enabled, "runs with 'make precommit-test': pre-commit builds pushroute in release mode"))
    func hooksPassOnTheGoodFixtureAndFailOnTheBad() throws {
        let python = try PythonTools(installing: ["pre-commit>=3.0,<5"])
        let package = try snapshot(in: python.directory)
        let project = try repository(in: python.directory)
        let environment = ["PRE_COMMIT_HOME": python.directory.appendingPathComponent("cache").path, "SKIP": ""]
        // The hook repository at one revision, as a user's config names it: pre-commit clones and
        // builds it once into PRE_COMMIT_HOME (`try-repo` would build it afresh at each call), and
        // each run below then runs both hooks, on the good fixture, then on the bad one.
        try hookConfig(repository: package).write(
            to: project.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        _ = try PythonTools.run("/usr/bin/git", ["add", "-A"], in: project)
        let started = Date()
        func runHooks(_ file: String) throws -> CommandRunner.Result {
            let result = try PythonTools.run(
                python.tool("pre-commit"), ["run", "--files", file, "--color", "never"],
                in: project, environment: environment)
            print(
                "pre-commit run --files \(file): status \(result.status) after \(Int(Date().timeIntervalSince(started))) s"
            )
            return result
        }

        let good = try runHooks("good.json")
        #expect(good.status == 0, "\(good.standardOutput)\(good.standardError)")
        #expect(
            hookResults(good.standardOutput) == ["pushroute lint": "Passed", "pushroute normalize --check": "Passed"])

        let bad = try runHooks("bad.json")
        #expect(bad.status == 1)
        #expect(
            hookResults(bad.standardOutput) == ["pushroute lint": "Failed", "pushroute normalize --check": "Failed"])
        #expect(
            bad.standardOutput.contains(
                "bad.json:1:50: error: expected an integer of 0 or more for 'aps.badge', found string \"1\" [aps-badge]"
            ))
        #expect(
            bad.standardOutput.contains("bad.json: error: not normalized; 'pushroute normalize --write' rewrites it"))

        // The adoption docs/lint.md shows: one configuration file and one local hook, run with
        // `language: system` (the documented `pushroute` on the PATH; here the binary under test).
        try """
        repos:
          - repo: local
            hooks:
              - id: pushroute-lint
                name: pushroute lint
                entry: \(CommandRunner.binary.path) lint
                language: system
                files: \\.(json|apns)$
                exclude: (^|/)\\.

        """.write(to: project.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        try #"{"exclude": ["package.json"]}"#.write(
            to: project.appendingPathComponent(".pushroute.json"), atomically: true, encoding: .utf8)
        _ = try PythonTools.run("/usr/bin/git", ["add", "-A"], in: project)
        let adopted = try PythonTools.run(
            python.tool("pre-commit"), ["run", "--all-files", "--color", "never"], in: project, environment: environment
        )
        #expect(adopted.status == 1)
        #expect(adopted.standardOutput.contains("bad.json:1:50: error:"))
        #expect(!adopted.standardOutput.contains("good.json") && !adopted.standardOutput.contains("package.json"))
        #expect(try String(contentsOf: project.appendingPathComponent("bad.json"), encoding: .utf8) == Self.bad)
        print("pre-commit run --all-files: status \(adopted.status) after \(Int(Date().timeIntervalSince(started))) s")
    }

    /// A `.pre-commit-config.yaml` naming both hooks of `repository` at its current commit.
    private func hookConfig(repository: URL) throws -> String {
        let head = try PythonTools.run("/usr/bin/git", ["rev-parse", "HEAD"], in: repository)
        let revision = head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return """
            repos:
              - repo: \(repository.path)
                rev: \(revision)
                hooks:
                  - id: pushroute-lint
                  - id: pushroute-normalize-check

            """
    }

    /// `pushroute lint....Passed`: each hook's name and result, as pre-commit prints them.
    private func hookResults(_ output: String) -> [String: String] {
        var results: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let result = ["Passed", "Failed"].first(where: { line.hasSuffix($0) }) else { continue }
            let name = line.dropLast(result.count).replacing(/\.+$/, with: "")
            results[String(name)] = result
        }
        return results
    }

    /// This working tree's files (tracked, and new ones git does not ignore) committed to a
    /// repository of their own, as pre-commit clones a hook repository.
    private func snapshot(in directory: URL) throws -> URL {
        let target = directory.appendingPathComponent("pushroute")
        let files = try PythonTools.run(
            "/usr/bin/git", ["ls-files", "-co", "--exclude-standard", "-z"], in: CommandRunner.root)
        for path in files.standardOutput.split(separator: "\0").map(String.init) {
            let source = CommandRunner.root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        try commit(in: target)
        return target
    }

    /// A project with a good fixture, a bad one, and a JSON file that is not a payload.
    private func repository(in directory: URL) throws -> URL {
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Self.good.write(to: project.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try Self.bad.write(to: project.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try "{\"name\": \"app\"}\n".write(
            to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try commit(in: project)
        return project
    }

    private func commit(in directory: URL) throws {
        let git = [
            "-c", "user.name=pushroute tests", "-c", "user.email=tests@pushroute.invalid", "-c", "commit.gpgsign=false",
        ]
        for arguments in [["init", "-q"], ["add", "-A"], git + ["commit", "-q", "-m", "snapshot"]] {
            let result = try PythonTools.run("/usr/bin/git", arguments, in: directory)
            #expect(result.status == 0, "git \(arguments): \(result.standardError)")
        }
    }
}
