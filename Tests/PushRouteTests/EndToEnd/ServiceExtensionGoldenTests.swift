import Foundation
import Testing

/// The design note's CleverTap payload (samples/seed-clevertap.json) in all six cells under
/// each service extension and each media outcome, the built binary's whole output.
@Suite struct ServiceExtensionGoldenTests {
    static let cases: [GoldenCase] =
        [GoldenCase(name: "none", arguments: ["simulate", "--extension", "none", "samples/seed-clevertap.json"])]
        + ["ct-media", "ct-media+viewed"].flatMap { kind in
            ["ok", "http-error", "transport-error", "timeout"].map { media in
                GoldenCase(
                    name: "\(kind)-\(media)",
                    arguments: ["simulate", "--extension", kind, "--media", media, "samples/seed-clevertap.json"])
            }
        }
        + [
            GoldenCase(
                name: "ct-media+viewed-no-credentials",
                arguments: [
                    "simulate", "--extension", "ct-media+viewed", "--extension-credentials", "no",
                    "samples/seed-clevertap.json",
                ]),
            GoldenCase(
                name: "ct-media+viewed-json",
                arguments: [
                    "simulate", "--extension", "ct-media+viewed", "--state", "foreground", "--event", "receive", "-f",
                    "json",
                    "samples/seed-clevertap.json",
                ]),
            GoldenCase(
                name: "ct-media+viewed-mermaid",
                arguments: [
                    "simulate", "--extension", "ct-media+viewed", "--state", "background", "--event", "open", "-f",
                    "mermaid",
                    "samples/seed-clevertap.json",
                ]),
            GoldenCase(
                name: "ct-media+viewed-html",
                arguments: ["simulate", "--extension", "ct-media+viewed", "-f", "html", "samples/seed-clevertap.json"]),
            GoldenCase(
                name: "compare-app",
                arguments: [
                    "simulate", "--compare-app",
                    "samples/apps/no-extension.json,samples/apps/rich-media-extension.json",
                    "--state", "background", "--event", "receive", "samples/seed-clevertap.json",
                ]),
            // CTEventBuilder.m builds one dictionary: W$id and wzrk_id one key, wzrk_cts the build time.
            GoldenCase(
                name: "impression-keys-once",
                arguments: [
                    "simulate", "--extension", "ct-media+viewed", "--state", "foreground", "--event", "receive",
                    "samples/clevertap-impression-keys.json", "samples/clevertap-impression-keys-differ.json",
                ]),
            GoldenCase(
                name: "print-app",
                arguments: [
                    "simulate", "--app", "samples/apps/rich-media-extension.json", "--extension-credentials", "no",
                    "--print-app",
                ]),
        ]

    @Test(arguments: cases)
    func seedUnderEachExtension(_ testCase: GoldenCase) throws {
        try testCase.check(in: "extension")
    }

    /// docs/simulate.md's "image not shown / impressions missing" answers are what the binary
    /// prints (standard output, then standard error).
    @Test(arguments: [
        "simulate --extension none --state background --event receive samples/seed-clevertap.json",
        "simulate --extension ct-media+viewed --extension-credentials no --state not-running --event receive samples/seed-clevertap.json",
    ])
    func readmeShowsTheBinarysOutput(_ command: String) throws {
        let readme = try String(
            contentsOf: CommandRunner.root.appendingPathComponent("docs/simulate.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "$ pushroute " + command + "\n"))
        let block = readme[start.upperBound...]
        let shown = String(block[..<(try #require(block.range(of: "```"))).lowerBound])
        let result = try CommandRunner.run(command.split(separator: " ").map(String.init))
        #expect(result.standardOutput + result.standardError == shown)
    }
}
