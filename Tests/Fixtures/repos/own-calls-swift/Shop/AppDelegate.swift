import CleverTapSDK
import Leanplum
import UIKit

/// The app calls CleverTap's push API itself in its didReceive, on top of Leanplum's forward,
/// and sets CleverTap's delegates on the shared instance, as CleverTap's own docs show.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, CleverTapPushNotificationDelegate, CleverTapURLDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        CleverTap.sharedInstance()?.setPushNotificationDelegate(self)
        CleverTap.sharedInstance()?.setUrlDelegate(self)
        Leanplum.start()
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let userInfo = response.notification.request.content.userInfo
        CleverTap.sharedInstance()?.handleNotification(withData: userInfo)
        completionHandler()
    }

    func pushNotificationTapped(withCustomExtras customExtras: [AnyHashable: Any]!) {}

    func shouldHandleCleverTap(_ url: URL?, for channel: CleverTapChannel) -> Bool {
        return true
    }
}
