import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// Findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format),
/// the form GitHub code scanning uploads.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The whole log: one run, every rule described in `tool.driver.rules`. With a
    /// baseline, each result has its `baselineState`: `new`, or `absent` for a baseline
    /// entry no finding matches any more (then with the rule it recorded, and no region).
    public static func document(_ findings: [ReportedFinding], rules: [LintRuleInfo] = LintRules.all) -> JSONValue {
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id.rawValue, $0) })
        let run: JSONValue = [
            "tool": ["driver": driver(rules)],
            // Columns count characters, not UTF-16 units.
            "columnKind": "unicodeCodePoints",
            "results": .array(findings.map { result($0, indices: indices) }),
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

    /// Where a rule's whole description is installed: the manual, whose LINT RULES section
    /// lists every rule (`make install` puts it in `share/man/man1`).
    public static let helpURI = "man:pushroute(1)"

    /// A rule as code scanning shows it: the one-line summary, the summary and the rule's
    /// `why` (what `lint --explain` says), as text and as Markdown, and the manual.
    private static func descriptor(_ rule: LintRuleInfo) -> JSONValue {
        let id = rule.id.rawValue
        let more = "pushroute lint --explain \(id)"
        let text =
            "What it checks: \(rule.explanation).\n\nWhy it matters: \(rule.why).\n\n"
            + "An example it fires on and one it stays quiet on: `\(more)`; every rule: man pushroute, LINT RULES."
        let markdown =
            "**What it checks:** \(Markdown.escaped(rule.explanation)).\n\n**Why it matters:** \(Markdown.escaped(rule.why)).\n\n"
            + "An example it fires on and one it stays quiet on: `\(more)`; every rule: `man pushroute`, LINT RULES."
        return [
            "id": .string(id),
            "shortDescription": ["text": .string(rule.explanation)],
            "fullDescription": ["text": .string("\(rule.explanation). \(rule.why).")],
            "help": ["text": .string(text), "markdown": .string(markdown)],
            "helpUri": .string(helpURI),
            "defaultConfiguration": ["level": .string(level(rule.severity)), "enabled": .bool(rule.enabledByDefault)],
        ]
    }

    private static func result(_ reported: ReportedFinding, indices: [String: Int]) -> JSONValue {
        let finding = reported.diagnostic
        let ruleID = reported.recordedRule ?? finding.rule?.rawValue ?? ""
        var object = JSONObject()
        object.append("ruleId", .string(ruleID))
        if let ruleIndex = indices[ruleID] { object.append("ruleIndex", .integer(Int64(ruleIndex))) }
        object.append("level", .string(level(finding.severity)))
        object.append("message", ["text": .string(finding.message)])
        var physical: JSONObject = JSONObject([
            .init(key: "artifactLocation", value: ["uri": .string(uri(finding.file))])
        ])
        if let location = finding.location {
            physical.append(
                "region",
                ["startLine": .integer(Int64(location.line)), "startColumn": .integer(Int64(location.column))])
        }
        object.append("locations", [["physicalLocation": .object(physical)]])
        if let state = reported.baselineState { object.append("baselineState", .string(state.rawValue)) }
        if let fix = reported.finding.fix { object.append("properties", ["fix": .string(fix.summary)]) }
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
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar)
            {
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
