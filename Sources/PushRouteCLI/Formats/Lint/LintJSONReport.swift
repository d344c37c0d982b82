import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// Findings as one JSON document: `{"findings": [{file, line, column, severity, rule,
/// message}]}`, and `fix` for a finding `--fix` can fix.
public enum LintJSONReport {
    public static func document(_ findings: [ReportedFinding]) -> JSONValue {
        ["findings": .array(findings.map(record))]
    }

    static func record(_ reported: ReportedFinding) -> JSONValue {
        let finding = reported.diagnostic
        var object: JSONObject = JSONObject([
            .init(key: "file", value: .string(finding.file)),
            .init(key: "line", value: .integer(Int64(finding.position.line))),
            .init(key: "column", value: .integer(Int64(finding.position.column))),
            .init(key: "severity", value: .string(finding.severity.rawValue)),
            .init(key: "rule", value: .string(finding.rule?.rawValue ?? "")),
            .init(key: "message", value: .string(finding.message)),
        ])
        if let fix = reported.finding.fix { object.append("fix", .string(fix.summary)) }
        return .object(object)
    }
}
