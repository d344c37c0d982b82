import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The Leanplum SDK as the push path sees it: the message-id question, start and the
/// blocks waiting for it, tracking, open actions and the cached push token
/// (docs/routing-model.md §1, §3, §4, §5).
final class LeanplumSDK {
    unowned let device: Device
    private(set) var migration: MigrationManager
    /// The app called `Leanplum.start` (`LPInternalState.calledStart`).
    private(set) var startCalled = false
    /// Start was issued (`LPInternalState.issuedStart`): what waits on `onStartIssued` runs.
    private(set) var startIssued = false
    /// The start response arrived (modelled as arriving with start issued).
    private(set) var startSucceeded = false
    /// The token as lowercase hex, kept in UserDefaults: it survives the app being killed.
    var cachedPushToken: String?

    /// A block waiting for start (`Leanplum.onStartIssued`) or its response (`onStartResponse`,
    /// `onceVariablesChangedAndNoDownloadsPending`).
    private struct Waiting {
        var number: Int
        var label: String
        /// The scenario line that queued it.
        var origin: Int?
        var run: (String?) -> Void
    }
    private var waitingForStart: [Waiting] = []
    private var waitingForResponse: [Waiting] = []
    private var lastNumber = 0

    init(device: Device) {
        self.device = device
        migration = MigrationManager(device: device)
    }

    private var recorder: Recorder { device.recorder }

    // MARK: Ownership

    /// `Utilities.messageIdFromUserInfo`: ownership comes from `Classifier`; the value is
    /// the first message-id key in the SDK's order. Warns about payloads the question
    /// gets wrong for people: both SDKs' keys, Leanplum keys without a message id.
    func messageIdFromUserInfo(_ push: Push) -> (key: String, value: JSONValue)? {
        let classification = push.classification
        guard classification.handler == .leanplum else {
            // Only for the warning: a replay that keeps none does not look (`Recorder.keepsText`).
            let secondary = recorder.keepsText ? push.keys.filter(LeanplumKeys.secondary.contains) : []
            if !secondary.isEmpty {
                recorder.warn(
                    .noMessageID,
                    "Leanplum keys \(Quoting.list(secondary, conjunction: nil)) without a message id (_lpm, _lpu, _lpn or _lpv): not a Leanplum push"
                )
            }
            return nil
        }
        if !classification.shadowedKeys.isEmpty {
            recorder.warn(
                .bothSDKs,
                "payload has both SDKs' keys: Leanplum takes it by '\(classification.matchedKeys[0])' and CleverTap never sees \(Quoting.list(classification.shadowedKeys, conjunction: nil))"
            )
        }
        let key = LeanplumKeys.messageIDNames.first(where: classification.matchedKeys.contains)!
        return (key, push.userInfo[key]!)
    }

    static func areActionsEmbedded(_ push: Push) -> Bool {
        push.userInfo[LeanplumKeys.openAction] != nil || push.userInfo[LeanplumKeys.customActions] != nil
    }

    /// The key that mutes the foreground confirm message, if any.
    static func muteKey(_ push: Push) -> String? {
        LeanplumKeys.muting.first { push.userInfo[$0] != nil }
    }

    /// `getNotificationText(_:)`: `aps.alert` as a string (even an empty one), or the string
    /// `body` of an `aps.alert` dictionary; nil otherwise.
    static func notificationText(_ push: Push) -> String? {
        switch push.aps?["alert"] {
        case .string(let text): text
        case .object(let alert): alert["body"]?.stringValue
        default: nil
        }
    }

    /// Said of each request while Leanplum's requests are not sent.
    var requestsNote: String? {
        device.release.hasMigration && migration.state == .ct ? "request not sent: migration state 'ct'" : nil
    }

    // MARK: Start and the blocks that wait for it

    func onStartIssued(from actor: TraceActor, label: String, _ block: @escaping (String?) -> Void) {
        enqueue(
            &waitingForStart, ready: startIssued ? "start already issued" : nil, call: "Leanplum.onStartIssued(_:)",
            from: actor, label: label, block)
    }

    func onStartResponse(from actor: TraceActor, label: String, _ block: @escaping (String?) -> Void) {
        enqueue(
            &waitingForResponse, ready: startSucceeded ? "start already succeeded" : nil,
            call: "Leanplum.onStartResponse(_:)",
            from: actor, label: label, block)
    }

