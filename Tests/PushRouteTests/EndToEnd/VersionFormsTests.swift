import Foundation
import Testing

/// Versions as users type them: a major.minor names the newest patch modelled, said in a
/// note; `--compare-sdk` takes the `LP+CT` pairs (`6.5.0+7.0.1`, `6.5+7.0`). Golden files
/// `versions/<name>`.
@Suite struct VersionFormsTests {
    static let cases: [GoldenCase] = [
        .init(
            name: "leanplum-major-minor",
            arguments: [
                "simulate", "--leanplum-sdk", "6.5", "--state", "background", "--event", "receive",
                "samples/seed-leanplum.json",
            ]),
        .init(
            name: "clevertap-major-minor",
            arguments: [
                "simulate", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0", "--state", "not-running", "--event",
                "open",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "compare-pairs",
            arguments: [
                "simulate", "--compare-sdk", "6.5.0+7.0.1,6.5+7.2", "--state", "not-running", "--event", "open",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "unknown-minor", arguments: ["simulate", "--leanplum-sdk", "6.9", "samples/seed-leanplum.json"],
            status: 64),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "versions")
    }
}
