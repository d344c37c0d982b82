import Foundation
import Testing

/// Runs the built `pushroute` binary, as a user would, and captures what it prints.
struct CommandRunner {
    struct Result: Equatable {
        /// The exit status, or the signal that ended the process when `killed`.
        var status: Int32
        var killed = false
        var standardOutput: String
        var standardError: String
        /// The bytes behind `standardOutput` and `standardError`, before decoding.
        var outputBytes = Data()
        var errorBytes = Data()
    }

    /// The repository root, found from this file's place in it.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An empty folder, the home of every pushroute the tests start (made once per run).
    static let emptyHome: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-tests-home-\(getpid())")
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// The `pushroute` binary built beside the tests, found without `/proc` so that the tests
    /// run on macOS too: from `Bundle.main` (on Linux the test runner, in the build
    /// directory), else from the loaded `.xctest` bundle (on macOS, where `Bundle.main` is
    /// the toolchain's runner), else `.build/debug`; `$PUSHROUTE_TEST_BINARY` when set.
    static let binary: URL = {
        // `make bench-hostile` runs the measured tests with the release binary.
        if let chosen = ProcessInfo.processInfo.environment["PUSHROUTE_TEST_BINARY"] {
            return URL(fileURLWithPath: chosen)
        }
        let starts =
            [Bundle.main.executableURL ?? Bundle.main.bundleURL]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("pushroute")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return root.appendingPathComponent(".build/debug/pushroute")
    }()

    /// Runs `pushroute arguments` in the repository root (or `directory`), feeding `input` to stdin.
    static func run(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], executable: String? = nil,
        in directory: URL? = nil
    ) throws -> Result {
        let env = Self.environment(adding: environment, emptyHome: executable == nil)
        let child = try SpawnedProcess.start(
            executable ?? binary.path, arguments, environment: env, directory: (directory ?? root).path)
        let deadline = ProcessDeadline(pid: child.pid)
        let group = DispatchGroup()
        let errorData = DataBox()
        DispatchQueue.global().async(group: group) {
            if let input { child.input.write(input) }
            try? child.input.close()
        }
        DispatchQueue.global().async(group: group) {
            errorData.data = child.errors.readDataToEndOfFile()
        }
        let outputData = child.output.readDataToEndOfFile()
        group.wait()
        let (status, killed) = child.wait()
        let timedOut = deadline.cancel()
        let result = Result(
            status: status, killed: killed,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self), outputBytes: outputData,
            errorBytes: errorData.data)
        if timedOut {
            let name = executable ?? "pushroute"
            Issue.record(
                Comment(
                    rawValue: deadline.message(
                        [name] + arguments, output: result.standardOutput, errors: result.standardError)))
        }
        if executable == nil { checkSchemas(arguments: arguments, result: result) }
        return result
    }

    /// The environment of every process the tests start, and of pushroute run in this process
    /// (`InProcessRunner`): this process's, with `extra` set over it; `emptyHome` for pushroute.
    static func environment(adding extra: [String: String], emptyHome: Bool = true) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["COLUMNS"] = nil  // the side-by-side width of a comparison follows it: a test sets it
        // The date the HTML reports' footer gives (`ReportDate`), so that their bytes do not
        // change with the day the tests run; `make screenshot` uses the same one.
        env[ReportDateForTests.variable] = ReportDateForTests.epoch
        if emptyHome {
            // pushroute reads git's global excludes from the home folder: the tester's own would
            // skip fixtures they name. A test that needs a home sets HOME itself.
            env["HOME"] = Self.emptyHome
            env["XDG_CONFIG_HOME"] = nil
        }
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Every JSON output of the suite follows its schema (a run cut short is not checked).
    static func checkSchemas(arguments: [String], result: Result) {
        guard !result.killed, ![70, 74].contains(result.status) else { return }
        JSONOutputSchemas.check(arguments: arguments, output: result.standardOutput)
    }

    final class DataBox: @unchecked Sendable { var data = Data() }
}

/// Whole-output comparisons against files under `Tests/Golden`. A missing golden file
/// fails the test; `PUSHROUTE_RECORD=1 swift test` writes the files from the current output
/// instead of comparing, and then fails the test (as swift-argument-parser's
/// `assertSnapshot` does), so that a recording run is never green; a mismatch shows a
/// unified diff.
enum Golden {
    static let directory = CommandRunner.root.appendingPathComponent("Tests/Golden")

    static var recording: Bool { ProcessInfo.processInfo.environment["PUSHROUTE_RECORD"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let url = directory.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded Tests/Golden/\(name) (PUSHROUTE_RECORD=1): read it, then run the test again without PUSHROUTE_RECORD",
                sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record(
                "no golden file Tests/Golden/\(name); record it with PUSHROUTE_RECORD=1", sourceLocation: sourceLocation
            )
            return
        }
        let expected = try readText(url.path)
        guard actual != expected else { return }
        Issue.record(
            "output differs from Tests/Golden/\(name):\n\(try unifiedDiff(expected: url, actual: actual))",
            sourceLocation: sourceLocation)
    }

    /// `diff -u` of the golden file and the actual output.
    static func unifiedDiff(expected: URL, actual: String) throws -> String {
        let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-actual-\(UUID().uuidString)")
        try actual.write(to: actualFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: actualFile) }
        let result = try CommandRunner.run(
            ["-u", "--label", "expected", "--label", "actual", expected.path, actualFile.path],
            executable: "/usr/bin/diff")
        return result.standardOutput
    }
}

/// Reads a whole file with plain system calls. (FoundationEssentials' file reading leaks
/// a buffer under LeakSanitizer, which would hide leaks of our own.)
func readText(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The `SOURCE_DATE_EPOCH` every run of the binary gets (`CommandRunner.run`): 2026-01-01,
/// the date the HTML reports of the goldens and `make screenshot` say they were made.
enum ReportDateForTests {
    static let variable = "SOURCE_DATE_EPOCH"
    static let epoch = "1767225600"
    static let date = "2026-01-01"
}
