import PushRouteCore
import PushRouteRules
import Testing

@testable import PushRouteSimulator

/// The verdict line of a comparison: who handles the push under each side, and the codes
/// each side gains or loses.
@Suite struct ComparisonDifferenceTests {
    typealias Side = ComparisonDifference.Side

    @Test(arguments: [
        (
            Side(handler: .clevertap, times: 2, woken: true), Side(handler: .clevertap, times: 1, woken: true),
            "clevertap twice → once"
        ),
        (
            Side(handler: .clevertap, times: 1, woken: true), Side(handler: .none, times: 0, woken: true),
            "clevertap → none"
        ),
        (
            Side(handler: .none, times: 0, woken: false), Side(handler: .clevertap, times: 2, woken: true),
            "none → clevertap twice"
        ),
        (
            Side(handler: .leanplum, times: 1, woken: true), Side(handler: .leanplum, times: 1, woken: true),
            "leanplum in both"
        ),
        (
            Side(handler: .leanplum, times: 3, woken: true), Side(handler: .leanplum, times: 3, woken: true),
            "leanplum 3 times in both"
        ),
    ])
    func who(_ first: Side, _ second: Side, _ expected: String) {
        #expect(ComparisonDifference.who(first, second) == expected)
    }

    @Test func summaryNamesTheCodesGoneAndNew() {
        let difference = ComparisonDifference(
            place: "not-running, open", line: nil,
            first: Side(handler: .clevertap, times: 2, woken: true),
            second: Side(handler: .clevertap, times: 1, woken: true),
            gained: [RuleID(WarningCode.deepLinkNotOpened)], lost: [RuleID(WarningCode.coldStartTwice)])
        #expect(
            difference.summary
                == "not-running, open: clevertap twice → once; cold-start-twice gone, deep-link-not-opened new")
    }

    @Test func sameOutcomeAndCodesSaysTheCallsDiffer() {
        let side = Side(handler: .clevertap, times: 1, woken: true)
        let difference = ComparisonDifference(
            place: "background, open", line: nil, first: side, second: side, gained: [], lost: [])
        #expect(difference.summary == "background, open: clevertap in both; the calls differ")
    }

    /// Where two traces first part: a changed call, a call gone, a call new, another note.
    @Test func firstCallDifference() {
        let a = TraceStep(actor: .iOS, target: .appDelegate, call: "a()")
        let b = TraceStep(actor: .appDelegate, target: .cleverTap, call: "b()")
        let c = TraceStep(actor: .appDelegate, target: .cleverTap, call: "c()")
        var noted = b
        noted.note = "n"
        #expect(ComparisonDifference.firstCallDifference([a, b], [a, c]) == "step 2: b() → c()")
        #expect(ComparisonDifference.firstCallDifference([a, b], [a]) == "step 2: b() gone")
        #expect(ComparisonDifference.firstCallDifference([a], [a, c]) == "step 2: c() new")
        #expect(ComparisonDifference.firstCallDifference([a, b], [a, noted]) == "step 2: b(), another note")
        #expect(ComparisonDifference.firstCallDifference([a, b], [a, b]) == nil)
    }

    /// Two results of one cell under 6.1.1 and 6.6.1: CleverTap 7.0.2's launch-observer skip
    /// makes the cold-start double a single handling, and the deep link no longer waits on
    /// the launch time (the launch observer's flag NO, deep-link-launch-timing).
    @Test func coldStartTapUnderTwoReleases() throws {
        let push = SimulatorPropertyTests.cleverTapPush
        let cell = Cell(.notRunning, .open)
        let old = try SimulatorPropertyTests.run(push, cell) { $0.leanplumSDK = LeanplumRelease("6.1.1")! }
        let new = try SimulatorPropertyTests.run(push, cell)
        let differences = ComparisonDifference.between(old, new)
        #expect(
            differences.map(\.summary) == [
                "not-running, open: clevertap twice → once; deep-link-launch-timing gone, cold-start-twice gone"
            ])
    }
}
