import Leanplum
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Leanplum.setAppId("app_media", productionKey: "prod_key")
        Leanplum.setPushDeliveryTrackingEnabled(true)
        Leanplum.start()
        return true
    }
}
