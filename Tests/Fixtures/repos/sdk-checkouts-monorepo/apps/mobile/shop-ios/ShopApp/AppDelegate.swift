import CleverTapSDK
import Leanplum
import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        Leanplum.setAppId("app_shop", productionKey: "prod_key")
        Leanplum.setPushNotificationPresentationOption([.banner, .sound])
        Leanplum.start()
        // Added by the CleverTap migration guide, after start: it double-handles taps.
        CleverTap.autoIntegrate()
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let link = "leanplum://open" // a string with Leanplum.start( inside: "Leanplum.start()"
        print(link)
        completionHandler()
    }
}
