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

    /// A pair typed with its prefixes in either case, with or without `@`, runs as the pair
    /// typed without them: the same output, the same notes, the same exit status.
    @Test(arguments: ["lp@6.5.0+ct@7.0.1,lp@6.5+ct@7.2", "lp6.5.0+ct7.0.1,lp6.5+ct7.2", "LP6.5.0+CT7.0.1,Lp@6.5+cT7.2"])
    func prefixedPairs(_ typed: String) throws {
        let options = ["--state", "not-running", "--event", "open", "samples/seed-clevertap.json"]
        let plain = try CommandRunner.run(["simulate", "--compare-sdk", "6.5.0+7.0.1,6.5+7.2"] + options)
        let prefixed = try CommandRunner.run(["simulate", "--compare-sdk", typed] + options)
        #expect(prefixed.status == plain.status)
        #expect(prefixed.standardOutput == plain.standardOutput)
        #expect(prefixed.standardError == plain.standardError)
    }
}
