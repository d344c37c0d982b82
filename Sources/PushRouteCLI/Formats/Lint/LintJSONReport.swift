import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// Findings as one JSON document: `{"findings": [{file, line, column, severity, rule, message}]}`.
public enum LintJSONReport {
    public static func document(_ findings: [Diagnostic]) -> JSONValue {
        ["findings": .array(findings.map(record))]
    }

    static func record(_ finding: Diagnostic) -> JSONValue {
        [
            "file": .string(finding.file),
            "line": .integer(Int64(finding.position.line)),
            "column": .integer(Int64(finding.position.column)),
            "severity": .string(finding.severity.rawValue),
            "rule": .string(finding.rule?.rawValue ?? ""),
            "message": .string(finding.message),
        ]
    }
}
