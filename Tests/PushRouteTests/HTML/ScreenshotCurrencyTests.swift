import Foundation
import Testing

/// The README's picture of a report (`docs/report-seed-clevertap.png`, made by `make
/// screenshot`) shows today's report: the SHA-256 of the page it was taken from, kept beside
/// it, is that of the report the binary writes now.
@Suite struct ScreenshotCurrencyTests {
    /// `sha256sum` (GNU) or `shasum -a 256` (macOS) of standard input.
    static let digest = "if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi | cut -d' ' -f1"

    @Test func screenshotShowsTheCurrentReport() throws {
        let recorded = try readText(
            CommandRunner.root.appendingPathComponent("docs/report-seed-clevertap.png.source-sha256").path)
        let report = try CommandRunner.run(["simulate", "--format", "html", "samples/seed-clevertap.json"])
        #expect(report.status == 0)
        let digest = try CommandRunner.run(
            ["-c", Self.digest], input: Data(report.standardOutput.utf8), executable: "/bin/sh")
        #expect(
            digest.standardOutput == recorded,
            "the report changed since docs/report-seed-clevertap.png was taken: run make screenshot")
    }
}
