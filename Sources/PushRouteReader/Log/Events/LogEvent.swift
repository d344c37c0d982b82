import PushRouteCore

/// One line of a device log that says what happened on the push path (docs/device-logs.md
/// "Events"): who printed it, what it says, which push it names, when and where. No payload
/// is needed for an event; `pushroute session` groups events into episodes by `push` (an id
/// or the payload on the same entry), `entry.pid` and `entry.time`, and reads which log
/// levels were on from `level`.
public struct LogEvent: Sendable, Equatable {
    public var file: String
    /// Where the line's words begin: the SDK's tag for an SDK line, the message otherwise.
    public var location: SourceLocation
    public var source: LogEventSource
    public var kind: LogEventKind
    /// The push the line names; nil when it names none.
    public var push: LogEventPush?
    /// What else the line states, as printed: the account id (`instanceCreated`), the app
    /// state's raw value (`launched`, `fetchCallback`), `Open`/`Receive` (`forwarded`),
    /// `Foreground`/`Background` (`received`), the presentation options (`willPresentAnswered`),
    /// the deep link (`deepLinkOpened`), the refusal's reason (`deliveryRefused`).
    public var value: String?
    /// A `true` or `false` the line prints besides its value: the `openDeepLinksInForeground`
    /// flag Leanplum passes to CleverTap (`forwarded`); nil for another line.
    public var flag: Bool?
    /// For iOS's lines, the bundle id they start with (`[com.shop.app] …`).
    public var bundle: String?
    /// For CleverTap's per-instance lines, the account id of the instance that printed it
    /// (`CleverTap.<accountId>: …`, `-description` in `CleverTap.m`).
    public var instance: String?
    /// The level the SDK logs the line at: as printed (Leanplum's `[DEBUG]`), else as its
    /// source declares (`PushPathLines`); nil for iOS's own lines.
    public var level: SDKLogLevel?
    /// The entry's fields: format, time as printed, process, pid, subsystem, category.
    public var entry: LogEntryInfo
    /// The push listed before it that it belongs to, and how that was decided (`LogEventLinker`).
    public var join: LogEventJoin?

    public init(
        file: String, location: SourceLocation, source: LogEventSource, kind: LogEventKind, push: LogEventPush? = nil,
        value: String? = nil, bundle: String? = nil, level: SDKLogLevel? = nil, entry: LogEntryInfo,
        join: LogEventJoin? = nil
    ) {
        self.file = file
        self.location = location
        self.source = source
        self.kind = kind
        self.push = push
        self.value = value
        self.bundle = bundle
        self.level = level
        self.entry = entry
        self.join = join
    }
}

/// Which push a line names.
public enum LogEventPush: Sendable, Equatable {
    /// iOS's request digest (`61A7-2E2F`), on every SpringBoard line about the push.
    case request(String)
    /// Leanplum's message id (the push's `_lpm`).
    case message(String)
    /// dasd's activity (`com.apple.pushLaunch.<bundle>:<id>`).
    case activity(String)
    /// The push printed on the same entry, after the SDK's words.
    case payload

    /// `request`, `message`, `activity` or `payload` (the JSON's `push.by`).
    public var by: String {
        switch self {
        case .request: "request"
        case .message: "message"
        case .activity: "activity"
        case .payload: "payload"
        }
    }

    /// The id; nil for `payload`.
    public var id: String? {
        switch self {
        case .request(let id), .message(let id), .activity(let id): id
        case .payload: nil
        }
    }
}

/// How an event was attached to a push `classify --events` listed before it.
public struct LogEventJoin: Sendable, Equatable {
    public enum How: String, Sendable {
        /// The push was printed on the event's own entry.
        case entry
        /// The event names the push's id (a Leanplum message id equal to its `_lpm`).
        case id
        /// Nothing ties them but order: the push is the last one read before the event.
        case position
    }

    /// The line of the push's record.
    public var line: Int
    public var how: How

    public init(line: Int, how: How) {
        self.line = line
        self.how = how
    }
}

/// An SDK's log level, as Leanplum names them (`LPLogManager.h`) and CleverTap's macros map
/// onto (`CTConstants.h`: Info at level 0, Debug and Internal at 1).
public enum SDKLogLevel: String, Sendable, CaseIterable {
    case error, info, debug
}
