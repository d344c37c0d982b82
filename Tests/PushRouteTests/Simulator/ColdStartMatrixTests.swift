import Foundation
import Testing

/// Golden traces of the cold-start tap, the cell where the releases differ most: each push
/// (a Leanplum push with and without `lp_occurrence_id`, a CleverTap push) under Leanplum
/// 6.0.0 and the newest release, crossed with the CleverTap instance created early or at
/// start, start at launch, later or never, and a first run or not. One golden file per
/// release and push, `cold-start/<release>-<push>.txt`, holds every combination: the
/// options, then standard output and standard error as `pushroute simulate` prints them.
@Suite struct ColdStartMatrixTests {
    static let releases = ["6.0.0", "6.6.1"]
    static let pushes = ["leanplum-occurrence", "leanplum-no-occurrence", "clevertap-rich-media"]

    static let combinations: [[String]] = ["at-start", "ready"].flatMap { instance in
        ["at-launch", "later", "never"].flatMap { start in
            [false, true].map { firstRun in
                ["--ct-instance", instance, "--start", start] + (firstRun ? ["--first-run"] : [])
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var release: String
        var push: String
        var testDescription: String { "\(release) \(push)" }
    }

    static let cases = releases.flatMap { release in pushes.map { Case(release: release, push: $0) } }

    @Test(arguments: cases)
    func coldStartTraces(_ testCase: Case) throws {
        var text = ""
        for options in Self.combinations {
            let arguments =
                ["simulate", "--leanplum-sdk", testCase.release, "--state", "not-running", "--event", "open"]
                + options + ["samples/\(testCase.push).json"]
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0)
            text += "== " + options.joined(separator: " ") + "\n" + result.standardOutput
            if !result.standardError.isEmpty { text += "-- stderr\n" + result.standardError }
            text += "\n"
        }
        try Golden.check(text, against: "cold-start/\(testCase.release)-\(testCase.push).txt")
    }
}
