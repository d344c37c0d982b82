import Foundation
import Testing

/// A scratch Python virtual environment with packages from PyPI, for the tests that check
/// pushroute against real tools (OASIS's SARIF schema, pre-commit). It sees the system's
/// packages (`--system-site-packages`) and installs what is missing. Where PyPI cannot be
/// reached, the test that needs it is cancelled with the reason, never passed.
final class PythonTools {
    let directory: URL
    var python: String { directory.appendingPathComponent("venv/bin/python").path }
    func tool(_ name: String) -> String { directory.appendingPathComponent("venv/bin/" + name).path }

    /// Makes the environment, or cancels the test, saying why.
    init(installing packages: [String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let venv = try Self.run("/usr/bin/env", ["python3", "-m", "venv", "--system-site-packages", directory.appendingPathComponent("venv").path])
        guard venv.status == 0 else { try Test.cancel("no Python virtual environment (python3 -m venv): \(venv.standardError)") }
        guard !packages.isEmpty else { return }
        let pip = try Self.run(tool("pip"), ["install", "--quiet", "--disable-pip-version-check", "--timeout", "30", "--retries", "2"] + packages)
        guard pip.status == 0 else {
            try Test.cancel("PyPI is not reachable (pip install \(packages.joined(separator: " ")) failed): \(pip.standardError.suffix(400))")
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Downloads a package's files from PyPI without installing it; the folder they are in.
    func download(_ package: String) throws -> URL {
        let target = directory.appendingPathComponent("downloads")
        let pip = try Self.run(tool("pip"), ["download", "--quiet", "--disable-pip-version-check", "--no-deps", "--timeout", "30", "-d", target.path, package])
        guard pip.status == 0 else { try Test.cancel("PyPI is not reachable (pip download \(package) failed): \(pip.standardError.suffix(400))") }
        return target
    }

    /// Runs a program and collects what it prints.
    static func run(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, environment: environment, executable: program, in: directory)
    }
}
