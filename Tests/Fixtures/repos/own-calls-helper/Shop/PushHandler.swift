import CleverTapSDK
import UserNotifications

/// Routes a tapped push: CleverTap's own handling, two calls down from didReceive.
enum PushHandler {
    static func handle(_ response: UNNotificationResponse) {
        let userInfo = response.notification.request.content.userInfo
        route(userInfo)
    }

    private static func route(_ userInfo: [AnyHashable: Any]) {
        CleverTapManager.shared.ct.handleNotification(withData: userInfo)
    }
}
