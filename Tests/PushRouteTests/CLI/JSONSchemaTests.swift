import Foundation
import PushRouteCore
import PushRouteReader
import Testing

/// `docs/schemas/`: one schema per command's JSON output, which `CommandRunner` checks every
/// JSON output of the suite against; here, that the schemas and the checker mean it.
@Suite struct JSONSchemaTests {
    static let names = ["classify", "simulate", "lint", "normalize"]

    static func value(_ text: String) throws -> JSONValue { try Jansson.decode(text).get() }

    @Test(arguments: names)
    func schemaIsDraft202012(_ name: String) throws {
        let schema = try JSONSchemaValidator.named(name).root
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    /// The man page names every schema and makes the promise.
    @Test func manPagePromisesStableFields() throws {
        let man = try String(contentsOf: CommandRunner.root.appendingPathComponent("man/pushroute.1"), encoding: .utf8)
        #expect(man.contains("fields are added, never renamed or removed"))
        for name in Self.names { #expect(man.contains("\(name).schema.json")) }
    }

    @Test func outputsOfTheSamplesFollowTheirSchemas() throws {
        let samples = ["samples/seed-clevertap.json", "samples/seed-leanplum.json", "samples/pushes.ndjson", "samples/paste-lldb.txt"]
        for (command, validator) in [("classify", try JSONSchemaValidator.named("classify")), ("simulate", try JSONSchemaValidator.named("simulate"))] {
            let result = try CommandRunner.run([command, "--format", "json"] + samples)
            let records = result.standardOutput.split(separator: "\n")
            #expect(!records.isEmpty)
            for record in records { #expect(validator.errors(try Self.value(String(record))) == [], "\(command): \(record.prefix(80))") }
        }
        let normalize = try JSONSchemaValidator.named("normalize")
        for sample in samples.prefix(2) {
            let result = try CommandRunner.run(["normalize", sample])
            #expect(normalize.errors(try Self.value(result.standardOutput)) == [])
        }
    }

    /// A record that lost a field, a field of the wrong type, a handler outside the rule.
    @Test(arguments: [
        ("classify", #"{"input":"a","line":1,"status":"valid","handler":"leanplum"}"#, "'matched_keys' is missing"),
        ("classify", #"{"input":"a","line":"1","status":"valid","handler":"leanplum","matched_keys":[],"shadowed_keys":[],"content_available":false,"mutable_content":false,"silent":false,"looks_like":null,"looks_like_keys":[],"errors":[],"repairs":[]}"#, "$.line: string is not integer"),
        ("classify", #"{"input":"a","line":1,"status":"valid","handler":"nobody","matched_keys":[],"shadowed_keys":[],"content_available":false,"mutable_content":false,"silent":false,"looks_like":null,"looks_like_keys":[],"errors":[],"repairs":[]}"#, "$.handler: 'nobody' is not one of the enum"),
        ("simulate", #"{"input":"a","line":1,"state":"background","event":"open","leanplum_sdk":"6.6.1","handler":null,"woken":true,"trace":[],"warnings":[]}"#, "matches 0 of the oneOf schemas"),
        ("lint", #"{"findings":[{"file":"a","line":1,"column":1,"severity":"fatal","rule":"x","message":"m"}]}"#, "$.findings[0].severity: 'fatal' is not one of the enum"),
    ])
    func brokenRecordsFail(_ name: String, _ record: String, _ error: String) throws {
        let errors = try JSONSchemaValidator.named(name).errors(try Self.value(record))
        #expect(errors.contains { $0.contains(error) }, "\(errors)")
    }

    /// A comparison's `differences` entry may not grow fields the schema does not name.
    @Test func differencesAreClosed() throws {
        let base = #"{"input":"a","line":1,"state":"background","event":"open","leanplum_sdk":"6.6.1","handler":"none","woken":true,"trace":[],"warnings":[],"differences":[{"place":"p","line":null,"handler":["none","clevertap"],"handled":[0,1],"woken":[true,true],"gained":[],"lost":[],"summary":"s"EXTRA}]}"#
        let validator = try JSONSchemaValidator.named("simulate")
        #expect(validator.errors(try Self.value(base.replacing("EXTRA", with: ""))) == [])
        #expect(!validator.errors(try Self.value(base.replacing("EXTRA", with: #","why":1"#))).isEmpty)
    }

    /// Which runs the suite checks, and against which schema.
    @Test(arguments: [
        (["classify", "--format", "json", "x"], "classify"), (["simulate", "-f", "json", "x"], "simulate"),
        (["lint", "--format=json", "x"], "lint"), (["simulate", "x"], nil), (["simulate", "--print-app", "--format", "json"], nil),
        (["lint", "--list-rules", "--format", "json"], nil),
    ] as [([String], String?)])
    func schemaChosenForArguments(_ arguments: [String], _ expected: String?) {
        #expect(JSONOutputSchemas.schema(for: arguments)?.name == expected)
    }
}
