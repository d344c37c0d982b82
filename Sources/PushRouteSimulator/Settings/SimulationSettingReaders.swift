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

    /// The settings read only when the setting they qualify has a value, with that condition:
    /// when autoIntegrate is called (`clevertap.auto_integrate`); the site, instance and helpers
    /// of the app's own CleverTap call (`clevertap.app_did_receive_calls`); the extension's own
    /// Info.plist, read by an extension that records impressions (credentials, account) or by
    /// any extension (arbitrary loads). Where the condition is false every value leaves every
    /// trace as it was (`SettingReadersTests`).
    static let readOnlyWhen: [ProfileKey: @Sendable (SimulationSettings) -> Bool] = [
        .autoIntegrateAt: { $0.autoIntegrate },
        .appCallsIn: { $0.appCleverTapCall != nil },
        .appCallsOn: { $0.appCleverTapCall != nil },
        .appCallsThrough: { $0.appCleverTapCall != nil },
        .extensionCredentials: { $0.serviceExtension.kind.recordsViewed },
        .extensionAccount: { $0.serviceExtension.kind.recordsViewed },
        .extensionAllowsHTTP: { $0.serviceExtension.kind != .none },
    ]

    /// Whether the simulator reads this setting with `settings`: for their SDKs (`isRead(by:)`),
    /// and, for a setting that qualifies another, when that one has a value (`readOnlyWhen`).
    public func isRead(in settings: SimulationSettings) -> Bool {
        isRead(by: settings.sdks) && (Self.readOnlyWhen[profileKey]?(settings) ?? true)
    }

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
