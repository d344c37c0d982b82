import Foundation
import Testing

@testable import PushRouteRules

/// The manual lists every lint rule; the README shows the CI job.
@Suite struct LintDocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: CommandRunner.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The LINT RULES section of the man page, up to the next section.
    static func manRulesSection() throws -> Substring {
        let man = try read("man/pushroute.1")
        let start = try #require(man.range(of: "\n.SH LINT RULES\n"))
        let rest = man[start.upperBound...]
        return rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
    }

    @Test(arguments: LintRules.ids)
    func manPageListsRuleWithSeverity(_ id: String) throws {
        let rule = try #require(LintRules.rule(id))
        let heading = ".BR \(id.replacing("-", with: "\\-")) \" (\(rule.severity.rawValue)"
        let section = try Self.manRulesSection()
        #expect(section.contains(heading), "man page LINT RULES lacks \(heading)")
        if !rule.enabledByDefault {
            #expect(section.contains(heading + ", off by default)\""))
        }
    }

    @Test func manPageListsNoOtherRules() throws {
        let headings = try Self.manRulesSection().split(separator: "\n").filter {
            $0.hasPrefix(".BR ") && $0.contains("\" (")
        }
        #expect(headings.count == LintRules.all.count)
    }

    /// The ids of the configuration, baseline and rewrite diagnostics are in the manual.
    @Test(
        arguments: ConfigRule.allCases.map(\.rawValue) + BaselineRule.allCases.map(\.rawValue)
            + RewriteRule.allCases.map(\.rawValue))
    func manPageNamesDiagnosticID(_ id: String) throws {
        #expect(try Self.read("man/pushroute.1").contains(id.replacing("-", with: "\\-")))
    }

    @Test func readmeShowsTheCIJob() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains("pushroute lint --format github"))
        #expect(readme.contains("pushroute lint --format sarif"))
        #expect(readme.contains("github/codeql-action/upload-sarif"))
    }
}
