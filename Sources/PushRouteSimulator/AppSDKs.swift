/// Which of the two SDKs the app links itself (profile key `sdks`; docs/routing-model.md §7):
/// a migration has both, the end of a migration CleverTap only, its start Leanplum only.
public enum AppSDKs: String, CaseIterable, Sendable {
    /// Leanplum and CleverTap: Leanplum 6.x forwards CleverTap's pushes
    /// (`LPCTNotificationsManager`), and the app may call CleverTap itself as well.
    case leanplumAndCleverTap = "leanplum+clevertap"
    /// CleverTap only: no Leanplum code runs; the app integrates CleverTap itself
    /// (`autoIntegrate`, or its own delegate methods calling CleverTap).
    case cleverTap = "clevertap"
    /// Leanplum only: Leanplum 6.x still links CleverTap through its podspec's pin, so the
    /// push path is the migration's; before 6.0.0 it is outside the model.
    case leanplum

    /// Whether Leanplum's code is in the app.
    public var hasLeanplum: Bool { self != .cleverTap }
}
