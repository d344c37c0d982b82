import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `UIApplication.State`, plus not running.
enum ApplicationState: Equatable {
    case notRunning, background, inactive, active
}

/// What one push did on the device for one origin (a cell, or a scenario step), as the
/// parts report it.
struct PushOutcome {
    /// iOS ran app code for it (launch, delegate method).
    var woken = false
    /// Leanplum's manager took it as a Leanplum push.
    var leanplumHandled = false
    /// A CleverTap instance handled it.
    var cleverTapHandled = false

    var handler: Handler { leanplumHandled ? .leanplum : cleverTapHandled ? .clevertap : .none }
}

/// The simulated iPhone: the app's state and the parts inside it, which call one another
/// and record what they do in `recorder`.
final class Device {
    let settings: SimulationSettings
    let recorder = Recorder()
    /// The account of the CleverTap instance Leanplum creates (nil: the app's, unnamed).
    let instanceAccount: String?
    var applicationState: ApplicationState = .notRunning
    /// The scenario line whose step is running (nil in a cell). Work queued for later keeps
    /// the line that queued it, so that its outcome is credited to that step.
    var origin: Int?
    /// Outcomes by push id and origin.
    private var outcomes: [String: PushOutcome] = [:]
    /// Pushes the user tapped.
    private(set) var tapped: Set<Int> = []
    /// How often each SDK handled each event of each push.
    private var handlings: [String: Int] = [:]
    /// Whether iOS showed each push it delivered (so that the user can tap it).
    var shown: [Int: Bool] = [:]
    /// Runs once, after `application(_:didFinishLaunchingWithOptions:)` and before the
    /// launch observer (a cell registers its token there).
    var afterDidFinishLaunching: (() -> Void)?

    private(set) var iOS: IOSSystem!
    private(set) var app: AppDelegate!
    private(set) var proxy: NotificationsProxy!
    private(set) var manager: NotificationsManager!
    private(set) var leanplum: LeanplumSDK!
    private(set) var cleverTap: CleverTapSDK!

    init(settings: SimulationSettings, instanceAccount: String?) {
        self.settings = settings
        self.instanceAccount = instanceAccount
        iOS = IOSSystem(device: self)
        app = AppDelegate(device: self)
        proxy = NotificationsProxy(device: self)
        manager = settings.legacy ? NotificationsManager(device: self) : LPCTNotificationsManager(device: self)
        leanplum = LeanplumSDK(device: self)
        cleverTap = CleverTapSDK(device: self)
    }

    func outcome(_ push: Push, origin: Int? = nil) -> PushOutcome {
        outcomes["\(push.id) \(origin ?? -1)"] ?? PushOutcome()
    }

    /// Changes the outcome of `push` for the current origin.
    func update(_ push: Push, _ change: (inout PushOutcome) -> Void) {
        change(&outcomes["\(push.id) \(origin ?? -1)", default: PushOutcome()])
    }

    func markTapped(_ push: Push) { tapped.insert(push.id) }

    /// Counts one handling of `push` by `sdk`; the second handling of the same event is a hazard.
    func countHandling(_ push: Push, by sdk: Handler, event: PushEvent) {
        let key = "\(push.id) \(sdk.rawValue) \(event.rawValue)"
        handlings[key, default: 0] += 1
        let count = handlings[key]!
        guard count == 2 else { return }
        let name = sdk == .leanplum ? "Leanplum" : "CleverTap"
        let unmatched = push.userInfo[LeanplumKeys.occurrenceID] == nil
            ? "no 'lp_occurrence_id' matches it with the launch push"
            : "it is not matched with the launch push"
        switch event {
        case .open:
            recorder.warn(.coldStartTwice, "cold-start tap handled twice by \(name): \(unmatched)")
        case .receive:
            recorder.warn(.receivedTwice, "push that launched the app in the background received twice by \(name): \(unmatched)")
        }
    }

    /// The app is killed: everything in memory goes; Leanplum's cached token stays.
    func terminate() {
        leanplum.terminate()
        cleverTap = CleverTapSDK(device: self)
        proxy = NotificationsProxy(device: self)
        applicationState = .notRunning
    }
}
