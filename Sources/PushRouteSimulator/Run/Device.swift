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
    /// Leanplum's launch path left it to CleverTap's launch observer (6.0.2 on).
    var leftToCleverTapLaunchObserver = false
    /// CleverTap's launch observer left it to the swizzled `didReceive` (`autoIntegrate` and a
    /// notification-center delegate, `-_appEnteredForegroundWithLaunchingOptions:`).
    var leftToSwizzledDidReceive = false
    /// What CleverTap's handlings did: the clicks recorded, the deep-link opens.
    var cleverTap = CleverTapEffects()
    /// The step where Leanplum's `didReceive` hook skipped it as the launch push.
    var skippedAsLaunchPushAt: Int?

    var handler: Handler { leanplumHandled ? .leanplum : cleverTapHandled ? .clevertap : .none }
    /// A CleverTap main-queue block opened its `wzrk_dl` (a second handling's block that
    /// does not open it loses no link).
    var deepLinkOpened: Bool { cleverTap.linksOpened > 0 }
}

/// Who made an SDK handle a push, for the messages of `cold-start-twice`, `received-twice`
/// and `ct-double-integration`.
enum HandlingPath: Equatable {
    /// Leanplum's launch observer, hooks or queued blocks (or the app's calls to Leanplum).
    case leanplum
    /// CleverTap's own observer of `UIApplication.didFinishLaunchingNotification`, for
    /// Leanplum's instance (or another custom one).
    case cleverTapLaunchObserver
    /// The same observer, for the Info.plist default instance.
    case cleverTapLaunchObserverDefault
    /// A method CleverTap's `autoIntegrate` swizzled.
    case cleverTapAutoIntegrate
    /// The app's own call to CleverTap's push API (`clevertap.app_did_receive_calls`).
    case appCall
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
    /// Outcomes by push and origin.
    private var outcomes: [PushAtOrigin: PushOutcome] = [:]
    /// Pushes the user tapped.
    private(set) var tapped: Set<Int> = []
    /// How each SDK handled each event of each push, in order, by origin.
    private var handlings: [HandlingKey: [HandlingPath]] = [:]
    /// The step of the trace each of `handlings` was counted at (the last step recorded then).
    private var handlingSteps: [HandlingKey: [Int]] = [:]
    /// Whether iOS showed each push it delivered (so that the user can tap it).
    var shown: [Int: Bool] = [:]
    /// The options a session's log says the app answered iOS's `willPresent` with, by push id
    /// (iOS's `Received response N for willPresentNotification`, docs/logs.md "Facts"): they
    /// decide whether iOS shows that push, whatever the settings' options.
    var answers: [Int: PresentationOptions] = [:]
    /// Runs once, after `application(_:didFinishLaunchingWithOptions:)` and before the
    /// launch observers (a cell registers its token there).
    var afterDidFinishLaunching: (() -> Void)?
    /// The migration state in UserDefaults (it survives the app being killed); nil while
    /// undefined, as on a first run.
    var cachedMigrationState: MigrationState?
    /// What is wired into the app delegate while the app runs.
    var integration = DelegateIntegration()
    /// Pushes the app's `handleCleverTapNotification` block swallowed, checked when the
    /// action ends: a CleverTap push no SDK handled is a hazard.
    private var swallowed: [(push: Push, origin: Int?, step: Int?)] = []
    /// Pushes CleverTap handled (or clicked) a second time for the app's own call, told when
    /// the action ends, once the main queue has run: only then is it known what the
    /// handlings did. `cause` is the warning's start.
    private var handledTwice: [(push: Push, origin: Int?, step: Int?, cause: String)] = []
    /// Blocks dispatched to the main queue, run once the current entry point has returned.
    private var mainQueue: [(origin: Int?, run: () -> Void)] = []
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

    func outcome(_ push: Push, origin: Int? = nil) -> PushOutcome {
        outcomes[PushAtOrigin(push, origin: origin)] ?? PushOutcome()
    }

    /// The outcome of `push` for the current origin.
    func currentOutcome(_ push: Push) -> PushOutcome { outcome(push, origin: origin) }

    /// Changes the outcome of `push` for the current origin.
    func update(_ push: Push, _ change: (inout PushOutcome) -> Void) {
        guard !crashed else { return }
        change(&outcomes[PushAtOrigin(push, origin: origin), default: PushOutcome()])
    }

    func markTapped(_ push: Push) { tapped.insert(push.id) }

    /// How many times `sdk`, the push's handler, handled `event` of `push` for `origin`: 0 for
    /// `none`, at least 1 otherwise (a preview that CleverTap took is counted nowhere else).
    func handlingCount(_ push: Push, by sdk: Handler, event: PushEvent, origin: Int?) -> Int {
        guard sdk != .none else { return 0 }
        return max(1, handlings[HandlingKey(PushAtOrigin(push, origin: origin), sdk, event)]?.count ?? 0)
    }

    /// The steps of the trace at which `sdk` handled `push`'s `event` (`handlingCount`'s).
    func handlingSteps(_ push: Push, by sdk: Handler, event: PushEvent, origin: Int?) -> [Int] {
        guard sdk != .none else { return [] }
        return handlingSteps[HandlingKey(PushAtOrigin(push, origin: origin), sdk, event)] ?? []
    }

