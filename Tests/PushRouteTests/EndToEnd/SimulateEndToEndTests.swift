import Foundation
import Testing

/// `pushroute simulate` run as a user runs it: whole outputs against golden files.
@Suite struct SimulateEndToEndTests {
    typealias Case = GoldenCase

    static let longToken = String(repeating: "ab", count: 34)

    /// Whole outputs, compared with `simulate/<name>.out` and `.err`.
    static let cases: [Case] = [
        .init(name: "seed-leanplum-text", arguments: ["simulate", "samples/seed-leanplum.json"]),
        .init(
            name: "seed-leanplum-mermaid", arguments: ["simulate", "--format", "mermaid", "samples/seed-leanplum.json"]),
        .init(name: "seed-clevertap-text", arguments: ["simulate", "samples/seed-clevertap.json"]),
        .init(
            name: "seed-clevertap-mermaid",
            arguments: ["simulate", "--format", "mermaid", "samples/seed-clevertap.json"]),
        // One diagram is written as it is; several are fenced Markdown blocks under headings.
        .init(
            name: "one-cell-mermaid",
            arguments: [
                "simulate", "--format", "mermaid", "--state", "foreground", "--event", "receive",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "compare-mermaid",
            arguments: [
                "simulate", "--format", "mermaid", "--compare-sdk", "6.1.1,6.6.1", "--state", "not-running", "--event",
                "open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(name: "seed-clevertap-json", arguments: ["simulate", "--format", "json", "samples/seed-clevertap.json"]),
        .init(name: "seed-clevertap-html", arguments: ["simulate", "--format", "html", "samples/seed-clevertap.json"]),
        .init(
            name: "pasted-and-invalid-html",
            arguments: [
                "simulate", "--format", "html", "--state", "foreground", "-",
                "samples/seed-leanplum.txt",
            ],
            stdin: "{\"aps\":\n{\"alert\": }}\n{\"W$id\":\"1\",\"aps\":{\"alert\":\"x\"}}\n", status: 1),
        .init(
            name: "seed-clevertap-legacy",
            arguments: [
                "simulate", "--legacy", "--state", "background", "--event", "open", "samples/seed-clevertap.json",
            ]),
        .init(
            name: "cold-start-at-start",
            arguments: [
                "simulate", "--ct-instance", "at-start", "--state", "not-running", "--event", "open",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "migration-lp-drops-clevertap",
            arguments: [
                "simulate", "--migration", "lp", "--state", "background", "--event", "open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "account-mismatch",
            arguments: [
                "simulate", "--ct-account", "OTHER-ACC", "--state=background", "--event=open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "token-and-foreground-banner",
            arguments: [
                "simulate", "--token", longToken, "--presentation", "banner,sound", "--state", "foreground",
                "samples/leanplum-occurrence.json",
            ]),
        // LPOpenUrlMessageTemplate.m urlEncodedStringFromString: (Leanplum 5.0.0-6.6.1): %20 opens as %2520, [ ] as %5B %5D.
        .init(
            name: "open-url-reencoded",
            arguments: [
                "simulate", "--state", "background", "--event", "open", "samples/leanplum-open-url-encoded.json",
                "samples/leanplum-occurrence.json",
            ]),
        // CleverTap's launch observer (flag NO) on a cold-start tap: the deep link depends on launch time (CleverTap PR #371's
        // report); from CleverTap 7.0.2 the observer leaves Leanplum's instance alone and didReceive opens it with the flag true.
        .init(
            name: "deep-link-launch-timing",
            arguments: [
                "simulate", "--compare-sdk", "lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2", "--state", "not-running", "--event",
                "open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "deep-link-flag-false",
            arguments: [
                "simulate", "--open-deep-links-in-foreground", "false", "--presentation", "list",
                "--state", "foreground", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "several-payloads-stdin-json",
            arguments: [
                "simulate", "--format", "json", "--state", "foreground",
                "--event", "receive",
            ],
            stdin: #"{"_lpx":{"__name__":"x"},"aps":{"alert":"a"}} {"wzrk_id":"1","_lpm":2,"aps":{}}"#),
        .init(
            name: "invalid-payload-others-still-run",
            arguments: ["simulate", "--state", "background", "--event", "open"],
            stdin: "{\"aps\":\n{\"alert\": }}\n{\"W$id\":\"1\",\"aps\":{\"alert\":\"x\"}}\n", status: 1),
        .init(name: "missing-file", arguments: ["simulate", "samples/nope.json"], status: 2),
        .init(name: "bad-presentation", arguments: ["simulate", "--presentation", "banner,popup"], status: 64),
        .init(name: "bad-token", arguments: ["simulate", "--token", "abc"], status: 64),
        .init(name: "bad-migration", arguments: ["simulate", "--migration", "both"], status: 64),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "simulate")
    }

    /// Every JSON sample, every cell: one object per payload per cell with the documented fields.
    @Test(arguments: [
        "seed-leanplum.json", "seed-clevertap.json", "both-sdks.json", "firebase.json", "simulator.apns",
        "pushes.ndjson",
    ])
    func jsonRecordsCarryTheDocumentedFields(_ sample: String) throws {
        let result = try CommandRunner.run(["simulate", "--format", "json", "samples/" + sample])
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count % 6 == 0 && !lines.isEmpty)
        for line in lines {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(
                Array(record.keys).sorted()
                    == [
                        "clevertap_sdk", "event", "handler", "input", "leanplum_sdk", "line", "state", "trace",
                        "warnings", "woken",
                    ])
            #expect(record["leanplum_sdk"] as? String == "6.6.1")
            #expect(record["clevertap_sdk"] as? String == "7.7.1")
            let trace = try #require(record["trace"] as? [[String: Any]])
            for step in trace { #expect(Set(step.keys) == ["actor", "call", "note"]) }
            let warnings = try #require(record["warnings"] as? [[String: Any]])
            for warning in warnings {
                #expect(Set(warning.keys) == ["code", "severity", "step", "message"])
                if let step = warning["step"] as? Int { #expect(step >= 1 && step <= trace.count) }
            }
        }
    }

    @Test func helpListsSimulate() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.standardOutput.contains("simulate"))
        let commandHelp = try CommandRunner.run(["simulate", "--help"])
        #expect(commandHelp.standardOutput.hasPrefix("usage: pushroute simulate"))
    }
}
