import PushRouteReader
import PushRouteSimulator

/// What the log's Leanplum lines say of the Leanplum release (man page, "RELEASES"): a line
/// only some releases print, or print at the level seen (`LeanplumLineReleases`, from the
/// line table), bounds the release; the narrowest bounds win, each with the line that set it.
/// An explanation never names a release outside them.
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

    /// No line read yet: no bound.
    public init() {}

    /// The clues of `events`, read in order.
    public init(_ events: [LogEvent]) {
        for event in events { add(event) }
    }

    /// The clues with one more event, read after the others: a bound it narrows wins.
    public mutating func add(_ event: LogEvent) {
        guard let releases = event.leanplumReleases else { return }
        let (since, until) = releases.bounds(printedAt: event.level)
        let what = event.kind.rawValue + (event.level.map { " at \($0.rawValue)" } ?? "")
        if let since, self.since.map({ Self.older($0.release, than: since) }) ?? true {
            self.since = Bound(release: since, file: event.file, line: event.location.line, what: what)
        }
        if let until, self.until.map({ Self.older(until, than: $0.release) }) ?? true {
            self.until = Bound(release: until, file: event.file, line: event.location.line, what: what)
        }
    }

    public var isEmpty: Bool { since == nil && until == nil }

    /// Whether the lines allow `release`.
    public func allows(_ release: String) -> Bool {
        !(since.map { Self.older(release, than: $0.release) } ?? false) && (until.map { Self.older(release, than: $0.release) } ?? true)
    }

    /// Whether the lines allow the settings' Leanplum release (any, for an app without Leanplum).
    public func allows(_ settings: SimulationSettings) -> Bool {
        !settings.sdks.hasLeanplum || allows(settings.leanplumSDK.version)
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
