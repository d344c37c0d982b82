import PushRouteReader

/// Which lines the log could show, read from the lines it has (man page, "OBSERVED"): an SDK
/// line absent from a log whose levels could not show it is unknown, never "did not happen".
public struct SessionLevels: Sendable, Equatable {
    /// The log has Leanplum's lines.
    public var leanplum = false
    /// The log has a Leanplum line at debug level.
    public var leanplumDebug = false
    /// The Leanplum release simulated logs its push lines at debug (6.0.0–6.0.2), so they
    /// show only when Leanplum's debug lines do.
    public var leanplumPushLinesAtDebug = false
    /// The app links no Leanplum (a CleverTap-only app, by the profile or the settings given):
    /// Leanplum prints nothing, so its absent lines say it handled nothing.
    public var appWithoutLeanplum = false
    /// Leanplum's push lines (`Notification Opened`, `Notification received`: info from
    /// 6.0.3, debug before) show, or there can be none.
    public var leanplumPushLines: Bool {
        appWithoutLeanplum || leanplum && (leanplumDebug || !leanplumPushLinesAtDebug)
    }
    /// Every line Leanplum prints shows, or there can be none.
    public var leanplumShows: Bool { appWithoutLeanplum || leanplum }
    /// CleverTap's push lines (debug: `handling push notification:`) show: the log has a
    /// CleverTap or Leanplum line at debug level (the wrapper sets CleverTap's level from
    /// Leanplum's, `CTWrapper.swift`).
    public var cleverTap = false
    /// iOS's own lines (SpringBoard, dasd) show.
    public var ios = false

    public init() {}

    public mutating func read(_ event: LogEvent) {
        switch event.source {
        case .leanplum:
            leanplum = true
            if event.level == .debug { (cleverTap, leanplumDebug) = (true, true) }
        case .clevertap:
            if event.level == .debug { cleverTap = true }
        case .springBoard, .dasd, .apsd, .userNotifications, .ios: ios = true
        default: break
        }
    }

    /// The settings that would make the log say what it could not.
    public var hints: [String] {
        var hints: [String] = []
        if !leanplumShows {
            hints.append(
                "Leanplum's lines are absent: include the app's process (Xcode's console or `log stream --level debug`)"
            )
        }
        if leanplum && !leanplumPushLines {
            hints.append(
                "Leanplum up to 6.0.2 logs `Notification Opened` and `Notification received` at debug level: `Leanplum.setLogLevel(.debug)` makes them show"
            )
        }
        if !cleverTap {
            let setting =
                appWithoutLeanplum
                ? "`CleverTap.setDebugLevel(CleverTapLogLevel.debug.rawValue)`"
                : "`Leanplum.setLogLevel(.debug)` (or `CleverTap.setDebugLevel(CleverTapLogLevel.debug.rawValue)`)"
            hints.append("CleverTap's push lines are at debug level: \(setting) makes them show")
        }
        if !ios {
            hints.append(
                "iOS's own lines are absent: `log stream --level debug` or a Console.app copy shows SpringBoard's and dasd's"
            )
        }
        return hints
    }
}
