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
    /// What the user does with the push of a `tap`: a tap, or (`action ID`, `dismiss`) an action
    /// button or a dismiss, in a running app. Kept beside the action, not in it: a payload of
    /// its own in `ScenarioAction` made valgrind see its switches read uninitialised bytes.
    public var response: NotificationResponse = .defaultAction

    /// The word that writes the step.
    var word: String {
        switch response {
        case .defaultAction: action.word
        case .custom: "action"
        case .dismiss: "dismiss"
        }
    }
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
        case .background: "background"
        case .foreground: "foreground"
        case .terminate: "terminate"
        }
    }
}

/// Errors in a scenario file: a step or setting that cannot be read, or cannot happen.
public enum ScenarioRule: String, ExplainedRule {
    case scenario

    public static let reportedBy = "simulate --scenario FILE"

    public var meaning: String {
        "a step or setting of a scenario file that cannot be read, or cannot happen (pushroute(1), SCENARIO FILES)"
    }
}
