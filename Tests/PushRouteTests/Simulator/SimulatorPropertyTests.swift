import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// Properties of the model that hold across the matrix, and single rules the table does
/// not cross (tokens, accounts, the deep-link flag).
@Suite struct SimulatorPropertyTests {
    typealias Kind = SimulatorMatrixTests.Kind

    /// Every cell × start timing × migration × presentation, under `release`.
    static func settings(release: LeanplumRelease) -> [(Cell, SimulationSettings)] {
        Cell.all.flatMap { cell in
            SimulatorMatrixTests.starts.flatMap { start in
                MigrationState.allCases.flatMap { migration in
                    SimulatorMatrixTests.presentations.map { presentation in
                        var settings = SimulationSettings()
                        settings.start = start
                        settings.migration = migration
                        settings.presentation = presentation
                        settings.leanplumSDK = release
                        return (cell, settings)
                    }
                }
            }
        }
    }

    static let leanplumKinds = SimulatorMatrixTests.kinds.filter { $0.owner == .leanplum }
    static let cleverTapKinds = SimulatorMatrixTests.kinds.filter { $0.owner == .clevertap }
    static let releases = LeanplumRelease.versions.map { LeanplumRelease($0)! }

    /// What a result amounts to for Leanplum: who handled it, whether app code ran, how often
    /// the open action ran and "Push Delivered" was sent.
    static func leanplumOutcome(_ result: SimulationResult) -> [String] {
        let calls = result.trace.map(\.call)
        return [
            "\(result.push!.handler)", "\(result.push!.woken)",
            "\(calls.filter { $0.hasPrefix("ActionContext.runTrackedAction") }.count)",
            "\(calls.filter { $0 == "trackInternal(\"Push Delivered\")" }.count)",
        ]
    }

    /// The design note's claim, per release: for a Leanplum push nothing changed, except
    /// (6.1.1 on) a cold start by a push without lp_occurrence_id, handled twice once the hooks
    /// exist (docs/routing-model.md §8).
    @Test(arguments: leanplumKinds.map(\.name))
    func everyReleaseHandlesLeanplumPushesAlike(_ name: String) throws {
        let kind = Self.kind(name)
        let push = try SimulatorMatrixTests.push(kind)
        for (cell, settings) in Self.settings(release: .beforeMigration) {
            let before = Self.leanplumOutcome(CellSimulator.run(push, in: cell, settings: settings))
            for release in Self.releases {
                var now = settings
                now.leanplumSDK = release
                let outcome = Self.leanplumOutcome(CellSimulator.run(push, in: cell, settings: now))
                let doubled =
                    cell.state == .notRunning && !kind.occurrenceID && settings.startTiming == .atLaunch
                    && !release.missingOccurrenceIDsMatch && outcome[1] == "true"
                if doubled {
                    #expect(outcome[2...] != before[2...], "\(release) \(cell) \(settings.migration)")
                } else {
                    #expect(outcome == before, "\(release) \(cell) \(settings.startTiming) \(settings.migration)")
                }
            }
        }
    }

    /// CleverTap pushes, which the old manager dropped, reach CleverTap from 6.0.0 on
    /// wherever app code runs with CleverTap in use.
    @Test(arguments: cleverTapKinds.map(\.name))
    func beforeTheMigrationCleverTapNeverSeesAPush(_ name: String) throws {
        let push = try SimulatorMatrixTests.push(Self.kind(name))
        var differences = 0
        for (cell, settings) in Self.settings(release: .newest) {
            var legacy = settings
            legacy.legacy = true
            let now = CellSimulator.run(push, in: cell, settings: settings)
            let before = CellSimulator.run(push, in: cell, settings: legacy)
            #expect(
                !before.trace.contains { $0.call.hasPrefix("CleverTap.") || $0.call.hasPrefix("onDidFinishLaunching") })
            if now.trace.contains(where: { $0.call.hasPrefix("CleverTap.handlePushNotification") }) { differences += 1 }
        }
        #expect(differences > 0)
    }

    static func kind(_ name: String) -> Kind { SimulatorMatrixTests.kinds.first { $0.name == name }! }

    static func run(
        _ payload: String, _ cell: Cell, _ configure: (inout SimulationSettings) -> Void = { _ in }
    ) throws -> SimulationResult {
        var settings = SimulationSettings()
        configure(&settings)
        return CellSimulator.run(
            Push(id: 1, userInfo: try Jansson.decode(payload).get(), source: "test"), in: cell, settings: settings)
    }

    static let cleverTapPush = #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"ACC-1","wzrk_dl":"shop://x"}"#
    static let leanplumPush = #"{"aps":{"alert":"Hi"},"_lpm":7,"lp_occurrence_id":"o"}"#

    // MARK: Tokens (§5)

    @Test(arguments: [(32, false), (33, true), (40, true), (8, false)])
    func cleverTapCutsLongTokens(_ length: Int, _ cut: Bool) throws {
        let token = DeviceToken(bytes: (0..<length).map { UInt8($0) })
        let result = try Self.run(Self.leanplumPush, Cell(.foreground, .receive)) { $0.token = token }
        let codes = result.warnings.map(\.warning.code)
        #expect(codes.contains(RuleID(WarningCode.tokenTruncated)) == cut)
        let set = try #require(result.trace.first { $0.call == "setPushToken(_:)" })
        #expect(set.note?.contains("\"\(DeviceToken(bytes: Array(token.bytes.prefix(32))).hex)\"") == true)
    }

    @Test func tokenWaitsForStartAndReachesCleverTapTwiceWhenTheInstanceComesLater() throws {
        let token = try #require(DeviceToken(hex: "00ff"))
        let result = try Self.run(Self.leanplumPush, Cell(.notRunning, .open)) {
            $0.token = token
            $0.firstRun = true
        }
        let calls = result.trace.map(\.call)
        let queued = try #require(calls.firstIndex(of: "Leanplum.onStartIssued(_:)"))
        let setAs = try #require(calls.firstIndex(of: "setPushTokenAs(_:)"))
        let set = try #require(calls.firstIndex(of: "setPushToken(_:)"))
        #expect(queued < setAs && setAs < set, "the cached token is set on creation, the queued one after")
        #expect(result.trace[set].note?.contains("runs: start issued") == true)
    }

    /// Before start Leanplum's token hook does not exist: the token reaches no SDK.
    @Test func tokenBeforeStartReachesNoSDK() throws {
        let token = try #require(DeviceToken(hex: "00ff"))
        let result = try Self.run(Self.leanplumPush, Cell(.background, .open)) {
            $0.token = token
            $0.start = .later
        }
        #expect(!result.trace.contains { $0.call.contains("Token") || $0.call.hasPrefix("setPushToken") })
    }

    @Test func legacyManagerDoesNotForwardTheToken() throws {
        let token = try #require(DeviceToken(hex: "00ff"))
        let result = try Self.run(Self.leanplumPush, Cell(.background, .open)) {
            $0.token = token
            $0.legacy = true
        }
        #expect(!result.trace.contains { $0.call.hasPrefix("setPushToken") })
        #expect(result.trace.contains { $0.call == "didRegisterForRemoteNotificationsWithDeviceToken(_:)" })
    }

    @Test func tokenDroppedWithCleverTapUnused() throws {
        let token = try #require(DeviceToken(hex: "00ff"))
        let result = try Self.run(Self.leanplumPush, Cell(.background, .open)) {
            $0.token = token
            $0.migration = .lp
        }
        #expect(result.warnings.map(\.warning.code) == [RuleID(WarningCode.queuedDropped)])
    }

    // MARK: Accounts and flags (§3)

    @Test(arguments: [("ACC-1", Handler.clevertap, [WarningCode]()), ("OTHER", .none, [.cleverTapAccountMismatch])])
    func accountRouting(_ account: String, _ handler: Handler, _ codes: [WarningCode]) throws {
        let result = try Self.run(Self.cleverTapPush, Cell(.background, .open)) { $0.cleverTapAccount = account }
        #expect(result.push?.handler == handler)
        #expect(result.warnings.map(\.warning.code) == codes.map(RuleID.init))
    }

    @Test(arguments: [
        (Bool?.none, PushEvent.receive, false), (nil, .open, true), (true, .receive, true), (false, .open, false),
    ])
    func deepLinkFlag(_ setting: Bool?, _ event: PushEvent, _ opened: Bool) throws {
        let result = try Self.run(Self.cleverTapPush, Cell(.foreground, event)) {
            $0.openDeepLinksInForeground = setting
            $0.presentation = .banner
        }
        let flag = setting ?? (event == .open)
        #expect(
            result.trace.contains {
                $0.call == "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))"
            })
        #expect(result.trace.contains { $0.call == "UIApplication.shared.open(\"shop://x\")" } == opened)
    }

    @Test func previewPushStopsAtThePreviewHandler() throws {
        let result = try Self.run(
            #"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp":{}}"#, Cell(.background, .open))
        #expect(result.push?.handler == .clevertap)
        #expect(!result.trace.contains { $0.call.hasPrefix("recordEvent") })
    }

    @Test func leanplumRequestsAreNotSentInCleverTapOnlyState() throws {
        let result = try Self.run(Self.leanplumPush, Cell(.foreground, .receive)) { $0.migration = .ct }
        let track = try #require(result.trace.first { $0.call.hasPrefix("trackInternal") })
        #expect(track.note?.contains("request not sent: migration state 'ct'") == true)
        #expect(result.push?.handler == .leanplum)
    }

    @Test func backgroundReceiveWithoutEmbeddedActionPrefetches() throws {
        let result = try Self.run(#"{"aps":{"content-available":1},"_lpm":1}"#, Cell(.background, .receive))
        #expect(result.trace.contains { $0.call == "requireMessageContentWithMessageId(_:)" })
    }

    @Test func warningsBecomeDiagnosticsAtThePayload() throws {
        let result = try Self.run(Self.cleverTapPush, Cell(.notRunning, .receive))
        let diagnostic = try #require(result.diagnostics().first)
        #expect(diagnostic.rule == "no-wake")
        #expect(diagnostic.severity == .note)
        #expect(diagnostic.file == "test")
        #expect(diagnostic.message.hasPrefix("not-running, receive: "))
    }

    // MARK: Where warnings arise

    /// A warning points at the call whose outcome is the hazard; one raised before any
    /// call (no app code ran) points at no step.
    @Test(arguments: [
        (Cell(.foreground, .receive), nil as String?, "click-without-tap", "recordEvent(\"Notification Clicked\")"),
        (
            Cell(.background, .open), "OTHER", "ct-account-mismatch",
            "CleverTap.handlePushNotification(_:openDeepLinksInForeground: true)"
        ),
        (Cell(.notRunning, .receive), nil, "no-wake", nil),
    ])
    func warningsArriveAtTheirStep(_ cell: Cell, _ account: String?, _ code: RuleID, _ call: String?) throws {
        let result = try Self.run(Self.cleverTapPush, cell) { $0.cleverTapAccount = account }
        let warning = try #require(result.warnings.first { $0.warning.code == code })
        #expect(warning.step.map { result.trace[$0].call } == call)
    }
}
