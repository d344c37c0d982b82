import Foundation
import Testing

/// The settings line under a simulation page's verdict shows what was set as set, and a
/// setting left unset as not set, with the default the model assumes for it (as `--help`
/// names the defaults), never the default as if it were the app's.
@Suite struct SimulationSettingsLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var options: [String]
        var line: String
        var testDescription: String { options.isEmpty ? "no options" : options.joined(separator: " ") }
    }

    static let cases = [
        Case(
            options: [],
            line:
                "Leanplum 6.6.1 · CleverTap 7.7.1 · migration lp+ct · start: not set (the model&#39;s default: at-launch)"
                + " · CleverTap instance: not set (the model&#39;s default: when start is issued)"
                + " · account: not set (the model&#39;s default: the payload&#39;s wzrk_acct_id) · presentation [] · deep-link flag: not set"
        ),
        Case(
            options: ["--ct-instance", "at-start"],
            line:
                "Leanplum 6.6.1 · CleverTap 7.7.1 · migration lp+ct · start: not set (the model&#39;s default: later) · CleverTap instance at-start"
                + " · account: not set (the model&#39;s default: the payload&#39;s wzrk_acct_id) · presentation [] · deep-link flag: not set"
        ),
        Case(
            options: [
                "--ct-instance", "ready", "--start", "later", "--ct-account", "TEST-R78-ZZK-955Z",
                "--open-deep-links-in-foreground", "false",
            ],
            line:
                "Leanplum 6.6.1 · CleverTap 7.7.1 · migration lp+ct · start later · CleverTap instance ready · account &#39;TEST-R78-ZZK-955Z&#39;"
                + " · presentation [] · deep-link flag false"),
    ]

    @Test(arguments: cases)
    func unsetSettingsReadAsNotSet(_ testCase: Case) throws {
        let result = try CommandRunner.run(
            ["simulate", "-f", "html", "--state", "background", "--event", "open"] + testCase.options + [
                "samples/seed-clevertap.json"
            ])
        #expect(result.status == 0)
        let start = try #require(result.standardOutput.range(of: "<p class=\"settings\">"))
        let end = try #require(result.standardOutput[start.upperBound...].range(of: "</p>"))
        #expect(String(result.standardOutput[start.upperBound..<end.lowerBound]) == testCase.line)
    }
}
