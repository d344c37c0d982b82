import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Replays a session's pushes in order on one device, each in the cell its log decided
/// (docs/logs.md, "Why did this push do that?"): what one push leaves behind (a launch push
/// Leanplum remembers, a start already issued, the instance CleverTap created) reaches the
/// next, as on the phone. Between pushes the device is brought to the next push's state
/// without recording it, as a cell's set-up is: the app killed for a cold start, launched by
/// the user, sent to the background or brought back.
public enum ReplaySimulator {
    /// One result per push, in order, each holding that push's result and the trace of its
    /// own steps. The pushes must have distinct ids. `answers`: by push id, the options the
    /// log says the app answered `willPresent` with, which decide whether iOS shows that push.
    public static func run(
        _ pushes: [(push: Push, cell: Cell)], settings: SimulationSettings, answers: [Int: PresentationOptions] = [:]
    ) -> [SimulationResult] {
        let replay = ReplayRun(settings: settings, account: account(pushes, settings: settings))
        for entry in pushes { replay.play(entry.push, in: entry.cell, answer: answers[entry.push.id]) }
        return replay.results(ended: true)
    }

    /// `run`'s results reduced to what a caller comparing the pushes' outcomes reads
    /// (`ReplayRun.outcomes`), none built. The warnings and the steps' texts, which change no
    /// outcome, are not kept (`Recorder.keepsText`).
    public static func outcomes(
        _ pushes: [(push: Push, cell: Cell)], settings: SimulationSettings, answers: [Int: PresentationOptions] = [:]
    ) -> [ReplayRun.Outcome] {
        let replay = ReplayRun(settings: settings, account: account(pushes, settings: settings), keepingText: false)
        for entry in pushes { replay.play(entry.push, in: entry.cell, answer: answers[entry.push.id]) }
        return replay.outcomes()
    }

    /// The CleverTap account the device's instance uses: the settings', else the first push's.
    public static func account(_ pushes: [(push: Push, cell: Cell)], settings: SimulationSettings) -> String? {
        settings.appInstanceAccount ?? pushes.lazy.compactMap { $0.push.string(CleverTapKeys.accountID) }.first
    }

    /// Delivers or taps the push, the `number`th, on the device brought to its state.
    fileprivate static func act(_ push: Push, in cell: Cell, number: Int, on device: Device) {
        device.origin = number
        device.recorder.currentLine = number
        switch cell.event {
        case .receive: device.iOS.deliver(push)
        case .open: device.iOS.tap(push)
        }
        device.finishAction()
        startLater(device, after: push)
    }

    /// With `--start later`, the app calls `Leanplum.start` after the first push that ran its code.
    private static func startLater(_ device: Device, after push: Push) {
        guard device.settings.startsLater, device.isRunning, !device.leanplum.startIssued,
            device.pushes.currentOutcome(push).woken
        else { return }
        device.app.startLeanplum(note: "the app calls start after the push (--start later)")
        device.finishAction()
    }

    /// Kills, launches, backgrounds or foregrounds the app, unrecorded, so that it is in
    /// `state`; registers the token after a launch, as a cell does.
    fileprivate static func bring(_ device: Device, to state: AppState) {
        device.recorder.muted = true
        defer { device.recorder.muted = false }
        let current = ScenarioSimulator.appState(device.applicationState)
        guard current != state else { return }
        if state == .notRunning {
            if device.isRunning { device.terminate(reason: "the app was killed before the next push") }
            if let token = device.settings.token {
                device.afterDidFinishLaunching = { device.iOS.registerToken(token) }
            }
            return
        }
        if !device.isRunning {
            device.iOS.launchByUser()
            device.finishAction()
            if let token = device.settings.token {
                device.iOS.registerToken(token)
                device.finishAction()
            }
        }
        if state == .background { device.iOS.enterBackground() } else { device.iOS.enterForeground() }
    }

