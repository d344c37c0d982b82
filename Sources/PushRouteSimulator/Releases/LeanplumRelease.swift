/// A Leanplum iOS SDK release, and what its push path does (docs/routing-model.md §8).
///
/// The releases are a table (`LeanplumRelease.table`): releases that share a push path share
/// a `PushPath`, and each names the CleverTap iOS SDK its podspec requires (`CleverTapPin`).
public struct LeanplumRelease: Hashable, Sendable, CustomStringConvertible {
    /// The release, e.g. `6.6.1`.
    public let version: String
    let path: PushPath

    /// The groups of releases whose push paths are the same, oldest first.
    enum PushPath: Int, Comparable, Sendable {
        /// No notifications manager for CleverTap; the hooks drop non-Leanplum pushes.
        case before600
        /// PR #522: `LPCTNotificationsManager`, every forward queued on start issued.
        case v600
        /// PR #541: `handleWithCleverTapInstance`, the launch-path early return, early init.
        case v602
        /// PRs #563, #565: the deep-link flag a setting (default false), the custom block.
        case v610
        /// PR #569: a missing occurrence id never matches; the flag true for opens.
        case v611

        static func < (a: PushPath, b: PushPath) -> Bool { a.rawValue < b.rawValue }
    }

    /// One release: its push path and the CleverTap iOS SDK its podspec requires
    /// (`s.dependency 'CleverTap-iOS-SDK'` in `Leanplum-iOS-SDK.podspec` at its tag).
    struct Row: Sendable {
        var version: String
        var path: PushPath
        /// nil before 6.0.0: CleverTap is not linked.
        var pin: String?
    }

    /// Every release tag modelled, oldest first (`git tag` of Leanplum/Leanplum-iOS-SDK;
    /// 5.0.0 stands for every release before 6.0.0).
    static let table: [Row] = [
        Row(version: "5.0.0", path: .before600, pin: nil),
        Row(version: "6.0.0", path: .v600, pin: "~> 4.1.4"),
        Row(version: "6.0.1", path: .v600, pin: "~> 4.1.4"),
        Row(version: "6.0.2", path: .v602, pin: "~> 4.1.5"),
        Row(version: "6.0.3", path: .v602, pin: "~> 4.2.0"),
        Row(version: "6.0.4", path: .v602, pin: "~> 4.2.0"),
        Row(version: "6.0.5", path: .v602, pin: "~> 4.2.0"),
        Row(version: "6.1.0", path: .v610, pin: "~> 5.0.1"),
        Row(version: "6.1.1", path: .v611, pin: "~> 5.0.1"),
        Row(version: "6.2.0", path: .v611, pin: "~> 5.2.1"),
        Row(version: "6.3.0", path: .v611, pin: "~> 6.0"),
        Row(version: "6.4.0", path: .v611, pin: "~> 6.2"),
        Row(version: "6.4.1", path: .v611, pin: "~> 6.2"),
        Row(version: "6.4.2", path: .v611, pin: "~> 6.2"),
        Row(version: "6.5.0", path: .v611, pin: "~> 7.0"),
        Row(version: "6.6.0", path: .v611, pin: "~> 7.1"),
        Row(version: "6.6.1", path: .v611, pin: "~> 7.1"),
    ]

    /// Every release tag modelled, oldest first.
    public static let versions = table.map(\.version)
    /// Whether the release logs `Notification Opened` and `Notification received` at info
    /// level: from 6.0.3 (`ClassesSwift/Notifications/NotificationsManager.swift`:94 and :131;
    /// at debug in 6.0.0–6.0.2).
    public var logsPushLinesAtInfo: Bool {
        (Self.versions.firstIndex(of: modelledAs) ?? 0) >= (Self.versions.firstIndex(of: "6.0.3") ?? 0)
    }

    /// Every release modelled, oldest first.
    public static let all = table.map { LeanplumRelease($0.version, row: $0) }

    /// What a release must be, for messages.
    public static let expected = "a Leanplum iOS SDK release: " + versions.joined(separator: ", ")

    /// The newest release modelled: the default.
    public static let newest = LeanplumRelease("6.6.1")!
    /// The last release before the design note (`--legacy`).
    public static let beforeMigration = LeanplumRelease("5.0.0")!

