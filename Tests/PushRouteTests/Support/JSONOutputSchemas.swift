import Foundation
import PushRouteCore
import PushRouteReader
import Testing

/// Every JSON output a test makes `pushroute` write is checked against its command's
/// schema in `docs/schemas/` (`CommandRunner.run` calls `check`): `classify` and `simulate`
/// line by line, `lint` as one document.
enum JSONOutputSchemas {
    /// The schema that `arguments`' output follows, and whether it is one record per line;
    /// nil for an output that is not a command's JSON records.
    static func schema(for arguments: [String]) -> (name: String, perLine: Bool)? {
        guard let command = arguments.first, ["classify", "simulate", "lint"].contains(command) else { return nil }
        let other: Set<String> = ["--print-app", "--list-rules", "--explain", "--help", "-h", "--version", "-V"]
        guard !arguments.contains(where: other.contains) else { return nil }
        let json = arguments.contains("--format=json") || arguments.contains("-fjson")
            || zip(arguments, arguments.dropFirst()).contains { ($0 == "--format" || $0 == "-f") && $1 == "json" }
        guard json else { return nil }
        return (command, command != "lint")
    }

    /// Records an issue for each record of `output` that breaks the schema.
    static func check(arguments: [String], output: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let (name, perLine) = schema(for: arguments), !output.isEmpty else { return }
        do {
            let validator = try JSONSchemaValidator.named(name)
            let documents = perLine ? output.split(separator: "\n").map(String.init) : [output]
            for document in documents {
                let value = try Jansson.decode(document).get()
                let errors = validator.errors(value)
                if !errors.isEmpty {
                    Issue.record("pushroute \(arguments.joined(separator: " ")): breaks docs/schemas/\(name).schema.json: \(errors.prefix(5))", sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record("pushroute \(arguments.joined(separator: " ")): JSON output not checked: \(error)")
        }
    }
}
