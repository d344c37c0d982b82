import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Leanplum's `MigrationManager` (6.0.0 and later): the migration state, cached or fetched
/// at start, and the CleverTap instance it creates when the state uses CleverTap
/// (docs/routing-model.md §4, §5).
final class MigrationManager {
    unowned let device: Device
    /// The state in UserDefaults (`migrationState`); nil while undefined (a first run).
    var state: MigrationState? { device.cachedMigrationState }
    /// The CleverTap instance exists (`MigrationManager.shared.hasLaunched`).
    private(set) var hasLaunched = false
    /// The completion of a `getMigrateState` request in flight (a first run).
    private var pendingFetch: (() -> Void)?

    init(device: Device) { self.device = device }

    var useCleverTap: Bool { state?.usesCleverTap ?? false }

    /// Why no state is cached.
    private var noCachedState: String {
        device.settings.migration == .undefined && !device.settings.firstRun
            ? "no cached state ('undefined' is never kept)" : "no cached state (first run)"
    }

    /// `fetchMigrationState(_:)`: a cached state is used at once (creating the instance, from
    /// 6.0.2 through `launchWrapper()`); otherwise `getMigrateState` is sent and `completion`
    /// waits for its answer, which comes after the current entry point (`answerPendingFetch`).
    func fetchMigrationState(_ completion: @escaping () -> Void) {
        let step = device.recorder.call(.leanplum, .leanplum, "MigrationManager.fetchMigrationState(_:)")
        guard let cached = state else {
            device.recorder.annotate(
                step, "\(noCachedState): sends getMigrateState; start is issued when it answers")
            pendingFetch = completion
            return
        }
        device.recorder.annotate(step, "cached state 'sdk: \(cached.rawValue)'")
        finishFetch(completion)
    }

    /// The answer to `getMigrateState` (`handleGetMigrateState(apiResponse:)`): the state is
    /// stored, the instance created when it uses CleverTap, and start issued.
    func answerPendingFetch() {
        guard let completion = pendingFetch else { return }
        pendingFetch = nil
        let fetched = device.settings.migration
        device.recorder.call(
            .leanplum, .leanplum, "MigrationManager.handleGetMigrateState(apiResponse:)",
            note: fetched == .undefined
                ? "getMigrateState answered: no state (or the request failed): 'undefined'"
                : "getMigrateState answered: 'sdk: \(fetched.rawValue)'")
        // An undefined answer is not kept: the next start fetches again.
        device.cachedMigrationState = fetched == .undefined ? nil : fetched
        finishFetch(completion)
    }

    /// 6.0.2 on: `launchWrapper()` creates the instance before the completion; 6.0.0:
    /// `+[Leanplum startWithUserId:…]` calls `MigrationManager.launch()` in the completion.
    private func finishFetch(_ completion: () -> Void) {
        if useCleverTap { launchInstance(from: .leanplum) }
        completion()
    }

    /// `launchWrapper()` called by the app before start (`early`), public from 6.0.2.
    func launchWrapper(from actor: TraceActor, early: Bool) {
        let step = device.recorder.call(
            actor, .leanplum, "MigrationManager.shared.launchWrapper()", note: "early CleverTap init, before start")
        guard let cached = state else {
            return device.recorder.annotate(step, "\(noCachedState): nothing to create")
        }
        guard cached.usesCleverTap else {
            return device.recorder.annotate(
                step, "the cached state 'sdk: \(cached.rawValue)' does not use CleverTap: nothing to create")
        }
        launchInstance(from: .leanplum)
    }

    /// `CTWrapper.launch()`: the custom instance, its library `Leanplum`, and the token
    /// Leanplum cached (`setPushTokenAs`).
    private func launchInstance(from actor: TraceActor) {
        guard !hasLaunched else { return }
        device.cleverTap.createInstance(account: device.instanceAccount, from: actor)
        hasLaunched = true
        if let token = device.leanplum.cachedPushToken {
            device.cleverTap.setPushTokenAs(token, from: .leanplum)
        }
    }
}
