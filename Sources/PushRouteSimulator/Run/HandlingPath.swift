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
