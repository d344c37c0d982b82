import Testing
@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// Properties of the model that hold across the matrix, and single rules the table does
/// not cross (tokens, accounts, the deep-link flag).
@Suite struct SimulatorPropertyTests {
    typealias Kind = SimulatorMatrixTests.Kind

    /// Every cell × readiness × migration × presentation, with or without `--legacy`.
    static func settings(legacy: Bool) -> [(Cell, SimulationSettings)] {
        Cell.all.flatMap { cell in
            InstanceReadiness.allCases.flatMap { readiness in
                MigrationState.allCases.flatMap { migration in
                    SimulatorMatrixTests.presentations.map { presentation in
                        var settings = SimulationSettings()
                        settings.instance = readiness
                        settings.migration = migration
                        settings.presentation = presentation
                        settings.legacy = legacy
                        return (cell, settings)
                    }
                }
            }
        }
    }

    static let leanplumKinds = SimulatorMatrixTests.kinds.filter { $0.owner == .leanplum }
    static let cleverTapKinds = SimulatorMatrixTests.kinds.filter { $0.owner == .clevertap }

    /// The design note's claim: for a Leanplum push nothing changed.
    @Test(arguments: leanplumKinds.map(\.name))
    func legacyTraceIsTheSameForLeanplumPushes(_ name: String) throws {
        let push = try SimulatorMatrixTests.push(Self.kind(name))
        for (cell, settings) in Self.settings(legacy: false) {
            var legacy = settings
            legacy.legacy = true
            let now = CellSimulator.run(push, in: cell, settings: settings)
            let before = CellSimulator.run(push, in: cell, settings: legacy)
            #expect(now.trace == before.trace, "\(cell) \(settings.instance) \(settings.migration)")
            #expect(now.push == before.push)
        }
    }

    /// CleverTap pushes, which the old manager dropped, show the difference wherever app code runs.
    @Test(arguments: cleverTapKinds.map(\.name))
    func legacyTraceDiffersForCleverTapPushes(_ name: String) throws {
        let push = try SimulatorMatrixTests.push(Self.kind(name))
        var differences = 0
        for (cell, settings) in Self.settings(legacy: false) {
            var legacy = settings
            legacy.legacy = true
            let now = CellSimulator.run(push, in: cell, settings: settings)
            let before = CellSimulator.run(push, in: cell, settings: legacy)
            if now.push?.woken == true {
                #expect(now.trace != before.trace, "\(cell) \(settings.instance) \(settings.migration)")
                #expect(!before.trace.contains { $0.call.hasPrefix("CleverTap.handlePushNotification") })
                differences += 1
            } else {
                #expect(now.trace == before.trace)
            }
        }
        #expect(differences > 0)
    }

    static func kind(_ name: String) -> Kind { SimulatorMatrixTests.kinds.first { $0.name == name }! }

    static func run(
        _ payload: String, _ cell: Cell, _ configure: (inout SimulationSettings) -> Void = { _ in }
    ) throws -> SimulationResult {
        var settings = SimulationSettings()
        configure(&settings)
        return CellSimulator.run(Push(id: 1, userInfo: try Jansson.decode(payload).get(), source: "test"), in: cell, settings: settings)
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
        let result = try Self.run(Self.leanplumPush, Cell(.background, .open)) {
            $0.token = token
            $0.instance = .atStart
        }
        let calls = result.trace.map(\.call)
        let queued = try #require(calls.firstIndex(of: "Leanplum.onStartIssued(_:)"))
        let setAs = try #require(calls.firstIndex(of: "setPushTokenAs(_:)"))
        let set = try #require(calls.firstIndex(of: "setPushToken(_:)"))
        #expect(queued < setAs && setAs < set, "the cached token is set on creation, the queued one after")
        #expect(result.trace[set].note?.contains("runs: start issued") == true)
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
        #expect(result.trace.contains { $0.call == "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))" })
        #expect(result.trace.contains { $0.call == "UIApplication.shared.open(\"shop://x\")" } == opened)
    }

    @Test func previewPushStopsAtThePreviewHandler() throws {
        let result = try Self.run(#"{"aps":{"alert":"Hi"},"wzrk_acct_id":"A","wzrk_inapp":{}}"#, Cell(.background, .open))
        #expect(result.push?.handler == .clevertap)
        #expect(!result.trace.contains { $0.call.hasPrefix("recordEvent") })
    }

    @Test func leanplumRequestsAreNotSentInCleverTapOnlyState() throws {
        let result = try Self.run(Self.leanplumPush, Cell(.foreground, .receive)) { $0.migration = .ct }
        let track = try #require(result.trace.first { $0.call.hasPrefix("Leanplum.track") })
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
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.file == "test")
        #expect(diagnostic.message.hasPrefix("not-running, receive: "))
    }

    // MARK: Where warnings arise

    /// A warning points at the call whose outcome is the hazard; one raised before any
    /// call (no app code ran) points at no step.
    @Test(arguments: [
        (Cell(.foreground, .receive), nil as String?, "click-without-tap", "recordEvent(\"Notification Clicked\")"),
        (Cell(.background, .open), "OTHER", "ct-account-mismatch", "CleverTap.handlePushNotification(_:openDeepLinksInForeground: true)"),
        (Cell(.notRunning, .receive), nil, "no-wake", nil),
    ])
    func warningsArriveAtTheirStep(_ cell: Cell, _ account: String?, _ code: RuleID, _ call: String?) throws {
        let result = try Self.run(Self.cleverTapPush, cell) { $0.cleverTapAccount = account }
        let warning = try #require(result.warnings.first { $0.warning.code == code })
        #expect(warning.step.map { result.trace[$0].call } == call)
    }
}
