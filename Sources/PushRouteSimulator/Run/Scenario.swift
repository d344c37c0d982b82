import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A timeline replayed on one simulated device: `pushroute simulate --scenario FILE`.
/// The format is described in pushroute(1), SCENARIO FILES.
public struct Scenario: Sendable {
    public var settings: SimulationSettings
    public var steps: [ScenarioStep]
}

/// One line of a scenario that does something.
public struct ScenarioStep: Sendable {
    public var line: Int
    /// Column of the step's first word.
    public var column: Int
    /// The line as written, trimmed: the heading over its part of the trace.
    public var text: String
    public var action: ScenarioAction
}

public enum ScenarioAction: Sendable {
    /// The user starts the app from the home screen.
    case launch
    /// APNs hands the app its device token.
    case token(DeviceToken)
    /// The app calls `Leanplum.start()`.
    case start
    /// A push arrives, in whatever state the app is in.
    case push(Push)
    /// The user taps a push (launching the app if it is not running).
    case tap(Push)
    /// The user taps one of the push's action buttons (`action ID`) or dismisses it
    /// (`dismiss`), in a running app.
    case respond(Push, NotificationResponse)
    case background
    case foreground
    /// The app is killed; Leanplum's cached token survives.
    case terminate

    /// The word that writes it.
    var word: String {
        switch self {
        case .launch: "launch"
        case .token: "token"
        case .start: "start"
        case .push: "push"
        case .tap: "tap"
        case .respond(_, .dismiss): "dismiss"
        case .respond: "action"
        case .background: "background"
        case .foreground: "foreground"
        case .terminate: "terminate"
        }
    }
}

/// Errors in a scenario file: a step or setting that cannot be read, or cannot happen.
public enum ScenarioRule: String, DiagnosticRule {
    case scenario
}
