import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteRules

/// The machine-readable formats, checked for their structure rather than their text.
@Suite struct LintOutputFormatTests {
    static let inputs = ["samples", "samples/pushes.ndjson", "Tests/Fixtures/lint/tree", "Tests/Fixtures/lint/github"]

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func findings(format: String) throws -> [[String: Any]] {
        let result = try CommandRunner.run(["lint", "--format", format] + Self.inputs)
        #expect(result.status == 1)
        let document = try json(result.standardOutput)
        #expect(Set(document.keys) == ["findings"])
        return try #require(document["findings"] as? [[String: Any]])
    }

    @Test func jsonFindingsHaveTheSixFieldsAndAFix() throws {
        let records = try findings(format: "json")
        #expect(!records.isEmpty)
        for record in records {
            #expect(Set(record.keys).subtracting(["fix"]) == ["file", "line", "column", "severity", "rule", "message"])
            #expect(record["fix"] == nil || (record["fix"] as? String)?.isEmpty == false)
            #expect(record["file"] is String)
            #expect((record["line"] as? Int).map { $0 >= 1 } == true)
            #expect((record["column"] as? Int).map { $0 >= 1 } == true)
            #expect(["error", "warning", "info"].contains(record["severity"] as? String ?? ""))
            #expect(LintRules.ids.contains(record["rule"] as? String ?? ""))
            #expect(!(record["message"] as? String ?? "").isEmpty)
        }
    }

    /// SARIF 2.1.0: the properties code-scanning tools require, with their types.
    @Test func sarifIsStructurallyValid() throws {
        let result = try CommandRunner.run(["lint", "--format", "sarif"] + Self.inputs)
        #expect(result.status == 1)
        let log = try json(result.standardOutput)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "pushroute")
        #expect(driver["version"] is String)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRules.ids)
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            try checkHelp(rule)
            let configuration = try #require(rule["defaultConfiguration"] as? [String: Any])
            #expect(["none", "note", "warning", "error"].contains(configuration["level"] as? String ?? ""))
            #expect(configuration["enabled"] is Bool)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        for item in results { try checkResult(item, rules: rules) }
        try expectSameFindings(results, as: try findings(format: "json"))
    }

    /// Code scanning shows a rule's `fullDescription`, its `help` (text and Markdown: the
    /// summary and the `why` that `lint --explain` shows) and links `helpUri`, the manual.
    private func checkHelp(_ descriptor: [String: Any]) throws {
        let rule = try #require(LintRules.rule(descriptor["id"] as? String ?? ""))
        let full = try #require((descriptor["fullDescription"] as? [String: Any])?["text"] as? String)
        #expect(full == "\(rule.explanation). \(rule.why).")
        let help = try #require(descriptor["help"] as? [String: Any])
        let text = try #require(help["text"] as? String)
        #expect(text.contains("Why it matters: \(rule.why)."))
        #expect(text.contains("pushroute lint --explain \(rule.id.rawValue)"))
        let markdown = try #require(help["markdown"] as? String)
        #expect(markdown.contains("**Why it matters:** "))
        #expect(markdown.contains("`pushroute lint --explain \(rule.id.rawValue)`"))
        #expect(descriptor["helpUri"] as? String == "man:pushroute(1)")
    }

    private func checkResult(_ item: [String: Any], rules: [[String: Any]]) throws {
        let ruleID = try #require(item["ruleId"] as? String)
        let index = try #require(item["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == ruleID)
        #expect(["note", "warning", "error"].contains(item["level"] as? String ?? ""))
        #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        let locations = try #require(item["locations"] as? [[String: Any]])
        #expect(locations.count == 1)
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(URL(string: uri) != nil, "not a URI reference: \(uri)")
        #expect(!uri.contains(",") && !uri.contains(" "))
        let region = try #require(physical["region"] as? [String: Any])
        #expect((region["startLine"] as? Int).map { $0 >= 1 } == true)
        #expect((region["startColumn"] as? Int).map { $0 >= 1 } == true)
    }

    /// SARIF and JSON report the same findings, in the same order.
    private func expectSameFindings(_ results: [[String: Any]], as records: [[String: Any]]) throws {
        #expect(results.count == records.count)
        for (result, record) in zip(results, records) {
            #expect(result["ruleId"] as? String == record["rule"] as? String)
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            #expect(region?["startLine"] as? Int == record["line"] as? Int)
            #expect(region?["startColumn"] as? Int == record["column"] as? Int)
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri?.removingPercentEncoding == record["file"] as? String)
        }
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("100%", "100%25"),
        ("a\nb\r\nc", "a%0Ab%0D%0Ac"),
        ("a:b,c", "a:b,c"),
    ])
    func githubEscapesData(_ text: String, _ expected: String) {
        #expect(GitHubAnnotation.escapeData(text) == expected)
    }

    @Test(arguments: [
        ("dir/file.json", "dir/file.json"),
        ("a,b:c%d", "a%2Cb%3Ac%25d"),
        ("new\nline", "new%0Aline"),
    ])
    func githubEscapesProperties(_ text: String, _ expected: String) {
        #expect(GitHubAnnotation.escapeProperty(text) == expected)
    }

    @Test(arguments: [(Severity.error, "::error "), (.warning, "::warning "), (.info, "::notice ")])
    func githubCommandPerSeverity(_ severity: Severity, _ prefix: String) {
        let finding = Diagnostic(file: "a.json", line: 2, column: 3, severity: severity, rule: "r", message: "m")
        #expect(GitHubAnnotation.render(finding) == "\(prefix)file=a.json,line=2,col=3,title=r::m\n")
    }

    @Test(arguments: [
        ("samples/a.json", "samples/a.json"), ("odd,name%.json", "odd%2Cname%25.json"), ("<stdin>", "%3Cstdin%3E"),
        ("é b", "%C3%A9%20b"),
    ])
    func sarifURIs(_ path: String, _ expected: String) {
        #expect(SARIFReport.uri(path) == expected)
    }

    @Test func textFormatIsGCCStyleWithTheRule() throws {
        let result = try CommandRunner.run(["lint", "Tests/Fixtures/lint/tree/nested/c.payload"])
        #expect(
            result.standardOutput == """
                Tests/Fixtures/lint/tree/nested/c.payload:1:17: error: expected an integer of 0 or more for 'aps.badge', found integer -1 [aps-badge]
                {"aps":{"badge":-1},"_lpm":4}
                                ^
                1 finding (1 error) in 1 file

                """)
    }
}
