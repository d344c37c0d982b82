import PushRouteCore
import PushRouteReader
import PushRouteRules

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
    /// What the user did with the push `didReceive` is handling (a tap unless a scenario's
    /// `action` or `dismiss` step runs).
    var response: NotificationResponse = .defaultAction
    /// Runs once, after `application(_:didFinishLaunchingWithOptions:)` and before the
    /// launch observers (a cell registers its token there).
    var afterDidFinishLaunching: (() -> Void)?
    /// The migration state in UserDefaults (it survives the app being killed); nil while
    /// undefined, as on a first run.
    var cachedMigrationState: MigrationState?
    /// What is wired into the app delegate while the app runs.
    var integration = DelegateIntegration()
    /// The app crashed during the current action; nothing more is recorded until it ends.
    private(set) var crashed = false

    // The parts. Each takes the device it is part of (`unowned`), so each is built once the
    // device is whole: on first use, which no initializer of a part notices (none records).
    private(set) lazy var iOS = IOSSystem(device: self)
    private(set) lazy var app = AppDelegate(device: self)
    /// Leanplum's notifications proxy; a new one each time the app starts again.
    private(set) lazy var proxy = NotificationsProxy(device: self)
    /// Leanplum's notifications manager: `LPCTNotificationsManager` in a release with the migration.
    private(set) lazy var manager: NotificationsManager =
        release.hasMigration ? LPCTNotificationsManager(device: self) : NotificationsManager(device: self)
    private(set) lazy var leanplum = LeanplumSDK(device: self)
    /// CleverTap's instances; new ones each time the app starts again.
    private(set) lazy var cleverTap = CleverTapSDK(device: self)
    /// The notification service extension, in its own process (it outlives the app's).
    private(set) lazy var serviceExtension = ServiceExtension(device: self)
    /// What each push did, by origin: its outcome, its handlings, whether it was shown and tapped.
    private(set) lazy var pushes = PushLedger(device: self)
    /// The blocks dispatched to the main queue.
    private(set) lazy var mainQueue = MainQueue(device: self)
    /// The hazards checked when an action ends.
    private(set) lazy var hazards = ActionHazards(device: self)

    init(settings: SimulationSettings, instanceAccount: String?) {
        self.settings = settings
        self.instanceAccount = instanceAccount
        let cached = settings.firstRun || settings.migration == .undefined ? nil : settings.migration
        cachedMigrationState = cached
    }

    var release: LeanplumRelease { settings.leanplumSDK }
    /// The CleverTap release the app runs (6.0.0 and later; the newest of 7.x otherwise,
    /// which no path of a release without CleverTap reads).
    var cleverTapRelease: CleverTapRelease { settings.cleverTapRelease ?? CleverTapRelease.all.last! }

    /// What happens between two of the app's entry points: the main queue runs, and a
    /// migration-state fetch sent in this action answers. A crashed app ends.
    func finishAction() {
        mainQueue.run()
        if !crashed { leanplum.migration.answerPendingFetch() }
        mainQueue.run()
        hazards.check()
        if crashed { endAfterCrash() }
    }

    // MARK: The app ends

    /// An uncaught exception: the app dies here. The rest of the call chain is not recorded.
    func crash() {
        crashed = true
        recorder.muted = true
    }

    private func endAfterCrash() {
        recorder.muted = false
        crashed = false
        terminate(reason: "the app crashed before it ran")
    }

    /// The app is killed: everything in memory goes; Leanplum's cached token stays.
    func terminate(reason: String = "Leanplum start was not issued before the app ended") {
        leanplum.terminate(reason: reason)
        cleverTap = CleverTapSDK(device: self)
        proxy = NotificationsProxy(device: self)
        integration = DelegateIntegration()
        hazards.clear()
        mainQueue.clear()
        applicationState = .notRunning
    }

    var isRunning: Bool { applicationState != .notRunning }
}
