import Foundation
import PushRouteCore
import Testing

@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// The design note's testing matrix as a table: every sample kind crossed with every state,
/// event, start timing, migration state and presentation option, under the newest Leanplum
/// release. The expectations are written here from docs/routing-model.md §2–§5, not
/// computed by the simulator.
@Suite struct SimulatorMatrixTests {
    /// What a sample's payload says, read by eye (not by the classifier).
    struct Kind: Sendable {
        var name: String
        /// A file under samples/, or inline JSON.
        var payload: String
        var owner: Handler
        var occurrenceID = false
        var muted = false
        var contentAvailable = false
        var alert = true
        var account = false
        /// Leanplum's `_lpx` with an Open URL action: the URL it opens.
        var openURL: String? = nil
        /// CleverTap's `wzrk_dl`.
        var deepLink: String? = nil
        var bothSDKs = false
        /// Leanplum keys such as `_lpx` without a message id.
        var leanplumKeysWithoutID = false

        var isCleverTapPush: Bool { owner == .clevertap }
    }

    static let kinds: [Kind] = [
        Kind(
            name: "leanplum with occurrence id", payload: "leanplum-occurrence.json", owner: .leanplum,
            occurrenceID: true, openURL: "shop://orders/8812"),
        Kind(
            name: "leanplum without occurrence id", payload: "leanplum-no-occurrence.json", owner: .leanplum,
            openURL: "shop://cart"),
        Kind(
            name: "muted leanplum", payload: "leanplum-muted.json", owner: .leanplum, occurrenceID: true, muted: true,
            openURL: "shop://sale"),
        Kind(
            name: "leanplum that wakes the app (seed)", payload: "seed-leanplum.json", owner: .leanplum, muted: true,
            contentAvailable: true),
        Kind(
            name: "clevertap with account", payload: "clevertap-rich-media.json", owner: .clevertap, account: true,
            deepLink: "shop://new"),
        Kind(
            name: "clevertap without account", payload: "clevertap-no-account.json", owner: .clevertap,
            deepLink: "shop://wishlist"),
        Kind(name: "both SDKs' keys", payload: "both-sdks.json", owner: .leanplum, occurrenceID: true, bothSDKs: true),
        Kind(name: "another SDK", payload: "firebase.json", owner: .none),
        Kind(
            name: "leanplum keys without message id",
            payload:
                #"{"aps":{"alert":"Hi"},"_lpx":{"__name__":"Open URL","URL":"shop://x"},"lp_occurrence_id":"o-1"}"#,
            owner: .none, occurrenceID: true, leanplumKeysWithoutID: true),
        Kind(
            name: "silent push", payload: "silent-background.json", owner: .leanplum, occurrenceID: true,
            contentAvailable: true, alert: false),
    ]

    static let presentations: [PresentationOptions] = [[], [.banner, .list]]
    /// When the app calls start: at launch (the hooks exist at the push), or after the push.
    static let starts: [StartTiming] = [.atLaunch, .later]

    struct Row: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var cell: Cell
        var start: StartTiming
        var migration: MigrationState
        var presentation: PresentationOptions
        // Expectations
        var handler: Handler
        var woken: Bool
        var mustCall: [String]
        var mustNotCall: [String]
        var opens: Int
        var clicks: Int
        var warnings: Set<String>

