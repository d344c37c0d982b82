import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What each push did on the device, by origin (a cell, or a scenario step): its outcome as the
/// parts report it, whether iOS showed it and the user tapped it, and how each SDK handled each
/// of its events, in order, with the trace step each handling was counted at. The second
/// handling of one event is a hazard, raised here.
final class PushLedger {
    unowned let device: Device
    /// Outcomes by push and origin.
    private var outcomes: [PushAtOrigin: PushOutcome] = [:]
    /// Pushes the user tapped.
    private(set) var tapped: Set<Int> = []
    /// Whether iOS showed each push it delivered (so that the user can tap it).
    var shown: [Int: Bool] = [:]
    /// The options a session's log says the app answered iOS's `willPresent` with, by push id
    /// (iOS's `Received response N for willPresentNotification`, docs/logs.md "Facts"): they
    /// decide whether iOS shows that push, whatever the settings' options.
    var answers: [Int: PresentationOptions] = [:]
    /// How each SDK handled each event of each push, in order, by origin.
    private var handlings: [HandlingKey: [HandlingPath]] = [:]
    /// The step of the trace each of `handlings` was counted at (the last step recorded then).
    private var handlingSteps: [HandlingKey: [Int]] = [:]

    init(device: Device) { self.device = device }

    func outcome(_ push: Push, origin: Int? = nil) -> PushOutcome {
        outcomes[PushAtOrigin(push, origin: origin)] ?? PushOutcome()
    }

    /// The outcome of `push` for the current origin.
    func currentOutcome(_ push: Push) -> PushOutcome { outcome(push, origin: device.origin) }

    /// Changes the outcome of `push` for the current origin.
    func update(_ push: Push, _ change: (inout PushOutcome) -> Void) {
        guard !device.crashed else { return }
        change(&outcomes[PushAtOrigin(push, origin: device.origin), default: PushOutcome()])
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
        guard !device.crashed else { return }
        // Per origin: a push tapped again after a relaunch is a new cold start.
        let key = HandlingKey(PushAtOrigin(push, origin: device.origin), sdk, event)
        handlings[key, default: []].append(path)
        if let step = device.recorder.steps.indices.last { handlingSteps[key, default: []].append(step) }
        let paths = handlings[key, default: []]
        guard paths.count == 2 else { return }
        let name = sdk == .leanplum ? "Leanplum" : "CleverTap"
        if paths.contains(.appCall) {
            return device.hazards.noteHandledTwice(
                push,
                cause:
                    "push handled twice by CleverTap: the app's own \(device.settings.appCleverTapCallIn.name) calls \(device.settings.appCleverTapCall?.named(on: device.settings.appCleverTapCallOn) ?? "CleverTap"), and "
                    + (paths.contains(.leanplum)
                        ? "Leanplum's manager forwarded it too" : "another path handled it too"))
        }
        if paths.contains(.cleverTapAutoIntegrate) {
            let other = paths.contains(.leanplum) ? "Leanplum forwarded it too" : "another path handled it too"
            return device.recorder.warn(
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
                "CleverTap's own launch observer handled the launch push (\(device.cleverTapRelease.range(of: .launchObserverSkipsLeanplum))), and Leanplum forwarded it too"
        } else if push.userInfo[LeanplumKeys.occurrenceID] == nil {
            reason = "no 'lp_occurrence_id' matches it with the launch push"
        } else {
            reason = "it is not matched with the launch push"
        }
        switch event {
        case .open:
            device.recorder.warn(.coldStartTwice, "cold-start tap handled twice by \(name): \(reason)")
        case .receive:
            device.recorder.warn(
                .receivedTwice, "push that launched the app in the background received twice by \(name): \(reason)")
        }
    }
}
