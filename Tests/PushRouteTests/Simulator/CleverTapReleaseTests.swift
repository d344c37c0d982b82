import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteSimulator

/// The CleverTap releases (`CleverTapRelease`) and each Leanplum release's pin: the table
/// read from the SDK sources, `--clevertap-sdk`, `clevertap.sdk` and `--compare-sdk` pairs.
@Suite struct CleverTapReleaseTests {
    /// One CleverTap release that changed the push path: the SDK file and function it was
    /// read from, and the cells it changes (the release before it lacks them).
    struct ChangeRow: Sendable, CustomTestStringConvertible {
        var release: String
        var capability: CleverTapRelease.Capability
        var source: String
        var testDescription: String { "\(release) \(capability.rawValue)" }
    }

    static let changeRows: [ChangeRow] = [
        .init(
            release: "6.0.0", capability: .swizzleManager,
            source: "CleverTapSDK/Swizzling/CTSwizzleManager.m, +[CTSwizzleManager swizzleAppDelegate]"),
        .init(
            release: "7.0.2", capability: .launchObserverSkipsLeanplum,
            source: "CleverTapSDK/CleverTap.m, -[CleverTap _appEnteredForegroundWithLaunchingOptions:]"),
        .init(
            release: "7.4.0", capability: .previewGateHasInAppS3Keys,
            source: "CleverTapSDK/CleverTap.m, -[CleverTap _checkAndHandleTestPushPayload:]"),
        .init(
            release: "7.7.1", capability: .autoIntegrateSwizzlesWillPresent,
            source: "CleverTapSDK/Swizzling/CTSwizzleManager.m, +[CTSwizzleManager swizzleAppDelegate]"),
    ]

    @Test func everyChangeHasARow() {
        #expect(CleverTapRelease.changes.map(\.capability) == Self.changeRows.map(\.capability))
    }

    /// The release has the capability, the one before it does not, and no other capability
    /// changes between them.
    @Test(arguments: changeRows)
    func changeRow(_ row: ChangeRow) throws {
        let change = CleverTapRelease.change(row.capability)
        #expect(change.release.version == row.release)
        #expect(change.source == row.source)
        let release = try #require(CleverTapRelease(row.release))
        let index = try #require(CleverTapRelease.all.firstIndex(of: release))
        let before = CleverTapRelease.all[index - 1]
        #expect(release.has(row.capability))
        #expect(!before.has(row.capability))
        for other in CleverTapRelease.Capability.allCases where other != row.capability {
            #expect(release.has(other) == before.has(other), "\(other) changes at \(row.release) too")
        }
    }

