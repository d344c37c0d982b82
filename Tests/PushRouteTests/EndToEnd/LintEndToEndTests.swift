import Foundation
import Testing

/// `pushroute lint` run as a user runs it: whole outputs and exit statuses, compared
/// with golden files `lint/<name>.out` and `.err`.
@Suite struct LintEndToEndTests {
    typealias Case = GoldenCase

    static let samples = LintSamplesTests.payloadPaths
    static let fixtures = "Tests/Fixtures/lint/"
    static let warningsOnly = fixtures + "warnings-only.json"
    static let large = fixtures + "large-4700.json"

    static let cases: [Case] = [
        // Every output format, over the project's own samples.
        .init(name: "samples-text", arguments: ["lint"] + samples, status: 1),
        .init(name: "samples-json", arguments: ["lint", "--format", "json"] + samples, status: 1),
        .init(name: "samples-sarif", arguments: ["lint", "--format", "sarif"] + samples, status: 1),
        .init(name: "samples-github", arguments: ["lint", "--format", "github"] + samples, status: 1),
        // Directories: sorted, recursive, only the four extensions, hidden entries skipped.
        .init(name: "tree-walk", arguments: ["lint", fixtures + "tree"], status: 1),
        // A walk skips a JSON object with no aps and no SDK key (a package.json), with a note;
        // named on the command line it is checked.
        .init(name: "not-a-payload-walk", arguments: ["lint", fixtures + "not-a-payload"], status: 1),
        .init(name: "not-a-payload-named", arguments: ["lint", fixtures + "not-a-payload/package.json"], status: 1),
        // --explain, from the examples declared beside each rule; --list-rules as JSON.
        .init(name: "explain-aps-badge", arguments: ["lint", "--explain", "aps-badge"], status: 0),
        .init(name: "explain-duplicate-key", arguments: ["lint", "--explain", "duplicate-key"], status: 0),
        .init(
            name: "explain-background-push-priority", arguments: ["lint", "--explain", "background-push-priority"],
            status: 0),
        .init(name: "explain-unknown", arguments: ["lint", "--explain", "aps-bdge"], status: 64),
        .init(name: "list-rules-json", arguments: ["lint", "--list-rules", "--format", "json"], status: 0),
        .init(name: "list-rules-sarif", arguments: ["lint", "--list-rules", "--format", "sarif"], status: 64),
        .init(name: "github-escaping", arguments: ["lint", "--format=github", fixtures + "github"], status: 1),
        // Thresholds.
        .init(name: "warnings-pass-by-default", arguments: ["lint", warningsOnly], status: 0),
        .init(name: "warnings-fail-on-warning", arguments: ["lint", "--fail-on", "warning", warningsOnly], status: 1),
        .init(name: "warnings-fail-on-error", arguments: ["lint", "--fail-on=error", warningsOnly], status: 0),
        .init(
            name: "info-fail-on-info",
            arguments: ["lint", "--enable", "unrouted-payload", "--fail-on", "info", "samples/firebase.json"], status: 1
        ),
        .init(
            name: "info-fail-on-warning",
            arguments: ["lint", "--enable", "unrouted-payload", "--fail-on", "warning", "samples/firebase.json"],
            status: 0),
        .init(
            name: "disable-errors", arguments: ["lint", "--disable", "aps-badge,aps-sound", fixtures + "tree"],
            status: 0),
        .init(
            name: "disable-repeated",
            arguments: [
                "lint", "--disable", "aps-badge", "--disable", "aps-sound", "--fail-on", "warning", fixtures + "tree",
            ], status: 1),
        // Sending options.
        .init(name: "size-alert", arguments: ["lint", large], status: 1),
        .init(name: "size-voip", arguments: ["lint", "--push-type", "voip", large], status: 0),
        .init(
            name: "background-push",
            arguments: [
                "lint", "--push-type", "background", "--priority", "10", "samples/silent-background.json",
                "samples/leanplum-occurrence.json",
            ], status: 1),
        .init(
            name: "silent-payload-priority-10",
            arguments: ["lint", "--priority", "10", "samples/silent-background.json"], status: 1),
        .init(
            name: "silent-payload-priority-5",
            arguments: ["lint", "--priority", "5", "samples/silent-background.json"], status: 0),
        // Inputs.
        .init(
            name: "missing-file-others-still-run",
            arguments: ["lint", "samples/nope.json", fixtures + "tree/nested/c.payload"], status: 2),
        .init(name: "stdin", arguments: ["lint"], stdin: "{\"aps\":{\"badge\":\"1\"},\n \"_lpm\":1}\n", status: 1),
        .init(name: "empty-stdin", arguments: ["lint", "-"], stdin: "", status: 1),
        // Usage.
        .init(name: "unknown-rule", arguments: ["lint", "--disable", "aps-bagde"], status: 64),
        .init(
            name: "unknown-rule-in-list", arguments: ["lint", "--enable", "unrouted-payload,everything"], status: 64),
        .init(
            name: "enable-and-disable", arguments: ["lint", "--enable", "aps-badge", "--disable", "aps-badge"],
            status: 64),
        .init(name: "bad-fail-on", arguments: ["lint", "--fail-on", "fatal"], status: 64),
        .init(name: "bad-push-type", arguments: ["lint", "--push-type", "silent"], status: 64),
        .init(name: "list-rules", arguments: ["lint", "--list-rules"], status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "lint")
    }

    @Test func directoryWithoutPayloadFilesIsReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("# notes\n".utf8).write(to: directory.appendingPathComponent("README.md"))
        let result = try CommandRunner.run(["lint", directory.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "no findings in 0 files\n")
        #expect(result.standardError == "\(directory.path): warning: no payload files (*.apns, *.json) found\n")
    }

    @Test func unreadableDirectoryIsReportedAndOthersStillRun() throws {
        guard getuid() != 0 else { return }  // root reads everything
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: directory.path)
        let result = try CommandRunner.run(["lint", directory.path, "Tests/Fixtures/lint/tree/nested/c.payload"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(directory.path): error: cannot read directory: permission denied"))
        #expect(result.standardOutput.contains("[aps-badge]"))
    }

    @Test func lintIsListedInHelp() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.standardOutput.contains("  lint  "))
        let commandHelp = try CommandRunner.run(["lint", "--help"])
        #expect(commandHelp.standardOutput.hasPrefix("usage: pushroute lint"))
        for pushType in [
            "alert", "background", "complication", "controls", "fileprovider", "liveactivity", "location", "mdm",
            "pushtotalk", "voip", "widgets",
        ] {
            #expect(commandHelp.standardOutput.contains(pushType))
        }
    }
}
