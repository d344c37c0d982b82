import PushRouteCore
import PushRouteReader
import PushRouteRules

/// A part of the simulated device that calls, or is called.
public enum TraceActor: String, CaseIterable, Sendable {
    /// The system: launches the app, calls its delegate methods, opens URLs.
    case iOS
    /// The app's notification service extension: its principal class, in the extension's
    /// own process (`CTNotificationServiceExtension` or the app's subclass of it).
    case serviceExtension = "NotificationService"
    /// The CleverTap SDK linked into the extension: its default instance, from the
    /// extension's own Info.plist.
    case extensionCleverTap = "ExtensionCleverTap"
    /// The app delegate and notification-center delegate, with the methods Leanplum swizzles.
    case appDelegate = "AppDelegate"
    /// Leanplum's observer of `UIApplication.didFinishLaunchingNotification`.
    case notificationsProxy = "NotificationsProxy"
    /// `Leanplum.notificationsManager()`: an `LPCTNotificationsManager`, or with `--legacy`
    /// the `NotificationsManager` before the design note.
    case notificationsManager = "NotificationsManager"
    /// The Leanplum SDK: start, its queues, tracking, actions, the migration manager.
    case leanplum = "Leanplum"
    /// The CleverTap SDK and its instances.
    case cleverTap = "CleverTap"
}

/// The process a step runs in: the app's, or the service extension's (its own binary,
/// container and Info.plist).
public enum TraceProcess: String, CaseIterable, Sendable {
    case app
    case `extension`
}

/// One call that happened: `actor` called `call` on `target`.
public struct TraceStep: Equatable, Sendable {
    /// Who made the call.
    public var actor: TraceActor
    /// Who was called (the same as `actor` for work done in place).
    public var target: TraceActor
    /// The real API name, with the arguments that matter.
    public var call: String
    /// What the callee decided, when it is not obvious from the call.
    public var note: String?
    /// A completion handler handing a result back to its caller.
    public var isReply: Bool
    /// The process it runs in.
    public var process: TraceProcess

    public init(
        actor: TraceActor, target: TraceActor, call: String, note: String? = nil, isReply: Bool = false,
        process: TraceProcess = .app
    ) {
        self.actor = actor
        self.target = target
        self.call = call
        self.note = note
        self.isReply = isReply
        self.process = process
    }
}

/// Where a scenario step starts in the trace: shown as a heading by the formats.
public struct TraceSection: Equatable, Sendable {
    /// Index of the first step recorded for it.
    public var firstStep: Int
    /// The scenario line that caused it.
    public var line: Int
    public var title: String
}

/// Collects the steps and warnings of one simulation, in the order they happen.
final class Recorder {
    private(set) var steps: [TraceStep] = []
    private(set) var sections: [TraceSection] = []
    private(set) var warnings: [RaisedWarning] = []
    /// The warnings raised, by scenario line: each is raised once there, however many
    /// times its hazard happens (a set, so that 40 000 steps cost no more each than one).
    private var raised: Set<Raised> = []
    private struct Raised: Hashable {
        var warning: SimulationWarning
        var line: Int?
    }
    /// While true nothing is recorded (the set-up before a cell starts, or what a crashed
    /// app would have done next).
    var muted = false
    /// While false no warning is kept and no step's text is built: a replay whose pushes'
    /// outcomes alone are read (`ReplaySimulator.outcomes`). No warning and no text changes a
    /// step or an outcome; a step keeps only its actors, its process and, for a call iOS
    /// receives, its call (which says whether a URL opens: `SessionPredictor.opensURL`).
    var keepsText = true
    /// The scenario line being run, which warnings point at.
    var currentLine: Int?

    /// The index of the step recorded last; nil before the first.
    var lastStep: Int? { steps.isEmpty ? nil : steps.count - 1 }

    /// Records a call and returns its index, which the callee may annotate. The texts are
    /// built only when kept (`keepsText`): building them was most of a replay's time.
    @discardableResult
    func call(
        _ actor: TraceActor, _ target: TraceActor, _ call: @autoclosure () -> String,
        note: @autoclosure () -> String? = nil, reply: Bool = false, process: TraceProcess = .app
    ) -> Int? {
        guard !muted else { return nil }
        guard keepsText else {
            steps.append(
                TraceStep(
                    actor: actor, target: target, call: target == .iOS ? call() : "", isReply: reply, process: process))
            return steps.count - 1
        }
        steps.append(
            TraceStep(actor: actor, target: target, call: call(), note: note(), isReply: reply, process: process))
        return steps.count - 1
    }

    /// Adds what the callee decided to the note of step `index`.
    func annotate(_ index: Int?, _ note: @autoclosure () -> String) {
        guard let index, keepsText else { return }
        let note = note()
        steps[index].note = steps[index].note.map { $0 + "; " + note } ?? note
    }

    /// Where in the trace a warning is shown.
    enum Place {
        /// At the step just recorded: where the hazard happens.
        case lastStep
        /// At a given step (nil: none).
        case step(Int?)
        /// At no step: the hazard is that nothing runs.
        case nowhere
    }

    /// Raises a warning once per code and message (per scenario line).
    func warn(_ code: WarningCode, _ message: @autoclosure () -> String, at place: Place = .lastStep) {
        warn(RuleID(code), code.severity, message(), at: place)
    }

    /// A warning the routing rules give (lint gives it too).
    func warn(_ code: RoutingRule, _ message: @autoclosure () -> String) {
        warn(RuleID(code), .warning, message(), at: .lastStep)
    }

    private func warn(_ code: RuleID, _ severity: Severity, _ message: @autoclosure () -> String, at place: Place) {
        guard !muted, keepsText else { return }
        let warning = SimulationWarning(code: code, severity: severity, message: message())
        guard raised.insert(Raised(warning: warning, line: currentLine)).inserted else { return }
        let step: Int?
        switch place {
        case .lastStep: step = lastStep
        case .step(let index): step = index
        case .nowhere: step = nil
        }
        warnings.append(RaisedWarning(warning: warning, line: currentLine, step: step))
    }

    func beginSection(line: Int, title: String) {
        currentLine = line
        sections.append(TraceSection(firstStep: steps.count, line: line, title: title))
    }
}

extension TraceActor {
    /// The actors that live in the service extension's process.
    public var isExtension: Bool { self == .serviceExtension || self == .extensionCleverTap }
}
