import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Leanplum's `MigrationManager`: the migration state fetched at start, and the CleverTap
/// instance it creates when the state uses CleverTap (docs/routing-model.md §4, §5).
final class MigrationManager {
    unowned let device: Device
    /// nil until fetched at start.
    private(set) var state: MigrationState?
    /// The CleverTap instance exists (`MigrationManager.shared.hasLaunched`).
    private(set) var hasLaunched = false

    init(device: Device) { self.device = device }

    var useCleverTap: Bool { state?.usesCleverTap ?? false }

    func fetchMigrationState() {
        let fetched = device.settings.migration
        device.recorder.call(
            .leanplum, .leanplum, "MigrationManager.fetchMigrationState(_:)",
            note: fetched == .undefined ? "no state (or the fetch failed): 'undefined'" : "sdk: '\(fetched.rawValue)'")
        state = fetched
        guard fetched.usesCleverTap else { return }
        device.cleverTap.createInstance(account: device.instanceAccount, from: .leanplum)
        hasLaunched = true
        // Part of the design note: the token Leanplum cached reaches CleverTap.
        if !device.settings.legacy, let token = device.leanplum.cachedPushToken {
            device.cleverTap.setPushTokenAs(token, from: .leanplum)
        }
    }
}
