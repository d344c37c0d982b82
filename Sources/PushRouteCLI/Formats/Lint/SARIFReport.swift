import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// Findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
/// the form GitHub code scanning uploads.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The whole log: one run, every rule described in `tool.driver.rules`.
    public static func document(_ findings: [Diagnostic], rules: [LintRuleInfo] = LintRules.all) -> JSONValue {
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let run: JSONValue = [
            "tool": ["driver": driver(rules)],
            // Columns count characters, not UTF-16 units.
            "columnKind": "unicodeCodePoints",
            "results": .array(findings.map { result($0, ruleIndex: $0.rule.flatMap { indices[$0] }) }),
        ]
        return ["$schema": .string(schema), "version": "2.1.0", "runs": [run]]
    }

    private static func driver(_ rules: [LintRuleInfo]) -> JSONValue {
        [
            "name": "pushroute",
            "version": .string(CommandLineTool.version),
            "rules": .array(rules.map(descriptor)),
        ]
    }

    private static func descriptor(_ rule: LintRuleInfo) -> JSONValue {
        [
            "id": .string(rule.id.rawValue),
            "shortDescription": ["text": .string(rule.explanation)],
            "defaultConfiguration": ["level": .string(level(rule.severity)), "enabled": .bool(rule.enabledByDefault)],
        ]
    }

    private static func result(_ finding: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var object = JSONObject()
        object.append("ruleId", .string(finding.rule?.rawValue ?? ""))
        if let ruleIndex { object.append("ruleIndex", .integer(Int64(ruleIndex))) }
        object.append("level", .string(level(finding.severity)))
        object.append("message", ["text": .string(finding.message)])
        object.append("locations", [[
            "physicalLocation": [
                "artifactLocation": ["uri": .string(uri(finding.file))],
                "region": ["startLine": .integer(Int64(finding.position.line)), "startColumn": .integer(Int64(finding.position.column))],
            ],
        ]])
        return .object(object)
    }

    /// SARIF levels: `error`, `warning`, `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .note: "note"
        }
    }

    /// A file name as a relative URI reference: bytes other than unreserved
    /// characters and `/` are percent-encoded.
    public static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + hex(byte)
            }
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
