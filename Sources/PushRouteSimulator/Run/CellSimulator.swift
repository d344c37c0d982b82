import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Runs one payload through one cell of the matrix.
///
/// For a running app the set-up (launch, Leanplum start at launch, a first run's migration
/// fetch) is not recorded; the cell records the token (when given), the push, and with
/// `--start later` the Leanplum start the app calls after a push that ran app code.
public enum CellSimulator {
    public static func run(_ push: Push, in cell: Cell, settings: SimulationSettings) -> SimulationResult {
        let device = Device(
            settings: settings, instanceAccount: settings.appInstanceAccount ?? push.string(CleverTapKeys.accountID))
        prepare(device, for: cell)
        switch cell.event {
        case .receive: device.iOS.deliver(push)
        case .open: device.iOS.tap(push)
        }
        device.finishAction()
        if settings.startsLater && device.isRunning && device.pushes.outcome(push).woken {
            device.app.startLeanplum(note: "the app calls start after the push (--start later)")
            device.finishAction()
        }
        device.leanplum.reportWaitingBlocks()
        let outcome = device.pushes.outcome(push)
        let result = PushResult(
            input: push.source, location: push.location, state: cell.state, event: cell.event,
            handler: outcome.handler, woken: outcome.woken,
            handledTimes: device.pushes.handlingCount(push, by: outcome.handler, event: cell.event, origin: nil),
            handledAt: device.pushes.handlingSteps(push, by: outcome.handler, event: cell.event, origin: nil),
            wokenNote: outcome.woken ? nil : FlagValueNote.note(push.userInfo["aps"]?["content-available"]),
            repairs: push.repairs)
        return SimulationResult(
            input: push.source, leanplumSDK: settings.leanplumSDK, pushes: [result], trace: device.recorder.steps,
            sections: [],
            warnings: device.recorder.warnings, isScenario: false, profile: settings.profileName,
            cleverTapSDK: settings.cleverTapSDK, sdks: settings.sdks)
    }

    /// Brings the app into the cell's state and registers the token before the push: at
    /// once for a running app, right after launch for an app the push launches.
    private static func prepare(_ device: Device, for cell: Cell) {
        let token = device.settings.token
        guard cell.state != .notRunning else {
            if let token { device.afterDidFinishLaunching = { device.iOS.registerToken(token) } }
            return
        }
        device.recorder.muted = true
        device.iOS.launchByUser()
        device.finishAction()
        if cell.state == .background { device.iOS.enterBackground() }
        device.recorder.muted = false
        if let token {
            device.iOS.registerToken(token)
            device.finishAction()
        }
    }
}