    /// The push's result over its own `steps` of the device's trace; its `warnings`' steps
    /// counted from the first of them, as in a cell's result.
    fileprivate static func result(
        _ push: Push, _ cell: Cell, origin: Int, steps: Range<Int>, warnings: [RaisedWarning], _ device: Device
    ) -> SimulationResult {
        let outcome = device.pushes.outcome(push, origin: origin)
        let pushResult = PushResult(
            input: push.source, location: push.location, state: cell.state, event: cell.event,
            handler: outcome.handler, woken: outcome.woken,
            handledTimes: device.pushes.handlingCount(push, by: outcome.handler, event: cell.event, origin: origin),
            handledAt: device.pushes.handlingSteps(push, by: outcome.handler, event: cell.event, origin: origin)
                .compactMap {
                    steps.contains($0) ? $0 - steps.lowerBound : nil
                },
            wokenNote: outcome.woken ? nil : FlagValueNote.note(push.userInfo["aps"]?["content-available"]),
            repairs: push.repairs)
        let settings = device.settings
        let warnings = warnings.map { raised in
            var own = raised
            own.step = raised.step.flatMap { steps.contains($0) ? $0 - steps.lowerBound : nil }
            return own
        }
        return SimulationResult(
            input: push.source, leanplumSDK: settings.leanplumSDK, pushes: [pushResult],
            trace: Array(device.recorder.steps[steps]), sections: [],
            warnings: warnings, isScenario: false, profile: settings.profileName, cleverTapSDK: settings.cleverTapSDK,
            sdks: settings.sdks)
    }
}

/// A replay kept open (`ReplaySimulator`): the pushes played so far on one device, which the
/// next push extends as a replay of all of them would. A live session keeps one between the
/// verdicts it prints, instead of replaying every push before each (docs/logs.md, "Live").
public final class ReplayRun {
    /// The CleverTap account the device's instance was created with (`ReplaySimulator.account`).
    public let account: String?
    private let device: Device
    private var pushes: [(push: Push, cell: Cell)] = []
    /// The first step of each push's own steps.
    private var firstSteps: [Int] = []

    /// `keepingText`: false when only the pushes' outcomes are read (`outcomes`).
    public init(settings: SimulationSettings, account: String?, keepingText: Bool = true) {
        self.account = account
        device = Device(settings: settings, instanceAccount: account)
        device.recorder.keepsText = keepingText
    }

    /// How many pushes were played.
    public var count: Int { pushes.count }

    /// Plays one more push, after the others. Its id must differ from theirs. `answer`: the
    /// options the log says the app answered `willPresent` with for it.
    public func play(_ push: Push, in cell: Cell, answer: PresentationOptions? = nil) {
        pushes.append((push, cell))
        if let answer { device.pushes.answers[push.id] = answer }
        ReplaySimulator.bring(device, to: cell.state)
        firstSteps.append(device.recorder.steps.count)
        ReplaySimulator.act(push, in: cell, number: pushes.count, on: device)
    }

    /// Each push's result, in order, with what the pushes after it did so far. `ended`: the
    /// session ends here, the blocks still waiting for Leanplum's start are reported (as
    /// warnings of no push) and no push may follow.
    public func results(ended: Bool) -> [SimulationResult] {
        if ended {
            device.recorder.currentLine = nil
            device.leanplum.reportWaitingBlocks()
        }
        // Each push's warnings, grouped once: a filter per push was most of a long session's replay.
        let warnings = Dictionary(grouping: device.recorder.warnings, by: { $0.line ?? 0 })
        return pushes.enumerated().map { index, entry in
            ReplaySimulator.result(
                entry.push, entry.cell, origin: index + 1, steps: ownSteps(index),
                warnings: warnings[index + 1] ?? [], device)
        }
    }

    /// What `results` gives a push, reduced to its handler and handled count
    /// (`PushResult.handler`, `handledTimes`) and its own steps (`SimulationResult.trace`).
    public typealias Outcome = (handler: Handler, handledTimes: Int, steps: ArraySlice<TraceStep>)

    /// What `results` would give each push (`Outcome`), with what the pushes after it did so
    /// far, without building the results (not generic: an unspecialized map cost more than
    /// the rest). An end reports only warnings, so it changes none.
    public func outcomes() -> [Outcome] {
        pushes.indices.map { index in
            let push = pushes[index]
            let handler = device.pushes.outcome(push.push, origin: index + 1).handler
            let times = device.pushes.handlingCount(push.push, by: handler, event: push.cell.event, origin: index + 1)
            return (handler, times, device.recorder.steps[ownSteps(index)])
        }
    }

    /// The steps of the `index`th push (from 0): up to the next push's first, or the trace's end.
    private func ownSteps(_ index: Int) -> Range<Int> {
        firstSteps[index]..<(index + 1 < firstSteps.count ? firstSteps[index + 1] : device.recorder.steps.count)
    }
}
