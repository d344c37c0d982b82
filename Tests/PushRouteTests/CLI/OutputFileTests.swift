import Foundation
import Testing

/// `--output FILE`: the file holds exactly what standard output would, appears only when
/// complete, and a file that cannot be written is exit status 74 with nothing left behind.
@Suite struct OutputFileTests {
    static let arguments = ["simulate", "--state", "foreground", "samples/seed-clevertap.json"]

    /// A fresh directory, removed after `body`.
    static func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// One run of each command that writes to standard output (`app infer` once wrote its
    /// file twice and failed with status 74).
    static let everyCommand: [[String]] = [
        ["simulate", "--state", "foreground", "samples/seed-clevertap.json"], ["classify", "samples/both-sdks.json"],
        ["normalize", "samples/seed-clevertap.txt"], ["lint", "samples/both-sdks.json"], ["lint", "--list-rules"],
        ["lint", "--explain", "aps-missing"], ["app", "infer", "samples/app-repo"], ["completion", "bash"],
    ]

    @Test(arguments: everyCommand)
    func writesWhatStandardOutputWould(_ arguments: [String]) throws {
        try Self.inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("report.txt")
            try "an older report\n".write(to: file, atomically: true, encoding: .utf8)
            let expected = try CommandRunner.run(arguments)
            let result = try CommandRunner.run(arguments + ["--output", file.path])
            #expect(result.status == expected.status)
            #expect(result.standardOutput == "")
            #expect(result.standardError == expected.standardError)
            #expect(try readText(file.path) == expected.standardOutput)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.txt"])
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode.map { $0 & 0o044 } == 0o044, "readable like any new file, not mkstemp's 0600")
        }
    }

    #if os(Linux)
    static let standardOutputNames = ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]
    #else
    static let standardOutputNames = ["-", "/dev/stdout", "/dev/fd/1"]
    #endif

    @Test(arguments: standardOutputNames)
    func standardOutputByItsNames(_ name: String) throws {
        let result = try CommandRunner.run(Self.arguments + ["--output", name])
        #expect(result == (try CommandRunner.run(Self.arguments)))
    }

    @Test func missingDirectoryIsExitStatus74() throws {
        try Self.inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("no/such/report.txt")
            let result = try CommandRunner.run(Self.arguments + ["--output", file.path])
            #expect(result.status == 74)
            #expect(result.standardOutput == "")
            let folder = file.deletingLastPathComponent().path
            #expect(
                result.standardError.hasSuffix(
                    "\(file.path): error: cannot write: cannot create a temporary file in '\(folder)': no such file or directory\n"
                ))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
        }
    }

    @Test func aDirectoryIsNotReplaced() throws {
        try Self.inTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("reports")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            let result = try CommandRunner.run(Self.arguments + ["--output", target.path])
            #expect(result.status == 74)
            #expect(result.standardError.hasSuffix("\(target.path): error: cannot write: is a directory\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reports"])
        }
    }

    /// A usage error found after the file was created leaves the old file alone.
    @Test func aRunThatFailsLeavesTheOldFile() throws {
        try Self.inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("report.txt")
            try "an older report\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run([
                "simulate", "--scenario", "samples/scenario-foreground.scenario", "--state", "foreground", "--output",
                file.path,
            ])
            #expect(result.status == 64)
            #expect(try readText(file.path) == "an older report\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.txt"])
        }
    }
}
