import PushRouteCore

/// Which settings the simulator reads for an app's SDKs, declared once: the `app-defaults`
/// warning of `simulate --app DIR` lists only the settings it reads, and
/// `SettingReadersTests` runs every other value of each setting it does not read and finds
/// the traces unchanged (docs/routing-model.md §7.1).
extension SimulationSetting {
    /// The settings outside the `leanplum` section that only Leanplum's code reads: the
    /// migration state, when autoIntegrate runs relative to `Leanplum.start`, the account and
    /// readiness of Leanplum's CleverTap instance, and the deep-link flag Leanplum passes to
    /// CleverTap.
    static let readWithLeanplumOnly: Set<ProfileKey> = [
        .migration, .autoIntegrateAt, .instanceAccount, .instance, .openDeepLinksInForeground,
    ]

    /// The settings no code of the model reads: what the profile records for the reader only
    /// (`app.aps_environment`: the entitlements' environment, informational).
    static let informational: Set<ProfileKey> = [.apsEnvironment]

    /// Whether the simulator reads this setting for an app that links `sdks`: a CleverTap-only
    /// app runs no Leanplum code; a Leanplum-only app (outside the model) no CleverTap code.
    public func isRead(by sdks: AppSDKs) -> Bool {
        if Self.informational.contains(profileKey) { return false }
        return switch sdks {
        case .leanplumAndCleverTap: true
        case .cleverTap: section != ProfileSection.leanplum.rawValue && !Self.readWithLeanplumOnly.contains(profileKey)
        case .leanplum: section != ProfileSection.cleverTap.rawValue
        }
    }
}
