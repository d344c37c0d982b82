import Foundation
import Testing

/// `pushroute classify` run as a user runs it: whole outputs and exit statuses.
@Suite struct ClassifyEndToEndTests {
    /// Every sample, with the handler and flags its test states.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var sample: String
        var status: String
        var handler: String?
        var contentAvailable = false
        var mutableContent = false
        var looksLike: String? = nil
        var testDescription: String { sample }
    }

    static let samples: [Expectation] = [
        .init(
            sample: "seed-leanplum.json", status: "valid", handler: "leanplum", contentAvailable: true,
            mutableContent: true),
        .init(sample: "seed-clevertap.json", status: "valid", handler: "clevertap", mutableContent: true),
        .init(sample: "leanplum-occurrence.json", status: "valid", handler: "leanplum"),
        .init(sample: "leanplum-no-occurrence.json", status: "valid", handler: "leanplum"),
        .init(sample: "leanplum-muted.json", status: "valid", handler: "leanplum"),
        .init(sample: "silent-background.json", status: "valid", handler: "leanplum", contentAvailable: true),
        .init(sample: "clevertap-rich-media.json", status: "valid", handler: "clevertap", mutableContent: true),
        .init(sample: "clevertap-no-account.json", status: "valid", handler: "clevertap"),
        .init(sample: "both-sdks.json", status: "valid", handler: "leanplum"),
        .init(sample: "firebase.json", status: "valid", handler: "none", looksLike: "firebase"),
        .init(sample: "braze.json", status: "valid", handler: "none", looksLike: "braze"),
        .init(sample: "simulator.apns", status: "valid", handler: "leanplum"),
        // The design note's two examples verbatim, and payloads as people paste them.
        .init(
            sample: "seed-leanplum.txt", status: "repaired", handler: "leanplum", contentAvailable: true,
            mutableContent: true),
        .init(sample: "seed-clevertap.txt", status: "repaired", handler: "clevertap", mutableContent: true),
        .init(sample: "paste-nsdictionary.txt", status: "repaired", handler: "leanplum", contentAvailable: true),
        .init(sample: "paste-swift-print.txt", status: "repaired", handler: "clevertap", mutableContent: true),
        .init(sample: "paste-lldb.txt", status: "repaired", handler: "leanplum"),
        .init(sample: "paste-json5ish.txt", status: "repaired", handler: "clevertap", mutableContent: true),
        .init(sample: "paste-bom-crlf.json", status: "repaired", handler: "leanplum", contentAvailable: true),
    ]

    @Test(arguments: samples)
    func sampleClassifiesAsStated(_ expected: Expectation) throws {
        let result = try CommandRunner.run(["classify", "--format", "json", "samples/\(expected.sample)"])
        #expect(result.status == 0)
        if expected.status == "valid" {
            #expect(result.standardError == "")
        } else {
            #expect(result.standardError.contains(": warning: "))
            #expect(!result.standardError.contains(": error: "))
        }
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(record["status"] as? String == expected.status)
        #expect(record["handler"] as? String == expected.handler)
        #expect(record["content_available"] as? Bool == expected.contentAvailable)
        #expect(record["mutable_content"] as? Bool == expected.mutableContent)
        #expect(record["looks_like"] as? String == expected.looksLike)
    }

    typealias Case = GoldenCase

    /// Whole outputs, compared with golden files `classify/<name>.out` and `.err`.
    static let cases: [Case] = [
        .init(name: "all-samples-text", arguments: ["classify"] + allSamples, status: 1),
        .init(name: "all-samples-json", arguments: ["classify", "--format", "json"] + allSamples, status: 1),
        .init(
            name: "ndjson-lines-json", arguments: ["classify", "--lines", "--format", "json", "samples/pushes.ndjson"],
            status: 1),
        .init(
            name: "samples-html",
            arguments: [
                "classify", "--format", "html", "samples/seed-clevertap.txt", "samples/firebase.json",
                "samples/both-sdks.json", "samples/pushes.ndjson",
            ], status: 1),
        .init(name: "ndjson-lines-text", arguments: ["classify", "--lines", "samples/pushes.ndjson"], status: 1),
        .init(name: "stdin", arguments: ["classify"], stdin: #"{"_lpm":1,"aps":{"content-available":1}}"#, status: 0),
        .init(
            name: "stdin-dash-json", arguments: ["classify", "--format=json", "-"], stdin: #"{"W$id":"1"} {"x":1}"#,
            status: 0),
        .init(
            name: "missing-file-others-still-run",
            arguments: ["classify", "samples/nope.json", "samples/firebase.json"], status: 2),
        // A walk: samples/.pushroute.json includes the pastes; samples/apps holds app profiles.
        .init(name: "directory", arguments: ["classify", "samples"], status: 0),
        // A partial payload: the table says what the missing part could change, as the text
        // line and JSON's could_change do.
        .init(
            name: "partial-html",
            arguments: ["classify", "--format", "html", "Tests/Fixtures/pasted/truncated-cut.txt"], status: 0),
        .init(name: "unknown-option", arguments: ["classify", "--formt", "json"], status: 64),
        .init(name: "bad-format-value", arguments: ["classify", "--format", "xml"], status: 64),
        .init(name: "unknown-command", arguments: ["clasify"], status: 64),
        .init(name: "empty-input", arguments: ["classify"], stdin: "", status: 1),
        .init(
            name: "trace-seed-text",
            arguments: ["classify", "--trace", "samples/seed-leanplum.json", "samples/seed-clevertap.json"],
            status: 0),
        .init(
            name: "trace-cold-start-json",
            arguments: [
                "classify", "--trace", "--state", "not-running", "--event", "open", "--format", "json",
                "samples/seed-clevertap.json", "samples/leanplum-no-occurrence.json",
            ], status: 0),
        .init(name: "trace-lines", arguments: ["classify", "--trace", "--lines", "samples/pushes.ndjson"], status: 1),
        .init(name: "state-without-trace", arguments: ["classify", "--state", "foreground"], status: 64),
        .init(
            name: "lines-read-leniently", arguments: ["classify", "--lines", "--format", "json"],
            stdin: "{\"_lpm\":1}\nPush: {aps: {badge: 1}, wzrk_id: 'x'} (ok)\n{ \"_lpm\" = 2; }\n{\"a\": }\n", status: 1
        ),
        .init(
            name: "max-depth", arguments: ["classify", "--max-depth", "2"],
            stdin: #"{"aps":{"alert":{"body":"deep"}}} {"aps":{}}"#, status: 1),
        .init(
            name: "max-bytes", arguments: ["classify", "--max-bytes=10"], stdin: #"{"aps":{"alert":"long"}}"#, status: 1
        ),
        .init(name: "bad-max-depth", arguments: ["classify", "--max-depth", "0"], status: 64),
        .init(
            name: "ticket-and-log", arguments: ["classify", "samples/paste-ticket.txt", "samples/paste-log-line.txt"],
            status: 0),
    ]

    static let allSamples = [
        "both-sdks.json", "braze.json", "clevertap-impression-keys.json", "clevertap-impression-keys-differ.json",
        "clevertap-no-account.json",
        "clevertap-rich-media.json", "device-log.log", "firebase.json", "leanplum-action-buttons.json",
        "leanplum-muted.json",
        "leanplum-no-occurrence.json",
        "leanplum-occurrence.json", "leanplum-open-url-encoded.json", "leanplum-silent-no-occurrence.json",
        "paste-bom-crlf.json",
        "paste-json5ish.txt", "paste-lldb.txt", "paste-log-line.txt", "paste-nsdictionary.txt", "paste-swift-print.txt",
        "paste-ticket.txt", "pushes.ndjson", "seed-clevertap.json", "seed-clevertap.txt", "seed-leanplum.json",
        "seed-leanplum.txt", "silent-background.json", "simulator.apns",
    ].map { "samples/" + $0 }

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "classify")
    }

    /// Every file under samples/, subdirectories included, is used by a test: payloads here,
    /// scenarios in ScenarioTests, app profiles (samples/apps) in AppProfileTests, the sample
    /// repository (samples/app-repo) in AppInferEndToEndTests.
    @Test func everySampleIsCovered() throws {
        let root = CommandRunner.root.appendingPathComponent("samples").path
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
        let covered = Set(
            Self.allSamples.map { String($0.dropFirst("samples/".count)) } + ScenarioTests.samples
                + AppProfileTests.samples
                + AppInferEndToEndTests.sampleFiles
                + [".pushroute.json"])  // its include makes the walk of the "directory" case read the pastes
        #expect(Set(files).subtracting(covered).isEmpty, "samples without a classify, scenario or app profile test")
    }

    @Test func helpAndVersion() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("classify"))
        let commandHelp = try CommandRunner.run(["classify", "--help"])
        #expect(commandHelp.standardOutput.hasPrefix("usage: pushroute classify"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.standardOutput.hasPrefix("pushroute "))
    }

    @Test func colourOnlyWhenAsked() throws {
        let piped = try CommandRunner.run(["classify", "samples/firebase.json"], environment: ["NO_COLOR": ""])
        #expect(!piped.standardOutput.contains("\u{1B}["), "no colour when piped")
    }
}
