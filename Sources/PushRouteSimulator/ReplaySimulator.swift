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
    /// own steps. The pushes must have distinct ids.
    public static func run(_ pushes: [(push: Push, cell: Cell)], settings: SimulationSettings) -> [SimulationResult] {
        let account = settings.appInstanceAccount ?? pushes.lazy.compactMap { $0.push.string(CleverTapKeys.accountID) }.first
        let device = Device(settings: settings, instanceAccount: account)
        var firstSteps: [Int] = []
        for (index, entry) in pushes.enumerated() {
            bring(device, to: entry.cell.state)
            device.origin = index + 1
            device.recorder.currentLine = index + 1
            firstSteps.append(device.recorder.steps.count)
            switch entry.cell.event {
            case .receive: device.iOS.deliver(entry.push)
            case .open: device.iOS.tap(entry.push)
            }
            device.finishAction()
            startLater(device, after: entry.push)
        }
        device.recorder.currentLine = nil
        device.leanplum.reportWaitingBlocks()
        // Each push's warnings, grouped once: a filter per push was most of a long session's replay.
        let warnings = Dictionary(grouping: device.recorder.warnings, by: { $0.line ?? 0 })
        return pushes.enumerated().map { index, entry in
            let end = index + 1 < firstSteps.count ? firstSteps[index + 1] : device.recorder.steps.count
            return result(entry.push, entry.cell, origin: index + 1, steps: firstSteps[index]..<end, warnings: warnings[index + 1] ?? [], device)
        }
    }

    /// With `--start later`, the app calls `Leanplum.start` after the first push that ran its code.
    private static func startLater(_ device: Device, after push: Push) {
        guard device.settings.startsLater, device.isRunning, !device.leanplum.startIssued,
            device.currentOutcome(push).woken
        else { return }
        device.app.startLeanplum(note: "the app calls start after the push (--start later)")
        device.finishAction()
    }

    /// Kills, launches, backgrounds or foregrounds the app, unrecorded, so that it is in
    /// `state`; registers the token after a launch, as a cell does.
    private static func bring(_ device: Device, to state: AppState) {
        device.recorder.muted = true
        defer { device.recorder.muted = false }
        let current = ScenarioSimulator.appState(device.applicationState)
        guard current != state else { return }
        if state == .notRunning {
            if device.isRunning { device.terminate(reason: "the app was killed before the next push") }
            if let token = device.settings.token { device.afterDidFinishLaunching = { device.iOS.registerToken(token) } }
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
    private static func result(
        _ push: Push, _ cell: Cell, origin: Int, steps: Range<Int>, warnings: [RaisedWarning], _ device: Device
    ) -> SimulationResult {
        let outcome = device.outcome(push, origin: origin)
        let pushResult = PushResult(
            input: push.source, location: push.location, state: cell.state, event: cell.event,
            handler: outcome.handler, woken: outcome.woken,
            handledTimes: device.handlingCount(push, by: outcome.handler, event: cell.event, origin: origin),
            wokenNote: outcome.woken ? nil : FlagValueNote.note(push.userInfo["aps"]?["content-available"]), repairs: push.repairs)
        let settings = device.settings
        let warnings = warnings.map { raised in
            var own = raised
            own.step = raised.step.flatMap { steps.contains($0) ? $0 - steps.lowerBound : nil }
            return own
        }
        return SimulationResult(
            input: push.source, leanplumSDK: settings.leanplumSDK, pushes: [pushResult], trace: Array(device.recorder.steps[steps]), sections: [],
            warnings: warnings, isScenario: false, profile: settings.profileName, cleverTapSDK: settings.cleverTapSDK,
            sdks: settings.sdks)
    }
}
