import PushRouteReader
import PushRouteSimulator

/// What the log's SDK lines say of the releases (man page, "RELEASES"): a Leanplum line only
/// some releases print, or print at the level seen (`LineReleases`, from the line table),
/// bounds the Leanplum release; the narrowest bounds win, each with the line that set it.
/// CleverTap's `Leanplum will handle the notification` (from 7.0.2) bounds the CleverTap
/// release from below; its launch observer's `found push notification at launch` on Leanplum's
/// instance followed by that instance handling the push instead bounds it from above
/// (`LaunchPushHandling`). An explanation never names a release outside them.
public struct SessionReleaseClues: Sendable {
    public struct Bound: Sendable, Equatable {
        public var release: String
        public var file: String
        public var line: Int
        /// The event and the level it was printed at: `opened at info`.
        public var what: String
    }

    /// The oldest release the lines allow: this one or later.
    public private(set) var since: Bound?
    /// The first release the lines rule out: releases before it only.
    public private(set) var until: Bound?
    /// The oldest CleverTap release the lines allow: this one or later.
    public private(set) var cleverTapSince: Bound?
    /// The first CleverTap release the lines rule out: releases before it only.
    public private(set) var cleverTapUntil: Bound?
    /// What the launch-observer lines read so far say.
    private var launchPush = LaunchPushHandling()

    /// No line read yet: no bound.
    public init() {}

    /// The clues of `events`, read in order.
    public init(_ events: [LogEvent]) {
        for event in events { add(event) }
    }

    /// The clues with one more event, read after the others: a bound it narrows wins.
    public mutating func add(_ event: LogEvent) {
        let what = event.kind.rawValue + (event.level.map { " at \($0.rawValue)" } ?? "")
        if let since = event.cleverTapReleases?.bounds(printedAt: event.level).since,
            cleverTapSince.map({ Self.older($0.release, than: since) }) ?? true
        {
            cleverTapSince = Bound(release: since, file: event.file, line: event.location.line, what: what)
        }
        if let until = launchPush.add(event), cleverTapUntil.map({ Self.older(until, than: $0.release) }) ?? true {
            cleverTapUntil = Bound(
                release: until, file: event.file, line: event.location.line,
                what: "\(LogEventKind.launchPushFound.rawValue) then \(what)")
        }
        guard let releases = event.leanplumReleases else { return }
        let (since, until) = releases.bounds(printedAt: event.level)
        if let since, self.since.map({ Self.older($0.release, than: since) }) ?? true {
            self.since = Bound(release: since, file: event.file, line: event.location.line, what: what)
        }
        if let until, self.until.map({ Self.older(until, than: $0.release) }) ?? true {
            self.until = Bound(release: until, file: event.file, line: event.location.line, what: what)
        }
    }

    public var isEmpty: Bool { since == nil && until == nil && cleverTapSince == nil && cleverTapUntil == nil }

    /// Whether the lines allow the Leanplum `release`.
    public func allows(_ release: String) -> Bool {
        !(since.map { Self.older(release, than: $0.release) } ?? false)
            && (until.map { Self.older(release, than: $0.release) } ?? true)
    }

    /// Whether the lines allow the CleverTap `release`.
    public func allowsCleverTap(_ release: String) -> Bool {
        !(cleverTapSince.map { Self.older(release, than: $0.release) } ?? false)
            && (cleverTapUntil.map { Self.older(release, than: $0.release) } ?? true)
    }

    /// Whether the lines allow the settings' Leanplum release (any, for an app without
    /// Leanplum) and the CleverTap release it runs (none linked, before Leanplum 6.0.0, only
    /// when no CleverTap line bounds it: such a line shows a CleverTap running).
    public func allows(_ settings: SimulationSettings) -> Bool {
        (!settings.sdks.hasLeanplum || allows(settings.leanplumSDK.version))
            && (settings.cleverTapRelease.map { allowsCleverTap($0.version) }
                ?? (cleverTapSince == nil && cleverTapUntil == nil))
    }

    /// Dotted releases compared number by number.
    static func older(_ a: String, than b: String) -> Bool {
        let (x, y) = (a.split(separator: ".").map { Int($0) ?? 0 }, b.split(separator: ".").map { Int($0) ?? 0 })
        for index in 0..<max(x.count, y.count) {
            let (p, q) = (index < x.count ? x[index] : 0, index < y.count ? y[index] : 0)
            if p != q { return p < q }
        }
        return false
    }
}
