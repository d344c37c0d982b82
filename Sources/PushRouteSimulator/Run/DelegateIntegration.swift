/// What is wired into the app delegate while the app runs: Leanplum's swizzled hooks, the app's
/// own notification-center delegate, CleverTap's `autoIntegrate`. Killing the app undoes all of it.
struct DelegateIntegration {
    /// Leanplum's delegate hooks are swizzled in: from `Leanplum.start` until the app ends
    /// (never with swizzling off).
    var hooksInstalled = false
    /// The app made itself the `UNUserNotificationCenter` delegate in `didFinishLaunching`.
    var appSetNotificationCenterDelegate = false
    /// The app called `CleverTap.autoIntegrate()`: CleverTap swizzled the app delegate.
    var autoIntegrated = false
    /// `autoIntegrate` ran after Leanplum's hooks were installed: its swizzles wrap them.
    var autoIntegratedOverHooks = false

    /// iOS has a `UNUserNotificationCenter` delegate to call: the app set itself at launch
    /// (it implements a notification-center method), or Leanplum made the app delegate one
    /// in start.
    var hasNotificationCenterDelegate: Bool { hooksInstalled || appSetNotificationCenterDelegate }
}