    /// `onceVariablesChangedAndNoDownloadsPending`: waits for the messages of the start response.
    func onceVariablesChanged(from actor: TraceActor, label: String, _ block: @escaping (String?) -> Void) {
        enqueue(
            &waitingForResponse, ready: startSucceeded ? "the start response is in" : nil,
            call: "Leanplum.onceVariablesChangedAndNoDownloadsPending(_:)", from: actor, label: label, block)
    }

    private func enqueue(
        _ queue: inout [Waiting], ready: String?, call: String, from actor: TraceActor, label: String,
        _ block: @escaping (String?) -> Void
    ) {
        guard !device.crashed else { return }
        if let ready {
            recorder.call(actor, .leanplum, call, note: "\(ready): \(label) runs now")
            return block(nil)
        }
        lastNumber += 1
        recorder.call(actor, .leanplum, call, note: "queues #\(lastNumber): \(label)")
        queue.append(Waiting(number: lastNumber, label: label, origin: device.origin, run: block))
    }

    /// `Leanplum.start()`: installs the hooks, then fetches the migration state (cached: at
    /// once; first run: asynchronously), and issues start when it is known. Before 6.0.0
    /// start is issued at once.
    func start(from actor: TraceActor, note: String? = nil) {
        let step = recorder.call(actor, .leanplum, "Leanplum.start()", note: note)
        guard !startCalled else { return recorder.annotate(step, "start already called: ignored") }
        startCalled = true
        device.proxy.setupNotificationSwizzling()
        guard device.release.hasMigration else {
            recorder.annotate(step, "Leanplum \(device.release) has no migration state: start is issued at once")
            return issueStart()
        }
        migration.fetchMigrationState { [unowned self] in issueStart() }
    }

    /// `triggerStartIssued`: runs the blocks waiting for start, then (the response being
    /// modelled as arriving with it) those waiting for the start response.
    private func issueStart() {
        startIssued = true
        run(&waitingForStart, when: "start issued")
        startSucceeded = true
        run(&waitingForResponse, when: "start succeeded")
    }

    private func run(_ queue: inout [Waiting], when moment: String) {
        let blocks = queue
        queue = []
        let origin = device.origin
        for block in blocks where !device.crashed {
            device.origin = block.origin
            block.run("#\(block.number) runs: \(moment)")
        }
        device.origin = origin
    }

    /// The app is killed: blocks still waiting never run.
    func terminate(reason: String) {
        for block in waitingForStart + waitingForResponse {
            recorder.warn(.neverRun, "'\(block.label)' (#\(block.number)) never ran: \(reason)", at: .nowhere)
        }
        waitingForStart = []
        waitingForResponse = []
        startCalled = false
        startIssued = false
        startSucceeded = false
        migration = MigrationManager(device: device)
    }

    /// Blocks still waiting when the simulation ends.
    func reportWaitingBlocks() {
        let reason =
            device.settings.startTiming == .never && !startCalled
            ? "the app never calls Leanplum.start (--start never)" : "Leanplum start was never issued"
        for block in waitingForStart + waitingForResponse {
            recorder.warn(.neverRun, "'\(block.label)' (#\(block.number)) never ran: \(reason)", at: .nowhere)
        }
    }

    // MARK: Tracking and actions

    /// `Leanplum.track(_:params:)`: the event is sent once start is issued (lost without start).
    func track(_ event: String, params: String, from actor: TraceActor) {
        recorder.call(actor, .leanplum, "Leanplum.track(\"\(event)\", params:)", note: params)
        onStartIssued(from: .leanplum, label: "trackInternal(\"\(event)\")") { [unowned self] note in
            recorder.call(
                .leanplum, .leanplum, "trackInternal(\"\(event)\")", note: join(note, "sends the event", requestsNote))
        }
    }

    /// The open action of `_lpx`, or of the action button's `_lpc` entry (`Open URL` opens its
    /// URL), or the downloaded message's.
    func runOpenAction(of push: Push, button: String? = nil, step: Int?) {
        guard Self.areActionsEmbedded(push) else {
            guard
                actionManagerRuns(
                    button.map { "the downloaded message's '\($0)' action" } ?? "the downloaded message's action")
            else {
                return
            }
            recorder.call(
                .leanplum, .leanplum, "ActionContext.runAction()",
                note: button.map { "the '\($0)' action of the downloaded message (from the server, not the payload)" }
                    ?? "the action of the downloaded message")
            return
        }
        guard let (action, source) = embeddedAction(of: push, button: button, step: step) else { return }
        guard let name = action["__name__"]?.stringValue, !name.isEmpty else {
            return recorder.annotate(step, "no action named in \(source): nothing more runs")
        }
        guard actionManagerRuns("the '\(name)' action of \(source)") else { return }
        if name == "Open URL", let url = action["URL"]?.stringValue {
            openURL(url)
        } else {
            recorder.call(.leanplum, .leanplum, "ActionContext.runAction()", note: "the '\(name)' action of \(source)")
        }
    }

