import PushRouteCore

extension AppSDKs {
    /// Whether Leanplum's code is in the app.
    public var hasLeanplum: Bool { self != .cleverTap }
}
