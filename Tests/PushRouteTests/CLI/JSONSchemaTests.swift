import Foundation
import PushRouteCore
import PushRouteReader
import Testing

/// `docs/schemas/`: one schema per command's JSON output, which `CommandRunner` checks every
/// JSON output of the suite against; here, that the schemas and the checker mean it.
@Suite struct JSONSchemaTests {
    static let names = [
        "classify", "simulate", "lint", "normalize", "rules", "lint-config", "baseline", "app-profile", "app-infer",
        "session",
    ]

    static func value(_ text: String) throws -> JSONValue { try Jansson.decode(text).get() }

    @Test(arguments: names)
    func schemaIsDraft202012(_ name: String) throws {
        let schema = try JSONSchemaValidator.named(name).root
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    /// Each schema names itself by its `$id` (installed in `share/pushroute/schemas` under the
    /// same file name, `make install-files`), and the folder holds no schema the list lacks.
    @Test(arguments: names)
    func schemaIdNamesItsFile(_ name: String) throws {
        let schema = try JSONSchemaValidator.named(name).root
        #expect(schema["$id"] == .string("https://pushroute.invalid/schemas/\(name).schema.json"))
    }

    @Test func everySchemaInTheFolderIsListed() throws {
        let folder = CommandRunner.root.appendingPathComponent("docs/schemas").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".schema.json") }
        #expect(Set(files) == Set(Self.names.map { "\($0).schema.json" }))
    }

    /// The man page names every schema and makes the promise.
    @Test func manPagePromisesStableFields() throws {
        let man = try String(contentsOf: CommandRunner.root.appendingPathComponent("man/pushroute.1"), encoding: .utf8)
        #expect(man.contains("fields are added, never renamed or removed"))
        let text = man.replacing("\\-", with: "-")  // roff writes a hyphen as \-
        for name in Self.names { #expect(text.contains("\(name).schema.json"), "\(name)") }
    }

    @Test func outputsOfTheSamplesFollowTheirSchemas() throws {
        let samples = [
            "samples/seed-clevertap.json", "samples/seed-leanplum.json", "samples/pushes.ndjson",
            "samples/paste-lldb.txt",
        ]
        for (command, validator) in [
            ("classify", try JSONSchemaValidator.named("classify")),
            ("simulate", try JSONSchemaValidator.named("simulate")),
        ] {
            let result = try CommandRunner.run([command, "--format", "json"] + samples)
            let records = result.standardOutput.split(separator: "\n")
            #expect(!records.isEmpty)
            for record in records {
                #expect(validator.errors(try Self.value(String(record))) == [], "\(command): \(record.prefix(80))")
            }
        }
        let normalize = try JSONSchemaValidator.named("normalize")
        for sample in samples.prefix(2) {
            let result = try CommandRunner.run(["normalize", sample])
            #expect(normalize.errors(try Self.value(result.standardOutput)) == [])
        }
    }

    /// `lint --list-rules --format json`, `simulate --print-app` of every sample profile, and
    /// `app infer` of a fixture repository follow their schemas; so does every sample profile
    /// itself, as `simulate --app` reads it.
    @Test func rulesAndProfilesFollowTheirSchemas() throws {
        let rules = try CommandRunner.run(["lint", "--list-rules", "--format", "json"])
        #expect(try JSONSchemaValidator.named("rules").errors(try Self.value(rules.standardOutput)) == [])
        let profile = try JSONSchemaValidator.named("app-profile")
        let apps = CommandRunner.root.appendingPathComponent("samples/apps")
        let names = try FileManager.default.contentsOfDirectory(atPath: apps.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(!names.isEmpty)
        for name in names {
            let file = "samples/apps/" + name
            #expect(
                profile.errors(
                    try Self.value(try String(contentsOf: apps.appendingPathComponent(name), encoding: .utf8))) == [],
                "\(file)")
            let printed = try CommandRunner.run(["simulate", "--print-app", "--app", file])
            #expect(printed.status == 0)
            #expect(profile.errors(try Self.value(printed.standardOutput)) == [], "--print-app --app \(file)")
        }
        let repository = "Tests/Fixtures/repos/service-extension"
        let inferred = try CommandRunner.run(["app", "infer", "--format", "json", repository])
        #expect(try JSONSchemaValidator.named("app-infer").errors(try Self.value(inferred.standardOutput)) == [])
        let alone = try CommandRunner.run(["app", "infer", "--format", "profile", repository])
        #expect(profile.errors(try Self.value(alone.standardOutput)) == [])
    }

    /// `lint --print-config` (also checked on every run, by `CommandRunner`) and the file
    /// `lint --write-baseline` writes follow their schemas.
    @Test func settingsAndBaselineFollowTheirSchemas() throws {
        let settings = try CommandRunner.run(["lint", "--print-config", "samples/seed-clevertap.txt"])
        #expect(settings.status == 0)
        #expect(try JSONSchemaValidator.named("lint-config").errors(try Self.value(settings.standardOutput)) == [])
        let scratch = try Scratch()
        try scratch.write("bad.json", #"{"aps":{"alert":"a"},"wzrk_acct_id":"W84-WW7-123A","wzrk_dl":"https:"}"#)
        let written = try scratch.run(["lint", "--write-baseline", "baseline.json", "bad.json"])
        #expect(written.status == 0)
        let baseline = try Self.value(try scratch.read("baseline.json"))
        guard case .array(let findings)? = baseline["findings"] else {
            Issue.record("no findings array")
            return
        }
        #expect(findings.count == 1)
        #expect(try JSONSchemaValidator.named("baseline").errors(baseline) == [])
    }

    /// A record that lost a field, a field of the wrong type, a handler outside the rule.
    @Test(arguments: [
        ("classify", #"{"input":"a","line":1,"status":"valid","handler":"leanplum"}"#, "'matched_keys' is missing"),
        (
            "classify",
            #"{"input":"a","line":"1","status":"valid","handler":"leanplum","matched_keys":[],"shadowed_keys":[],"content_available":false,"mutable_content":false,"silent":false,"looks_like":null,"looks_like_keys":[],"errors":[],"repairs":[]}"#,
            "$.line: string is not integer"
        ),
        (
            "classify",
            #"{"input":"a","line":1,"status":"valid","handler":"nobody","matched_keys":[],"shadowed_keys":[],"content_available":false,"mutable_content":false,"silent":false,"looks_like":null,"looks_like_keys":[],"errors":[],"repairs":[]}"#,
            "$.handler: 'nobody' is not one of the enum"
        ),
        (
            "simulate",
            #"{"input":"a","line":1,"state":"background","event":"open","leanplum_sdk":"6.6.1","handler":null,"woken":true,"trace":[],"warnings":[]}"#,
            "matches 0 of the oneOf schemas"
        ),
        (
            "lint", #"{"findings":[{"file":"a","line":1,"column":1,"severity":"fatal","rule":"x","message":"m"}]}"#,
            "$.findings[0].severity: 'fatal' is not one of the enum"
        ),
        (
            "rules",
            #"{"rules":[{"id":"x","severity":"error","enabled_by_default":true,"fixable":"yes","summary":"s","why":"w"}]}"#,
            "$.rules[0].fixable: string is not boolean"
        ),
        (
            "rules",
            #"{"rules":[{"id":"x","severity":"error","enabled_by_default":true,"fixable":true,"summary":"s"}]}"#,
            "'why' is missing"
        ),
        (
            "app-profile", #"{"profile":1,"leanplum":{"start":"soon"}}"#,
            "$.leanplum.start: 'soon' is not one of the enum"
        ),
        ("app-profile", #"{"migration":"lp"}"#, "'profile' is missing"),
        (
            "app-infer", #"{"repository":"r","profile":{"profile":2},"fields":[]}"#,
            "$.profile.profile: integer is not one of the enum"
        ),
        (
            "lint-config",
            #"{"file":"f","config":null,"overrides":[],"excluded":false,"fail_on":"error","push_type":null,"priority":null,"rules":{"x":"loud"}}"#,
            "$.rules.x: 'loud' is not one of the enum"
        ),
        ("baseline", #"{"version":1,"findings":[{"file":"f","rule":"r","path":"/a"}]}"#, "'fingerprint' is missing"),
        ("baseline", #"{"version":2,"findings":[]}"#, "$.version: integer is not one of the enum"),
    ])
    func brokenRecordsFail(_ name: String, _ record: String, _ error: String) throws {
        let errors = try JSONSchemaValidator.named(name).errors(try Self.value(record))
        #expect(errors.contains { $0.contains(error) }, "\(errors)")
    }

    /// A comparison's `differences` entry may not grow fields the schema does not name.
    @Test func differencesAreClosed() throws {
        let base =
            #"{"input":"a","line":1,"state":"background","event":"open","leanplum_sdk":"6.6.1","handler":"none","woken":true,"trace":[],"warnings":[],"differences":[{"place":"p","line":null,"handler":["none","clevertap"],"handled":[0,1],"woken":[true,true],"gained":[],"lost":[],"summary":"s"EXTRA}]}"#
        let validator = try JSONSchemaValidator.named("simulate")
        #expect(validator.errors(try Self.value(base.replacing("EXTRA", with: ""))) == [])
        #expect(!validator.errors(try Self.value(base.replacing("EXTRA", with: #","why":1"#))).isEmpty)
    }

    /// Which runs the suite checks, and against which schema.
    @Test(
        arguments: [
            (["classify", "--format", "json", "x"], "classify"), (["simulate", "-f", "json", "x"], "simulate"),
            (["lint", "--format=json", "x"], "lint"), (["simulate", "x"], nil),
            (["simulate", "--print-app"], "app-profile"),
            (["lint", "--list-rules", "--format", "json"], "rules"), (["lint", "--list-rules"], nil),
            (["lint", "--explain", "x"], nil),
            (["app", "infer", "-f", "json", "d"], "app-infer"),
            (["app", "infer", "--format=profile", "d"], "app-profile"),
            (["app", "infer", "d"], nil), (["session", "--format", "json", "x"], "session"), (["session", "x"], nil),
        ] as [([String], String?)])
    func schemaChosenForArguments(_ arguments: [String], _ expected: String?) {
        #expect(JSONOutputSchemas.schema(for: arguments)?.name == expected)
    }
}