    /// The action `notificationOpened(userInfo:action:)` puts in the context's arguments: `_lpx`
    /// for a tap, the button's entry of `_lpc` for an action button (`NotificationsManager.swift`
    /// 6.6.1 lines 105-113); nil (noted) when there is none.
    private func embeddedAction(of push: Push, button: String?, step: Int?) -> (JSONObject, String)? {
        guard let button else {
            guard let action = push.userInfo[LeanplumKeys.openAction]?.objectValue else {
                recorder.annotate(step, "no action named in _lpx: nothing more runs")
                return nil
            }
            return (action, "_lpx")
        }
        guard let action = push.userInfo[LeanplumKeys.customActions]?[button]?.objectValue else {
            recorder.annotate(step, "_lpc has no action '\(button)': nothing more runs")
            return nil
        }
        return (action, "_lpc.\(button)")
    }
}

extension LeanplumSDK {
    /// Every action a push opens goes through Leanplum's `ActionManager` queue
    /// (`-[LPActionContext runActionNamed:]` → `triggerWithContexts:priority: PriorityHigh`,
    /// `Classes/Features/Actions/LPActionContext.m` lines 515-527 at 6.6.1), and so does the
    /// foreground confirm (`showNotificationInForeground` → `ActionManager.shared.trigger(contexts:
    /// priority: .high)`, `ActionManager+Triggering.swift` line 26): disabled, the queue drops it
    /// (`insertActions`, `guard isEnabled`, `ActionManager.swift` line 140); paused, it keeps it
    /// until the app resumes it (`performActions`, `guard !isPaused, isEnabled`,
    /// `ActionManager+Executor.swift` line 14). Enabled, it runs it. `what` names it, `warned`
    /// in the warning; `trigger` is the step already drawn for the trigger (the confirm's), else
    /// one is drawn when it is held.
    func actionManagerRuns(_ what: String, warned: String? = nil, trigger: Int? = nil) -> Bool {
        let subject = warned ?? "the push's open action (\(what))"
        let held: (note: String, warning: String)
        switch device.settings.actionManager {
        case .enabled:
            return true
        case .paused:
            held = (
                "\(what) is queued: the app paused the ActionManager (isPaused true), so performActions returns at once; it runs only when the app sets isPaused to false",
                "\(subject) waits in Leanplum's ActionManager queue: the app paused it (ActionManager.shared.isPaused), and it runs only when the app resumes it"
            )
        case .disabled:
            held = (
                "\(what) is dropped: the app disabled the ActionManager (isEnabled false), so insertActions adds nothing",
                "\(subject) is dropped: the app disabled Leanplum's ActionManager (ActionManager.shared.isEnabled = false)"
            )
        }
        if trigger != nil {
            recorder.annotate(trigger, held.note)
        } else {
            recorder.call(.leanplum, .leanplum, "ActionManager.trigger(contexts:priority: .high)", note: held.note)
        }
        recorder.warn(.openActionHeld, held.warning)
        return false
    }

    /// The `Open URL` action opens its URL percent-encoded again (`OpenURLEncoding`).
    func openURL(_ url: String) {
        let opened = OpenURLEncoding.encode(url)
        guard opened != url else {
            recorder.call(
                .leanplum, .iOS, "UIApplication.shared.open(\"\(url)\")", note: "deep link of the Open URL action")
            return
        }
        recorder.call(
            .leanplum, .iOS, "UIApplication.shared.open(\"\(opened)\")",
            note:
                "deep link of the Open URL action, percent-encoded again by LPOpenUrlMessageTemplate.m urlEncodedStringFromString: (every character but alphanumerics and :-._~/?&=#+); the payload's URL is \"\(url)\""
        )
        recorder.warn(
            .openURLReencoded,
            "the Open URL action opens '\(opened)', not the payload's '\(url)': Leanplum percent-encodes everything but alphanumerics and ':-._~/?&=#+', '%' included"
        )
    }
}
