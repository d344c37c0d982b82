import Foundation
import Testing

@testable import PushRouteReader
@testable import PushRouteSimulator

/// `simulate --compare-sdk A,B`: whole outputs against golden files, and the releases whose
/// push paths are the same printing nothing but that.
@Suite struct CompareSDKTests {
    static let cases: [GoldenCase] = [
        // The cold-start tap of a CleverTap push is handled twice under both (6.0.0: CleverTap's
        // launch observer and Leanplum's launch path; 6.1.1 with CleverTap 5.x: CleverTap's
        // launch observer and didReceive); the cells differ in how, and in the flag.
        .init(
            name: "seed-clevertap-6.0.0-6.1.1",
            arguments: ["simulate", "--compare-sdk", "6.0.0,6.1.1", "samples/seed-clevertap.json"]),
        // The tap that is lost in one and handled in the other: the second CleverTap tap of a
        // session that a CleverTap push started (PR #569).
        .init(
            name: "second-tap-6.0.0-6.1.1",
            arguments: [
                "simulate", "--compare-sdk", "6.0.0,6.1.1", "--scenario", "samples/scenario-second-tap.scenario",
            ]),
        // CleverTap 7.0.2's launch-observer skip: the cold-start double of 6.1.1 is gone in 6.6.1.
        .init(
            name: "cold-start-6.1.1-6.6.1",
            arguments: [
                "simulate", "--compare-sdk", "6.1.1,6.6.1", "--state", "not-running", "--event", "open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "json-6.1.0-6.1.1",
            arguments: [
                "simulate", "--compare-sdk", "6.1.0,6.1.1", "--format", "json", "--state", "background", "--event",
                "open",
                "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "no-difference-6.5.0-6.6.1",
            arguments: ["simulate", "--compare-sdk", "6.5.0,6.6.1", "samples/seed-clevertap.json"]),
        // The side-by-side width follows COLUMNS: two columns of 37 in 80; the verdicts first.
        .init(
            name: "columns-80-6.0.0-6.1.1",
            arguments: [
                "simulate", "--compare-sdk", "6.0.0,6.1.1", "--state", "background", "--event", "open",
                "samples/seed-clevertap.json",
            ], environment: ["COLUMNS": "80"]),
    ]

    /// One side alone is compared with the releases the run models otherwise: the same output
    /// and status as both sides named, the first the run's own (the defaults, or its options).
    @Test(arguments: [
        (["--compare-sdk", "6.5.0+7.0.1"], ["--compare-sdk", "6.6.1+7.7.1,6.5.0+7.0.1"]),
        (["--compare-sdk", "lp6.1.1+ct5.0.1"], ["--compare-sdk", "6.6.1+7.7.1,6.1.1+5.0.1"]),
        (
            ["--leanplum-sdk", "6.0.0", "--clevertap-sdk", "4.1.4", "--compare-sdk", "6.6.1"],
            ["--compare-sdk", "6.0.0+4.1.4,6.6.1"]
        ),
    ])
    func oneSideAgainstTheRun(_ oneSide: [String], _ bothSides: [String]) throws {
        let one = try CommandRunner.run(["simulate"] + oneSide + ["samples/seed-clevertap.json"])
        let both = try CommandRunner.run(["simulate"] + bothSides + ["samples/seed-clevertap.json"])
        #expect(one.standardOutput == both.standardOutput)
        #expect(one.standardError == both.standardError)
        #expect(one.status == both.status)
        #expect(one.standardOutput.contains("differ"))
    }

    /// No line of a comparison is wider than COLUMNS (the margin, two columns and the gutter).
    @Test(arguments: [60, 80, 100, 200])
    func sideBySideFitsColumns(_ columns: Int) throws {
        let result = try CommandRunner.run(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1", "samples/seed-clevertap.json"],
            environment: ["COLUMNS": String(columns)])
        let widest = result.standardOutput.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest <= columns)
        #expect(widest >= columns - 5)
    }

    /// A width past 1000 columns is taken as 1000: a line as wide as `COLUMNS=2147483647` asked
    /// grew memory without end.
    @Test(arguments: ["1001", "10000000", "2147483647", "9223372036854775807"])
    func widthIsBounded(_ columns: String) throws {
        let result = try CommandRunner.run(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1", "samples/seed-clevertap.json"],
            environment: ["COLUMNS": columns])
        let thousand = try CommandRunner.run(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1", "samples/seed-clevertap.json"],
            environment: ["COLUMNS": "1000"])
        #expect(result.status == 0)
        #expect(result.standardOutput == thousand.standardOutput)
        #expect((result.standardOutput.split(separator: "\n").map(\.count).max() ?? 0) <= 1000)
    }

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "compare")
    }

    /// 6.5.0's change was reverted (#594), and 6.1.1 to 6.4.2 share a push path and a
    /// CleverTap major before 7: no cell of any sample differs.
    @Test(arguments: [("6.5.0", "6.6.1"), ("6.1.1", "6.4.2"), ("6.0.2", "6.0.5"), ("6.0.0", "6.0.1")])
    func releasesWithOnePushPathNeverDiffer(_ first: String, _ second: String) throws {
        let comparison = SDKComparison(LeanplumRelease(first)!, LeanplumRelease(second)!)
        for kind in SimulatorMatrixTests.kinds {
            let push = try SimulatorMatrixTests.push(kind)
            for (cell, base) in SimulatorPropertyTests.settings(release: .newest) {
                let (a, b) = comparison.settings(base)
                let differ = SDKComparison.differ(
                    CellSimulator.run(push, in: cell, settings: a), CellSimulator.run(push, in: cell, settings: b))
                #expect(!differ, "\(kind.name) \(cell) \(base.startTiming) \(base.migration)")
            }
        }
    }

    /// Rows face each other when their calls are the same; differing runs pair up in order.
    @Test func alignmentPairsEqualCalls() {
        func step(_ call: String, _ note: String? = nil) -> TraceStep {
            TraceStep(actor: .iOS, target: .appDelegate, call: call, note: note)
        }
        let rows = SDKComparison.align(
            [step("a"), step("b", "x"), step("c"), step("e")],
            [step("a"), step("b", "y"), step("d"), step("e"), step("f")])
        #expect(
            rows == [
                .init(first: 0, second: 0, same: true), .init(first: 1, second: 1, same: false),
                .init(first: 2, second: 2, same: false),
                .init(first: 3, second: 3, same: true), .init(first: nil, second: 4, same: false),
            ])
    }
}
