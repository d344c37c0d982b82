import UIKit
import Leanplum

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Leanplum.setAppId("app_x", withProductionKey: "prod_y")
        Leanplum.start()
        return true
    }
}
