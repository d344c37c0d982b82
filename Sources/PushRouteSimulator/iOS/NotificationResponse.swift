/// What the user did with a shown push: the `actionIdentifier` of the `UNNotificationResponse`
/// that iOS hands `userNotificationCenter(_:didReceive:withCompletionHandler:)`
/// (docs/routing-model.md, "Action buttons and dismiss").
public enum NotificationResponse: Sendable, Equatable {
    /// `UNNotificationDefaultActionIdentifier`: a tap on the push.
    case defaultAction
    /// The identifier of an action button of the push's category (`aps.category`).
    case custom(String)
    /// `UNNotificationDismissActionIdentifier`: the user dismissed the push; iOS reports it only
    /// for a category registered with `.customDismissAction`.
    case dismiss

    /// The identifier as the trace names it.
    var identifier: String {
        switch self {
        case .defaultAction: "UNNotificationDefaultActionIdentifier"
        case .custom(let name): "\"\(name)\""
        case .dismiss: "UNNotificationDismissActionIdentifier"
        }
    }
}
