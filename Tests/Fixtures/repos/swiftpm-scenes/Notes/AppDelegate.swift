import CleverTapSDK
import Leanplum
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        CleverTap.autoIntegrate()
        Leanplum.setAppId("app_notes", developmentKey: "dev_key")
        #else
        Leanplum.setAppId("app_notes", productionKey: "prod_key")
        #endif
        Leanplum.setHandleCleverTapNotification { userInfo, isOpen, response in
            if isOpen {
                response(true)
            }
        }
        Leanplum.setCleverTapOpenDeepLinksInForeground(true)
        Leanplum.start(userId: nil) { _ in }
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Leanplum.didRegisterForRemoteNotificationsWithDeviceToken(deviceToken)
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Leanplum.didReceiveRemoteNotification(userInfo)
        completionHandler(.noData)
    }
}
