import Foundation
import Testing

@testable import PushRouteRules

/// `.pushroute.json`: found by walking up from each file (the nearest wins, whole),
/// overrides applied in order by their globs, `exclude`, and the command line over the
/// file, as `lint --print-config` shows them; then whole runs and every kind of error.
@Suite struct ConfigTests {
    /// A repository of fixtures with a configuration at the top and one in `team/`.
    static func tree() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(
            ".pushroute.json",
            """
            {
              "$schema": "https://example.com/pushroute-config.schema.json",
              "fail_on": "warning",
              "rules": {"unrouted-payload": "info", "clevertap-no-account": "error"},
              "exclude": ["legacy/**", "**/*.draft.json"],
              "overrides": [
                {"files": ["background/**"], "push_type": "background", "priority": 5},
                {"files": ["**/voip-*.json"], "push_type": "voip", "rules": {"payload-near-limit": "off"}},
                {"files": ["background/old/**"], "exclude": ["**"]}
              ]
            }

            """)
        try scratch.write(
            "team/.pushroute.json",
            """
            {"rules": {"clevertap-no-account": "off", "both-sdks": "info"}}

            """)
        try scratch.copy("samples/silent-background.json", to: "background/silent.json")
        try scratch.copy("samples/silent-background.json", to: "background/old/silent.json")
        try scratch.copy("samples/seed-leanplum.json", to: "background/voip-call.json")
        try scratch.copy("samples/clevertap-no-account.json", to: "alerts/ct.json")
        try scratch.copy("samples/clevertap-no-account.json", to: "alerts/ct.draft.json")
        try scratch.copy("samples/firebase.json", to: "alerts/firebase.json")
        try scratch.copy("samples/seed-clevertap.json", to: "legacy/seed.json")
        try scratch.copy("samples/clevertap-no-account.json", to: "team/ct.json")
        try scratch.copy("samples/both-sdks.json", to: "team/nested/both.json")
        return scratch
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var flags: [String] = []
        var config: String?
        var overrides: [Int] = []
        var excluded = false
        var failOn = "warning"
        var pushType: String?
        var priority: Int?
        /// Rules whose setting the row checks.
        var rules: [String: String] = [:]
        var testDescription: String { ([file] + flags).joined(separator: " ") }
    }

    static let rows: [Row] = [
        Row(
            file: "alerts/ct.json", config: ".pushroute.json",
            rules: ["clevertap-no-account": "error", "unrouted-payload": "info"]),
        Row(
            file: "background/silent.json", config: ".pushroute.json", overrides: [0], pushType: "background",
            priority: 5),
        // Overrides in order: the later one wins where both set a key.
        Row(
            file: "background/voip-call.json", config: ".pushroute.json", overrides: [0, 1], pushType: "voip",
            priority: 5,
            rules: ["payload-near-limit": "off"]),
        Row(
            file: "background/old/silent.json", config: ".pushroute.json", overrides: [0, 2], excluded: true,
            pushType: "background", priority: 5),
        Row(file: "legacy/seed.json", config: ".pushroute.json", excluded: true),
        Row(file: "alerts/ct.draft.json", config: ".pushroute.json", excluded: true),
        // The nearest configuration wins, whole: nothing of the top one is merged in.
        Row(
            file: "team/ct.json", config: "team/.pushroute.json", failOn: "error",
            rules: ["clevertap-no-account": "off", "both-sdks": "info", "unrouted-payload": "off"]),
        Row(
            file: "team/nested/both.json", config: "team/.pushroute.json", failOn: "error", rules: ["both-sdks": "info"]
        ),
        // The command line wins over the file.
        Row(
            file: "background/silent.json", flags: ["--priority", "10"], config: ".pushroute.json", overrides: [0],
            pushType: "background", priority: 10),
        Row(
            file: "background/silent.json", flags: ["--push-type", "alert", "--fail-on", "error"],
            config: ".pushroute.json", overrides: [0], failOn: "error", pushType: "alert", priority: 5),
        Row(
            file: "team/ct.json", flags: ["--enable", "clevertap-no-account"], config: "team/.pushroute.json",
            failOn: "error", rules: ["clevertap-no-account": "warning"]),
        Row(
            file: "alerts/ct.json", flags: ["--disable", "clevertap-no-account"], config: ".pushroute.json",
            rules: ["clevertap-no-account": "off"]),
        Row(
            file: "alerts/ct.json", flags: ["--no-config"], failOn: "error",
            rules: ["clevertap-no-account": "warning", "unrouted-payload": "off"]),
        // --config names one file for every input; its globs are relative to its own folder.
        Row(
            file: "background/silent.json", flags: ["--config", "team/.pushroute.json"], config: "team/.pushroute.json",
            failOn: "error"),
        // A file that is not there yet has settings too (pre-commit names new files).
        Row(file: "new/deeper/x.json", config: ".pushroute.json"),
    ]

    @Test(arguments: rows)
    func printConfig(_ row: Row) throws {
        let scratch = try Self.tree()
        let result = try scratch.run(["lint"] + row.flags + ["--print-config", row.file])
        #expect(result.status == 0, "\(result.standardError)")
        let settings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(settings["file"] as? String == row.file)
        #expect(settings["config"] as? String == row.config)
        #expect(settings["overrides"] as? [Int] == row.overrides)
        #expect(settings["excluded"] as? Bool == row.excluded)
        #expect(settings["fail_on"] as? String == row.failOn)
        #expect(settings["push_type"] as? String == row.pushType)
        #expect(settings["priority"] as? Int == row.priority)
        let rules = try #require(settings["rules"] as? [String: String])
        for (rule, setting) in row.rules { #expect(rules[rule] == setting, "\(rule)") }
    }

    /// The whole tree linted: excluded files skipped, each file with its own settings.
    @Test func lintsTheTreeWithEachFilesSettings() throws {
        let scratch = try Self.tree()
        let result = try scratch.run(["lint", "--enable", "unrouted-payload", "."])
        #expect(result.status == 1)
        try Golden.check(result.standardOutput, against: "config/tree.out")
        try Golden.check(result.standardError, against: "config/tree.err")
        try scratch.checkFixturesIntact()
    }

    /// Every error of a configuration at its line and column, with a did-you-mean; nothing
    /// is linted and the status is 64.
    @Test func errorsAreLocatedAndStopTheRun() throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "fixtures/both.json")
        try scratch.copy("Tests/Fixtures/config/errors.pushroute.json", to: "fixtures/.pushroute.json")
        let result = try scratch.run(["lint", "fixtures"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        try Golden.check(result.standardError, against: "config/errors.err")
        let printed = try scratch.run(["lint", "--print-config", "fixtures/both.json"])
        #expect(printed.status == 64)
        #expect(printed.standardError == result.standardError)
    }

    @Test(
        arguments: [
            (
                "[1, 2]\n",
                ".pushroute.json:1:1: error: expected an object for the configuration, found an array [config-type]\n[1, 2]\n^\n"
            ),
            (
                "{\"rules\": {}} {}\n",
                ".pushroute.json:1:15: error: a configuration holds one JSON object; found 2 documents [config-syntax]\n{\"rules\": {}} {}\n              ^\n"
            ),
            (
                "{\"fail_on\": \"warning\",}\n",
                ".pushroute.json:1:22: error: not strict JSON: trailing ',' before '}' dropped [config-syntax]\n{\"fail_on\": \"warning\",}\n                     ^\n"
            ),
            (
                "{\"priority\": 5, \"priority\": 10}\n",
                ".pushroute.json:1:2: error: key 'priority' appears more than once; write it once [config-syntax]\n{\"priority\": 5, \"priority\": 10}\n ^\n"
            ),
            (
                "{\"exclude\": \"legacy/**\"}\n",
                ".pushroute.json:1:13: error: expected an array of globs for 'exclude', found string \"legacy/**\" [config-type]\n{\"exclude\": \"legacy/**\"}\n            ^\n"
            ),
            (
                "{\"overrides\": [{\"files\": [], \"overrides\": []}]}\n",
                ".pushroute.json:1:26: error: 'overrides[0].files' is empty; an override applies to the files its globs match [config-type]\n{\"overrides\": [{\"files\": [], \"overrides\": []}]}\n                         ^\n.pushroute.json:1:30: error: unknown key 'overrides' in 'overrides[0]' [config-unknown-key]\n{\"overrides\": [{\"files\": [], \"overrides\": []}]}\n                             ^\n"
            ),
            (
                "{\"aps-badge\": \"off\"}\n",
                ".pushroute.json:1:2: error: unknown key 'aps-badge' in the configuration [config-unknown-key]\n{\"aps-badge\": \"off\"}\n ^\n"
            ),
        ] as [(String, String)])
    func oneError(_ text: String, _ expected: String) throws {
        let scratch = try Scratch()
        try scratch.write(".pushroute.json", text)
        let result = try scratch.run(["lint", "--print-config", "x.json"])
        #expect(result.status == 64)
        #expect(result.standardError == expected)
    }

    @Test func aMissingConfigFileIsAnError() throws {
        let scratch = try Scratch()
        let result = try scratch.run(["lint", "--config", "nope.json", "x.json"])
        #expect(result.status == 64)
        #expect(result.standardError == "nope.json: error: cannot read the configuration: no such file or directory\n")
    }

    /// The JSON Schema shipped for editors names exactly the keys and rules the reader takes.
    @Test func schemaForEditorsMatchesTheReader() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: CommandRunner.root.appendingPathComponent("docs/pushroute-config.schema.json")))
                as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(
            Set(properties.keys) == [
                "$schema", "rules", "fail_on", "push_type", "priority", "exclude", "include", "overrides",
            ])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let rules = try #require((definitions["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(LintRules.ids))
        for rule in LintRules.all {
            let description = (rules[rule.id.rawValue] as? [String: Any])?["description"] as? String
            #expect(
                description?.hasPrefix(rule.explanation + ". Default: " + rule.severity.rawValue) == true, "\(rule.id)")
        }
        let override = try #require(((definitions["override"] as? [String: Any])?["properties"] as? [String: Any]))
        #expect(Set(override.keys) == ["files", "rules", "fail_on", "push_type", "priority", "exclude", "include"])
    }
}
