import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A scenario step that cannot happen in the app's state at that point.
public struct ScenarioError: Error, Sendable {
    public var diagnostic: Diagnostic
}

/// Replays a scenario on one simulated device, from an app that is not running.
public enum ScenarioSimulator {
    public static func run(_ scenario: Scenario, file: String) -> Result<SimulationResult, ScenarioError> {
        let device = Device(settings: scenario.settings, instanceAccount: instanceAccount(scenario))
        var taken: [(step: ScenarioStep, push: Push, state: AppState, event: PushEvent)] = []
        var crashLine: Int?
        for step in scenario.steps {
            if let reason = impossible(step, on: device) {
                // After a crash the app is not running: steps that need it are skipped.
                if let crashLine, !device.isRunning {
                    device.recorder.beginSection(
                        line: step.line, title: step.text + " (skipped: the app crashed at line \(crashLine))")
                    continue
                }
                let message = "'\(step.word)' cannot happen here: \(reason)"
                return .failure(
                    ScenarioError(
                        diagnostic:
                            Diagnostic(
                                file: file, at: SourceLocation(line: step.line, column: step.column), severity: .error,
                                rule: ScenarioRule.scenario, message: message)))
            }
            device.recorder.beginSection(line: step.line, title: step.text)
            device.origin = step.line
            let before = appState(device.applicationState)
            if let (push, event) = perform(step, on: device) {
                taken.append((step, push, before, event))
            }
            let wasRunning = device.isRunning
            device.finishAction()
            if wasRunning && !device.isRunning && !isTerminate(step.action) { crashLine = step.line }
        }
        device.recorder.currentLine = nil
        device.leanplum.reportWaitingBlocks()
        let pushes = taken.map { entry in
            let outcome = device.pushes.outcome(entry.push, origin: entry.step.line)
            return PushResult(
                input: entry.push.source, location: entry.push.location, state: entry.state, event: entry.event,
                handler: outcome.handler, woken: outcome.woken, scenarioLine: entry.step.line,
                handledTimes: device.pushes.handlingCount(
                    entry.push, by: outcome.handler, event: entry.event, origin: entry.step.line),
                wokenNote: outcome.woken ? nil : FlagValueNote.note(entry.push.userInfo["aps"]?["content-available"]))
        }
        return .success(
            SimulationResult(
                input: file, leanplumSDK: scenario.settings.leanplumSDK, pushes: pushes, trace: device.recorder.steps,
                sections: device.recorder.sections, warnings: device.recorder.warnings, isScenario: true,
                profile: scenario.settings.profileName, cleverTapSDK: scenario.settings.cleverTapSDK,
                sdks: scenario.settings.sdks))
    }

    private static func isTerminate(_ action: ScenarioAction) -> Bool {
        if case .terminate = action { return true }
        return false
    }

    /// `ct-account` (a CleverTap-only app's Info.plist account), else the first
    /// `wzrk_acct_id` among the scenario's pushes.
    private static func instanceAccount(_ scenario: Scenario) -> String? {
        scenario.settings.appInstanceAccount
            ?? scenario.steps.lazy.compactMap { step -> String? in
                switch step.action {
                case .push(let push), .tap(let push): push.string(CleverTapKeys.accountID)
                default: nil
                }
            }.first
    }

    /// Why the step cannot happen in the app's current state, if it cannot.
    private static func impossible(_ step: ScenarioStep, on device: Device) -> String? {
        if step.response != .defaultAction && device.applicationState == .notRunning {
            return "the app is not running (how iOS launches an app for an action button or a dismiss is not modelled)"
        }
        return switch (step.action, device.applicationState) {
        case (.launch, let state) where state != .notRunning: "the app is already running"
        case (.token, .notRunning), (.start, .notRunning), (.terminate, .notRunning): "the app is not running"
        case (.background, .notRunning), (.background, .background), (.background, .inactive):
            "the app is not in the foreground"
        case (.foreground, .notRunning), (.foreground, .active): "the app is not in the background"
        default: nil
        }
    }

    /// Runs one step; for a push or a tap, returns the push and its event.
    private static func perform(_ step: ScenarioStep, on device: Device) -> (Push, PushEvent)? {
        switch step.action {
        case .launch: device.iOS.launchByUser()
        case .token(let token): device.iOS.registerToken(token)
        case .start: device.app.startLeanplum(note: nil)
        case .push(let push):
            device.iOS.deliver(push)
            return (push, .receive)
        case .tap(let push) where step.response != .defaultAction:
            device.iOS.respond(push, step.response)
            // An action button opens (Leanplum runs its action); a dismiss is no event of a push.
            return step.response == .dismiss ? nil : (push, .open)
        case .tap(let push):
            device.iOS.tap(push)
            return (push, .open)
        case .background: device.iOS.enterBackground()
        case .foreground: device.iOS.enterForeground()
        case .terminate: device.terminate()
        }
        return nil
    }

    static func appState(_ state: ApplicationState) -> AppState {
        switch state {
        case .notRunning: .notRunning
        case .background, .inactive: .background
        case .active: .foreground
        }
    }
}
