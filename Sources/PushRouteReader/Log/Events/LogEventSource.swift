/// Who printed an event's line: one of the SDKs, or iOS, by its process (docs/device-logs.md
/// "Events"). The raw value is the JSON's `source`.
public enum LogEventSource: String, Sendable, CaseIterable {
    /// Leanplum iOS SDK, `[LEANPLUM] [LEVEL]: …` (`LPLogManager.m`).
    case leanplum
    /// CleverTap iOS SDK, `[CleverTap]: …` (`CTConstants.h`, `CTLogger.swift`).
    case clevertap
    /// CTNotificationService, the service extension's pod (`CTNotificationServiceExtension.m`).
    case notificationService = "notification-service"
    /// SpringBoard, UserNotificationsServer and FrontBoard included.
    case springBoard = "springboard"
    /// The Duet activity scheduler, which decides background launches.
    case dasd
    /// The push daemon.
    case apsd
    /// `usernotificationsd` (UserNotifications outside SpringBoard).
    case userNotifications = "usernotificationsd"
    /// UIKit in the app's own process (its completion-handler warnings).
    case app
    /// An iOS line whose process the log does not show or that is none of the above.
    case ios

    /// The source of an iOS line printed by `process`, when the log names it; `declared` otherwise.
    static func ios(process: String?, declared: LogEventSource) -> LogEventSource {
        switch process {
        case "SpringBoard": .springBoard
        case "dasd": .dasd
        case "apsd": .apsd
        case "usernotificationsd": .userNotifications
        default: declared
        }
    }
}
