import PushRouteCore

/// How warnings and traces name the app's own CleverTap calls (the words are
/// `AppCleverTapCall`'s and `AppCallSite`'s, in PushRouteCore).
extension AppCleverTapCall {
    /// The call as a warning names it, with the instance it is made on.
    func named(on instance: DelegateInstance) -> String {
        let receiver = instance == .shared ? "CleverTap.sharedInstance()" : "Leanplum's instance"
        switch self {
        case .handlePushNotification: return "CleverTap.handlePushNotification"
        case .handleNotificationWithData: return "handleNotification(withData:) on \(receiver)"
        case .recordClicked: return "recordNotificationClickedEvent on \(receiver)"
        }
    }

    /// The call as the app writes it on `receiver` (the class for the class method).
    func written(on receiver: String) -> String {
        switch self {
        case .handlePushNotification: "CleverTap.handlePushNotification(userInfo, openDeepLinksInForeground: true)"
        case .handleNotificationWithData: "\(receiver).handleNotification(withData: userInfo)"
        case .recordClicked: "\(receiver).recordNotificationClickedEvent(withData: userInfo)"
        }
    }
}

extension AppCallSite {
    var method: DelegateMethod {
        switch self {
        case .didReceive: .didReceive
        case .willPresent: .willPresent
        case .fetch: .fetch
        }
    }

    /// The method as a warning names it.
    var name: String {
        switch self {
        case .didReceive: "didReceive"
        case .willPresent: "willPresent"
        case .fetch: "fetch callback"
        }
    }
}
