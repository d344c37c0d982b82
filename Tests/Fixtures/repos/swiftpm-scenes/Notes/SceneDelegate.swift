import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        /* Leanplum.start() used to be here; moved to the app delegate.
           /* nested comment */ still in the comment: CleverTap.autoIntegrate() */
        guard scene is UIWindowScene else { return }
    }
}
