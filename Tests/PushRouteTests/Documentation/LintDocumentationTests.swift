import Foundation
import Testing

@testable import PushRouteRules

/// The manual names every configuration, baseline and rewrite diagnostic; the README shows the
/// CI job. (Its LINT RULES section is generated from the rules: `GeneratedManualTests`.)
@Suite struct LintDocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: CommandRunner.root.appendingPathComponent(path), encoding: .utf8)
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
