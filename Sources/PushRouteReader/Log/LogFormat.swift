/// The device-log formats pushroute recognises by their shape (docs/device-logs.md §1). The raw
/// value is the record's `log_format`.
public enum LogFormat: String, Sendable, CaseIterable {
    /// Xcode's debug console up to Xcode 14: `2026-11-29 10:01:02.123456+0100 Shop[812:3344] message`.
    case xcode
    /// Xcode 15 and later with metadata shown: each message followed by `Type: … | Timestamp: … | …`.
    case xcodeMetadata = "xcode-metadata"
    /// Messages alone (Xcode 15 and later with metadata hidden), told apart from a paste by the
    /// SDKs' own log lines in it.
    case xcodePlain = "xcode-plain"
    /// `log stream` and `log show` in their default style, with its header line.
    case log
    /// `log stream --style compact`.
    case logCompact = "log-compact"
    /// `log stream --style syslog`.
    case logSyslog = "log-syslog"
    /// `log show --style json`: one array of event objects.
    case logJSON = "log-json"
    /// `log stream --style ndjson`: one event object a line.
    case logNDJSON = "log-ndjson"
    /// libimobiledevice's `idevicesyslog`.
    case idevicesyslog
    /// Lines copied out of Console.app: tab-separated type, time, process and message.
    case console
    /// Android's `adb logcat` (`threadtime`, `brief`, `time`, `tag`) and Android Studio's
    /// Logcat window, as React Native, Flutter and Android users paste it.
    case logcat
    /// Flipper's Logs plugin, its rows copied as JSON: an array of `{tag, pid, tid, message,
    /// date, type}` objects (facebook/flipper, `DeviceLogEntry`, with the plugin's `count`).
    case flipper

    /// Whether each entry is a JSON event whose message field (`eventMessageField`) is the
    /// entry's text.
    var isJSONEvents: Bool { self == .logJSON || self == .logNDJSON || self == .flipper }

    /// The name of a JSON event's message field.
    var eventMessageField: String { self == .flipper ? "message" : "eventMessage" }

    /// Whether the log may be an Android device's (logcat's own, or a Flipper copy of it):
    /// Android's push keys are looked for in its entries (`LogPushFinder.mayHoldPush`).
    var mayBeAndroid: Bool { self == .logcat || self == .flipper }
}

/// Where a push was found in a device log: the entry it was printed in (the record's `log_*`
/// fields, docs/logs.md). A field the format does not carry is `nil`.
public struct LogEntryInfo: Sendable, Equatable {
    public var format: LogFormat
    /// The entry's time, as the log wrote it.
    public var time: String?
    public var process: String?
    public var pid: Int?
    public var subsystem: String?
    public var category: String?
    /// The keys, joined by dots, under which the push stood in the dictionary printed
    /// (`userInfo`, `notification.request.content.userInfo`); nil for a push printed as itself.
    public var holder: String?

    public init(
        format: LogFormat, time: String? = nil, process: String? = nil, pid: Int? = nil, subsystem: String? = nil,
        category: String? = nil
    ) {
        self.format = format
        self.time = time
        self.process = process
        self.pid = pid
        self.subsystem = subsystem
        self.category = category
    }
}
