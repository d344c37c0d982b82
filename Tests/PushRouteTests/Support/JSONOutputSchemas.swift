import Foundation
import PushRouteCore
import PushRouteReader
import Testing

/// Every JSON output a test makes `pushroute` write is checked against its schema in
/// `docs/schemas/` (`CommandRunner.run` calls `check`): `classify` and `simulate` line by
/// line; `lint`, `lint --list-rules` (`rules`), `lint --print-config` (`lint-config`),
/// `simulate --print-app` and `app infer --format profile` (`app-profile`) and `app infer
/// --format json` (`app-infer`) as one document; `session` line by line. (The file `lint --write-baseline` writes
/// is checked in `JSONSchemaTests`.)
enum JSONOutputSchemas {
    /// The schema that `arguments`' output follows, and whether it is one record per line;
    /// nil for an output that is not JSON records or a JSON document of the command.
    static func schema(for arguments: [String]) -> (name: String, perLine: Bool)? {
        guard let command = arguments.first else { return nil }
        let format = Self.format(arguments)
        let other: Set<String> = ["--help", "-h", "--version", "-V"]
        guard !arguments.contains(where: other.contains) else { return nil }
        switch command {
        case "simulate" where arguments.contains("--print-app"): return ("app-profile", false)
        case "lint" where arguments.contains("--list-rules"): return format == "json" ? ("rules", false) : nil
        case "lint" where arguments.contains("--print-config"): return ("lint-config", false)
        case "app" where arguments.dropFirst().first == "infer":
            return format == "json" ? ("app-infer", false) : format == "profile" ? ("app-profile", false) : nil
        case "session": return format == "json" ? ("session", true) : nil
        case "classify", "simulate", "lint":
            guard format == "json", !arguments.contains(where: ["--explain", "--list-rules"].contains) else {
                return nil
            }
            return (command, command != "lint")
        default: return nil
        }
    }

    /// The value of `--format`/`-f` (`--format=F`, `-fF`), the last one given.
    static func format(_ arguments: [String]) -> String? {
        var format: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--format" || argument == "-f", index + 1 < arguments.count { format = arguments[index + 1] }
            if argument.hasPrefix("--format=") { format = String(argument.dropFirst("--format=".count)) }
            if argument.hasPrefix("-f"), argument.count > 2, !argument.hasPrefix("--") {
                format = String(argument.dropFirst(2))
            }
        }
        return format
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
                    Issue.record(
                        "pushroute \(arguments.joined(separator: " ")): breaks docs/schemas/\(name).schema.json: \(errors.prefix(5))",
                        sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record("pushroute \(arguments.joined(separator: " ")): JSON output not checked: \(error)")
        }
    }
}
