/// A Leanplum iOS SDK release, and what its push path does (docs/routing-model.md §8).
///
/// Releases that share a push path share a `PushPath`; the CleverTap iOS SDK a release pulls
/// in (`CleverTapDependency`) is modelled only where it changes a trace.
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

    /// Every release tag modelled, oldest first (`git tag` of Leanplum/Leanplum-iOS-SDK;
    /// 5.0.0 stands for every release before 6.0.0).
    public static let versions = [
        "5.0.0", "6.0.0", "6.0.1", "6.0.2", "6.0.3", "6.0.4", "6.0.5", "6.1.0", "6.1.1", "6.2.0", "6.3.0", "6.4.0",
        "6.4.1", "6.4.2", "6.5.0", "6.6.0", "6.6.1",
    ]

    /// What a release must be, for messages.
    public static let expected = "a Leanplum iOS SDK release: " + versions.joined(separator: ", ")

    /// The newest release modelled: the default.
    public static let newest = LeanplumRelease("6.6.1")!
    /// The last release before the design note (`--legacy`).
    public static let beforeMigration = LeanplumRelease("5.0.0")!

    /// A release by its tag; nil for a tag not in `versions`.
    public init?(_ version: String) {
        guard Self.versions.contains(version) else { return nil }
        self.version = version
        switch version {
        case "5.0.0": path = .before600
        case "6.0.0", "6.0.1": path = .v600
        case "6.0.2", "6.0.3", "6.0.4", "6.0.5": path = .v602
        case "6.1.0": path = .v610
        default: path = .v611
        }
    }

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

    /// The CleverTap iOS SDK the release depends on (`Leanplum-iOS-SDK.podspec`).
    public var cleverTap: CleverTapDependency { CleverTapDependency(leanplum: version) }
}

/// The CleverTap iOS SDK a Leanplum release pulls in, as `pod install` resolves its
/// requirement today (the newest release the requirement allows), reduced to the two
/// changes that alter a trace (docs/routing-model.md §8).
public struct CleverTapDependency: Hashable, Sendable {
    /// The podspec requirement, e.g. `~> 7.1`; nil before 6.0.0 (CleverTap not linked).
    public let requirement: String?

    init(leanplum version: String) {
        switch version {
        case "6.0.0", "6.0.1": requirement = "~> 4.1.4"
        case "6.0.2": requirement = "~> 4.1.5"
        case "6.0.3", "6.0.4", "6.0.5": requirement = "~> 4.2.0"
        case "6.1.0", "6.1.1": requirement = "~> 5.0.1"
        case "6.2.0": requirement = "~> 5.2.1"
        case "6.3.0": requirement = "~> 6.0"
        case "6.4.0", "6.4.1", "6.4.2": requirement = "~> 6.2"
        case "6.5.0": requirement = "~> 7.0"
        case "5.0.0": requirement = nil
        default: requirement = "~> 7.1"
        }
    }

    /// The major version the requirement allows (4 for `~> 4.1.4`).
    private var major: Int? {
        requirement.flatMap { $0.split(separator: " ").last?.split(separator: ".").first.flatMap { Int($0) } }
    }

    /// CleverTap 7.0.2 (#371) and later: the launch observer leaves the launch push of an
    /// instance whose library is `Leanplum` to Leanplum. Every 7.x requirement resolves to it.
    var launchObserverSkipsLeanplum: Bool { (major ?? 0) >= 7 }
    /// CleverTap 7.4.0 and later: `wzrk_inapp_s3_url` and `wzrk_inapp_type` make a push a
    /// preview too. Every 7.x requirement resolves to it.
    var previewGateHasInAppS3Keys: Bool { (major ?? 0) >= 7 }
    /// The version range the trace notes name, e.g. `CleverTap before 7.0.2`.
    var launchObserverRange: String { launchObserverSkipsLeanplum ? "CleverTap 7.0.2 and later" : "CleverTap before 7.0.2" }
}