    /// The cells a change alters in a trace: the launch observer, the preview gate, the
    /// willPresent swizzle.
    @Test func launchObserverCellBeforeAndFrom702() throws {
        for (version, twice) in [("7.0.1", true), ("7.0.2", false)] {
            var settings = SimulationSettings()
            settings.leanplumSDK = LeanplumRelease("6.5.0")!
            settings.cleverTapSDK = CleverTapRelease(version)
            let push = try SimulatorMatrixTests.push(
                SimulatorMatrixTests.kinds.first { $0.name == "clevertap with account" }!)
            let result = CellSimulator.run(push, in: Cell(.notRunning, .open), settings: settings)
            #expect(
                result.warnings.contains { $0.warning.code == RuleID(WarningCode.coldStartTwice) } == twice,
                "\(version)")
        }
    }

    /// The calls of one cell under a CleverTap release.
    static func calls(
        _ payload: String, _ cell: Cell, cleverTap: String, _ change: (inout SimulationSettings) -> Void = { _ in }
    ) throws -> [String] {
        var settings = SimulationSettings()
        settings.cleverTapSDK = CleverTapRelease(cleverTap)
        change(&settings)
        let push = Push(id: 1, userInfo: try Jansson.decode(payload).get(), source: "test")
        return CellSimulator.run(push, in: cell, settings: settings).trace.map {
            $0.call + ($0.note.map { " — " + $0 } ?? "")
        }
    }

    /// 7.4.0: a push whose only preview key is `wzrk_inapp_s3_url` is a preview from 7.4.0.
    @Test func previewGateCellBeforeAndFrom740() throws {
        let payload = #"{"aps":{"alert":"Preview"},"wzrk_acct_id":"A-1","wzrk_inapp_s3_url":"https://s3/x.json"}"#
        let before = try Self.calls(payload, Cell(.background, .open), cleverTap: "7.3.4")
        let from = try Self.calls(payload, Cell(.background, .open), cleverTap: "7.4.0")
        #expect(before.contains { $0.hasPrefix("pushNotificationTapped(withCustomExtras:)") })
        #expect(!from.contains { $0.hasPrefix("pushNotificationTapped(withCustomExtras:)") })
        #expect(
            from.contains { $0.contains("the in-app test handler (didHandleInAppTestFromPushNotificaton:) takes it") })
    }

    /// 7.7.1: with autoIntegrate and the app's own willPresent, a push with `wzrk_sif` true
    /// is presented in the list only; before 7.7.1 (and without `wzrk_sif`) the app's options stand.
    @Test(arguments: [
        ("7.7.0", #""wzrk_sif":true"#, "completionHandler([.banner, .list])"),
        ("7.7.1", #""wzrk_sif":true"#, "completionHandler([.list])"),
        ("7.7.1", #""wzrk_sif":"true""#, "completionHandler([.list])"),
        ("7.7.1", #""wzrk_id":"1""#, "completionHandler([.banner, .list])"),
    ])
    func willPresentSwizzleCell(_ cleverTap: String, _ key: String, _ completion: String) throws {
        let payload = #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A-1","# + key + "}"
        let calls = try Self.calls(payload, Cell(.foreground, .receive), cleverTap: cleverTap) {
            $0.autoIntegrate = true
            var willPresent = AppDelegateMethods.Method()
            willPresent.options = [.banner, .list]
            $0.appDelegate.willPresent = willPresent
        }
        #expect(calls.contains { $0.hasPrefix(completion + " —") }, "\(calls)")
        #expect(calls.contains { $0.hasPrefix("CleverTap's willPresent swizzle") } == (cleverTap == "7.7.1"))
    }

    /// `~> 4.1.4` allows 4.1.x from 4.1.4; `~> 7.1` every 7.x from 7.1.0.
    @Test(arguments: [
        ("6.0.0", "4.1.4", "4.1.6"), ("6.0.2", "4.1.5", "4.1.6"), ("6.0.3", "4.2.0", "4.2.2"),
        ("6.1.1", "5.0.1", "5.0.1"),
        ("6.2.0", "5.2.1", "5.2.2"), ("6.3.0", "6.0.0", "6.2.1"), ("6.4.2", "6.2.0", "6.2.1"),
        ("6.5.0", "7.0.0", "7.7.1"),
        ("6.6.1", "7.1.0", "7.7.1"),
    ])
    func pinRange(_ leanplum: String, _ oldest: String, _ newest: String) throws {
        let pin = try #require(LeanplumRelease(leanplum)?.cleverTapPin)
        #expect(pin.releases.first?.version == oldest)
        #expect(pin.newest.version == newest)
    }

    @Test func legacyLinksNoCleverTap() {
        #expect(LeanplumRelease.beforeMigration.cleverTapPin == nil)
        var settings = SimulationSettings()
        settings.legacy = true
        #expect(settings.cleverTapRelease == nil)
    }

    @Test(arguments: [
        ("lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2", "Leanplum 6.5.0, CleverTap 7.0.1", "Leanplum 6.5.0, CleverTap 7.0.2"),
        ("6.0.0,6.6.1", "Leanplum 6.0.0", "Leanplum 6.6.1"),
        ("lp@6.1.1,6.5.0+ct@7.0.1", "Leanplum 6.1.1", "Leanplum 6.5.0, CleverTap 7.0.1"),
        // The LP+CT forms users type, and major.minor versions: the newest patch modelled.
        ("6.5.0+7.0.1,6.5+7.0", "Leanplum 6.5.0, CleverTap 7.0.1", "Leanplum 6.5.0, CleverTap 7.0.3"),
        ("6.1,lp@6.5+ct@7.1", "Leanplum 6.1.1", "Leanplum 6.5.0, CleverTap 7.1.1"),
    ])
    func comparePairs(_ text: String, _ first: String, _ second: String) throws {
        let comparison = try SDKComparison.parse(text).get()
        #expect(comparison.first?.description == first)
        #expect(comparison.second.description == second)
    }

    @Test(arguments: [
        ("lp@6.6.1+ct@7.0.1,6.6.1", "CleverTap 7.0.1 is outside Leanplum 6.6.1's pin '~> 7.1' (7.1.0 to 7.7.1)"),
        (
            "lp@5.0.0+ct@4.1.4,6.6.1",
            "CleverTap 4.1.4 with Leanplum 5.0.0, which does not link the CleverTap SDK (6.0.0 and later do)"
        ),
        ("6.5.0,6.5.0+ct@7.7.1", "both sides run Leanplum 6.5.0 with CleverTap 7.7.1: compare two different releases"),
        (
            "6.5.0+ct@8.0.0,6.6.1",
            "'ct@8.0.0' is not a CleverTap iOS SDK release (ct@VERSION or VERSION): "
                + CleverTapRelease.versions.joined(separator: ", ")
        ),
        (
            "6.5.0+7.9,6.6.1",
            "'7.9' is not a CleverTap iOS SDK release (ct@VERSION or VERSION): "
                + CleverTapRelease.versions.joined(separator: ", ")
        ),
        ("6.9,6.6.1", "'6.9' is not a Leanplum release, or LP+CT (lp@VERSION+ct@VERSION)"),
    ])
    func refusedPairs(_ text: String, _ message: String) {
        guard case .failure(let error) = SDKComparison.parse(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.message == message)
    }

    // MARK: End to end

    static let cases: [GoldenCase] = [
        // Leanplum 6.5.0 locked to CleverTap 7.0.1 handles the cold-start tap twice; 7.0.2 (#371) once.
        .init(
            name: "ct-7.0.1-7.0.2",
            arguments: [
                "simulate", "--compare-sdk", "lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2", "samples/seed-clevertap.json",
            ]),
        // One release chosen: the heading and the JSON record name it.
        .init(
            name: "clevertap-sdk-7.0.1-text",
            arguments: [
                "simulate", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1", "--state", "not-running", "--event",
                "open",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "clevertap-sdk-7.0.1-json",
            arguments: [
                "simulate", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1", "--state", "not-running", "--event",
                "open",
                "--format", "json", "samples/seed-clevertap.json",
            ]),
        .init(
            name: "clevertap-sdk-print",
            arguments: ["simulate", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1", "--print-app"]),
        .init(
            name: "clevertap-sdk-outside-pin",
            arguments: ["simulate", "--clevertap-sdk", "7.0.1", "samples/seed-clevertap.json"],
            status: 64),
        .init(
            name: "clevertap-sdk-legacy",
            arguments: ["simulate", "--legacy", "--clevertap-sdk", "4.1.4", "samples/seed-clevertap.json"],
            status: 64),
        .init(
            name: "clevertap-sdk-unknown",
            arguments: ["simulate", "--clevertap-sdk", "7.9", "samples/seed-clevertap.json"], status: 64),
        .init(
            name: "compare-pair-outside-pin",
            arguments: ["simulate", "--compare-sdk", "lp@6.1.1+ct@7.0.2,6.6.1", "samples/seed-clevertap.json"],
            status: 64),
        .init(
            name: "compare-and-clevertap-sdk",
            arguments: [
                "simulate", "--compare-sdk", "6.1.1,6.6.1", "--clevertap-sdk", "7.7.0", "samples/seed-clevertap.json",
            ],
            status: 64),
        .init(
            name: "profile-outside-pin", arguments: ["simulate", "--app", "-", "--print-app"],
            stdin: "{\"profile\": 1, \"leanplum\": {\"sdk\": \"6.1.1\"},\n \"clevertap\": {\"sdk\": \"7.0.2\"}}\n",
            status: 64),
        .init(
            name: "profile-flag-leaves-pin",
            arguments: ["simulate", "--app", "-", "--leanplum-sdk", "6.1.1", "--print-app"],
            stdin: "{\"profile\": 1, \"leanplum\": {\"sdk\": \"6.5.0\"}, \"clevertap\": {\"sdk\": \"7.0.1\"}}\n",
            status: 64),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "clevertap-releases")
    }

    /// A printed profile names its CleverTap release and reads back the same.
    @Test func printedProfileReadsBack() throws {
        let printed = try CommandRunner.run([
            "simulate", "--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1", "--print-app",
        ])
        let again = try CommandRunner.run(
            ["simulate", "--app", "-", "--print-app"], input: Data(printed.standardOutput.utf8))
        #expect(again.status == 0)
        #expect(again.standardOutput == printed.standardOutput)
    }
}