    /// A release by its tag; nil for a tag not in `versions`.
    public init?(_ version: String) {
        guard let row = Self.table.first(where: { $0.version == version }) else { return nil }
        self.init(version, row: row)
    }

    private init(_ version: String, row: Row) {
        self.version = version
        path = row.path
        cleverTapPin = row.pin.map(CleverTapPin.init)
        modelledAs = row.version
    }

    /// A release the table does not list (`5.4.1`, `2.0.1`, a tag newer than the list): the
    /// push path and pin of the nearest listed release at or below it (the table lists every
    /// tag from 6.0.0, so that release has the same push path), and 5.0.0's for any release
    /// before 6.0.0; nil for a text that is not `major.minor.patch`.
    init?(unlisted text: String) {
        guard let numbers = ReleaseResolution.numbers(text) else { return nil }
        let below = Self.table.last { row in !numbers.lexicographicallyPrecedes(ReleaseResolution.numbers(row.version)!)
        }
        self.init(text, row: below ?? Self.table[0])
    }

    /// The listed release whose row this release's push path and pin come from (itself when listed).
    public let modelledAs: String

    /// `Leanplum 5.4.1: push path as in 5.0.0 (...)`, for a release not listed; nil for a listed one.
    public var unlistedNote: String? {
        guard modelledAs != version else { return nil }
        let group = Self.table.filter { $0.path == path }.map(\.version)
        let range = group.count == 1 ? group[0] : "\(group.first!)–\(group.last!)"
        let stands = path == .before600 ? ", which stands for every release before 6.0.0" : ""
        return
            "Leanplum \(version): push path as in \(range)\(stands) (a release pushroute does not list: simulated as the nearest listed release with the same push path)"
    }

    /// The CleverTap iOS SDK the podspec requires; nil before 6.0.0 (CleverTap not linked).
    public let cleverTapPin: CleverTapPin?

    public var description: String { version }

    // MARK: The push path

    /// The manager is `LPCTNotificationsManager`, start waits for the migration state, and
    /// the app links the CleverTap SDK.
    var hasMigration: Bool { path >= .v600 }
    /// Before the design note the hooks drop a payload without a message id.
    var hooksDropNonLeanplumPushes: Bool { path == .before600 }
    /// Forwards and the token go through `handleWithCleverTapInstance(action:)` (run now when
    /// the instance exists); before 6.0.2 they always wait on `Leanplum.onStartIssued`.
    var hasHandleWithCleverTapInstance: Bool { path >= .v602 }
    /// `notificationOpened(fromLaunch: true)` returns early for a non-Leanplum push once the
    /// CleverTap instance exists.
    var launchPathReturnsEarly: Bool { path >= .v602 }
    /// `MigrationManager.shared.launchWrapper()` is public: the app may create the CleverTap
    /// instance before start.
    var hasEarlyInit: Bool { path >= .v602 }
    /// `Leanplum.setHandleCleverTapNotification` exists (PRs #563, #565).
    var hasHandleCleverTapNotificationBlock: Bool { path >= .v610 }
    /// `isEqualToHandledNotification`: before 6.1.1 two missing occurrence ids (`"-1"`) are equal.
    var missingOccurrenceIDsMatch: Bool { path < .v611 }

    /// How the deep-link flag passed to CleverTap is chosen.
    enum DeepLinkFlagRule: Sendable {
        /// `Constants.OpenDeepLinksInForeground = true`, no setter (6.0.x).
        case alwaysTrue
        /// A settable `Bool`, default `false` for opens and receives (6.1.0).
        case settingOrFalse
        /// A settable `NSNumber?`, unset: `true` for an open, `false` for a receive (6.1.1 on).
        case settingOrOpen
    }

    var deepLinkFlagRule: DeepLinkFlagRule {
        switch path {
        case .before600, .v600, .v602: .alwaysTrue
        case .v610: .settingOrFalse
        case .v611: .settingOrOpen
        }
    }

    /// The deep-link flag this release passes to CleverTap for `event` when the app never set
    /// `setCleverTapOpenDeepLinksInForeground`; nil where the flag is a constant the app
    /// cannot set (before 6.1.0), so that a printed flag says nothing of the app's setting.
    public func unsetDeepLinkFlag(for event: PushEvent) -> Bool? {
        switch deepLinkFlagRule {
        case .alwaysTrue: nil
        case .settingOrFalse: false
        case .settingOrOpen: event == .open
        }
    }
}
