import Leanplum
import UIKit

/// The app's didReceive hands the response to a helper of its own (PushHandler.swift), which
/// calls CleverTap on the instance CleverTapManager keeps (CleverTapManager.swift).
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        Leanplum.start()
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        PushHandler.handle(response)
        completionHandler()
    }
}
