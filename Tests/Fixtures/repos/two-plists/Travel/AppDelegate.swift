import CleverTapSDK
import Leanplum
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CleverTap.autoIntegrate()
        CleverTap.sharedInstance()?.setUrlDelegate(self)
        Leanplum.start()
        return true
    }
}

extension AppDelegate: CleverTapURLDelegate {
    func shouldHandleCleverTap(_ url: URL?, forChannel channel: CleverTapChannel) -> Bool {
        return false
    }
}
