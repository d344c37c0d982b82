/// One line the SDKs or iOS print on the push path, declared as data (`PushPathLines`): the
/// words that identify it, who prints it, what it means, where its push id and value stand.
struct PushPathLine: Sendable {
    /// Words of the format string that no other line has (matched case-sensitively anywhere
    /// in the message, after the SDK's tag for an SDK line).
    let anchor: StaticString
    let source: LogEventSource
    let kind: LogEventKind
    /// Which push the line names, and where its id stands.
    var push: PushField = .none
    /// Where `LogEvent.value` stands: the word after these words, searched from the anchor
    /// (`""`: right after it); nil for none.
    var valueAfter: StaticString?
    /// Where `LogEvent.flag` stands: the `true` or `false` after these words, searched as
    /// `valueAfter` is; nil for none.
    var flagAfter: StaticString?
    /// A value the line's words state themselves (`not set`, `track`).
    var fixedValue: StaticString?
    /// Words that must follow the anchor on the line (`Notification Clicked` in an event's JSON).
    var requires: StaticString?
    /// The SDK level the line is printed at; a Leanplum line's printed level wins.
    var level: SDKLogLevel?
    /// The anchor must open the message, right after the SDK's tag (for words as plain as `Setting `).
    var startsMessage = false
    /// The releases of its SDK that print the line, and at which level, where they differ.
    var releases: LineReleases?

    /// Where a line's push stands.
    enum PushField: Sendable {
        case none
        /// The dictionary printed after the anchor on the same entry.
        case payload
        /// iOS's request digest: the word after these words (searched from the anchor).
        case request(after: StaticString)
        /// Leanplum's message id: the word after these words (searched from the anchor).
        case message(after: StaticString)
        /// dasd's activity: the word starting `com.apple.pushLaunch.` anywhere in the message.
        case activity
    }
}

extension LogEventSource {
    /// The tag an SDK starts each line with; nil for a source that has none.
    var tag: StaticString? {
        switch self {
        case .leanplum: "[LEANPLUM] ["  // LPLogManager.m
        case .clevertap: "[CleverTap]: "  // CTConstants.h, CTLogger.swift
        default: nil
        }
    }
}

/// Which releases of its SDK print a line (tags of Leanplum/Leanplum-iOS-SDK, or of
/// CleverTap/clevertap-ios-sdk): what a session log's line says of the release
/// (docs/device-logs.md "Events").
public struct LineReleases: Sendable, Equatable {
    /// The first release that prints it; nil: every release modelled.
    public var since: String?
    /// The first release that no longer prints it; nil: still printed.
    public var until: String?
    /// The first release that prints it at info; the releases before print it at debug.
    public var infoSince: String?
    /// The first release that can print its flag (`LogEvent.flag`) false: the releases before
    /// print a constant `true`.
    public var falseFlagSince: String?

    public init(since: String? = nil, until: String? = nil, infoSince: String? = nil, falseFlagSince: String? = nil) {
        (self.since, self.until, self.infoSince, self.falseFlagSince) = (since, until, infoSince, falseFlagSince)
    }

    /// What the line, printed at `level`, says: the first release that prints it so, and the
    /// first that no longer does (nil: no bound).
    public func bounds(printedAt level: SDKLogLevel?) -> (since: String?, until: String?) {
        switch (infoSince, level) {
        case (let info?, .info?): (info, until)
        case (let info?, .debug?): (since, info)
        default: (since, until)
        }
    }
}

extension LineReleases {
    /// Every Leanplum release the line table names, for checking them against the releases modelled.
    public static var tagsNamed: [String] { PushPathLines.releaseTags(PushPathLines.leanplum) }
    /// Every CleverTap release the line table names.
    public static var cleverTapTagsNamed: [String] { PushPathLines.releaseTags(PushPathLines.clevertap) }
    /// The CleverTap releases that print the line an event of `kind` comes from, where they differ.
    public static func cleverTap(_ kind: LogEventKind) -> LineReleases? {
        PushPathLines.releases(of: kind, in: PushPathLines.clevertap)
    }
}

extension LogEvent {
    /// The Leanplum releases that print this event's line, where they differ (nil otherwise).
    /// A flag printed false narrows them to the releases that can print it so (all of which
    /// print the line at one level: `falseFlagSince` is later than `infoSince`).
    public var leanplumReleases: LineReleases? {
        guard source == .leanplum, var releases = PushPathLines.releases(of: kind, in: PushPathLines.leanplum) else {
            return nil
        }
        if flag == false, let since = releases.falseFlagSince { (releases.since, releases.infoSince) = (since, nil) }
        return releases
    }

    /// The CleverTap releases that print this event's line, where they differ (nil otherwise).
    public var cleverTapReleases: LineReleases? {
        source == .clevertap ? PushPathLines.releases(of: kind, in: PushPathLines.clevertap) : nil
    }
}