    /// Counts one handling of `push` by `sdk`; the second handling of the same event is a hazard.
    func countHandling(_ push: Push, by sdk: Handler, event: PushEvent, via path: HandlingPath = .leanplum) {
        guard !crashed else { return }
        // Per origin: a push tapped again after a relaunch is a new cold start.
        let key = HandlingKey(PushAtOrigin(push, origin: origin), sdk, event)
        handlings[key, default: []].append(path)
        if let step = recorder.steps.indices.last { handlingSteps[key, default: []].append(step) }
        let paths = handlings[key, default: []]
        guard paths.count == 2 else { return }
        let name = sdk == .leanplum ? "Leanplum" : "CleverTap"
        if paths.contains(.appCall) {
            return noteHandledTwice(
                push,
                cause:
                    "push handled twice by CleverTap: the app's own \(settings.appCleverTapCallIn.name) calls \(settings.appCleverTapCall?.named(on: settings.appCleverTapCallOn) ?? "CleverTap"), and "
                    + (paths.contains(.leanplum)
                        ? "Leanplum's manager forwarded it too" : "another path handled it too"))
        }
        if paths.contains(.cleverTapAutoIntegrate) {
            let other = paths.contains(.leanplum) ? "Leanplum forwarded it too" : "another path handled it too"
            return recorder.warn(
                .doubleIntegration,
                "push handled twice by CleverTap: CleverTap.autoIntegrate() swizzled the app delegate, so its swizzle handled it, and \(other)"
            )
        }
        let reason: String
        if paths.contains(.cleverTapLaunchObserverDefault) {
            reason =
                "CleverTap's own launch observer handled the launch push with the Info.plist default instance, and Leanplum forwarded it too"
        } else if paths.contains(.cleverTapLaunchObserver) {
            reason =
                "CleverTap's own launch observer handled the launch push (\(cleverTapRelease.range(of: .launchObserverSkipsLeanplum))), and Leanplum forwarded it too"
        } else if push.userInfo[LeanplumKeys.occurrenceID] == nil {
            reason = "no 'lp_occurrence_id' matches it with the launch push"
        } else {
            reason = "it is not matched with the launch push"
        }
        switch event {
        case .open:
            recorder.warn(.coldStartTwice, "cold-start tap handled twice by \(name): \(reason)")
        case .receive:
            recorder.warn(
                .receivedTwice, "push that launched the app in the background received twice by \(name): \(reason)")
        }
    }

    // MARK: The main queue

    /// `dispatch_async(dispatch_get_main_queue(), block)`: runs after the entry point that is
    /// running has returned (and called its completion handler).
    func dispatchToMainQueue(_ block: @escaping () -> Void) {
        guard !crashed else { return }
        mainQueue.append((origin, block))
    }

    /// Runs the blocks waiting on the main queue, in order (blocks they dispatch run too).
    func runMainQueue() {
        let saved = origin
        while !mainQueue.isEmpty && !crashed {
            let block = mainQueue.removeFirst()
            origin = block.origin
            block.run()
        }
        origin = saved
    }

    /// What happens between two of the app's entry points: the main queue runs, and a
    /// migration-state fetch sent in this action answers. A crashed app ends.
    func finishAction() {
        runMainQueue()
        if !crashed { leanplum.migration.answerPendingFetch() }
        runMainQueue()
        checkSwallowed()
        checkHandledTwice()
        if crashed { endAfterCrash() }
    }

    // MARK: Pushes the app's own call handled again

    /// CleverTap handled or clicked `push` again for the app's own call, at the step just
    /// recorded; `ct-app-handles-twice` is raised when the action ends.
    func noteHandledTwice(_ push: Push, cause: String) {
        guard !crashed else { return }
        handledTwice.append((push, origin, recorder.lastStep, cause))
    }

    /// Raises `ct-app-handles-twice` for each push noted, with what CleverTap's handlings of it
    /// did in this action: the clicks recorded and the opens of its deep link.
    private func checkHandledTwice() {
        let pending = handledTwice
        handledTwice = []
        for entry in pending {
            let effects = outcome(entry.push, origin: entry.origin).cleverTap.described(
                link: entry.push.string(CleverTapKeys.deepLink))
            recorder.warn(
                .appHandlesTwice, "\(entry.cause): \(effects) (CleverTap iOS de-duplicates no push)",
                at: .step(entry.step))
        }
    }

    // MARK: Pushes the app's block swallowed

    /// The app's `handleCleverTapNotification` block did not call the default handler.
    func noteSwallowed(_ push: Push, step: Int?) {
        swallowed.append((push, origin, step))
    }

    /// A swallowed CleverTap push that no SDK handled by the end of the action is lost.
    private func checkSwallowed() {
        let pending = swallowed
        swallowed = []
        for entry in pending where !crashed && !entry.push.classification.cleverTapKeys.isEmpty {
            guard outcome(entry.push, origin: entry.origin).handler == .none else { continue }
            recorder.warn(
                .blockSwallowed,
                "CleverTap push swallowed by the app's handleCleverTapNotification block, which never calls the default handler: no SDK handles it",
                at: .step(entry.step))
        }
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
        swallowed = []
        handledTwice = []
        mainQueue = []
        applicationState = .notRunning
    }

    var isRunning: Bool { applicationState != .notRunning }
}