        var testDescription: String {
            "\(kind.name) | \(cell) | start \(start.rawValue) | \(migration.rawValue) | \(presentation)"
        }
    }

    static let rows: [Row] = kinds.flatMap { kind in
        Cell.all.flatMap { cell in
            starts.flatMap { start in
                MigrationState.allCases.flatMap { migration in
                    presentations.map { expected(kind, cell, start, migration, $0) }
                }
            }
        }
    }

    // MARK: The rules of the spec (the newest release)

    static func expected(
        _ kind: Kind, _ cell: Cell, _ start: StartTiming, _ migration: MigrationState,
        _ presentation: PresentationOptions
    ) -> Row {
        let foreground = cell.state == .foreground
        let coldStart = cell.state == .notRunning
        // §2: Leanplum's hooks (and the notification-center delegate it sets) exist from start on.
        let hooks = start == .atLaunch
        // §2: a foreground push is shown only through the delegate's presentation option.
        let tappable =
            kind.alert && (!foreground || (hooks && (presentation.contains(.banner) || presentation.contains(.list))))
        // §2: without content-available nothing runs unless the app is in the foreground;
        // before start nothing of the app's runs for a running app; a push with nothing to
        // show gets no willPresent.
        let woken: Bool
        switch (cell.event, cell.state) {
        case (.open, _): woken = tappable
        case (.receive, .notRunning): woken = kind.contentAvailable
        case (.receive, .background): woken = kind.contentAvailable && hooks
        case (.receive, .foreground): woken = hooks && (kind.alert || kind.contentAvailable)
        }
        // §4: CleverTap is used in lp+ct and ct.
        let usesCleverTap = migration == .leanplumAndCleverTap || migration == .ct
        var row = Row(
            kind: kind, cell: cell, start: start, migration: migration, presentation: presentation,
            handler: .none, woken: woken, mustCall: [], mustNotCall: [], opens: 0, clicks: 0, warnings: [])

        if cell.event == .receive && !foreground && !kind.contentAvailable { row.warnings.insert("no-wake") }
        if cell.event == .open && !tappable { row.warnings.insert("not-tappable") }
        // §2: a push with nothing to show in the foreground reaches no SDK.
        if cell.event == .receive && foreground && !kind.alert { row.warnings.insert("silent-foreground-unhandled") }
        guard woken else {
            if cell.event == .receive && !coldStart && !hooks && kind.alert && foreground {
                row.warnings.insert("before-start")
            }
            if cell.event == .receive && cell.state == .background && kind.contentAvailable && !hooks {
                row.warnings.insert("before-start")
            }
            row.mustNotCall = [
                "Leanplum.start()", "CleverTap.handlePushNotification", "notificationOpened", "notificationReceived",
            ]
            return row
        }
        // Start: at launch on a cold start (a running app started in its unrecorded set-up),
        // or after a push that ran app code.
        if start == .later || coldStart {
            row.mustCall.append("Leanplum.start()")
        } else {
            row.mustNotCall.append("Leanplum.start()")
        }
        // A running app before start: no delegate, no hook, no SDK (§2).
        if !hooks && !coldStart {
            row.warnings.insert("before-start")
            row.mustNotCall += ["notificationOpened", "notificationReceived", "completionHandler"]
            return row
        }
        if foreground && cell.event == .receive && !kind.alert {
            row.mustCall.append("completionHandler(.newData)")
            row.mustNotCall += ["notificationReceived", "userNotificationCenter(_:willPresent:withCompletionHandler:)"]
            return row
        }
        switch (cell.event, cell.state) {
        case (.receive, .foreground): row.mustCall.append("completionHandler(\(presentation))")
        case (.receive, .notRunning) where !hooks: break  // no fetch callback before start
        case (.receive, _): row.mustCall.append("completionHandler(.newData)")
        case (.open, .notRunning) where !hooks: row.mustCall.append("UNUserNotificationCenter.current().delegate")
        case (.open, _): row.mustCall.append("completionHandler()")
        }

        if kind.owner == .leanplum {
            leanplumExpectations(kind, cell, hooks: hooks, &row)
        } else {
            forwardedExpectations(kind, cell, hooks: hooks, usesCleverTap: usesCleverTap, &row)
        }
        return row
    }

    /// §3 Leanplum: the launch path and the later callback are matched by lp_occurrence_id
    /// only; the later callback runs only when the hooks exist.
    static func leanplumExpectations(_ kind: Kind, _ cell: Cell, hooks: Bool, _ row: inout Row) {
        row.handler = .leanplum
        row.mustNotCall.append("CleverTap.handlePushNotification")
        if kind.bothSDKs { row.warnings.insert("both-sdks") }
        let twice = cell.state == .notRunning && !kind.occurrenceID && hooks
        switch cell.event {
        case .receive:
            row.mustCall.append("Leanplum.track(\"Push Delivered\", params:)")
            row.mustCall.append("trackInternal(\"Push Delivered\")")
            if twice { row.warnings.insert("received-twice") }
            if cell.state == .foreground {
                let confirm = "ActionManager.shared.trigger(contexts: [Confirm], priority: .high, trigger: nil)"
                if kind.muted || !kind.alert { row.mustNotCall.append(confirm) } else { row.mustCall.append(confirm) }
            }
        case .open:
            row.opens = twice ? 2 : 1
            row.mustCall.append("ActionContext.runTrackedAction(name: \"Open action\")")
            if let url = kind.openURL { row.mustCall.append("UIApplication.shared.open(\"\(url)\")") }
            if twice { row.warnings.insert("cold-start-twice") }
        }
    }

    /// §1, §3, §4: everything else goes to CleverTap once its instance exists, if ever.
    static func forwardedExpectations(_ kind: Kind, _ cell: Cell, hooks: Bool, usesCleverTap: Bool, _ row: inout Row) {
        row.mustNotCall.append("Leanplum.track(\"Push Delivered\", params:)")
        row.mustNotCall.append("ActionContext.runTrackedAction")
        if kind.leanplumKeysWithoutID { row.warnings.insert("no-message-id") }
        // A cold-start tap is forwarded by the launch path unless the instance already
        // exists (start at launch with CleverTap in use), and by didReceive (when the hooks
        // exist) unless lp_occurrence_id matches the launch push's. CleverTap 7.0.2 and
        // later leave Leanplum's launch push to Leanplum.
        let coldTap = cell.event == .open && cell.state == .notRunning
        let instanceAtLaunch = hooks && usesCleverTap
        let handles = coldTap ? (instanceAtLaunch ? 0 : 1) + (hooks && !kind.occurrenceID ? 1 : 0) : 1
        guard handles > 0 else {
            row.mustNotCall.append("handleWithCleverTapInstance(action:)")
            return
        }
        row.mustCall.append("handleWithCleverTapInstance(action:)")
        let flag = cell.event == .open
        let handle = "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))"
        guard usesCleverTap else {
            row.mustNotCall.append("CleverTap.handlePushNotification")
            row.mustCall.append("MigrationManager.shared.useCleverTap")
            if kind.isCleverTapPush { row.warnings.insert("ct-queued-dropped") }
            return
        }
        row.mustCall.append(handle)
        guard kind.isCleverTapPush else { return }
        guard kind.account else {
            row.warnings.insert("ct-no-account")
            return
        }
        row.handler = .clevertap
        row.clicks = handles
        row.mustCall.append("dispatch_async(dispatch_get_main_queue(), _:)")
        if handles == 2 { row.warnings.insert("cold-start-twice") }
        if cell.event == .receive { row.warnings.insert("click-without-tap") }
        if let link = kind.deepLink {
            let open = "UIApplication.shared.open(\"\(link)\")"
            // The main-queue block runs with the app active: the link opens only with the
            // flag, true for an open.
            if cell.event == .receive { row.mustNotCall.append(open) } else { row.mustCall.append(open) }
        }
    }

    // MARK: The test

    @Test(arguments: rows)
    func cellBehavesAsTheSpecSays(_ row: Row) throws {
        var settings = SimulationSettings()
        settings.start = row.start
        settings.migration = row.migration
        settings.presentation = row.presentation
        let result = CellSimulator.run(try Self.push(row.kind), in: row.cell, settings: settings)
        let calls = result.trace.map(\.call)
        #expect(result.push?.handler == row.handler)
        #expect(result.push?.woken == row.woken)
        for call in row.mustCall {
            #expect(calls.contains(call), "missing \(call)")
        }
        for call in row.mustNotCall {
            #expect(!calls.contains { $0.hasPrefix(call) }, "unexpected \(call)")
        }
        #expect(calls.filter { $0.hasPrefix("ActionContext.runTrackedAction") }.count == row.opens, "opens")
        #expect(calls.filter { $0 == "recordEvent(\"Notification Clicked\")" }.count == row.clicks, "clicks")
        #expect(Set(result.warnings.map(\.warning.code.rawValue)) == row.warnings)
    }

    static func push(_ kind: Kind) throws -> Push {
        let text =
            kind.payload.hasPrefix("{")
            ? kind.payload
            : try String(
                contentsOf: CommandRunner.root.appendingPathComponent("samples/" + kind.payload), encoding: .utf8)
        return Push(id: 1, userInfo: try Jansson.decode(text).get(), source: kind.payload)
    }
}
