import CleverTapSDK

/// The app's own CleverTap instance, from its own config.
final class CleverTapManager {
    static let shared = CleverTapManager()

    private static let config = CleverTapInstanceConfig(accountId: "W84-WW7-123A", accountToken: "a1b-2c3")
    let ct: CleverTap = CleverTap.instance(with: CleverTapManager.config)

    private init() {}
}
